import SwiftUI
import Testing

// A component file as written for iOS: `import SwiftUI` and nothing else, Foundation's names
// used as Apple's SwiftUI makes them available, and SwiftUI's qualified names.

struct Countdown: SwiftUI.View {
  let deadline: Date
  let now: Date
  @SwiftUI.ScaledMetric private var spacing: CGFloat = 8

  private var remaining: TimeInterval { deadline.timeIntervalSince(now) }

  var body: some View {
    VStack(spacing: spacing) {
      Text("\(Int(remaining / 3600)) h left")
      // `cos` comes from the C library Foundation re-exports, as on Apple platforms.
      Rectangle().frame(width: 40 * cos(0), height: 2)
    }
  }
}

@MainActor @Suite struct SwiftUIModuleTests {
  @Test func aComponentWrittenForSwiftUICompilesAndRenders() throws {
    let start = Date(timeIntervalSince1970: 0)
    let view = Countdown(deadline: start.addingTimeInterval(7_200), now: start)
    let host = ViewHost(view)
    #expect(try host.find(text: "2 h left").label == "2 h left")
    #expect(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F") != nil)
    let queue = DispatchQueue(label: "catalog.swiftui-module")
    #expect(queue.label == "catalog.swiftui-module")
  }

  @Test func qualifiedNamesAreCatalogUIs() {
    let color: SwiftUI.Color = .red
    #expect(color == CatalogUI.Color.red)
  }
}
