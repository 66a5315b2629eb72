import Foundation

// MARK: - AsyncImage

/// An image loaded from a URL, as SwiftUI's `AsyncImage`, except that nothing is ever loaded
/// from the network: the environment's `asyncImageLoader` decides each URL's phase, and by
/// default every image stays `.empty` and shows its placeholder, so a snapshot is the same on
/// every machine, online or not.
///
/// `AsyncImage(url:)` shows SwiftUI's default placeholder, a grey fill of the space offered
/// (`secondarySystemFill`); the other initialisers show the placeholder or the phase's view
/// that the code gives. A loaded image shows as `Image(contentsOfFile:)` shows it, whatever
/// `scale`; `transaction` animates nothing, since the phase never changes.
nonisolated public struct AsyncImage<Content: View>: View {
  let url: URL?
  let scale: CGFloat
  let transaction: Transaction
  let content: (AsyncImagePhase) -> Content
  /// Whether the content is the default placeholder's image, which takes the grey fill.
  let showsDefaultPlaceholder: Bool

  /// The image at `url`, or SwiftUI's grey placeholder until it loads.
  public init(url: URL?, scale: CGFloat = 1) where Content == Image {
    self.url = url
    self.scale = scale
    transaction = Transaction()
    content = { phase in phase.image ?? AsyncImageMetrics.placeholderShape }
    showsDefaultPlaceholder = true
  }

  /// The image at `url` passed to `content`, or `placeholder` until it loads or when it fails.
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) where Content == ConditionalContent<I, P> {
    self.url = url
    self.scale = scale
    transaction = Transaction()
    self.content = { phase in
      if let image = phase.image {
        ViewBuilder.buildEither(first: content(image)) as ConditionalContent<I, P>
      } else {
        ViewBuilder.buildEither(second: placeholder()) as ConditionalContent<I, P>
      }
    }
    showsDefaultPlaceholder = false
  }

  /// The view `content` makes of the load's phase for `url`.
  public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    self.url = url
    self.scale = scale
    self.transaction = transaction
    self.content = content
    showsDefaultPlaceholder = false
  }

  /// The content for the phase the environment's loader gives the URL.
  @MainActor public var body: some View {
    EnvironmentReader { environment in
      let phase = url.map { environment.asyncImageLoader.phase($0) } ?? .empty
      if showsDefaultPlaceholder, phase.image == nil {
        content(phase).foregroundStyle(AsyncImageMetrics.placeholderFill)
      } else {
        content(phase)
      }
    }
  }
}

// MARK: - AsyncImagePhase

/// Where an `AsyncImage`'s load is, as SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase {
  /// No image is loaded.
  case empty
  /// The image loaded.
  case success(Image)
  /// The load failed with an error.
  case failure(any Error)

  /// The loaded image, if any.
  public var image: Image? {
    guard case .success(let image) = self else { return nil }
    return image
  }

  /// The error the load failed with, if any.
  public var error: (any Error)? {
    guard case .failure(let error) = self else { return nil }
    return error
  }
}

// MARK: - AsyncImageLoader

/// What every `AsyncImage` inside a view shows, by URL, since a snapshot never loads from the
/// network; a CatalogUI addition, set with `.environment(\.asyncImageLoader, …)`.
///
/// ```swift
/// ProfileHeader(user: .sample)
///   .environment(\.asyncImageLoader, .images([avatarURL: Image(contentsOfFile: path)]))
/// ```
public struct AsyncImageLoader {
  /// The phase of a URL.
  let phase: (URL) -> AsyncImagePhase

  /// A loader giving each URL the phase `phase` returns for it.
  public init(phase: @escaping (URL) -> AsyncImagePhase) {
    self.phase = phase
  }

  /// Every image stays `.empty`, showing its placeholder: the default.
  public static var placeholder: AsyncImageLoader {
    AsyncImageLoader { _ in .empty }
  }

  /// Every image fails with `error` (by default, that no network is reachable).
  public static func failure(_ error: any Error = AsyncImageUnavailable()) -> AsyncImageLoader {
    AsyncImageLoader { _ in .failure(error) }
  }

  /// The URLs in `images` load their image; any other URL stays `.empty`.
  public static func images(_ images: [URL: Image]) -> AsyncImageLoader {
    AsyncImageLoader { url in images[url].map { .success($0) } ?? .empty }
  }
}

/// The error `AsyncImageLoader.failure()` gives by default: a snapshot loads nothing from the
/// network.
public struct AsyncImageUnavailable: Error, CustomStringConvertible, Sendable {
  /// The error.
  public init() {}

  /// Why the image did not load.
  public var description: String {
    "AsyncImage: snapshots never load from the network; give the image with "
      + ".environment(\\.asyncImageLoader, .images([url: Image(contentsOfFile: path)]))"
  }
}

private struct AsyncImageLoaderKey: EnvironmentKey {
  static var defaultValue: AsyncImageLoader { .placeholder }
}

extension EnvironmentValues {
  /// What every `AsyncImage` inside shows, by URL: `.placeholder` (every image `.empty`) by
  /// default; a CatalogUI addition, since a snapshot never loads from the network.
  public var asyncImageLoader: AsyncImageLoader {
    get { self[AsyncImageLoaderKey.self] }
    set { self[AsyncImageLoaderKey.self] = newValue }
  }
}

// MARK: - AsyncImageMetrics

/// SwiftUI's default `AsyncImage` placeholder: the space offered, filled with
/// `secondarySystemFill`.
enum AsyncImageMetrics {
  /// `secondarySystemFill`.
  static let placeholderFill = Color(
    light: Color(hex: "#78788029"), dark: Color(hex: "#78788052"))
  /// A resizable unit square, filled with the foreground style.
  static var placeholderShape: Image {
    Image(svgPathData: "M0 0H1V1H0Z", viewBox: CGSize(width: 1, height: 1)).resizable()
  }
}

// MARK: - Transaction

/// The context of a state change, as SwiftUI's `Transaction`: the animation it runs with.
public struct Transaction {
  /// The animation of the change; `nil` for none.
  public var animation: Animation?
  /// Whether animations of views inside are turned off.
  public var disablesAnimations = false

  /// A transaction with no animation.
  public init() {}

  /// A transaction running with `animation`.
  public init(animation: Animation?) {
    self.animation = animation
  }
}
