import CatalogUI

// Views written exactly as SwiftUI code is: this file imports CatalogUI only. They use the
// drawing modifiers (materials, mask, trim, stroke styles, rotation and scale effects,
// minimumScaleFactor, scaledToFit / scaledToFill, redaction); `DrawingModifierTests` renders
// them and checks their frames.

/// Coloured stripes for a material to blur.
struct Stripes: View {
  var body: some View {
    HStack(spacing: 0) {
      Color.red
      Color.yellow
      Color.green
      Color.blue
      Color.black
      Color.white
    }
  }
}

/// Every material thickness over stripes, then a rounded regular material, in a colour scheme.
struct MaterialSwatches: View {
  var body: some View {
    ZStack {
      Stripes()
      VStack(spacing: 6) {
        Color.clear.frame(height: 10).background(.ultraThinMaterial)
        Color.clear.frame(height: 10).background(.thinMaterial)
        Color.clear.frame(height: 10).background(.regularMaterial)
        Color.clear.frame(height: 10).background(.thickMaterial)
        Color.clear.frame(height: 10).background(.ultraThickMaterial)
        Color.clear.frame(height: 24)
          .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
      }
      .padding(8)
    }
    .frame(width: 96)
  }
}

/// A gradient shown through a circle, a corner square through a small circle at the top
/// leading corner, and a colour faded by a gradient mask.
struct MaskSamples: View {
  var body: some View {
    HStack(spacing: 6) {
      LinearGradient(colors: [.pink, .indigo], startPoint: .leading, endPoint: .trailing)
        .frame(width: 32, height: 32)
        .mask { Circle() }
      Color.orange
        .frame(width: 32, height: 32)
        .mask(alignment: .topLeading) { Circle().frame(width: 16, height: 16) }
      Color.teal
        .frame(width: 32, height: 32)
        .mask {
          LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom)
        }
    }
    .padding(4)
    .background(Color.white)
  }
}

/// Trimmed outlines and fills, dashed borders, and stroke styles from SwiftUI.
struct StrokeSamples: View {
  let ring: CGFloat = 4

  var body: some View {
    HStack(spacing: 6) {
      Circle()
        .trim(from: 0, to: 0.75)
        .stroke(Color.blue, style: StrokeStyle(lineWidth: ring, lineCap: .round))
        .frame(width: 28, height: 28)
      RoundedRectangle(cornerRadius: 8)
        .strokeBorder(Color.red, style: StrokeStyle(lineWidth: 3, dash: [6, 3]))
        .frame(width: 28, height: 28)
      Rectangle()
        .trim(from: 0.25, to: 0.5)
        .stroke(Color.green, lineWidth: 4)
        .frame(width: 28, height: 28)
      Circle()
        .trim(from: 0.5, to: 1)
        .fill(Color.purple)
        .frame(width: 28, height: 28)
      Capsule()
        .stroke(style: StrokeStyle(lineWidth: 2, lineJoin: .round, dash: [2, 2], dashPhase: 1))
        .foregroundStyle(Color.black)
        .frame(width: 20, height: 28)
    }
    .padding(6)
    .background(Color.white)
  }
}

/// Rotation and scale effects around different anchors; layout keeps the original frames.
struct TransformSamples: View {
  var body: some View {
    HStack(spacing: 12) {
      Color.red.frame(width: 24, height: 8).rotationEffect(.degrees(30))
      Color.green.frame(width: 16, height: 16)
        .rotationEffect(.radians(.pi / 4), anchor: .topLeading)
      Color.blue.frame(width: 16, height: 16).scaleEffect(1.5)
      Color.orange.frame(width: 16, height: 16).scaleEffect(x: 2, y: 0.5, anchor: .leading)
      Color.purple.frame(width: 16, height: 16)
        .scaleEffect(CGSize(width: 0.5, height: 1), anchor: .bottomTrailing)
    }
    .padding(12)
    .background(Color.white)
  }
}

/// A headline that shrinks to fit one line of its width, beside one that may not.
struct ShrinkingHeadlines: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text("Weekend in Lisbon, Portugal")
        .font(.title)
        .lineLimit(1)
        .minimumScaleFactor(0.5)
        .id("shrinks")
      Text("Weekend in Lisbon, Portugal")
        .font(.title)
        .lineLimit(1)
        .id("truncates")
      Text("Weekend in Lisbon, Portugal")
        .font(.title)
        .lineLimit(1)
        .minimumScaleFactor(0.9)
        .id("floor")
      Text("Lisbon")
        .font(.title)
        .minimumScaleFactor(0.5)
        .id("fits")
    }
    .frame(width: 200)
  }
}

/// Symbols and shapes scaled to fit and to fill a wide frame.
struct ScaledContent: View {
  var body: some View {
    HStack(spacing: 0) {
      Image(systemName: "star.fill").resizable().scaledToFit().id("fit")
        .frame(width: 60, height: 30)
      Image(systemName: "star.fill").resizable().scaledToFill().id("fill")
        .frame(width: 60, height: 30)
      Circle().scaledToFit().id("circle").frame(width: 40, height: 20)
    }
  }
}

/// A card drawn as a placeholder while loading, with one label kept.
struct PlaceholderCard: View {
  var body: some View {
    HStack(alignment: .top, spacing: 8) {
      Image(systemName: "photo")
        .font(.title)
      VStack(alignment: .leading, spacing: 2) {
        Text("Weekend in Lisbon")
          .font(.headline)
        Text("Three nights by the river, breakfast included")
          .font(.footnote)
          .foregroundStyle(Color.blue)
        Text("New")
          .font(.caption)
          .unredacted()
      }
      .frame(width: 120, alignment: .leading)
    }
    .padding(8)
    .redacted(reason: .placeholder)
    .background(Color.white)
  }
}
