import CatalogUI
import Raster
import Testing

/// SwiftUI's colour effects, `drawingGroup` and `rotation3DEffect`, rendered at 2× and compared
/// pixel for pixel with reviewed references; exact pixels for known matrices; absurd amounts.
@MainActor @Suite struct ColorEffectTests {
  /// A swatch with every primary, white, grey and text, for an effect to change.
  struct Swatch: View {
    var body: some View {
      VStack(spacing: 0) {
        HStack(spacing: 0) {
          Color.red
          Color.green
          Color.blue
        }.frame(height: 12)
        HStack(spacing: 0) {
          Color.white
          Color(white: 0.5)
          Color.yellow.opacity(0.5)
        }.frame(height: 12)
        Text("Aa").font(.system(size: 12, weight: .bold)).foregroundStyle(Color.purple)
      }
      .frame(width: 36)
    }
  }

  struct Effects: View {
    var body: some View {
      VStack(spacing: 6) {
        HStack(spacing: 6) {
          Swatch()
          Swatch().saturation(0)
          Swatch().saturation(2)
          Swatch().grayscale(0.5)
          Swatch().brightness(0.3)
          Swatch().brightness(-0.3)
        }
        HStack(spacing: 6) {
          Swatch().contrast(0.5)
          Swatch().contrast(-1)
          Swatch().hueRotation(.degrees(120))
          Swatch().colorInvert()
          Swatch().luminanceToAlpha()
          Swatch().colorMultiply(.blue)
        }
      }
      .padding(6)
      .background(Color(white: 0.85))
    }
  }

  @Test func colourEffectsChangeTheRenderedPixels() {
    expectMatchesReference(ViewHost(Effects()).render(), named: "color-effects")
  }

  @Test func grayscaleOfSystemRedIsItsLuma() throws {
    // SVG's saturate(0): 0.213·1 + 0.715·(59/255) + 0.072·(48/255) = 0.392 → 100.
    let pixmap = try #require(ViewHost(Color.red.frame(width: 4, height: 4).grayscale(1)).render())
    let pixel = try #require(pixmap.pixel(x: 3, y: 3))
    #expect([pixel.r, pixel.g, pixel.b, pixel.a] == [100, 100, 100, 255])
  }

  @Test func brightnessAndInvertAreTheDocumentedSums() throws {
    // brightness adds 0.2 (51) to each component; colorInvert takes each from 255.
    let view = HStack(spacing: 0) {
      Color(red: 0.2, green: 0.4, blue: 0.6).brightness(0.2)
      Color(red: 0.2, green: 0.4, blue: 0.6).colorInvert()
      Color(white: 1).luminanceToAlpha()
      Color(white: 0).luminanceToAlpha()
    }.frame(width: 16, height: 4)
    let pixmap = try #require(ViewHost(view).render())
    let pixels = (0..<4).map { pixmap.pixel(x: $0 * 8 + 4, y: 4) }
    #expect(pixels[0].map { [$0.r, $0.g, $0.b, $0.a] } == [102, 153, 204, 255])
    #expect(pixels[1].map { [$0.r, $0.g, $0.b, $0.a] } == [204, 153, 102, 255])
    #expect(pixels[2].map { [$0.r, $0.g, $0.b, $0.a] } == [0, 0, 0, 255])
    #expect(pixels[3].map { [$0.r, $0.g, $0.b, $0.a] } == [0, 0, 0, 0])
  }

  @Test func anEffectIsOneLayerWithItsMatrixInTheDump() {
    let host = ViewHost(Color.red.frame(width: 4, height: 4).colorInvert())
    #expect(host.dump().contains("ColorEffect(colorInvert)"))
    let list = host.displayList().description
    #expect(
      list.contains("pushFilter colorMatrix=[-1 0 0 0 1 0 -1 0 0 1 0 0 -1 0 1 0 0 0 1 0]"),
      "\(list)")
  }

  @Test func nonFiniteAmountsAreReportedAndDrawTheViewUnchanged() {
    let plain = ViewHost(Swatch()).render()
    for amount in [Double.nan, .infinity, -.infinity] {
      let host = ViewHost(
        Swatch().saturation(amount).brightness(amount).hueRotation(.radians(amount)))
      #expect(host.render() == plain)
      #expect(
        host.diagnostics == [
          "saturation(_:): the amount \(amount) is not a finite number; the view is drawn "
            + "without the effect. Pass a finite amount.",
          "brightness(_:): the amount \(amount) is not a finite number; the view is drawn "
            + "without the effect. Pass a finite amount.",
          "hueRotation(_:): the amount \(amount) is not a finite number; the view is drawn "
            + "without the effect. Pass a finite amount.",
        ])
    }
  }

  @Test func hugeAmountsClampEveryComponent() throws {
    let pixmap = try #require(
      ViewHost(Swatch().saturation(1e300).contrast(-1e300).brightness(1e300)).render())
    for y in 0..<pixmap.height {
      for x in 0..<pixmap.width {
        let p = try #require(pixmap.pixel(x: x, y: y))
        #expect(p.r <= p.a && p.g <= p.a && p.b <= p.a)
      }
    }
  }

  // MARK: - drawingGroup

  @Test func aDrawingGroupChangesNoPixel() {
    #expect(ViewHost(Effects().drawingGroup()).render() == ViewHost(Effects()).render())
    #expect(
      ViewHost(Swatch().drawingGroup(opaque: true, colorMode: .linear).opacity(0.5)).render()
        == ViewHost(Swatch().compositingGroup().opacity(0.5)).render())
  }

  // MARK: - rotation3DEffect

  struct Card: View {
    var body: some View {
      Text("3D")
        .font(.system(size: 14, weight: .bold))
        .foregroundStyle(Color.white)
        .frame(width: 60, height: 36)
        .background(RoundedRectangle(cornerRadius: 6).fill(Color.blue))
    }
  }

  struct Rotations: View {
    var body: some View {
      HStack(spacing: 12) {
        Card().rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
        Card().rotation3DEffect(.degrees(-50), axis: (x: 1, y: 0, z: 0), anchor: .bottom)
        Card().rotation3DEffect(.degrees(30), axis: (x: 1, y: 1, z: 0), perspective: 0)
        Card().rotation3DEffect(.degrees(25), axis: (x: 0, y: 0, z: 1))
      }
      .padding(12)
      .background(Color.white)
    }
  }

  @Test func rotation3DEffectProjectsTheView() {
    expectMatchesReference(ViewHost(Rotations()).render(), named: "rotation3d")
  }

  @Test func theRecedingSideIsShorterAndAZeroAxisChangesNothing() throws {
    // The right side of a y rotation recedes: it is shorter than the left.
    let pixmap = try #require(
      ViewHost(
        Color.blue.frame(width: 40, height: 40)
          .rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
          .padding(10)
      ).render())
    func height(atX x: Int) -> Int {
      (0..<pixmap.height).filter { (pixmap.pixel(x: x, y: $0)?.a ?? 0) > 128 }.count
    }
    #expect(height(atX: 40) > height(atX: 80))
    let plain = ViewHost(Card()).render()
    #expect(
      ViewHost(Card().rotation3DEffect(.degrees(40), axis: (x: 0, y: 0, z: 0))).render() == plain)
    #expect(ViewHost(Card().rotation3DEffect(.zero, axis: (x: 0, y: 1, z: 0))).render() == plain)
  }

  @Test func edgeOnAndNonFiniteRotationsAreSafe() {
    // Seen edge-on (90° about y) the view is a line: nothing is drawn.
    let edgeOn = ViewHost(Card().rotation3DEffect(.degrees(90), axis: (x: 0, y: 1, z: 0)))
    let empty = ViewHost(Color.clear.frame(width: 60, height: 36)).render()
    #expect(edgeOn.render() == empty)
    // Behind the eye (a perspective of 10 puts it 6 points away) only what is in front shows.
    #expect(
      ViewHost(Card().rotation3DEffect(.degrees(80), axis: (x: 0, y: 1, z: 0), perspective: 10))
        .render() != nil)
    let host = ViewHost(Card().rotation3DEffect(.degrees(.nan), axis: (x: 0, y: 1, z: 0)))
    #expect(host.render() == ViewHost(Card()).render())
    #expect(
      host.diagnostics == [
        "rotation3DEffect(_:axis:anchor:anchorZ:perspective:): an argument is not a finite "
          + "number; the view is drawn unrotated. Pass finite numbers."
      ])
  }
}
