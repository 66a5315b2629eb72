import CatalogTesting
import CatalogUI
import Testing

private struct Cart: Equatable {
  struct Line: Equatable {
    var name: String
    var quantity: Int
  }
  var lines: [Line] = []
  var note: String?
  var isCheckingOut = false
}

private enum CartAction {
  case add(String)
  case checkOut
  case ignored
}

private func makeStore() -> StateStore<Cart, CartAction> {
  StateStore(initialState: Cart()) { state, action in
    switch action {
    case .add(let name):
      if let index = state.lines.firstIndex(where: { $0.name == name }) {
        state.lines[index].quantity += 1
      } else {
        state.lines.append(.init(name: name, quantity: 1))
      }
    case .checkOut:
      state.isCheckingOut = true
      state.note = "Paid"
    case .ignored:
      break
    }
  }
}

/// A test store's `send` passes when the closure states exactly the change the action makes,
/// and otherwise lists each differing field.
@MainActor @Suite struct StateStoreSendTests {
  @Test func statedChangesPass() throws {
    let store = makeStore()
    try store.send(.add("Tea")) { $0.lines = [.init(name: "Tea", quantity: 1)] }
    try store.send(.add("Tea")) { $0.lines[0].quantity = 2 }
    try store.send(.ignored)
    #expect(store.state.lines.count == 1)
  }

  @Test func anUnstatedChangeFailsNamingEachField() {
    let store = makeStore()
    #expect {
      try store.send(.checkOut) { $0.isCheckingOut = true }
    } throws: { error in
      String(describing: error) == """
        the state after .checkOut is not the expected one:
          note: expected nil, actual "Paid"
        state every change the action makes in the closure, and nothing else
        """
    }
  }

  @Test func aStatedChangeThatDidNotHappenFailsWithElementPaths() {
    let store = makeStore()
    #expect {
      try store.send(.add("Tea")) { $0.lines = [.init(name: "Coffee", quantity: 2)] }
    } throws: { error in
      String(describing: error) == """
        the state after .add("Tea") is not the expected one:
          lines[0].name: expected "Coffee", actual "Tea"
          lines[0].quantity: expected 2, actual 1
        state every change the action makes in the closure, and nothing else
        """
    }
    #expect(
      ValueDiff.lines(expected: [1, 2], actual: [1, 2, 3]) == [
        "value: expected 2 elements, actual 3"
      ])
  }
}
