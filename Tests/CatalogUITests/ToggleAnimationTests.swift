import CatalogUI
import Raster
import Testing

/// A stock switch, its label hidden, on a 8 pt margin.
private struct WifiSwitch: View {
  @State private var isOn = false
  var body: some View {
    Toggle("Wi-Fi", isOn: $isOn).labelsHidden().padding(8)
  }
}

/// The stock `Toggle` animates as iOS's switch: the knob slides, the track's colour fills.
@MainActor @Suite struct ToggleAnimationTests {
  @Test func theKnobSlidesAlongTheTrackWhileTheTrackFills() throws {
    let host = ViewHost(WifiSwitch())
    let off = host.render()
    let change = try host.animate(.linear(duration: 0.2)) {
      try host.find(label: "Wi-Fi").toggle()
    }
    // One animated element, the knob with its 2 pt margin: 31 pt, 20 pt along a 51 pt track;
    // the rest of the switch is matched by identity and stays where it is.
    let animated = change.compositingOrder.filter { $0.name.hasPrefix("view ") }
    #expect(animated.count == 1)
    let knob = try #require(animated.first)
    #expect(change.state(of: knob, at: 0)?.frame == CGRect(x: 8, y: 8, width: 31, height: 31))
    #expect(change.state(of: knob, at: 0.1)?.frame == CGRect(x: 18, y: 8, width: 31, height: 31))
    #expect(change.state(of: knob, at: 0.2)?.frame == CGRect(x: 28, y: 8, width: 31, height: 31))
    // The ends are the two screens, the knob composited as its own layer (which may round a
    // channel of its antialiased edge by one).
    let offPixels = try #require(off)
    let onPixels = try #require(host.render())
    #expect(largestDifference(try #require(change.frame(at: 0)), offPixels) <= 1)
    #expect(largestDifference(try #require(change.frame(at: 0.2)), onPixels) <= 1)
    let halfway = try #require(change.frame(at: 0.1))
    // Where the knob started (12 pt) is track now, as far right of the knob (54 pt) is: no
    // fading copy of the knob is left behind, and the track is one colour between off and on.
    let behind = try #require(halfway.pixel(x: 24, y: 47))
    let ahead = try #require(halfway.pixel(x: 108, y: 47))
    #expect(behind == ahead)
    let offTrack = try #require(offPixels.pixel(x: 108, y: 47))
    let onTrack = try #require(onPixels.pixel(x: 108, y: 47))
    #expect(ahead != offTrack && ahead != onTrack)
    #expect(ahead.g > offTrack.g && ahead.g < onTrack.g)
    expectMatchesReference(halfway, named: "toggle-switch-halfway")
  }
}

/// The largest difference of one channel of one pixel between two images of one size.
private func largestDifference(_ a: Pixmap, _ b: Pixmap) -> Int {
  guard a.width == b.width, a.height == b.height else { return 255 }
  return zip(a.data, b.data).map { abs(Int($0) - Int($1)) }.max() ?? 0
}
