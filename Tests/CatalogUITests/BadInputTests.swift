import CatalogUI
import Dispatch
import Foundation
import Raster
import Synchronization
import TestSupport
import Testing

/// Bad numbers and absurd trees are sanitised or reported, never crash or hang.
@MainActor @Suite struct BadInputTests {
  @Test func nanAndNegativeProposalsBecomeZero() {
    let proposal = ProposedViewSize(width: .nan, height: -5)
    #expect(proposal == .zero)
    let host = ViewHost(Color.red, proposal: proposal)
    #expect(host.size == .zero)
  }

  @Test func infiniteProposalGivesAFiniteRootSize() {
    let host = ViewHost(Color.red.frame(width: 10, height: 10), proposal: .infinity)
    #expect(host.size == CGSize(width: 10, height: 10))
  }

  @Test func invalidFixedFrameDimensionsAreIgnored() {
    let host = ViewHost(
      Color.red.frame(width: 12, height: 8).frame(width: -3, height: .nan).frame(width: .infinity),
      proposal: ProposedViewSize(width: 100, height: 100))
    #expect(host.size == CGSize(width: 12, height: 8))
  }

  @Test func aViewTooLargeForAnyPixmapRendersNothing() {
    let host = ViewHost(Color.red.frame(width: 1e300, height: 10))
    let list = host.displayList()
    #expect(list.width == Int(Int32.max))
    #expect(list.height == 20)
    #expect(host.render() == nil)
  }

  @Test func tenThousandLevelsOfNestingAreReportedNotOverflowed() {
    var view = AnyView(Color.red)
    for _ in 0..<10_000 { view = AnyView(view.padding(1)) }
    let host = ViewHost(view)
    #expect(
      host.diagnostics == [
        "the view tree is deeper than 2000 levels; deeper views are not shown (flatten the "
          + "hierarchy, for example with ForEach inside one stack)"
      ])
  }

  @Test func oneHundredThousandChildrenLayOut() {
    let host = ViewHost(
      VStack(spacing: 0) {
        ForEach(0..<100_000) { index in Color.red.frame(width: 1, height: 1).id(index) }
      })
    #expect(host.size == CGSize(width: 1, height: 100_000))
    #expect(host.frame(of: 99_999) == CGRect(x: 0, y: 99_999, width: 1, height: 1))
  }

  @Test func missingImageShowsAPlaceholderAndIsReported() {
    let host = ViewHost(
      Image(contentsOfFile: "/nonexistent/photo.png").resizable()
        .frame(width: 20, height: 20))
    #expect(!host.displayList().items.isEmpty)
    #expect(host.diagnostics.count == 1)
    #expect(host.diagnostics.first?.contains("/nonexistent/photo.png") == true)
  }
}

/// A corrupt image file is drawn as a placeholder and reported with its path.
@MainActor @Suite struct CorruptImageTests {
  @Test func corruptImageShowsAPlaceholderAndIsReported() throws {
    let directory = try TestSupport.makeTemporaryDirectory("corrupt-image")
    let url = directory.appendingPathComponent("broken.png")
    try Data("not a png at all".utf8).write(to: url)
    let host = ViewHost(Image(contentsOfFile: url.path).resizable().frame(width: 20, height: 20))
    #expect(host.render() != nil)
    #expect(!host.displayList().items.isEmpty)
    #expect(host.diagnostics.count == 1)
    #expect(host.diagnostics.first?.contains("broken.png") == true)
  }

  @Test func renderImageUsesTheGivenWidthAndScale() {
    let pixmap = renderImage(of: Color.red.frame(height: 5), width: 30, scale: 3)
    #expect(pixmap?.width == 90)
    #expect(pixmap?.height == 15)
  }
}

/// The deepest tree the depth limit allows is laid out, drawn and read on the main actor, as
/// SwiftUI's views are, within the stack of the thread the main actor runs on.
@MainActor @Suite struct MainActorStackTests {
  @Test func aTreeNearTheDepthLimitWorks() {
    var view = AnyView(Color.red.frame(width: 1, height: 1).accessibilityLabel("leaf"))
    for _ in 0..<900 { view = AnyView(view.padding(1)) }
    let host = ViewHost(view)
    #expect(host.diagnostics.isEmpty)
    #expect(!host.displayList().items.isEmpty)
    #expect(host.size == CGSize(width: 1_801, height: 1_801))
    #expect(host.accessibilityElements.map(\.label) == ["leaf"])
  }

  @Test func aTreePastTheDepthLimitIsCutAndReported() {
    var view = AnyView(Color.red.frame(width: 1, height: 1))
    for _ in 0..<1_990 { view = AnyView(HStack { view.padding(1) }) }
    let host = ViewHost(view)
    #expect(
      host.diagnostics == [
        "the view tree is deeper than 2000 levels; deeper views are not shown (flatten the "
          + "hierarchy, for example with ForEach inside one stack)"
      ])
    #expect(host.size == CGSize(width: 1_332, height: 1_332))
  }

  @Test func passesOffTheMainThreadLeaveTheProcesssStackLimitAlone() {
    // Swift Testing runs the main actor on a thread of its own here, whose stack is fixed:
    // raising the limit would only change what child processes inherit.
    #expect(!Thread.isMainThread)
    var before = rlimit()
    getrlimit(__rlimit_resource_t(RLIMIT_STACK.rawValue), &before)
    _ = ViewHost(Color.red).size
    var after = rlimit()
    getrlimit(__rlimit_resource_t(RLIMIT_STACK.rawValue), &after)
    #expect(after.rlim_cur == before.rlim_cur)
  }
}
