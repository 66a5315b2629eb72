import Foundation

// MARK: - Angle

/// A geometric angle, stored in radians, as SwiftUI's `Angle`.
public struct Angle: Hashable, Comparable, Sendable {
  /// The angle in radians.
  public var radians: Double

  /// The angle in degrees.
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  /// The zero angle.
  public static let zero = Angle(radians: 0)

  /// An angle of `radians` radians.
  public init(radians: Double) { self.radians = radians }

  /// An angle of `degrees` degrees.
  public init(degrees: Double) { radians = degrees * .pi / 180 }

  /// An angle of `radians` radians.
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

  /// An angle of `degrees` degrees.
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

  /// Orders angles by size.
  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}
