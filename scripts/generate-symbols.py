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

Names bootstrap-icons has no single icon for are composed (`composed()` below) the way SF Symbols
draws them: an icon with a badge dot at its top right or a slash from top left to bottom right,
each cut out of the icon by a gap; a smaller icon inside a circle, or cut out of a filled
circle; and figures and shapes drawn from round-capped strokes, circles and path data on the
same 16-unit grid. A cut-out is a layer that erases what the layers before it drew.
"""

import argparse
import math
import re
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
    "applelogo": "apple",
    "applewatch": "smartwatch",
    "archivebox": "archive",
    "archivebox.fill": "archive-fill",
    "arrow.backward": "arrow-left",
    "arrow.clockwise": "arrow-clockwise",
    "arrow.counterclockwise": "arrow-counterclockwise",
    "arrow.down": "arrow-down",
    "arrow.down.circle": "arrow-down-circle",
    "arrow.down.circle.fill": "arrow-down-circle-fill",
    "arrow.down.right.and.arrow.up.left": "arrows-angle-contract",
    "arrow.forward": "arrow-right",
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
    "arrow.up.forward": "arrow-up-right",
    "arrow.up.left.and.arrow.down.right": "arrows-angle-expand",
    "arrow.up.right": "arrow-up-right",
    "arrow.up.right.square": "box-arrow-up-right",
    "arrowshape.turn.up.left": "reply",
    "arrowshape.turn.up.left.fill": "reply-fill",
    "at": "at",
    "backward": "rewind",
    "backward.end": "skip-start",
    "backward.end.fill": "skip-start-fill",
    "backward.fill": "rewind-fill",
    "bag": "bag",
    "bag.badge.plus": "bag-plus",
    "bag.fill": "bag-fill",
    "bandage": "bandaid",
    "bandage.fill": "bandaid-fill",
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
    "bubble": "chat",
    "bubble.fill": "chat-fill",
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
    "chart.line.uptrend.xyaxis": "graph-up",
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
    "chevron.backward": "chevron-left",
    "chevron.down": "chevron-down",
    "chevron.forward": "chevron-right",
    "chevron.left": "chevron-left",
    "chevron.left.2": "chevron-double-left",
    "chevron.right": "chevron-right",
    "chevron.right.2": "chevron-double-right",
    "chevron.up": "chevron-up",
    "chevron.up.chevron.down": "chevron-expand",
    "circle": "circle",
    "circle.fill": "circle-fill",
    "circle.lefthalf.filled": "circle-half",
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
    "cloud.moon": "cloud-moon",
    "cloud.moon.fill": "cloud-moon-fill",
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
    "delete.left": "backspace",
    "delete.left.fill": "backspace-fill",
    "desktopcomputer": "pc-display",
    "diamond": "diamond",
    "diamond.fill": "diamond-fill",
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
    "exclamationmark.shield": "shield-exclamation",
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
    "forward.end": "skip-end",
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
    "hexagon": "hexagon",
    "hexagon.fill": "hexagon-fill",
    "hourglass": "hourglass",
    "house": "house",
    "house.fill": "house-fill",
    "icloud": "cloud",
    "icloud.and.arrow.down": "cloud-arrow-down",
    "icloud.and.arrow.up": "cloud-arrow-up",
    "icloud.fill": "cloud-fill",
    "icloud.slash": "cloud-slash",
    "info": "info-lg",
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
    "lightbulb.slash": "lightbulb-off",
    "lightbulb.slash.fill": "lightbulb-off-fill",
    "line.3.horizontal": "list",
    "line.3.horizontal.decrease": "filter",
    "line.3.horizontal.decrease.circle": "filter-circle",
    "line.3.horizontal.decrease.circle.fill": "filter-circle-fill",
    "line.horizontal.3": "list",
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
    "moon.stars": "moon-stars",
    "moon.stars.fill": "moon-stars-fill",
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
    "play.rectangle": "play-btn",
    "play.rectangle.fill": "play-btn-fill",
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
    "record.circle": "record-circle",
    "rectangle.portrait.and.arrow.right": "box-arrow-right",
    "rectangle.stack": "stack",
    "repeat": "repeat",
    "repeat.1": "repeat-1",
    "return": "arrow-return-left",
    "scissors": "scissors",
    "shield": "shield",
    "shield.fill": "shield-fill",
    "shield.lefthalf.filled": "shield-shaded",
    "shippingbox": "box-seam",
    "shippingbox.fill": "box-seam-fill",
    "shuffle": "shuffle",
    "sidebar.left": "layout-sidebar",
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
    "speedometer": "speedometer2",
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
    "text.aligncenter": "text-center",
    "text.alignleft": "text-left",
    "text.alignright": "text-right",
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
    "triangle": "triangle",
    "triangle.fill": "triangle-fill",
    "trophy": "trophy",
    "trophy.fill": "trophy-fill",
    "tv": "tv",
    "umbrella": "umbrella",
    "underline": "type-underline",
    "video": "camera-video",
    "video.fill": "camera-video-fill",
    "video.slash": "camera-video-off",
    "wand.and.stars": "magic",
    "waveform": "soundwave",
    "waveform.path.ecg": "activity",
    "wifi": "wifi",
    "wifi.slash": "wifi-off",
    "wind": "wind",
    "wrench": "wrench",
    "xmark": "x-lg",
    "xmark.circle": "x-circle",
    "xmark.circle.fill": "x-circle-fill",
    "xmark.octagon": "x-octagon",
    "xmark.octagon.fill": "x-octagon-fill",
    "xmark.shield": "shield-x",
    "xmark.square": "x-square",
    "xmark.square.fill": "x-square-fill",
}


# --- Composition --------------------------------------------------------------------------------
#
# A part is a list of (path data, fill rule, erases) layers in the 16-unit grid.


def icon(name, scale=1.0, x=0.0, y=0.0):
    """The layers of a bootstrap icon, scaled by `scale` about the origin, then moved by x, y."""
    return [(transformed(data, scale, x, y), rule, False) for data, rule in layers(name)]


def centred(name, scale):
    """A bootstrap icon scaled by `scale` about the centre of the grid."""
    offset = 8 * (1 - scale)
    return icon(name, scale, offset, offset)


def circle(cx, cy, r):
    """A filled circle."""
    return [(circle_data(cx, cy, r), ".nonZero", False)]


def ring(cx, cy, outer, inner):
    """The band between two circles."""
    return [(circle_data(cx, cy, outer) + circle_data(cx, cy, inner), ".evenOdd", False)]


def drawn(data, rule=".nonZero"):
    """Path data drawn by hand on the grid."""
    return [(" ".join(data.split()), rule, False)]


def strokes(*lines):
    """Lines through points, each `(width, [(x, y), ...])`, with round caps and joins, as one
    layer (every segment is a capsule wound the same way, so overlaps stay filled)."""
    pieces = []
    for width, points in lines:
        r = width / 2
        if len(points) == 1:
            pieces.append(circle_data(points[0][0], points[0][1], r))
        for (x0, y0), (x1, y1) in zip(points, points[1:]):
            length = ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5
            nx, ny = -(y1 - y0) / length * r, (x1 - x0) / length * r
            pieces.append(
                f"M{fmt(x0 + nx)} {fmt(y0 + ny)}L{fmt(x1 + nx)} {fmt(y1 + ny)}"
                f"A{fmt(r)} {fmt(r)} 0 0 0 {fmt(x1 - nx)} {fmt(y1 - ny)}"
                f"L{fmt(x0 - nx)} {fmt(y0 - ny)}A{fmt(r)} {fmt(r)} 0 0 0 {fmt(x0 + nx)} "
                f"{fmt(y0 + ny)}z")
    return [("".join(pieces), ".nonZero", False)]


def rounded_rect(x, y, width, height, r):
    """Path data of a rectangle with corners rounded by `r`, wound as `circle_data`."""
    return (f"M{fmt(x + r)} {fmt(y)}A{fmt(r)} {fmt(r)} 0 0 0 {fmt(x)} {fmt(y + r)}"
            f"V{fmt(y + height - r)}A{fmt(r)} {fmt(r)} 0 0 0 {fmt(x + r)} {fmt(y + height)}"
            f"H{fmt(x + width - r)}A{fmt(r)} {fmt(r)} 0 0 0 {fmt(x + width)} "
            f"{fmt(y + height - r)}V{fmt(y + r)}A{fmt(r)} {fmt(r)} 0 0 0 {fmt(x + width - r)} "
            f"{fmt(y)}z")


def box(x, y, width, height, r, line=None):
    """A rounded rectangle, filled, or outlined by a line of `line` inside its edge."""
    data = rounded_rect(x, y, width, height, r)
    if line is None:
        return [(data, ".nonZero", False)]
    inner = rounded_rect(x + line, y + line, width - 2 * line, height - 2 * line, r - line)
    return [(data + inner, ".evenOdd", False)]


def arc(cx, cy, r, start, end, steps=12):
    """Points along a circle from angle `start` to `end` in degrees (0 at the right, 90 down)."""
    return [(cx + r * math.cos(math.radians(start + (end - start) * i / steps)),
             cy + r * math.sin(math.radians(start + (end - start) * i / steps)))
            for i in range(steps + 1)]


def mirrored(points):
    """Points mirrored left to right across the middle of the grid."""
    return [(16 - x, y) for x, y in points]


def erase(*parts):
    """Parts that erase what the layers before them drew, where they would have inked."""
    return [(data, rule, True) for part in parts for data, rule, _ in part]


def badged(name):
    """An icon with SF Symbols' badge: a dot at the top right, cut out of the icon by a gap."""
    return icon(name) + erase(circle(12.75, 3.25, 4)) + circle(12.75, 3.25, 2.75)


def slashed(name):
    """An icon with SF Symbols' slash from top left to bottom right, cut out of the icon by a
    gap."""
    line = [(1.75, 1.75), (14.25, 14.25)]
    return icon(name) + erase(strokes((3.25, line))) + strokes((1.25, line))


def circled(glyph):
    """A glyph inside a circle's outline, as SF Symbols' `.circle` names."""
    return ring(8, 8, 8, 7) + glyph


def circled_fill(glyph):
    """A glyph cut out of a filled circle, as SF Symbols' `.circle.fill` names."""
    return circle(8, 8, 8) + erase(glyph)


def chevron(*points):
    """A chevron through three points, in the stroke of the glyphs inside circles."""
    return strokes((1.5, list(points)))


def fmt(value):
    """A coordinate, at most four decimals, without trailing zeros."""
    text = f"{round(value, 4):.4f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


PATH_TOKEN = re.compile(r"[MmLlHhVvCcSsQqTtAaZz]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
ARGUMENTS = {"M": 2, "L": 2, "H": 1, "V": 1, "C": 6, "S": 4, "Q": 4, "T": 2, "A": 7, "Z": 0}


def transformed(data, scale, x, y):
    """SVG path data scaled by `scale` about the origin, then moved by x, y (the data itself
    when neither changes it)."""
    if scale == 1 and x == 0 and y == 0:
        return data
    tokens = tokenize(data)
    result, index, command, first = [], 0, None, True
    while index < len(tokens):
        if isinstance(tokens[index], str):
            command = tokens[index]
            index += 1
            if command in "Zz":
                result.append(command)
                continue
        if command is None:
            raise Refusal(f"path data {data[:40]!r} does not start with a command")
        count = ARGUMENTS[command.upper()]
        values = tokens[index:index + count]
        if len(values) != count or any(isinstance(v, str) for v in values):
            raise Refusal(f"path data {data[:40]!r} has a short {command}")
        index += count
        relative = command.islower() and not first
        emitted = command.upper() if first else command
        if command.upper() == "A":
            rx, ry, rotation, large, sweep, px, py = values
            px, py = point(px, py, scale, x, y, relative)
            out = [rx * scale, ry * scale, rotation, large, sweep, px, py]
        elif command.upper() == "H":
            out = [values[0] * scale + (0 if relative else x)]
        elif command.upper() == "V":
            out = [values[0] * scale + (0 if relative else y)]
        else:
            out = []
            for i in range(0, count, 2):
                out += point(values[i], values[i + 1], scale, x, y, relative)
        result.append(emitted + " ".join(fmt(v) for v in out))
        if first and command == "m":
            command = "l"  # further pairs of a leading relative moveto are relative linetos
        elif command in "Mm":
            command = "L" if command == "M" else "l"
        first = False
    return " ".join(result)


def point(px, py, scale, x, y, relative):
    return [px * scale, py * scale] if relative else [px * scale + x, py * scale + y]


def tokenize(data):
    """Commands as strings and numbers as floats; arc flags may be written without separators."""
    tokens, position, command, argument = [], 0, "", 0
    text = data.replace(",", " ")
    while position < len(text):
        if text[position].isspace():
            position += 1
            continue
        if command and command in "Aa" and argument % 7 in (3, 4) and text[position] in "01":
            tokens.append(float(text[position]))
            position += 1
            argument += 1
            continue
        match = PATH_TOKEN.match(text, position)
        if not match:
            raise Refusal(f"path data {data[:40]!r} has {text[position:position + 10]!r}")
        token = match.group()
        position = match.end()
        if token.isalpha():
            tokens.append(token)
            command, argument = token, 0
        else:
            tokens.append(float(token))
            argument += 1
    return tokens


ROOT_ATTRIBUTES = {
    "width": "16", "height": "16", "fill": "currentColor", "viewBox": "0 0 16 16",
}
RULES = {None: ".nonZero", "nonzero": ".nonZero", "evenodd": ".evenOdd"}


def composed():
    """SF Symbols name -> (description for dumps, parts), for names bootstrap-icons has no single
    icon for. Keep sorted by SF Symbols name."""
    return {
        "arrow.uturn.backward": ("drawn u-turn arrow", [UTURN]),
        "arrow.uturn.forward": ("drawn u-turn arrow", [UTURN_FORWARD]),
        "arrow.uturn.left": ("drawn u-turn arrow", [UTURN]),
        "arrow.uturn.right": ("drawn u-turn arrow", [UTURN_FORWARD]),
        "bell.badge": ("bell + badge", [badged("bell")]),
        "bell.badge.fill": ("bell-fill + badge", [badged("bell-fill")]),
        "bell.slash.fill": ("bell-fill + slash", [slashed("bell-fill")]),
        "bolt.circle": ("lightning-fill in circle", [circled(centred("lightning-fill", 0.55))]),
        "bolt.circle.fill": (
            "lightning-fill in circle-fill", [circled_fill(centred("lightning-fill", 0.55))]),
        "capsule": ("drawn capsule", [box(0.5, 4, 15, 8, 4, 1.1)]),
        "capsule.fill": ("drawn capsule", [box(0.5, 4, 15, 8, 4)]),
        "chevron.down.circle": ("chevron-down in circle", [circled(CHEVRON_DOWN)]),
        "chevron.down.circle.fill": ("chevron-down in circle-fill", [circled_fill(CHEVRON_DOWN)]),
        "chevron.left.circle": ("chevron-left in circle", [circled(CHEVRON_LEFT)]),
        "chevron.left.circle.fill": ("chevron-left in circle-fill", [circled_fill(CHEVRON_LEFT)]),
        "chevron.right.circle": ("chevron-right in circle", [circled(CHEVRON_RIGHT)]),
        "chevron.right.circle.fill": (
            "chevron-right in circle-fill", [circled_fill(CHEVRON_RIGHT)]),
        "chevron.up.circle": ("chevron-up in circle", [circled(CHEVRON_UP)]),
        "chevron.up.circle.fill": ("chevron-up in circle-fill", [circled_fill(CHEVRON_UP)]),
        "dollarsign.circle": (
            "currency-dollar in circle", [circled(centred("currency-dollar", 0.7))]),
        "dollarsign.circle.fill": (
            "currency-dollar in circle-fill", [circled_fill(centred("currency-dollar", 0.7))]),
        "ellipsis.circle": ("three-dots in circle", [circled(centred("three-dots", 0.6))]),
        "ellipsis.circle.fill": (
            "three-dots in circle-fill", [circled_fill(centred("three-dots", 0.6))]),
        "envelope.badge": ("envelope + badge", [badged("envelope")]),
        "envelope.badge.fill": ("envelope-fill + badge", [badged("envelope-fill")]),
        "figure.run": ("drawn running figure", [circle(10.6, 2.1, 1.65), strokes(
            (2.5, [(9.4, 5.2), (7.3, 9.3)]),
            (1.5, [(9.4, 5.4), (11.2, 7.1), (13.4, 6.3)]),
            (1.5, [(9.1, 5.4), (6.7, 5.8), (5.0, 7.7)]),
            (1.7, [(7.3, 9.3), (10.0, 11.0), (9.5, 14.5)]),
            (1.7, [(7.3, 9.3), (6.0, 12.5), (2.4, 13.3)]))]),
        "figure.walk": ("drawn walking figure", [circle(8.4, 2.0, 1.65), strokes(
            (2.5, [(8.0, 5.2), (7.5, 9.5)]),
            (1.5, [(8.1, 5.5), (9.7, 7.4), (11.1, 8.4)]),
            (1.5, [(7.7, 5.5), (6.3, 7.4), (5.9, 9.3)]),
            (1.7, [(7.5, 9.5), (9.3, 12.2), (10.1, 15.0)]),
            (1.7, [(7.5, 9.5), (6.4, 12.5), (4.7, 14.7)]))]),
        "heart.circle": ("heart-fill in circle", [circled(centred("heart-fill", 0.55))]),
        "heart.circle.fill": (
            "heart-fill in circle-fill", [circled_fill(centred("heart-fill", 0.55))]),
        "heart.slash": ("heart + slash", [slashed("heart")]),
        "heart.slash.fill": ("heart-fill + slash", [slashed("heart-fill")]),
        "leaf": ("drawn leaf outline", [
            drawn(LEAF), erase(drawn(LEAF_INSIDE)),
            strokes((1.1, [(1.6, 14.4), (4.2, 11.8), (10.6, 5.4)]))]),
        "leaf.fill": ("drawn leaf", [
            drawn(LEAF), erase(strokes((1.1, [(4.2, 11.8), (10.6, 5.4)]))),
            strokes((1.1, [(1.6, 14.4), (4.2, 11.8)]))]),
        "list.dash": ("drawn list", [strokes(
            *[(1.25, points) for y in (4, 8, 12) for points in ([(1.5, y), (3, y)],
                                                                 [(5.5, y), (14.5, y)])])]),
        "location.circle": ("cursor-fill in circle", [circled(centred("cursor-fill", 0.5))]),
        "location.circle.fill": (
            "cursor-fill in circle-fill", [circled_fill(centred("cursor-fill", 0.5))]),
        "lock.circle": ("lock-fill in circle", [circled(centred("lock-fill", 0.55))]),
        "lock.circle.fill": (
            "lock-fill in circle-fill", [circled_fill(centred("lock-fill", 0.55))]),
        "magnifyingglass.circle": ("search in circle", [circled(centred("search", 0.55))]),
        "magnifyingglass.circle.fill": (
            "search in circle-fill", [circled_fill(centred("search", 0.55))]),
        "mappin.circle": ("geo-alt-fill in circle", [circled(centred("geo-alt-fill", 0.55))]),
        "mappin.circle.fill": (
            "geo-alt-fill in circle-fill", [circled_fill(centred("geo-alt-fill", 0.55))]),
        "phone.circle": ("telephone-fill in circle", [circled(centred("telephone-fill", 0.5))]),
        "phone.circle.fill": (
            "telephone-fill in circle-fill", [circled_fill(centred("telephone-fill", 0.5))]),
        "rectangle": ("drawn rectangle", [box(0.5, 3, 15, 10, 2, 1.1)]),
        "rectangle.fill": ("drawn rectangle", [box(0.5, 3, 15, 10, 2)]),
        "square.on.square": ("drawn squares", [
            box(4.5, 0.5, 11, 11, 2, 1.1), erase(box(-0.5, 3.5, 13, 13, 3)),
            box(0.5, 4.5, 11, 11, 2, 1.1)]),
        "star.circle": ("star-fill in circle", [circled(centred("star-fill", 0.55))]),
        "star.circle.fill": (
            "star-fill in circle-fill", [circled_fill(centred("star-fill", 0.55))]),
        "star.slash": ("star + slash", [slashed("star")]),
        "star.slash.fill": ("star-fill + slash", [slashed("star-fill")]),
    }


CHEVRON_DOWN = chevron((4.75, 6.5), (8, 9.75), (11.25, 6.5))
CHEVRON_LEFT = chevron((9.5, 4.75), (6.25, 8), (9.5, 11.25))
CHEVRON_RIGHT = chevron((6.5, 4.75), (9.75, 8), (6.5, 11.25))
CHEVRON_UP = chevron((4.75, 9.5), (8, 6.25), (11.25, 9.5))

# A u-turn arrow as SF Symbols draws it: the head at the top left, the turn at the right, the
# tail at the bottom left.
UTURN = strokes(
    (1.4, [(5.2, 1.9), (2.2, 4.9), (5.2, 7.9)]),
    (1.4, [(2.4, 4.9)] + arc(10.2, 9, 4.1, -90, 90) + [(3.5, 13.1)]))
UTURN_FORWARD = strokes(
    (1.4, mirrored([(5.2, 1.9), (2.2, 4.9), (5.2, 7.9)])),
    (1.4, mirrored([(2.4, 4.9)] + arc(10.2, 9, 4.1, -90, 90) + [(3.5, 13.1)])))

# A leaf from its stem at the bottom left to its tip at the top right, and its inside for the
# outline.
LEAF = "M3.4 12.6C1.2 7.4 5 2.3 14.4 1.6C14.9 10.2 9.6 14.9 3.4 12.6Z"
LEAF_INSIDE = "M4.3 11.6C2.9 7.6 5.9 3.6 13.4 2.6C13.5 9.5 9.3 13.3 4.3 11.6Z"


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
    """A <circle> as path data."""
    try:
        cx, cy, r = (float(element.get(name, "")) for name in ("cx", "cy", "r"))
    except ValueError:
        raise Refusal(f"{icon}: <circle> needs numeric cx, cy and r") from None
    if r <= 0:
        raise Refusal(f"{icon}: <circle> radius {r} draws nothing")
    return circle_data(cx, cy, r)


def circle_data(cx, cy, r):
    """A circle as two half-circle arcs, which the path parser draws exactly."""
    def number(value):
        return f"{value:g}"
    return (f"M{number(cx - r)} {number(cy)}a{number(r)} {number(r)} 0 1 0 {number(2 * r)} 0"
            f"a{number(r)} {number(r)} 0 1 0 {number(-2 * r)} 0z")


def source(version):
    lines = [
        f"// Generated by scripts/generate-symbols.py from bootstrap-icons {version}; do not edit.",
        "// The outlines are bootstrap-icons' (MIT licence, © The Bootstrap Authors): see",
        "// BootstrapIcons-LICENSE.txt beside this file. Path data is kept verbatim (composed",
        "// names: scaled, moved or drawn on the same grid), one layer a line, so lines exceed the",
        "// house 100 columns.",
        "import Raster",
        "",
        "extension SymbolOutline {",
        "  /// Every mapped SF Symbols name and its outline, in 16×16 bootstrap-icons units.",
        "  static let all: [String: SymbolOutline] = [",
    ]
    outlines = {name: (icon, [(data, rule, False) for data, rule in layers(icon)])
                for name, icon in MAPPING.items()}
    for name, (description, parts) in composed().items():
        if name in outlines:
            raise Refusal(f"{name}: both mapped and composed")
        outlines[name] = (description, [layer for part in parts for layer in part])
    for name in sorted(outlines):
        description, outline = outlines[name]
        lines.append(f'    "{name}": SymbolOutline(icon: "{description}", layers: [')
        for data, rule, erases in outline:
            if not data or '"' in data or "\\" in data:
                raise Refusal(f"{name}: path data {data!r} cannot be embedded")
            flag = ", erases: true" if erases else ""
            lines.append(f'      Layer(pathData: "{data}", rule: {rule}{flag}),')
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
    count = text.count("SymbolOutline(icon:")
    print(f"generate-symbols: {count} symbols ({count - len(MAPPING)} composed) -> "
          f"{OUTPUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
