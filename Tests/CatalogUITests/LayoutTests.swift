import CatalogUI
import Raster
import Testing

@MainActor @Suite struct LayoutTests {
  @Test func hstackSharesSpaceBetweenEqualChildrenWithDefaultSpacing() throws {
    let host = ViewHost(
      HStack {
        Color.red.id("a")
        Color.blue.id("b")
      },
      proposal: ProposedViewSize(width: 208, height: 50))
    #expect(host.size == CGSize(width: 208, height: 50))
    #expect(host.frame(of: "a") == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(host.frame(of: "b") == CGRect(x: 108, y: 0, width: 100, height: 50))
  }

  @Test func spacerTakesTheRestAndHasNoSpacingNextToIt() throws {
    let host = ViewHost(
      HStack {
        Color.red.frame(width: 40).id("a")
        Spacer()
        Color.blue.frame(width: 40).id("b")
      },
      proposal: ProposedViewSize(width: 300, height: 20))
    #expect(host.frame(of: "a") == CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(host.frame(of: "b") == CGRect(x: 260, y: 0, width: 40, height: 20))
  }

  @Test func paddingDefaultsToSixteenPoints() {
    let host = ViewHost(Color.red.frame(width: 10, height: 10).id("c").padding())
    #expect(host.size == CGSize(width: 42, height: 42))
    #expect(host.frame(of: "c") == CGRect(x: 16, y: 16, width: 10, height: 10))
  }

  @Test func flexibleFrameFillsTheProposalAndAlignsItsContent() {
    let host = ViewHost(
      Color.red.frame(width: 20, height: 20).id("c")
        .frame(maxWidth: .infinity, alignment: .leading),
      proposal: ProposedViewSize(width: 100, height: 100))
    #expect(host.size == CGSize(width: 100, height: 20))
    #expect(host.frame(of: "c") == CGRect(x: 0, y: 0, width: 20, height: 20))
  }

  @Test func rightToLeftMirrorsStackOrder() {
    var environment = EnvironmentValues()
    environment.layoutDirection = .rightToLeft
    let host = ViewHost(
      HStack(spacing: 0) {
        Color.red.frame(width: 30, height: 10).id("first")
        Color.blue.frame(width: 20, height: 10).id("second")
      },
      environment: environment)
    #expect(host.frame(of: "first") == CGRect(x: 20, y: 0, width: 30, height: 10))
    #expect(host.frame(of: "second") == CGRect(x: 0, y: 0, width: 20, height: 10))
  }

  @Test func higherLayoutPriorityIsOfferedSpaceFirst() {
    let host = ViewHost(
      HStack(spacing: 0) {
        Color.red.frame(minWidth: 10, maxWidth: 100).id("low")
        Color.blue.frame(minWidth: 10, maxWidth: 100).layoutPriority(1).id("high")
      },
      proposal: ProposedViewSize(width: 120, height: 10))
    #expect(host.frame(of: "high")?.width == 100)
    #expect(host.frame(of: "low")?.width == 20)
  }

  @Test func framesAreRoundedToThePixelGrid() {
    let host = ViewHost(
      HStack(spacing: 0) {
        Color.red.id("a")
        Color.red.id("b")
        Color.red.id("c")
      },
      proposal: ProposedViewSize(width: 100, height: 10))
    let a = host.frame(of: "a")?.width ?? 0
    #expect((a * 2).rounded() == a * 2)
  }

  @Test func buttonsAreTappableAndAccessible() {
    let taps = State(initialValue: 0)
    let host = ViewHost(
      VStack {
        Text("Title").font(.headline)
        Button("Add") { taps.wrappedValue += 1 }.id("add")
      })
    #expect(host.tap(id: "add"))
    #expect(taps.wrappedValue == 1)
    let elements = host.accessibilityElements
    #expect(elements.map(\.label) == ["Title", "Add"])
    #expect(elements[1].traits.contains(.isButton))
  }

  @Test func disabledButtonsIgnoreTaps() {
    let taps = State(initialValue: 0)
    let host = ViewHost(Button("Add") { taps.wrappedValue += 1 }.disabled(true).id("add"))
    #expect(!host.tap(id: "add"))
    #expect(taps.wrappedValue == 0)
  }

  @Test func deepNestingIsReportedInsteadOfCrashing() {
    var view = AnyView(Color.red)
    for _ in 0..<10_000 { view = AnyView(view.padding(1)) }
    let host = ViewHost(view)
    #expect(host.diagnostics.first?.hasPrefix("the view tree is deeper than 2000 levels") == true)
  }
}
