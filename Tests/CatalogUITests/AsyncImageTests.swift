import CatalogUI
import Foundation
import PNG
import Raster
import TestSupport
import Testing

// MARK: - Views

/// The avatar URL of the views below; nothing is ever loaded from it.
private let avatarURL = URL(string: "https://example.com/avatar.png")

/// A profile header as a team writes it: the avatar by phase, then the name.
private struct ProfileHeader: View {
  var body: some View {
    HStack(spacing: 12) {
      AsyncImage(url: avatarURL) { phase in
        switch phase {
        case .empty:
          ProgressView()
        case .success(let image):
          image.resizable().scaledToFill()
        case .failure:
          Image(systemName: "exclamationmark.triangle")
            .foregroundStyle(.secondary)
        @unknown default:
          EmptyView()
        }
      }
      .frame(width: 48, height: 48)
      .clipShape(Circle())
      Text("Ada Lovelace").font(.headline)
      Spacer()
    }
    .padding(16)
  }
}

// MARK: - AsyncImageTests

/// `AsyncImage` never touches the network: it shows its placeholder (the `.empty` phase) by
/// default, and the phase the environment's `asyncImageLoader` gives a URL when a test sets
/// one.
@MainActor @Suite struct AsyncImageTests {
  private func host<V: View>(_ view: V, width: Double = 240, height: Double? = nil) -> ViewHost {
    ViewHost(view, proposal: ProposedViewSize(width: width, height: height))
  }

  /// A 4×4 PNG of one colour, written to a temporary file.
  private func bitmap(_ color: ColorU8) throws -> (path: String, image: Image) {
    let pixmap = try #require(Pixmap(width: 4, height: 4, filledWith: color))
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("async-image-\(UUID().uuidString).png")
    try PNGEncoder.write(pixmap, to: url)
    return (url.path, Image(contentsOfFile: url.path))
  }

  @Test func theDefaultPlaceholderFillsTheSpaceInGrey() throws {
    let host = host(AsyncImage(url: avatarURL).frame(width: 100, height: 60), width: 100)
    let pixmap = try #require(host.render())
    #expect(host.size == CGSize(width: 100, height: 60))
    // secondarySystemFill, #787880 at 16 % (41 of 255), as stored premultiplied.
    #expect(pixmap.pixel(x: 100, y: 60) == PremultipliedColorU8(r: 19, g: 19, b: 21, a: 41))
    #expect(pixmap.pixel(x: 1, y: 1) == pixmap.pixel(x: 198, y: 118))
    expectMatchesReference(
      self.host(
        VStack(spacing: 8) {
          AsyncImage(url: avatarURL).frame(width: 120, height: 80)
          AsyncImage(url: nil).frame(width: 120, height: 80)
            .padding(8).background(Color.black).environment(\.colorScheme, .dark)
        }
      ).render(),
      named: "asyncimage-placeholder")
  }

  @Test func phasesComeFromTheEnvironmentsLoader() throws {
    let (_, red) = try bitmap(ColorU8(r: 255, g: 0, b: 0, a: 255))
    let loaded = host(
      ProfileHeader().environment(\.asyncImageLoader, .images([avatarURL!: red])), width: 320)
    let empty = host(ProfileHeader(), width: 320)
    let failed = host(ProfileHeader().environment(\.asyncImageLoader, .failure()), width: 320)
    #expect(failed.diagnostics.isEmpty)
    let loadedPixels = try #require(loaded.render())
    #expect(
      loadedPixels.pixel(x: 80, y: 80)?.unpremultiplied == ColorU8(r: 255, g: 0, b: 0, a: 255))
    #expect(loaded.findAll(ProgressView<EmptyView, EmptyView>.self).isEmpty)
    #expect(empty.findAll(ProgressView<EmptyView, EmptyView>.self).count == 1)
    #expect(failed.render() != empty.render())
    #expect(failed.findAll(ProgressView<EmptyView, EmptyView>.self).isEmpty)
    let strip = VStack(spacing: 0) {
      ProfileHeader()
      ProfileHeader().environment(\.asyncImageLoader, .images([avatarURL!: red]))
      ProfileHeader().environment(\.asyncImageLoader, .failure())
    }
    expectMatchesReference(host(strip, width: 320).render(), named: "asyncimage-phases")
  }

  @Test func contentAndPlaceholderFollowThePhase() throws {
    let (_, green) = try bitmap(ColorU8(r: 0, g: 255, b: 0, a: 255))
    let view = AsyncImage(url: avatarURL) { image in
      image.resizable()
    } placeholder: {
      Color.blue
    }
    .frame(width: 10, height: 10)
    let placeholder = try #require(host(view, width: 10).render())
    #expect(
      placeholder.pixel(x: 10, y: 10)?.unpremultiplied == ColorU8(r: 0, g: 122, b: 255, a: 255))
    let image = try #require(
      host(view.environment(\.asyncImageLoader, .images([avatarURL!: green])), width: 10)
        .render())
    #expect(image.pixel(x: 10, y: 10)?.unpremultiplied == ColorU8(r: 0, g: 255, b: 0, a: 255))
    // A failure keeps the placeholder, as in SwiftUI.
    let failed = try #require(
      host(view.environment(\.asyncImageLoader, .failure()), width: 10).render())
    #expect(failed == placeholder)
  }

  @Test func aLoaderSeesEachURLAndANilURLStaysEmpty() throws {
    var asked: [URL] = []
    let loader = AsyncImageLoader { url in
      asked.append(url)
      return .failure(AsyncImageUnavailable())
    }
    let view = VStack {
      AsyncImage(url: nil, transaction: Transaction(animation: .default)) { phase in
        Text(phase.error == nil ? "empty" : "failed")
      }
      AsyncImage(url: avatarURL) { phase in
        Text(phase.error.map { "\($0)" } ?? "empty")
      }
    }
    .environment(\.asyncImageLoader, loader)
    let host = host(view, width: 2_000)
    #expect(asked == [avatarURL])
    #expect(throws: Never.self) { try host.find(text: "empty") }
    #expect(
      try host.find(text: AsyncImageUnavailable().description).text
        == "AsyncImage: snapshots never load from the network; give the image with "
        + ".environment(\\.asyncImageLoader, .images([url: Image(contentsOfFile: path)]))")
  }
}
