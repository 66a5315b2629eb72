import Foundation
import Raster
import Synchronization

// MARK: - SymbolError

/// Why a symbol could not be registered: the message quotes the name or file and names the fix.
public struct SymbolError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The message, naming the input and what to do.
  public var message: String
  /// An error with a message.
  public init(_ message: String) { self.message = message }
  /// The message.
  public var description: String { message }
}

// MARK: - SymbolDrawing

/// A symbol ready to draw: parsed paths with their fill rules, in the coordinates of a view box.
struct SymbolDrawing: Hashable, Sendable {
  /// One filled path and the rule it is filled with; a layer that `erases` cuts its shape out
  /// of the layers before it instead.
  struct Layer: Hashable, Sendable {
    var path: Raster.Path
    var rule: FillRule
    var erases = false
  }

  /// The paths, filled one after the other as an SVG paints them.
  var layers: [Layer]
  /// The box of the path coordinates that maps onto the image's frame.
  var viewBox: Rect
  /// The columns of `viewBox` a built-in outline's ink spans, in whole units of its 16-unit
  /// grid (SF Symbols take their width from the glyph); `nil` lays out the whole view box, as
  /// a registered symbol does.
  var inkColumns: ClosedRange<Double>? = nil

  /// The part of the view box that lays out and maps onto the image's frame.
  var layoutBox: Rect {
    guard let columns = inkColumns else { return viewBox }
    return Rect(
      x: columns.lowerBound, y: viewBox.minY, width: columns.upperBound - columns.lowerBound,
      height: viewBox.height)
  }

  /// The columns of a 16-unit grid that `layers`' ink spans (erasing layers draw none), widened
  /// to whole units (the grid bootstrap-icons are drawn on) and kept inside `0...width`; the
  /// whole width when empty.
  static func inkColumns(of layers: [Layer], width: Double) -> ClosedRange<Double> {
    let bounds = layers.filter { !$0.erases }.compactMap(\.path.controlPointBounds)
    guard let minX = bounds.map(\.minX).min(), let maxX = bounds.map(\.maxX).max(),
      minX.isFinite, maxX.isFinite, maxX > minX
    else { return 0...width }
    let low = min(max(minX.rounded(.down), 0), width - 1)
    let high = max(min(maxX.rounded(.up), width), low + 1)
    return low...high
  }
}

// MARK: - SymbolRegistry

/// The outlines `Image(systemName:)` draws: the built-in SF Symbols names (bootstrap-icons
/// outlines) and the symbols a package registers, from SVG path data or SVG files.
///
/// Register before rendering, such as in a package's `catalog` main:
/// `try SymbolRegistry.shared.registerSymbols(in: .module)`. A registered name draws its
/// outline wherever `Image(systemName:)` names it, also in place of a built-in outline of that
/// name, so a team can swap in its own icon set. Each name is registered once: registering the
/// same outline again does nothing, and another outline for a name already registered is an
/// error that also makes every image of that name report the clash, so the pixels never depend
/// on which registration came first. Safe to use from any thread.
public final class SymbolRegistry: Sendable {
  /// One registration: the outline and where it came from, for messages.
  private struct Entry {
    var drawing: SymbolDrawing
    var source: String
  }

  private struct State {
    var registered: [String: Entry] = [:]
    /// Names registered twice with different outlines, and both sources.
    var clashes: [String: [String]] = [:]
    /// Built-in outlines parsed so far, by name.
    var parsedBuiltIns: [String: SymbolDrawing] = [:]
  }

  private let state = Mutex(State())

  /// The registry `Image(systemName:)` draws from.
  public static let shared = SymbolRegistry()

  private init() {}

  /// The SF Symbols names drawn from the built-in outlines, sorted.
  public var builtInNames: [String] { SymbolOutline.all.keys.sorted() }

  /// The names registered so far, sorted.
  public var registeredNames: [String] {
    state.withLock { Array($0.registered.keys) }.sorted()
  }

  /// Registers `name` (such as `rosette` or `star.circle.fill`) as the outline of SVG path data
  /// in a view box of `viewBox`'s size at the origin (24×24 by default, as
  /// `Image(svgPathData:viewBox:)`); `eoFill` fills it with the even-odd rule, as SwiftUI's
  /// `FillStyle(eoFill:)`.
  public func register(
    _ name: String, svgPathData: String,
    viewBox: CGSize = CGSize(width: 24, height: 24),
    eoFill: Bool = false
  ) throws(SymbolError) {
    try register(
      name, svgPathData: svgPathData,
      viewBox: CGRect(origin: .zero, size: viewBox), eoFill: eoFill)
  }

  /// Registers `name` as the outline of SVG path data in the view box `viewBox` (an SVG
  /// `viewBox`: its origin is the top-left corner of the image).
  public func register(
    _ name: String, svgPathData: String, viewBox: CGRect,
    eoFill: Bool = false
  ) throws(SymbolError) {
    try Self.checkName(name)
    let box = try Self.checkViewBox(Rect(viewBox), source: "symbol '\(name)'")
    let path: Raster.Path
    do {
      path = try Raster.Path(svgPathData: svgPathData)
    } catch {
      throw SymbolError(
        "symbol '\(name)': \(error); give SVG path data such as \"M2 2h20v20H2z\"")
    }
    let drawing = SymbolDrawing(
      layers: [SymbolDrawing.Layer(path: path, rule: eoFill ? .evenOdd : .nonZero)],
      viewBox: box)
    try add([(name, drawing, "path data")])
  }

  /// Registers `name` as the outline in the SVG file at `url`: one `<svg>` with a `viewBox` and
  /// `<path d="…">` elements, each with an optional `fill-rule` (see `registerSymbols(in:)`).
  public func register(_ name: String, contentsOf url: URL) throws(SymbolError) {
    try Self.checkName(name)
    try add([(name, try SVGSymbolFile.read(url), "'\(url.path)'")])
  }

  /// The outline `Image(systemName:)` draws for `name`: the registered one, else the built-in
  /// one; or why there is none, as a diagnostic.
  func drawing(named name: String) -> Result<SymbolDrawing, SymbolError> {
    let (entry, clash, parsed) = state.withLock {
      ($0.registered[name], $0.clashes[name], $0.parsedBuiltIns[name])
    }
    if let clash {
      return .failure(
        SymbolError(
          "SF Symbol '\(name)' was registered with two different outlines (from "
            + clash.joined(separator: " and ") + "); register it once"))
    }
    if let entry { return .success(entry.drawing) }
    if let parsed { return .success(parsed) }
    guard let outline = SymbolOutline.all[name] else {
      return .failure(
        SymbolError(
          "no symbol named '\(name)'; register one before rendering with "
            + "SymbolRegistry.shared.register(\"\(name)\", svgPathData:viewBox:), or put "
            + "\(name).svg among your target's resources and call "
            + "SymbolRegistry.shared.registerSymbols(in: .module); `catalog symbols` lists the "
            + "names there are"))
    }
    do {
      let layers = try outline.layers.map { layer throws(SVGPathError) in
        SymbolDrawing.Layer(
          path: try Raster.Path(svgPathData: layer.pathData), rule: layer.rule,
          erases: layer.erases)
      }
      let drawing = SymbolDrawing(
        layers: layers,
        viewBox: Rect(
          x: 0, y: 0, width: SymbolOutline.viewBox.width,
          height: SymbolOutline.viewBox.height),
        inkColumns: SymbolDrawing.inkColumns(of: layers, width: SymbolOutline.viewBox.width))
      state.withLock { $0.parsedBuiltIns[name] = drawing }
      return .success(drawing)
    } catch {
      return .failure(SymbolError("the outline of SF Symbol '\(name)' is invalid: \(error)"))
    }
  }

  /// Adds registrations, all or none: a clash with an earlier registration is recorded (images
  /// of that name report it) and thrown, and then none of `additions` is registered.
  func add(_ additions: [(name: String, drawing: SymbolDrawing, source: String)])
    throws(SymbolError)
  {
    let clash: (name: String, earlier: String, later: String)? = state.withLock { s in
      for (name, drawing, source) in additions {
        if let existing = s.registered[name], existing.drawing != drawing {
          s.clashes[name] = [existing.source, source].sorted()
          return (name, existing.source, source)
        }
      }
      for (name, drawing, source) in additions where s.registered[name] == nil {
        s.registered[name] = Entry(drawing: drawing, source: source)
      }
      return nil
    }
    if let clash {
      throw SymbolError(
        "symbol '\(clash.name)' from \(clash.later) is already registered with another "
          + "outline from \(clash.earlier); register each name once (images of "
          + "'\(clash.name)' now report the clash)")
    }
  }

  // MARK: - Validation

  /// The characters of SF Symbols names: ASCII letters and digits, `.`, `-` and `_`.
  private static func isNameCharacter(_ c: Unicode.Scalar) -> Bool {
    switch c {
    case "a"..."z", "A"..."Z", "0"..."9", ".", "-", "_": true
    default: false
    }
  }

  /// Throws unless `name` is one to 200 name characters.
  static func checkName(_ name: String) throws(SymbolError) {
    guard !name.isEmpty else {
      throw SymbolError(
        "a symbol name is empty; name it as SF Symbols do, such as 'rosette' "
          + "or 'star.circle.fill'")
    }
    if let bad = name.unicodeScalars.first(where: { !isNameCharacter($0) }) {
      let shown =
        bad.properties.generalCategory == .control || bad == " "
        ? String(format: "U+%04X", bad.value) : "'\(bad)'"
      throw SymbolError(
        "symbol name '\(name.prefix(80))' has \(shown), which SF Symbols names do not; use "
          + "letters, digits, '.', '-' and '_', such as 'rosette' or 'star.circle.fill'")
    }
    guard name.unicodeScalars.count <= 200 else {
      throw SymbolError(
        "symbol name '\(name.prefix(40))…' is \(name.unicodeScalars.count) "
          + "characters long; use at most 200")
    }
  }

  /// `box` when its size is positive and every value finite and at most 1e6 in magnitude.
  static func checkViewBox(_ box: Rect, source: String) throws(SymbolError) -> Rect {
    let values = [box.minX, box.minY, box.width, box.height]
    guard values.allSatisfy({ $0.isFinite && abs($0) <= 1e6 }), box.width > 0, box.height > 0
    else {
      throw SymbolError(
        "\(source): view box \(formatNumber(box.minX)) \(formatNumber(box.minY)) "
          + "\(formatNumber(box.width)) \(formatNumber(box.height)) has no area or is out of "
          + "range; give a width and height above 0 and values of at most 1e6, such as "
          + "0 0 24 24")
    }
    return box
  }

  /// A number as SVG writes it: no trailing `.0`.
  static func formatNumber(_ value: Double) -> String {
    value.isFinite && value == value.rounded() && abs(value) < 1e15
      ? String(Int(value)) : String(value)
  }
}
