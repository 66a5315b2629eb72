import Raster

// MARK: - StatusBar

/// iOS's status bar as snapshot tools on iOS show it (the simulator's status-bar override):
/// 9:41, full cellular signal, full Wi-Fi, a full battery, in black for a light screen and
/// white for a dark one. A host laid out as a device screen draws it in the top safe-area
/// inset, over everything (a presented sheet included); it is not part of the view's tree, its
/// dump or its accessibility elements.
///
/// Its layout follows the three kinds of iOS status bar; positions and sizes are
/// approximations of iOS 17's, not measurements: the glyphs are the catalog's (the time in the
/// default font, semibold), and the Dynamic Island itself (hardware, which simulator captures
/// leave out) is not drawn.
public struct StatusBar: Hashable, Sendable {
  /// Where the status bar puts its items.
  public enum Layout: Hashable, Sendable {
    /// An iPhone with a Dynamic Island (iPhone 15): the time centred left of the island, the
    /// signal, Wi-Fi and battery centred right of it, level with the island's centre
    /// (11 pt + 37 pt / 2 from the top), the time in 17 pt.
    case dynamicIsland
    /// An iPhone with a Home button (iPhone SE): signal and Wi-Fi at the leading edge, the time
    /// centred, the battery at the trailing edge, in a 20 pt bar, the time in 12 pt.
    case homeButton
    /// An iPad: the time at the leading edge, the icons at the trailing edge, in a 24 pt bar,
    /// the time in 12 pt.
    case tablet
  }

  /// Where the items go.
  public var layout: Layout

  /// A status bar laid out as `layout` says.
  public init(layout: Layout) { self.layout = layout }
}

// MARK: - StatusBarView

/// The status bar's items for one layout, in a frame as wide as the screen and as tall as the
/// top safe-area inset.
struct StatusBarView: View {
  let layout: StatusBar.Layout

  /// The Dynamic Island's width and its vertical centre.
  private static let islandWidth = 126.0
  private static let islandCentre = 11 + 37 / 2.0

  var body: some View {
    EnvironmentReader { environment in
      let ink = environment.colorScheme == .dark ? Color.white : Color.black
      content(ink: ink).foregroundStyle(ink)
        .environment(\.dynamicTypeSize, .large)
    }
  }

  @ViewBuilder private func content(ink: Color) -> some View {
    switch layout {
    case .dynamicIsland:
      HStack(spacing: 0) {
        time(size: 17).frame(maxWidth: .infinity)
        Color.clear.frame(width: Self.islandWidth)
        HStack(spacing: 7) {
          SignalBars()
          WifiGlyph(size: 15)
          BatteryGlyph(ink: ink)
        }
        .frame(maxWidth: .infinity)
      }
      .frame(height: Self.islandCentre * 2)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    case .homeButton:
      ZStack {
        HStack(spacing: 5) {
          SignalBars()
          WifiGlyph(size: 12)
          Spacer(minLength: 0)
          BatteryGlyph(ink: ink)
        }
        .padding(.horizontal, 6)
        time(size: 12)
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
    case .tablet:
      HStack(spacing: 5) {
        time(size: 12)
        Spacer(minLength: 0)
        WifiGlyph(size: 12)
        BatteryGlyph(ink: ink)
      }
      .padding(.horizontal, 20)
      .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
  }

  private func time(size: Double) -> some View {
    Text(verbatim: "9:41").font(.system(size: size, weight: .semibold)).lineLimit(1)
  }
}

// MARK: - Status bar glyphs

/// Four cellular signal bars, all full.
private struct SignalBars: View {
  var body: some View {
    HStack(alignment: .bottom, spacing: 1.7) {
      ForEach([4.0, 6.7, 9.3, 12.0], id: \.self) { height in
        RoundedRectangle(cornerRadius: 1).frame(width: 3, height: height)
      }
    }
  }
}

/// The Wi-Fi glyph at full strength.
private struct WifiGlyph: View {
  let size: Double

  var body: some View {
    Image(systemName: "wifi").font(.system(size: size, weight: .semibold))
  }
}

/// A full battery: an outlined body with the charge filling it, and the terminal cap.
private struct BatteryGlyph: View {
  let ink: Color

  var body: some View {
    HStack(spacing: 1) {
      ZStack {
        RoundedRectangle(cornerRadius: 4).stroke(ink.opacity(0.35), lineWidth: 1)
        RoundedRectangle(cornerRadius: 2.5).padding(2)
      }
      .frame(width: 25, height: 12)
      RoundedRectangle(cornerRadius: 1).opacity(0.4).frame(width: 1.5, height: 4)
    }
  }
}
