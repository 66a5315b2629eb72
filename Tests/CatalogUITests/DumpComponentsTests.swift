import CatalogUI
import Testing

// MARK: - Views the dump names

/// A private component: its name holds no address of its anonymous context.
private struct DumpTag: View {
  let title: String

  var body: some View { Text(title).padding(4) }
}

/// A generic component: named without its generic arguments.
struct DumpCard<Content: View>: View {
  @ViewBuilder let content: Content

  var body: some View {
    VStack(spacing: 2) {
      content
      Divider()
    }
  }
}

/// Components nested in a namespace: named with the type they are nested in.
enum DumpScreens {
  /// Two tags side by side in a card, and a button whose style is the framework's own view.
  struct Header: View {
    var body: some View {
      DumpCard {
        HStack(spacing: 8) {
          DumpTag(title: "New")
          DumpTag(title: "Sale")
        }
        Button("Go") {}
      }
      .padding(1)
    }
  }
}

// MARK: - DumpComponentsTests

/// `ViewHost.dump(components:)` names the first node of each custom view of the app.
@MainActor @Suite struct DumpComponentsTests {
  @Test func theFirstNodeOfEachComponentNamesItWithoutModuleOrGenericArguments() {
    let host = ViewHost(DumpScreens.Header())
    #expect(
      host.dump(components: true) == """
        Padding (0, 0, 97.5×56.5) view: DumpScreens.Header, padding: 1
          VStack (1, 1, 95.5×54.5) view: DumpCard, spacing: 2
            HStack (1, 1, 95.5×29) spacing: 8
              Padding (1, 1, 45×29) view: DumpTag, padding: 4
                Text("New") (5, 5, 37×21) text: "New", font: Inter 17 regular
              Padding (54, 1, 42.5×29) view: DumpTag, padding: 4
                Text("Sale") (58, 5, 34.5×21) text: "Sale", font: Inter 17 regular
            Text("Go") (37.5, 32, 23×21) text: "Go", font: Inter 17 regular, tappable
            Divider (1, 55, 95.5×0.5)
        """)
    // Without `components`, the dump is as it was.
    #expect(!host.dump().contains("view: "))
  }

  @Test func aTreeWithoutComponentsNamesNone() {
    let host = ViewHost(Text("Plain").padding(2))
    #expect(host.dump(components: true) == host.dump())
  }
}
