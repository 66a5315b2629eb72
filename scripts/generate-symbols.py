#!/usr/bin/env python3
"""Generates Sources/CatalogUI/Symbols/SymbolOutlines+Generated.swift from bootstrap-icons.

`Image(systemName:)` draws SF Symbols names with open-licence outlines: this script maps each
name below to a bootstrap icon (MIT, Debian package `bootstrap-icons`), reads that icon's SVG
and writes its path data into a Swift source file, so the product neither reads the package at
run time nor depends on which version a machine has installed. Commit the generated file.

    sudo apt-get install -y bootstrap-icons
    python3 scripts/generate-symbols.py            # rewrites the Swift file
    python3 scripts/generate-symbols.py --check    # exit 1 if the committed file is stale

The generator refuses (exit 1, naming the icon) anything the renderer could not draw exactly
as the SVG does: elements other than <path> and <circle>, transforms, per-path colours or
opacity, and view boxes other than 0 0 16 16.
"""

import argparse
import pathlib
import sys
import xml.etree.ElementTree as ElementTree

ICONS = pathlib.Path("/usr/share/bootstrap-icons/svg")
ROOT = pathlib.Path(__file__).resolve().parent.parent
OUTPUT = ROOT / "Sources/CatalogUI/Symbols/SymbolOutlines+Generated.swift"
SVG = "{http://www.w3.org/2000/svg}"

# SF Symbols name -> bootstrap icon name. Keep sorted by SF Symbols name.
MAPPING = {
    "accessibility": "universal-access",
    "airplane": "airplane",
    "alarm": "alarm",
    "alarm.fill": "alarm-fill",
    "antenna.radiowaves.left.and.right": "broadcast",
    "applewatch": "smartwatch",
    "archivebox": "archive",
    "archivebox.fill": "archive-fill",
    "arrow.clockwise": "arrow-clockwise",
    "arrow.counterclockwise": "arrow-counterclockwise",
    "arrow.down": "arrow-down",
    "arrow.down.circle": "arrow-down-circle",
    "arrow.down.circle.fill": "arrow-down-circle-fill",
    "arrow.down.right.and.arrow.up.left": "arrows-angle-contract",
    "arrow.left": "arrow-left",
    "arrow.left.arrow.right": "arrow-left-right",
    "arrow.left.circle": "arrow-left-circle",
    "arrow.left.circle.fill": "arrow-left-circle-fill",
    "arrow.right": "arrow-right",
    "arrow.right.circle": "arrow-right-circle",
    "arrow.right.circle.fill": "arrow-right-circle-fill",
    "arrow.triangle.2.circlepath": "arrow-repeat",
    "arrow.up": "arrow-up",
    "arrow.up.arrow.down": "arrow-down-up",
    "arrow.up.circle": "arrow-up-circle",
    "arrow.up.circle.fill": "arrow-up-circle-fill",
    "arrow.up.left.and.arrow.down.right": "arrows-angle-expand",
    "arrow.up.right": "arrow-up-right",
    "arrow.up.right.square": "box-arrow-up-right",
    "arrowshape.turn.up.left": "reply",
    "at": "at",
    "backward": "rewind",
    "backward.end.fill": "skip-start-fill",
    "backward.fill": "rewind-fill",
    "bag": "bag",
    "bag.badge.plus": "bag-plus",
    "bag.fill": "bag-fill",
    "banknote": "cash",
    "banknote.fill": "cash-stack",
    "barcode": "upc",
    "barcode.viewfinder": "upc-scan",
    "battery.0": "battery",
    "battery.100": "battery-full",
    "battery.50": "battery-half",
    "bell": "bell",
    "bell.fill": "bell-fill",
    "bell.slash": "bell-slash",
    "bicycle": "bicycle",
    "binoculars": "binoculars",
    "binoculars.fill": "binoculars-fill",
    "bold": "type-bold",
    "bolt": "lightning",
    "bolt.fill": "lightning-fill",
    "book": "book",
    "book.fill": "book-fill",
    "bookmark": "bookmark",
    "bookmark.fill": "bookmark-fill",
    "briefcase": "briefcase",
    "briefcase.fill": "briefcase-fill",
    "bubble.left": "chat-left",
    "bubble.left.fill": "chat-left-fill",
    "bubble.right": "chat-right",
    "bubble.right.fill": "chat-right-fill",
    "building.2": "building",
    "building.columns": "bank",
    "bus": "bus-front",
    "bus.fill": "bus-front-fill",
    "calendar": "calendar",
    "calendar.badge.plus": "calendar-plus",
    "camera": "camera",
    "camera.fill": "camera-fill",
    "car": "car-front",
    "car.fill": "car-front-fill",
    "cart": "cart",
    "cart.badge.minus": "cart-dash",
    "cart.badge.plus": "cart-plus",
    "cart.fill": "cart-fill",
    "cart.fill.badge.plus": "cart-plus-fill",
    "chart.bar": "bar-chart",
    "chart.bar.fill": "bar-chart-fill",
    "chart.pie": "pie-chart",
    "chart.pie.fill": "pie-chart-fill",
    "checklist": "list-check",
    "checkmark": "check-lg",
    "checkmark.circle": "check-circle",
    "checkmark.circle.fill": "check-circle-fill",
    "checkmark.seal": "patch-check",
    "checkmark.seal.fill": "patch-check-fill",
    "checkmark.shield": "shield-check",
    "checkmark.shield.fill": "shield-fill-check",
    "checkmark.square": "check-square",
    "checkmark.square.fill": "check-square-fill",
    "chevron.down": "chevron-down",
    "chevron.left": "chevron-left",
    "chevron.right": "chevron-right",
    "chevron.up": "chevron-up",
    "chevron.up.chevron.down": "chevron-expand",
    "circle": "circle",
    "circle.fill": "circle-fill",
    "clock": "clock",
    "clock.arrow.circlepath": "clock-history",
    "clock.fill": "clock-fill",
    "cloud": "cloud",
    "cloud.bolt": "cloud-lightning",
    "cloud.bolt.fill": "cloud-lightning-fill",
    "cloud.drizzle": "cloud-drizzle",
    "cloud.drizzle.fill": "cloud-drizzle-fill",
    "cloud.fill": "cloud-fill",
    "cloud.fog": "cloud-fog",
    "cloud.fog.fill": "cloud-fog-fill",
    "cloud.rain": "cloud-rain",
    "cloud.rain.fill": "cloud-rain-fill",
    "cloud.snow": "cloud-snow",
    "cloud.snow.fill": "cloud-snow-fill",
    "cloud.sun": "cloud-sun",
    "cloud.sun.fill": "cloud-sun-fill",
    "creditcard": "credit-card",
    "creditcard.fill": "credit-card-fill",
    "crop": "crop",
    "cube": "box",
    "cup.and.saucer": "cup-hot",
    "cup.and.saucer.fill": "cup-hot-fill",
    "desktopcomputer": "pc-display",
    "display": "display",
    "doc": "file-earmark",
    "doc.badge.plus": "file-plus",
    "doc.fill": "file-earmark-fill",
    "doc.on.doc": "files",
    "doc.richtext": "file-richtext",
    "doc.text": "file-earmark-text",
    "dollarsign": "currency-dollar",
    "drop": "droplet",
    "drop.fill": "droplet-fill",
    "ellipsis": "three-dots",
    "ellipsis.bubble": "chat-dots",
    "ellipsis.bubble.fill": "chat-dots-fill",
    "envelope": "envelope",
    "envelope.fill": "envelope-fill",
    "envelope.open": "envelope-open",
    "envelope.open.fill": "envelope-open-fill",
    "eurosign": "currency-euro",
    "exclamationmark": "exclamation-lg",
    "exclamationmark.circle": "exclamation-circle",
    "exclamationmark.circle.fill": "exclamation-circle-fill",
    "exclamationmark.octagon": "exclamation-octagon",
    "exclamationmark.octagon.fill": "exclamation-octagon-fill",
    "exclamationmark.triangle": "exclamation-triangle",
    "exclamationmark.triangle.fill": "exclamation-triangle-fill",
    "externaldrive": "hdd",
    "eye": "eye",
    "eye.fill": "eye-fill",
    "eye.slash": "eye-slash",
    "eye.slash.fill": "eye-slash-fill",
    "eyedropper": "eyedropper",
    "face.smiling": "emoji-smile",
    "face.smiling.fill": "emoji-smile-fill",
    "film": "film",
    "flag": "flag",
    "flag.fill": "flag-fill",
    "flame": "fire",
    "folder": "folder",
    "folder.badge.plus": "folder-plus",
    "folder.fill": "folder-fill",
    "forward": "fast-forward",
    "forward.end.fill": "skip-end-fill",
    "forward.fill": "fast-forward-fill",
    "gamecontroller": "controller",
    "gear": "gear",
    "gearshape": "gear",
    "gearshape.fill": "gear-fill",
    "gift": "gift",
    "gift.fill": "gift-fill",
    "globe": "globe",
    "globe.americas": "globe-americas",
    "globe.asia.australia": "globe-asia-australia",
    "globe.europe.africa": "globe-europe-africa",
    "graduationcap": "mortarboard",
    "graduationcap.fill": "mortarboard-fill",
    "hammer": "hammer",
    "hand.thumbsdown": "hand-thumbs-down",
    "hand.thumbsdown.fill": "hand-thumbs-down-fill",
    "hand.thumbsup": "hand-thumbs-up",
    "hand.thumbsup.fill": "hand-thumbs-up-fill",
    "headphones": "headphones",
    "heart": "heart",
    "heart.fill": "heart-fill",
    "hourglass": "hourglass",
    "house": "house",
    "house.fill": "house-fill",
    "icloud": "cloud",
    "icloud.and.arrow.down": "cloud-arrow-down",
    "icloud.and.arrow.up": "cloud-arrow-up",
    "icloud.fill": "cloud-fill",
    "info.circle": "info-circle",
    "info.circle.fill": "info-circle-fill",
    "ipad": "tablet",
    "iphone": "phone",
    "italic": "type-italic",
    "key": "key",
    "key.fill": "key-fill",
    "keyboard": "keyboard",
    "laptopcomputer": "laptop",
    "lightbulb": "lightbulb",
    "lightbulb.fill": "lightbulb-fill",
    "line.3.horizontal": "list",
    "line.3.horizontal.decrease": "filter",
    "line.3.horizontal.decrease.circle": "filter-circle",
    "line.3.horizontal.decrease.circle.fill": "filter-circle-fill",
    "link": "link-45deg",
    "list.bullet": "list-ul",
    "list.bullet.rectangle": "card-list",
    "list.number": "list-ol",
    "location": "cursor",
    "location.fill": "cursor-fill",
    "lock": "lock",
    "lock.fill": "lock-fill",
    "lock.open": "unlock",
    "lock.open.fill": "unlock-fill",
    "lock.shield": "shield-lock",
    "lock.shield.fill": "shield-lock-fill",
    "magnifyingglass": "search",
    "map": "map",
    "map.fill": "map-fill",
    "mappin": "geo-alt",
    "mappin.and.ellipse": "geo-alt",
    "message": "chat",
    "message.fill": "chat-fill",
    "mic": "mic",
    "mic.fill": "mic-fill",
    "mic.slash": "mic-mute",
    "mic.slash.fill": "mic-mute-fill",
    "minus": "dash-lg",
    "minus.circle": "dash-circle",
    "minus.circle.fill": "dash-circle-fill",
    "minus.magnifyingglass": "zoom-out",
    "minus.square": "dash-square",
    "minus.square.fill": "dash-square-fill",
    "moon": "moon",
    "moon.fill": "moon-fill",
    "music.note": "music-note",
    "music.note.list": "music-note-list",
    "newspaper": "newspaper",
    "nosign": "slash-circle",
    "number": "hash",
    "paintbrush": "brush",
    "paintbrush.fill": "brush-fill",
    "paintpalette": "palette",
    "paintpalette.fill": "palette-fill",
    "paperclip": "paperclip",
    "paperplane": "send",
    "paperplane.fill": "send-fill",
    "pause": "pause",
    "pause.circle": "pause-circle",
    "pause.circle.fill": "pause-circle-fill",
    "pause.fill": "pause-fill",
    "pencil": "pencil",
    "percent": "percent",
    "person": "person",
    "person.2": "people",
    "person.2.fill": "people-fill",
    "person.3": "people",
    "person.3.fill": "people-fill",
    "person.badge.minus": "person-dash",
    "person.badge.plus": "person-plus",
    "person.circle": "person-circle",
    "person.crop.circle": "person-circle",
    "person.crop.circle.fill": "person-circle",
    "person.crop.square": "person-square",
    "person.fill": "person-fill",
    "person.text.rectangle": "person-vcard",
    "phone": "telephone",
    "phone.fill": "telephone-fill",
    "photo": "image",
    "photo.fill": "image-fill",
    "photo.on.rectangle": "images",
    "pills": "capsule",
    "pin": "pin",
    "pin.fill": "pin-fill",
    "play": "play",
    "play.circle": "play-circle",
    "play.circle.fill": "play-circle-fill",
    "play.fill": "play-fill",
    "plus": "plus-lg",
    "plus.circle": "plus-circle",
    "plus.circle.fill": "plus-circle-fill",
    "plus.magnifyingglass": "zoom-in",
    "plus.square": "plus-square",
    "plus.square.fill": "plus-square-fill",
    "power": "power",
    "printer": "printer",
    "puzzlepiece": "puzzle",
    "puzzlepiece.fill": "puzzle-fill",
    "qrcode": "qr-code",
    "qrcode.viewfinder": "qr-code-scan",
    "questionmark": "question-lg",
    "questionmark.circle": "question-circle",
    "questionmark.circle.fill": "question-circle-fill",
    "quote.bubble": "chat-quote",
    "quote.bubble.fill": "chat-quote-fill",
    "rectangle.portrait.and.arrow.right": "box-arrow-right",
    "rectangle.stack": "stack",
    "repeat": "repeat",
    "scissors": "scissors",
    "shield": "shield",
    "shield.fill": "shield-fill",
    "shippingbox": "box-seam",
    "shippingbox.fill": "box-seam-fill",
    "shuffle": "shuffle",
    "signpost.right": "signpost",
    "slider.horizontal.3": "sliders",
    "snowflake": "snow",
    "sparkles": "stars",
    "speaker": "volume-off",
    "speaker.fill": "volume-off-fill",
    "speaker.slash": "volume-mute",
    "speaker.slash.fill": "volume-mute-fill",
    "speaker.wave.1": "volume-down",
    "speaker.wave.1.fill": "volume-down-fill",
    "speaker.wave.2": "volume-up",
    "speaker.wave.2.fill": "volume-up-fill",
    "square": "square",
    "square.and.arrow.down": "box-arrow-down",
    "square.and.arrow.up": "box-arrow-up",
    "square.and.pencil": "pencil-square",
    "square.fill": "square-fill",
    "square.grid.2x2": "grid",
    "square.grid.2x2.fill": "grid-fill",
    "square.grid.3x3": "grid-3x3-gap",
    "square.grid.3x3.fill": "grid-3x3-gap-fill",
    "star": "star",
    "star.fill": "star-fill",
    "star.leadinghalf.filled": "star-half",
    "stop": "stop",
    "stop.circle": "stop-circle",
    "stop.circle.fill": "stop-circle-fill",
    "stop.fill": "stop-fill",
    "stopwatch": "stopwatch",
    "stopwatch.fill": "stopwatch-fill",
    "storefront": "shop",
    "sun.max": "sun",
    "sun.max.fill": "sun-fill",
    "sun.min": "brightness-low",
    "sun.min.fill": "brightness-low-fill",
    "sunrise": "sunrise",
    "sunrise.fill": "sunrise-fill",
    "sunset": "sunset",
    "sunset.fill": "sunset-fill",
    "tag": "tag",
    "tag.fill": "tag-fill",
    "text.bubble": "chat-text",
    "text.bubble.fill": "chat-text-fill",
    "textformat": "fonts",
    "thermometer": "thermometer",
    "ticket": "ticket",
    "ticket.fill": "ticket-fill",
    "timer": "stopwatch",
    "tornado": "tornado",
    "touchid": "fingerprint",
    "tram": "train-front",
    "tram.fill": "train-front-fill",
    "trash": "trash",
    "trash.fill": "trash-fill",
    "tray": "inbox",
    "tray.fill": "inbox-fill",
    "tree": "tree",
    "tree.fill": "tree-fill",
    "trophy": "trophy",
    "trophy.fill": "trophy-fill",
    "tv": "tv",
    "umbrella": "umbrella",
    "underline": "type-underline",
    "video": "camera-video",
    "video.fill": "camera-video-fill",
    "video.slash": "camera-video-off",
    "wand.and.stars": "magic",
    "wifi": "wifi",
    "wifi.slash": "wifi-off",
    "wind": "wind",
    "wrench": "wrench",
    "xmark": "x-lg",
    "xmark.circle": "x-circle",
    "xmark.circle.fill": "x-circle-fill",
    "xmark.octagon": "x-octagon",
    "xmark.octagon.fill": "x-octagon-fill",
    "xmark.square": "x-square",
    "xmark.square.fill": "x-square-fill",
}

ROOT_ATTRIBUTES = {
    "width": "16", "height": "16", "fill": "currentColor", "viewBox": "0 0 16 16",
}
RULES = {None: ".nonZero", "nonzero": ".nonZero", "evenodd": ".evenOdd"}


class Refusal(Exception):
    """An icon the renderer cannot draw exactly as its SVG."""


def layers(icon):
    """The (path data, fill rule) pairs of one icon, in drawing order."""
    path = ICONS / f"{icon}.svg"
    if not path.exists():
        raise Refusal(f"{icon}: no {path} (is bootstrap-icons installed?)")
    root = ElementTree.parse(path).getroot()
    for name, expected in ROOT_ATTRIBUTES.items():
        if root.get(name) != expected:
            raise Refusal(f"{icon}: <svg {name}> is {root.get(name)!r}, expected {expected!r}")
    unknown = set(root.attrib) - set(ROOT_ATTRIBUTES) - {"class"}
    if unknown:
        raise Refusal(f"{icon}: <svg> has unsupported attributes {sorted(unknown)}")
    result = []
    for element in root:
        tag = element.tag.removeprefix(SVG)
        if tag not in ("path", "circle"):
            raise Refusal(f"{icon}: <{tag}> is not supported, only <path> and <circle>")
        if len(element):
            raise Refusal(f"{icon}: <{tag}> with children is not supported")
        allowed = {"d", "fill-rule"} if tag == "path" else {"cx", "cy", "r"}
        unknown = set(element.attrib) - allowed
        if unknown:
            raise Refusal(f"{icon}: <{tag}> attributes {sorted(unknown)} are not supported")
        rule = element.get("fill-rule")
        if rule not in RULES:
            raise Refusal(f"{icon}: fill-rule {rule!r} is not supported")
        if tag == "circle":
            data = circle_path(icon, element)
        else:
            data = " ".join(element.get("d", "").split())
        if not data or '"' in data or "\\" in data:
            raise Refusal(f"{icon}: path data {data!r} cannot be embedded")
        result.append((data, RULES[rule]))
    if not result:
        raise Refusal(f"{icon}: no paths")
    return result


def circle_path(icon, element):
    """A <circle> as two half-circle arcs, which the path parser draws exactly."""
    try:
        cx, cy, r = (float(element.get(name, "")) for name in ("cx", "cy", "r"))
    except ValueError:
        raise Refusal(f"{icon}: <circle> needs numeric cx, cy and r") from None
    if r <= 0:
        raise Refusal(f"{icon}: <circle> radius {r} draws nothing")
    def number(value):
        return f"{value:g}"
    return (f"M{number(cx - r)} {number(cy)}a{number(r)} {number(r)} 0 1 0 {number(2 * r)} 0"
            f"a{number(r)} {number(r)} 0 1 0 {number(-2 * r)} 0z")


def source(version):
    lines = [
        f"// Generated by scripts/generate-symbols.py from bootstrap-icons {version}; do not edit.",
        "// The outlines are bootstrap-icons' (MIT licence, © The Bootstrap Authors): see",
        "// BootstrapIcons-LICENSE.txt beside this file. Path data is kept verbatim, one layer a",
        "// line, so lines exceed the house 100 columns.",
        "import Raster",
        "",
        "extension SymbolOutline {",
        "  /// Every mapped SF Symbols name and its outline, in 16×16 bootstrap-icons units.",
        "  static let all: [String: SymbolOutline] = [",
    ]
    for name in sorted(MAPPING):
        icon = MAPPING[name]
        lines.append(f'    "{name}": SymbolOutline(icon: "{icon}", layers: [')
        for data, rule in layers(icon):
            lines.append(f'      Layer(pathData: "{data}", rule: {rule}),')
        lines.append("    ]),")
    lines += ["  ]", "}", ""]
    return "\n".join(lines)


def package_version():
    changelog = pathlib.Path("/usr/share/doc/bootstrap-icons/changelog.Debian.gz")
    import gzip
    with gzip.open(changelog, "rt") as text:
        first = text.readline()
    return first.split("(", 1)[1].split(")", 1)[0].split("+", 1)[0]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="fail if the committed file differs from what would be generated")
    arguments = parser.parse_args()
    try:
        text = source(package_version())
    except Refusal as refusal:
        print(f"generate-symbols: refused {refusal}", file=sys.stderr)
        return 1
    if arguments.check:
        if not OUTPUT.exists() or OUTPUT.read_text() != text:
            print(f"generate-symbols: {OUTPUT.relative_to(ROOT)} is stale; run "
                  "`python3 scripts/generate-symbols.py`", file=sys.stderr)
            return 1
        return 0
    OUTPUT.parent.mkdir(parents=True, exist_ok=True)
    temporary = OUTPUT.with_suffix(".tmp")
    temporary.write_text(text)
    temporary.replace(OUTPUT)
    print(f"generate-symbols: {len(MAPPING)} symbols -> {OUTPUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
