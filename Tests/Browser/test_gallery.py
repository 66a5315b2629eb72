#!/usr/bin/env python3
"""Real-browser checks of the gallery, run by `make test`.

Builds a small catalog run with every kind of outcome using the release binary (a changed
snapshot, a missing one, an orphan and passing ones), opens the gallery from file:// in
Debian's headless Chromium, and checks what a reviewer relies on. A second page is rebuilt with
`catalog gallery` from a real report given accessibility data by hand (a changed text snapshot,
a failing, a warning and a baselined finding, an overlay image, a stale baseline entry, labels
that try to be markup). Prints `N passed, M failed`. With GALLERY_SCREENSHOTS=dir, the review
sheet's accessibility tab is saved there as a PNG to look at.
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
import traceback

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BIN = os.path.join(ROOT, ".build", "release", "catalog")


def build_run(work):
    snapshots = os.path.join(work, "Snapshots")
    report = os.path.join(work, "report")
    subprocess.run([BIN, "record", "--quiet", "--snapshots", snapshots, "--filter", "^DLSBadge/",
                    "--report", os.path.join(work, "record-report")], check=True, cwd=ROOT,
                   stdout=subprocess.DEVNULL)
    badge = os.path.join(snapshots, "DLSBadge")
    # A changed snapshot: another rendering of the same size stands in as the reference.
    shutil.copyfile(os.path.join(badge, "count.png"), os.path.join(badge, "count.dark.png"))
    # A size change: the narrow count badge stands in for the wide one.
    shutil.copyfile(os.path.join(badge, "count.png"), os.path.join(badge, "wide-count.png"))
    os.remove(os.path.join(badge, "error.png"))  # a missing reference
    shutil.copyfile(os.path.join(badge, "success.png"), os.path.join(badge, "retired.png"))
    result = subprocess.run([BIN, "verify", "--quiet", "--snapshots", snapshots, "--filter",
                             "^DLSBadge/", "--report", report], cwd=ROOT, capture_output=True,
                            text=True)
    assert result.returncode == 1, f"verify should fail with 1, got {result.returncode}: {result.stderr}"
    with open(os.path.join(report, "report.json")) as f:
        entries = json.load(f)["entries"]
    return os.path.join(report, "index.html"), entries


# Labels are user text: each of these must show as written and never run or become markup.
HOSTILE = '<script>window.pwned=1</script>'
HOSTILE_TREE = '<img src=x onerror="window.pwned=2"> \'quoted\' & <!--<script>'
HOSTILE_REASON = '<img src=x onerror=window.pwned=3>'
A11Y_DIFF = ('  # catalog-a11y/1\n'
             '- text "12" frame: (8, 4, 32×30)\n'
             '+ text "12 new" frame: (8, 4, 32×30)\n'
             f'  image "{HOSTILE_TREE}" frame: (0, 0, 48×38)\n')


def finding(rule, severity, element, baseline=None, note=None):
    return {"rule": rule, "severity": severity, "element": element, "frame": "(8, 4, 32×30)",
            "measured": "2.85:1", "threshold": "4.5:1", "fix": "darken the text",
            **({"note": note} if note else {}), **({"baselineReason": baseline} if baseline else {})}


def build_accessibility_run(work):
    """The record run's report with accessibility data added by hand, as a verify run would
    write it, and its gallery rebuilt by `catalog gallery`."""
    report = os.path.join(work, "a11y-report")
    shutil.copytree(os.path.join(work, "record-report"), report)
    with open(os.path.join(report, "report.json")) as f:
        data = json.load(f)
    data["command"] = "verify"
    overlay = "images/overlay/DLSBadge/count.png"
    os.makedirs(os.path.dirname(os.path.join(report, overlay)), exist_ok=True)
    # Any PNG stands in for the overlay: the page only shows it.
    shutil.copyfile(os.path.join(report, "images/expected/DLSBadge/wide-count.png"),
                    os.path.join(report, overlay))
    tree = f'# catalog-a11y/1\n- text "12 new" frame: (8, 4, 32×30)\n  image "{HOSTILE_TREE}"\n'
    accessibility = {
        "DLSBadge/count": {
            "status": "failed", "message": "the accessibility snapshot differs", "tree": tree,
            "expectedTree": tree.replace("12 new", "12"), "diff": A11Y_DIFF,
            "violations": [
                finding("contrast", "error", f'text "{HOSTILE}"', note="worst case over a gradient"),
                finding("truncation", "warning", 'text "12 new"'),
                finding("target-size", "error", 'image "badge"', baseline="decorative, DS-12"),
            ]},
        "DLSBadge/neutral": {"status": "passed", "tree": tree, "violations": []},
        "DLSBadge/success": {"status": "passed", "tree": tree,
                             "violations": [finding("truncation", "warning", 'text "OK"')]},
        "DLSBadge/error": {"status": "passed", "tree": tree, "violations": [
            finding("contrast", "error", 'text "Error"', baseline="brand red")]},
    }
    for entry in data["entries"]:
        entry["status"] = "passed"
        entry.pop("message", None)
        # Only the crafted entries keep accessibility data, so the badges checked are these.
        entry.pop("accessibility", None)
        entry["images"].pop("overlay", None)
        if entry["id"] in accessibility:
            entry["accessibility"] = {"file": entry["id"] + ".a11y.yaml", **accessibility[entry["id"]]}
        if entry["id"] == "DLSBadge/count":
            entry["status"] = "failed"
            entry["message"] = "the accessibility snapshot differs; 1 accessibility violation"
            entry["images"]["overlay"] = overlay
    statuses = [e["status"] for e in data["entries"]]
    data["summary"] = {"total": len(statuses), "passed": statuses.count("passed"),
                       "failed": statuses.count("failed"), "missing": 0, "orphaned": 0,
                       "recorded": 0, "unchanged": 0, "errors": 0}
    data["accessibilityBaseline"] = {
        "file": "Snapshots/accessibility-baseline.json",
        "stale": [{"snapshot": "DLSBadge/retired", "rule": "contrast", "element": 'text "Old"',
                   "reason": HOSTILE_REASON}],
        "fixed": []}
    with open(os.path.join(report, "report.json"), "w") as f:
        json.dump(data, f, indent=2, ensure_ascii=False)
    subprocess.run([BIN, "gallery", "--report", report], check=True, cwd=ROOT,
                   stdout=subprocess.DEVNULL)
    return os.path.join(report, "index.html"), data["entries"]


def build_sections_run(work):
    """A passing run of a component and a screen, for the gallery's sections."""
    snapshots = os.path.join(work, "SectionSnapshots")
    report = os.path.join(work, "sections-report")
    subprocess.run([BIN, "record", "--quiet", "--snapshots", snapshots, "--filter",
                    "^(DLSBadge|CounterScreen)/", "--report", report], check=True, cwd=ROOT,
                   stdout=subprocess.DEVNULL)
    return os.path.join(report, "index.html")


def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for arg in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,4000",
                "--allow-file-access-from-files"]:
        options.add_argument(arg)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def visible_cards(d):
    return [c for c in d.find_elements(By.CSS_SELECTOR, "article.card") if c.is_displayed()]


def card_ids(d):
    return sorted(c.get_attribute("id") for c in visible_cards(d))


def main():
    work = tempfile.mkdtemp(prefix="catalog-gallery-")
    page, entries = build_run(work)
    sections_page = build_sections_run(work)
    a11y_page, a11y_entries = build_accessibility_run(work)
    # What the page must show follows from the run's report, so adding a badge variant to the
    # design system does not break these checks; the one changed, missing and orphaned
    # snapshot are fixed by build_run.
    passed = sum(1 for e in entries if e["status"] == "passed")
    dark = sorted(e["id"] for e in entries if e.get("traits", {}).get("colorScheme") == "dark")
    assert passed >= 4 and len(dark) >= 4, (passed, dark)
    d = browser()
    results = []

    def check(name, fn, target=page):
        try:
            d.get("file://" + target)
            time.sleep(0.2)
            fn()
            results.append((name, None))
            print(f"ok   {name}")
        except Exception:  # noqa: BLE001 - report every failing check and go on
            results.append((name, traceback.format_exc()))
            print(f"FAIL {name}\n{traceback.format_exc()}")

    def no_console_errors():
        errors = [e for e in d.get_log("browser") if e["level"] == "SEVERE"]
        assert not errors, errors

    def every_image_loads():
        images = d.find_elements(By.CSS_SELECTOR, "img")
        # One image per card: every snapshot of the run, and the orphan.
        assert len(images) == len(entries), (len(images), len(entries))
        for img in images:
            d.execute_script("arguments[0].scrollIntoView()", img)
        time.sleep(0.3)
        broken = [i.get_attribute("src") for i in images
                  if d.execute_script("return arguments[0].complete && arguments[0].naturalWidth", i) == 0]
        assert not broken, broken

    def summary_counts():
        chips = {c.get_attribute("data-status"): c.text for c in d.find_elements(By.CSS_SELECTOR, "[data-status]") if c.tag_name == "button"}
        assert chips == {"failed": "Failed2", "new": "New or missing1", "orphaned": "Orphaned1",
                         "errors": "Errors0", "passed": f"Passed{passed}"}, chips
        assert "FAIL" in d.find_element(By.ID, "verdict").text

    def search_filters():
        box = d.find_element(By.ID, "search")
        box.send_keys("neutral")
        assert card_ids(d) == ["DLSBadge/neutral", "DLSBadge/neutral.dark"], card_ids(d)
        box.clear()
        box.send_keys("nothing like this")
        assert card_ids(d) == []

    def status_filters():
        d.find_element(By.CSS_SELECTOR, "button[data-status=failed]").click()
        assert card_ids(d) == ["DLSBadge/count.dark", "DLSBadge/wide-count"], card_ids(d)
        d.find_element(By.CSS_SELECTOR, "button[data-status=orphaned]").click()
        assert card_ids(d) == ["DLSBadge/count.dark", "DLSBadge/retired", "DLSBadge/wide-count"], card_ids(d)

    def trait_switcher():
        d.find_element(By.CSS_SELECTOR, "button[data-trait=colorScheme][data-value=dark]").click()
        ids = card_ids(d)
        assert ids and all(i.endswith(".dark") for i in ids), ids
        assert ids == dark, (ids, dark)

    def deep_link():
        d.set_window_size(1280, 700)
        try:
            for target in ["DLSBadge/success.dark", "DLSBadge/large-text", "DLSBadge/wide-count.dark"]:
                d.get("file://" + page + "#" + target.replace("/", "%2F"))
                time.sleep(0.3)
                card = d.find_element(By.ID, target)
                assert "current" in card.get_attribute("class")
                # The card's title shows below the sticky header, not under it.
                header = d.execute_script("return document.querySelector('header.top').getBoundingClientRect().bottom")
                title = d.execute_script("return arguments[0].querySelector('h3').getBoundingClientRect()", card)
                assert title["top"] >= header, (target, title, header)
                assert title["bottom"] <= 700, (target, title)
        finally:
            d.set_window_size(1280, 4000)

    def keyboard_search_shortcut():
        d.find_element(By.TAG_NAME, "body").send_keys("/")
        assert d.switch_to.active_element.get_attribute("id") == "search"

    def review_modes():
        card = d.find_element(By.ID, "DLSBadge/count.dark")
        card.find_element(By.CSS_SELECTOR, "button.open").click()
        sheet = d.find_element(By.ID, "review")
        assert sheet.is_displayed()
        captions = [f.text for f in sheet.find_elements(By.CSS_SELECTOR, "figcaption")]
        assert captions == ["Expected", "Actual", "Diff"], captions
        for img in sheet.find_elements(By.CSS_SELECTOR, "img"):
            assert d.execute_script("return arguments[0].naturalWidth", img) > 0
        assert "record --filter" in sheet.find_element(By.CSS_SELECTOR, "code.cmd").text
        sheet.find_element(By.CSS_SELECTOR, "button[data-mode=slider]").click()
        slider = sheet.find_element(By.CSS_SELECTOR, "input[type=range]")
        top = sheet.find_element(By.CSS_SELECTOR, "img.top-img")
        before = top.value_of_css_property("clip-path")
        d.execute_script("arguments[0].value=10;arguments[0].dispatchEvent(new Event('input'))", slider)
        after = top.value_of_css_property("clip-path")
        assert before != after and "90%" in after, (before, after)
        sheet.find_element(By.CSS_SELECTOR, "button[data-mode=onion]").click()
        onion = sheet.find_element(By.CSS_SELECTOR, "input[type=range]")
        top = sheet.find_element(By.CSS_SELECTOR, "img.top-img")
        d.execute_script("arguments[0].value=20;arguments[0].dispatchEvent(new Event('input'))", onion)
        assert abs(float(top.value_of_css_property("opacity")) - 0.2) < 1e-6
        sheet.find_element(By.CSS_SELECTOR, "button[data-mode=blink]").click()
        top = sheet.find_element(By.CSS_SELECTOR, "img.top-img")
        seen = set()
        for _ in range(12):
            seen.add(top.value_of_css_property("visibility"))
            time.sleep(0.1)
        assert seen == {"visible", "hidden"}, seen
        sheet.find_element(By.CSS_SELECTOR, "button[data-mode=diff]").click()
        imgs = sheet.find_elements(By.CSS_SELECTOR, "img")
        assert len(imgs) == 1 and "/diff/" in imgs[0].get_attribute("src")
        d.find_element(By.TAG_NAME, "body").send_keys(Keys.ESCAPE)
        assert not d.find_element(By.ID, "review").is_displayed()

    def review_of_a_size_change():
        card = d.find_element(By.ID, "DLSBadge/wide-count")
        card.find_element(By.CSS_SELECTOR, "button.open").click()
        sheet = d.find_element(By.ID, "review")
        assert sheet.is_displayed()
        time.sleep(0.3)
        stated = sheet.find_element(By.CSS_SELECTOR, ".size-change").text
        assert stated.startswith("Size changed: reference 48×38 px, rendering "), stated
        figures = {f.find_element(By.TAG_NAME, "figcaption").text: f.find_element(By.TAG_NAME, "img")
                   for f in sheet.find_elements(By.CSS_SELECTOR, "figure")}
        assert list(figures) == ["Expected", "Actual", "Diff"], list(figures)
        sizes = {k: d.execute_script("return [arguments[0].width, arguments[0].height, "
                                     "arguments[0].naturalWidth, arguments[0].naturalHeight]", img)
                 for k, img in figures.items()}
        # Each image at its own size (half its pixels at 2x), not at the rendering's.
        for k, (w, h, nw, nh) in sizes.items():
            assert (w, h) == (round(nw / 2), round(nh / 2)), (k, sizes)
        assert sizes["Expected"][2:] == [48, 38], sizes
        assert sizes["Actual"][2] > 48, sizes
        assert sizes["Diff"][2] == sizes["Actual"][2], sizes
        # Overlaid, both start at the stage's top-left corner.
        sheet.find_element(By.CSS_SELECTOR, "button[data-mode=onion]").click()
        time.sleep(0.3)
        stage = sheet.find_element(By.CSS_SELECTOR, ".stage")
        corners = d.execute_script(
            "var s=arguments[0].getBoundingClientRect();return Array.from(arguments[0].querySelectorAll('img'))"
            ".map(function(i){var r=i.getBoundingClientRect();return [r.left-s.left,r.top-s.top,r.width,r.height]})"
            ".concat([[s.width,s.height]])", stage)
        assert corners[0][:2] == [0, 0] and corners[1][:2] == [0, 0], corners
        assert corners[2] == [max(corners[0][2], corners[1][2]), max(corners[0][3], corners[1][3])], corners
        sheet.find_element(By.CSS_SELECTOR, "button[data-mode=diff]").click()
        mask = sheet.find_element(By.CSS_SELECTOR, "img")
        assert "/diff/" in mask.get_attribute("src")
        time.sleep(0.2)
        assert d.execute_script("return arguments[0].naturalWidth", mask) > 48

    def screens_have_their_own_section():
        d.get("file://" + sections_page)
        time.sleep(0.2)
        groups = d.find_elements(By.CSS_SELECTOR, "main > section.group")
        titles = [g.find_element(By.CSS_SELECTOR, "h2.group-title").text for g in groups]
        assert titles == ["Components", "Screens"], titles
        in_group = {g.find_element(By.CSS_SELECTOR, "h2.group-title").text:
                    [h.text for h in g.find_elements(By.CSS_SELECTOR, "section.def > h2")]
                    for g in groups}
        assert in_group == {"Components": ["DLSBadge"], "Screens": ["CounterScreen"]}, in_group
        nav = [e.text for e in d.find_elements(By.CSS_SELECTOR, "#index > *")]
        assert nav[0] == "COMPONENTS" and "SCREENS" in nav, nav
        assert nav[nav.index("SCREENS") + 1].startswith("CounterScreen"), nav

    def every_problem_opens_a_review():
        for status in ["failed", "missing", "orphaned"]:
            for card in d.find_elements(By.CSS_SELECTOR, f"article.card[data-status={status}]"):
                card.find_element(By.CSS_SELECTOR, "button.open").click()
                assert d.find_element(By.ID, "review").is_displayed(), card.get_attribute("id")
                d.find_element(By.TAG_NAME, "body").send_keys(Keys.ESCAPE)

    def badges():
        lines = {}
        for card in d.find_elements(By.CSS_SELECTOR, "article.card"):
            for line in card.find_elements(By.CSS_SELECTOR, ".a11y-line"):
                extra = line.find_elements(By.CSS_SELECTOR, ".a11y-extra")
                lines[card.get_attribute("id")] = (
                    line.find_element(By.CSS_SELECTOR, ".badge").text,
                    extra[0].text if extra else "", line.get_attribute("aria-label"))
        return lines

    def color(css):
        return d.execute_script(
            "return getComputedStyle(document.querySelector(arguments[0])).color", css)

    def accessibility_badges():
        assert badges() == {
            "DLSBadge/count": ("A11y 1", "1 warning · 1 known",
                               "Accessibility: 1 failing violation, 1 warning, 1 known"),
            "DLSBadge/neutral": ("A11y ✓", "", "Accessibility: no failing violations"),
            "DLSBadge/success": ("A11y ✓", "1 warning",
                                 "Accessibility: no failing violations, 1 warning"),
            "DLSBadge/error": ("A11y ✓", "1 known", "Accessibility: no failing violations, 1 known"),
        }, badges()
        # Failing in the failure colour, the rest muted; entries without accessibility data
        # show no badge (checked above: only four cards have one).
        fail = color("#verdict b.fail")
        assert color('[id="DLSBadge/count"] .badge.a11y') == fail
        assert color('[id="DLSBadge/neutral"] .badge.a11y') != fail
        assert color('[id="DLSBadge/count"] .a11y-extra') == color('[id="DLSBadge/count"] .meta')
        assert len(visible_cards(d)) == len(a11y_entries)

    def accessibility_filter():
        chip = d.find_element(By.ID, "a11yFilter")
        assert chip.text == "Accessibility findings3", chip.text
        chip.click()
        assert chip.get_attribute("aria-pressed") == "true"
        assert card_ids(d) == ["DLSBadge/count", "DLSBadge/error", "DLSBadge/success"], card_ids(d)
        d.find_element(By.CSS_SELECTOR, "button[data-status=failed]").click()
        assert card_ids(d) == ["DLSBadge/count"], card_ids(d)
        d.find_element(By.CSS_SELECTOR, "button[data-status=failed]").click()
        chip.click()
        assert len(card_ids(d)) == len(a11y_entries)

    def accessibility_review():
        d.find_element(By.ID, "DLSBadge/count").find_element(By.CSS_SELECTOR, "button.open").click()
        sheet = d.find_element(By.ID, "review")
        assert sheet.is_displayed()
        tab = sheet.find_element(By.CSS_SELECTOR, "[role=tab][data-tab=a11y]")
        assert tab.get_attribute("aria-selected") == "true"
        time.sleep(0.3)
        overlay = sheet.find_element(By.CSS_SELECTOR, "img.overlay")
        assert d.execute_script("return arguments[0].naturalWidth", overlay) > 0
        assert overlay.get_attribute("src").endswith("images/overlay/DLSBadge/count.png")
        lines = sheet.find_elements(By.CSS_SELECTOR, "pre.diff .line")
        texts = [line.text for line in lines]
        assert texts == A11Y_DIFF.rstrip("\n").split("\n"), texts
        kinds = [line.get_attribute("class") for line in lines]
        assert kinds == ["line ctx", "line del", "line add", "line ctx"], kinds
        background = [line.value_of_css_property("background-color") for line in lines]
        # Removed and added lines each in their own colour, context lines in neither.
        assert background[0] == background[3], background
        assert len(set(background[:3])) == 3, background
        rows = [[c.text for c in r.find_elements(By.TAG_NAME, "td")]
                for r in sheet.find_elements(By.CSS_SELECTOR, "table.findings tbody tr")]
        assert rows == [
            ["contrast", f'text "{HOSTILE}"', "(8, 4, 32×30)", "2.85:1", "4.5:1", "darken the text",
             "worst case over a gradient", "failing"],
            ["truncation", 'text "12 new"', "(8, 4, 32×30)", "2.85:1", "4.5:1", "darken the text", "",
             "warning"],
            ["target-size", 'image "badge"', "(8, 4, 32×30)", "2.85:1", "4.5:1", "darken the text", "",
             "known: decorative, DS-12"],
        ], rows
        assert color("#review td.finding.failing") == color("#verdict b.fail")
        shots = os.environ.get("GALLERY_SCREENSHOTS")
        if shots:
            os.makedirs(shots, exist_ok=True)
            sheet.find_element(By.CSS_SELECTOR, ".sheet").screenshot(
                os.path.join(shots, "review-accessibility.png"))
        # The tabs follow the keyboard, and the pixels tab still reviews pixels.
        tab.send_keys(Keys.ARROW_LEFT)
        pixels = sheet.find_element(By.CSS_SELECTOR, "[role=tab][data-tab=pixels]")
        assert pixels.get_attribute("aria-selected") == "true"
        assert d.switch_to.active_element == pixels
        assert [f.text for f in sheet.find_elements(By.CSS_SELECTOR, "figcaption")] == ["Expected"]
        assert not sheet.find_elements(By.CSS_SELECTOR, "img.overlay")
        pixels.send_keys(Keys.ARROW_RIGHT)
        assert tab.get_attribute("aria-selected") == "true"
        d.find_element(By.TAG_NAME, "body").send_keys(Keys.ESCAPE)
        assert not d.find_element(By.ID, "review").is_displayed()

    def hostile_labels_stay_text():
        assert d.execute_script("return typeof window.pwned") == "undefined"
        assert not d.find_elements(By.CSS_SELECTOR, "img[src=x]")
        # The embedded report did not swallow the page's script: two script elements, and the
        # cards it draws are there.
        assert len(d.find_elements(By.TAG_NAME, "script")) == 2
        assert len(visible_cards(d)) == len(a11y_entries)
        d.find_element(By.ID, "DLSBadge/count").find_element(By.CSS_SELECTOR, "button.open").click()
        tree = d.find_element(By.CSS_SELECTOR, "#review pre.tree")
        assert HOSTILE_TREE in d.execute_script("return arguments[0].textContent", tree)
        assert d.execute_script("return typeof window.pwned") == "undefined"
        assert not d.find_elements(By.CSS_SELECTOR, "img[src=x]")

    def baseline_in_header():
        note = d.find_element(By.ID, "baseline")
        summary = note.find_element(By.TAG_NAME, "summary")
        assert summary.text == "Accessibility baseline: 1 stale", summary.text
        summary.click()
        item = note.find_element(By.TAG_NAME, "li").text
        assert item == f'stale DLSBadge/retired · contrast · text "Old" — {HOSTILE_REASON}', item
        assert not note.find_elements(By.TAG_NAME, "img")
        assert "Snapshots/accessibility-baseline.json" in note.text

    for name, fn in [("accessibility: no console errors", no_console_errors),
                     ("accessibility badges", accessibility_badges),
                     ("accessibility filter", accessibility_filter),
                     ("accessibility review", accessibility_review),
                     ("hostile labels stay text", hostile_labels_stay_text),
                     ("baseline in the header", baseline_in_header)]:
        check(name, fn, a11y_page)

    for name, fn in [("no console errors", no_console_errors), ("every image loads", every_image_loads),
                     ("summary counts", summary_counts), ("search filters", search_filters),
                     ("status filters", status_filters), ("trait switcher", trait_switcher),
                     ("deep link", deep_link), ("keyboard search shortcut", keyboard_search_shortcut),
                     ("review modes", review_modes),
                     ("review of a size change", review_of_a_size_change),
                     ("every problem opens a review", every_problem_opens_a_review),
                     ("screens have their own section", screens_have_their_own_section)]:
        check(name, fn)
    d.quit()
    shutil.rmtree(work, ignore_errors=True)
    failed = sum(1 for _, error in results if error)
    print(f"{len(results) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
