import CatalogUI
import Raster
import Testing

/// A sign-in field whose validation message appears below it when Continue is tapped empty.
private struct EmailField: View {
  @State private var email = ""
  @State private var showsError = false
  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      Text("Email").font(.subheadline.weight(.semibold))
      TextField("name@example.com", text: $email)
        .textFieldStyle(.roundedBorder)
      if showsError {
        Text("Required")
          .font(.footnote)
          .foregroundStyle(.red)
          .transition(.opacity)
      }
      Button("Continue") {
        withAnimation { showsError = email.isEmpty }
      }
    }
    .padding(12)
    .frame(width: 240)
    .background(.white)
  }
}

/// Under `ViewHost.animate(_:_:)` views are matched by identity, as SwiftUI matches them: a
/// view on both sides of a change is one view that moves, not two that crossfade.
@MainActor @Suite struct IdentityMatchingTests {
  @Test func aValidationMessageFadesInBelowItsFieldWhichIsDrawnOnce() throws {
    let host = ViewHost(EmailField())
    let before = try #require(host.render())
    let change = try host.animate(.linear(duration: 0.2)) {
      try host.find(button: "Continue").tap()
    }
    let after = try #require(host.render())
    // The canvas holds the taller end, the message included.
    #expect(change.pixelHeight == after.height)
    #expect(after.height > before.height)
    // Each view is one element, matched by its identity; the message, inserted, fades in.
    let ids = change.compositingOrder
    #expect(ids.count == 7)
    let message = try #require(ids.first { $0.name.hasPrefix("view ") })
    let button = try #require(ids.last)
    #expect(change.state(of: message, at: 0)?.opacity == 0)
    #expect(change.state(of: message, at: 0.1)?.opacity == 0.5)
    #expect(change.state(of: message, at: 0.2)?.opacity == 1)
    #expect(change.state(of: button, at: 0)?.frame.minY == 75.5)
    #expect(change.state(of: button, at: 0.1)?.frame.minY == 86.5)
    #expect(change.state(of: button, at: 0.2)?.frame.minY == 97.5)
    let frames = try [0, 0.1, 0.2].map { try #require(change.frame(at: $0)) }
    expectMatchesReference(frames[1], named: "validation-message-halfway")
    #expect(frames[2] == after)
    #expect(frames[0].cropped(x: 0, y: 0, width: before.width, height: before.height) == before)
  }
}
