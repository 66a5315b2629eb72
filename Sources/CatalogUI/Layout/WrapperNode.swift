import Foundation
import Raster
import Synchronization

// MARK: - WrapperNode

/// A node around exactly one child; by default it is the child's size and draws it.
class WrapperNode: LayoutNode {
  var child: LayoutNode { children[0] }

  init(child: LayoutNode, environment: EnvironmentValues) {
    super.init(environment: environment, children: [child])
    // A wrapper keeps the child's stack priority unless set on the wrapper itself.
    tags.layoutPriority = child.tags.layoutPriority
  }

  override var isSpacer: Bool { child.isSpacer }
  /// The class's name without "Node", worked out once per class (dumps name every node).
  override var debugName: String {
    let key = ObjectIdentifier(type(of: self))
    if let known = wrapperNames.withLock({ $0[key] }) { return known }
    let name = _typeName(type(of: self), qualified: false).replacingOccurrences(
      of: "Node", with: "")
    wrapperNames.withLock { $0[key] = name }
    return name
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size { child.measure(proposal) }

  override func explicitGuide(_ key: AlignmentKey, in size: Size) -> Double? {
    child.explicitGuide(key, in: size)
  }
}

/// The names `WrapperNode.debugName` has worked out, by class.
private let wrapperNames = Mutex<[ObjectIdentifier: String]>([:])
