import Foundation
import Raster

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
    let type = type(of: self)
    return wrapperNames.value(for: ObjectIdentifier(type)) {
      _typeName(type, qualified: false).replacingOccurrences(of: "Node", with: "")
    }
  }

  override func sizeThatFits(_ proposal: ProposedViewSize) -> Size { child.measure(proposal) }

  override func explicitGuide(_ key: AlignmentKey, in size: Size) -> Double? {
    child.explicitGuide(key, in: size)
  }
}

/// The names `WrapperNode.debugName` has worked out, by class.
private let wrapperNames = Memo<ObjectIdentifier, String>()
