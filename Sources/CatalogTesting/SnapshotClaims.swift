import Catalog
import Foundation
import Raster
import Synchronization
import Testing

// MARK: - SnapshotClaims

/// The references `assertSnapshot` has written or compared in this test process, so two
/// calls that would share one reference are an error instead of a reference that each
/// rewrites in turn (with `CATALOG_RECORD=failed`, never settling).
///
/// A reference is claimed by its path (letter case ignored, as a Mac's file system does) and
/// remembers the test, the call's source location and a hash of the image. A second claim
/// is refused when it comes from another test function (two names that slug alike), another
/// test of the same name, or another call in the same test. The same call claiming it again
/// is refused only with a different image: a loop or the cases of a parameterised test that
/// reuse one name, whose images would replace each other. The same call with the same image
/// is what a test run twice in one process (`swift test --repetitions`) does, and it passes,
/// as does a loop that asserts one image twice: either way the reference settles.
///
/// Swift Testing exposes no identity of one run of a test body, so a run is not told apart
/// from the next: the rules above never need it.
package enum SnapshotClaims {
  /// One claim on a reference.
  struct Claim {
    var name: String
    var function: String
    var test: Test.ID?
    var location: SourceLocation
    var image: Int
  }

  private static let claims = Mutex<[String: Claim]>([:])

  /// Claims the reference of `place` for a call at `location` rendering `pixmap`; the error
  /// says which earlier call holds it and what to change.
  static func claim(_ place: SnapshotPlace, location: SourceLocation, pixmap: Pixmap)
    throws(SnapshotConfigurationError)
  {
    var hasher = Hasher()
    hasher.combine(pixmap.width)
    hasher.combine(pixmap.height)
    pixmap.data.withUnsafeBytes { hasher.combine(bytes: $0) }
    let claim = Claim(
      name: place.name, function: place.function, test: Test.current?.id, location: location,
      image: hasher.finalize())
    let key = place.reference.standardizedFileURL.path.lowercased()
    let earlier = claims.withLock { claims -> Claim? in
      guard let earlier = claims[key] else {
        claims[key] = claim
        return nil
      }
      return earlier
    }
    guard let earlier else { return }
    if let problem = conflict(earlier, claim, shown: place.shownPath, file: place.testFile) {
      throw SnapshotConfigurationError(message: problem)
    }
  }

  /// Why `claim` may not share the reference `earlier` holds, or `nil` when it may.
  private static func conflict(_ earlier: Claim, _ claim: Claim, shown: String, file: String)
    -> String?
  {
    let q = FileNames.quoted
    if earlier.function != claim.function {
      return "the tests \(q(earlier.function)) and \(q(claim.function)) both write \(shown): "
        + "their names give one file name; rename one of them"
    }
    if let first = earlier.test, let second = claim.test, first != second {
      return "two tests named \(q(claim.function)) in \(file).swift both write \(shown); "
        + "rename one of them"
    }
    let call = "assertSnapshot(named: \(q(claim.name))) at \(place(claim.location))"
    if !sameSite(earlier.location, claim.location) {
      return "\(call) writes \(shown), which the call named \(q(earlier.name)) at "
        + "\(place(earlier.location)) in the same test already wrote; give each call its own "
        + "name"
    }
    if earlier.image != claim.image {
      return "\(call) ran again in this test process with another image for \(shown), so "
        + "each run would replace the other's reference (a loop, or a parameterised test, "
        + "that reuses one name?); put what differs into the name"
    }
    return nil
  }

  private static func sameSite(_ a: SourceLocation, _ b: SourceLocation) -> Bool {
    a.fileID == b.fileID && a.line == b.line && a.column == b.column
  }

  private static func place(_ location: SourceLocation) -> String {
    "\(location.fileID):\(location.line)"
  }

  /// Forgets every claim on references below `folder`, as a new test process would start:
  /// for tests of `assertSnapshot` that play several runs in one test.
  package static func forget(below folder: URL) {
    let prefix = folder.standardizedFileURL.path.lowercased() + "/"
    claims.withLock { claims in
      claims = claims.filter { !$0.key.hasPrefix(prefix) }
    }
  }
}
