import Foundation

// MARK: - DynamicViewContent

/// A view made of views over a collection, as SwiftUI's `DynamicViewContent`: `ForEach`, to
/// which `onDelete` and `onMove` apply.
@MainActor @preconcurrency
public protocol DynamicViewContent: View {
  /// The type of the underlying collection.
  associatedtype Data: Collection
  /// The collection the views stand for.
  var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension DynamicViewContent {
  /// Lets the rows be deleted by swiping, as SwiftUI's `onDelete(perform:)`. A snapshot shows
  /// rows at rest, so nothing is drawn and the action is never called.
  nonisolated public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent
  {
    self
  }

  /// Lets the rows be reordered in edit mode, as SwiftUI's `onMove(perform:)`. A snapshot
  /// shows rows at rest, so nothing is drawn and the action is never called.
  nonisolated public func onMove(perform action: ((IndexSet, Int) -> Void)?)
    -> some DynamicViewContent
  {
    self
  }
}

// MARK: - HorizontalEdge

/// The leading or trailing edge, as SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
  /// The leading edge.
  case leading
  /// The trailing edge.
  case trailing
}

// MARK: - swipeActions

extension View {
  /// Actions revealed by swiping the row from `edge`, as SwiftUI's
  /// `swipeActions(edge:allowsFullSwipe:content:)`. A snapshot shows rows at rest, so the
  /// actions are neither drawn nor in the accessibility tree.
  nonisolated public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
    @ViewBuilder content: () -> T
  ) -> some View {
    self
  }
}

// MARK: - Editing collections

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets`, as SwiftUI's `remove(atOffsets:)` for `onDelete`.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() where offset >= 0 && offset < count {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection {
  /// Moves the elements at `source` to stand before the element at `destination` (an offset
  /// before the move), as SwiftUI's `move(fromOffsets:toOffset:)` for `onMove`.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let all = Array(self)
    let valid = source.filter { $0 >= 0 && $0 < all.count }
    let moving = valid.map { all[$0] }
    var rest = all.enumerated().filter { !valid.contains($0.offset) }.map(\.element)
    let target = Swift.min(Swift.max(destination, 0), all.count)
    let insertion = target - valid.filter { $0 < target }.count
    rest.insert(contentsOf: moving, at: insertion)
    var position = startIndex
    for element in rest {
      self[position] = element
      formIndex(after: &position)
    }
  }
}
