// MARK: - Rendering a display list

extension DisplayList {
  /// Draws every item in order onto a canvas of the list's size filled with its background;
  /// `nil` when the size is not a valid pixmap size.
  public func render() -> Pixmap? {
    guard let pixmap = Pixmap(width: width, height: height, filledWith: background)
    else { return nil }
    var canvas = Painter(pixmap: pixmap)
    canvas.draw(items)
    return canvas.pixmap
  }
}

extension Painter {
  /// Executes display items in order; open layers and clips are closed at the end.
  public mutating func draw(_ items: [DisplayItem]) {
    for item in items { draw(item) }
    finish()
  }

  /// Executes one display item.
  mutating func draw(_ item: DisplayItem) {
    switch item {
    case .fill(let path, let paint, let rule, let transform, let opacity):
      fill(path, paint: paint, rule: rule, transform: transform, opacity: opacity)
    case .stroke(let path, let style, let paint, let transform, let opacity):
      stroke(path, style: style, paint: paint, transform: transform, opacity: opacity)
    case .glyphs(let run, let paint, let transform, let opacity):
      drawGlyphs(run, paint: paint, transform: transform, opacity: opacity)
    case .shadow(let path, let color, let sigma, let offset, let rule, let transform):
      drawShadow(
        path, color: color, sigma: sigma, offset: offset, rule: rule,
        transform: transform)
    case .pushClip(let path, let rule, let transform):
      pushClip(path, rule: rule, transform: transform)
    case .popClip:
      popClip()
    case .pushLayer(let opacity, let blendMode):
      pushLayer(opacity: opacity, blendMode: blendMode)
    case .pushMask:
      pushMask()
    case .pushBlur(let sigma):
      pushBlurLayer(sigma: sigma)
    case .pushFilter(let filter):
      pushFilterLayer(filter)
    case .popLayer:
      popLayer()
    case .backdropBlur(let path, let sigma, let rule, let transform):
      drawBackdropBlur(path, sigma: sigma, rule: rule, transform: transform)
    case .image(let image, let rect, let sampling, let transform, let opacity):
      drawImage(image, in: rect, sampling: sampling, transform: transform, opacity: opacity)
    }
  }
}
