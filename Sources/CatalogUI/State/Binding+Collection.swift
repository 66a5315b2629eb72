// MARK: - Binding+Collection

// A binding to a mutable collection is a collection of bindings to its elements, as SwiftUI's
// (iOS 15), so `ForEach($items) { $item in Toggle(item.title, isOn: $item.isDone) }` edits the
// array in place; a binding to an identifiable value is identified by the value's id, so
// `ForEach` keeps each row's state with its element.

extension Binding: Identifiable where Value: Identifiable {
  /// The id of the value the binding reads.
  public var id: Value.ID { wrappedValue.id }
}

extension Binding: Sequence where Value: MutableCollection {
  /// A binding to each element, in order.
  public typealias Element = Binding<Value.Element>
  /// Walks the bindings by index.
  public typealias Iterator = IndexingIterator<Binding<Value>>
  /// A run of consecutive bindings.
  public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
  /// The position of an element: the collection's own index.
  public typealias Index = Value.Index
  /// The collection's valid indices.
  public typealias Indices = Value.Indices

  /// The position of the first element.
  public var startIndex: Index { wrappedValue.startIndex }
  /// The position past the last element.
  public var endIndex: Index { wrappedValue.endIndex }
  /// The valid indices, in order.
  public var indices: Indices { wrappedValue.indices }

  /// The position after `i`.
  public func index(after i: Index) -> Index { wrappedValue.index(after: i) }

  /// The position after `i`, advancing `i` in place.
  public func formIndex(after i: inout Index) { wrappedValue.formIndex(after: &i) }

  /// A binding to the element at `position`, reading and writing the collection there.
  public subscript(position: Index) -> Binding<Value.Element> {
    Binding<Value.Element>(
      get: { self.wrappedValue[position] },
      set: { self.wrappedValue[position] = $0 })
  }
}

extension Binding: BidirectionalCollection
where Value: BidirectionalCollection & MutableCollection {
  /// The position before `i`.
  public func index(before i: Index) -> Index { wrappedValue.index(before: i) }

  /// The position before `i`, moving `i` back in place.
  public func formIndex(before i: inout Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: RandomAccessCollection
where Value: MutableCollection & RandomAccessCollection {}
