import CatalogUI
import Raster
import Testing

// Swift 6 code as teams write it for SwiftUI: main-actor view models, views and styles. This
// file compiling in the Swift 6 language mode is half of the test.

// MARK: - A main-actor view model

@MainActor final class CartViewModel: ObservableObject {
  @Published private(set) var items: [String] = []

  func add() { items.append("Stay \(items.count + 1)") }
}

@MainActor func brandTint() -> Color { Color(hex: "#0A84FF") }

/// A style whose default argument calls a main-actor function.
struct BrandButtonStyle: ButtonStyle {
  var tint: Color = brandTint()

  func makeBody(configuration: Configuration) -> some View {
    configuration.label.padding(8).background(tint)
  }
}

@MainActor struct CartScreen: View {
  @ObservedObject var model: CartViewModel

  var body: some View {
    VStack {
      Text("\(model.items.count) items")
      // A main-actor method as the action, as SwiftUI's `Button` takes it.
      Button("Add", action: model.add).buttonStyle(BrandButtonStyle())
    }
  }
}

struct OwningCartScreen: View {
  @StateObject private var model = CartViewModel()

  var body: some View { CartScreen(model: model) }
}

/// Built outside any actor, as SwiftUI lets a nonisolated function build views.
nonisolated func summaryRow(_ title: String) -> some View {
  HStack {
    Text(title).font(.headline)
    Spacer()
    Image(systemName: "chevron.right")
  }
  .padding(.horizontal, 16)
  .frame(height: 44)
}

// MARK: - Tests

@MainActor @Suite struct MainActorCodeTests {
  @Test func aMainActorViewModelRendersAndChangesOnATap() throws {
    let host = ViewHost(OwningCartScreen())
    #expect(try host.find(text: "0 items").label == "0 items")
    try host.find(button: "Add").tap()
    try host.find(button: "Add").tap()
    #expect(try host.find(text: "2 items").label == "2 items")
  }

  @Test func aStyleWithAMainActorDefaultDrawsItsTint() throws {
    var environment = EnvironmentValues()
    environment.displayScale = 1
    let host = ViewHost(CartScreen(model: CartViewModel()), environment: environment)
    let button = try host.find(button: "Add").frame
    let pixels = try #require(host.render())
    // Inside the padding, left of the title: the tint the default argument computed.
    #expect(
      pixels.pixel(x: Int(button.minX) + 2, y: Int(button.midY))
        == PremultipliedColorU8(r: 0x0A, g: 0x84, b: 0xFF, a: 255))
  }

  @Test func viewsBuiltOutsideTheMainActorRenderAsOthers() {
    let nonisolated = ViewHost(summaryRow("Privacy"), proposal: .init(width: 320, height: nil))
    let isolated = ViewHost(
      HStack {
        Text("Privacy").font(.headline)
        Spacer()
        Image(systemName: "chevron.right")
      }
      .padding(.horizontal, 16)
      .frame(height: 44), proposal: .init(width: 320, height: nil))
    #expect(nonisolated.render() == isolated.render())
    #expect(nonisolated.size == CGSize(width: 320, height: 44))
  }
}
