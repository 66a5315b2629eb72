#!/usr/bin/env python3
"""Real-browser checks of the gallery, run by `make test`.

Builds a small catalog run with every kind of outcome using the release binary (a changed
snapshot, a missing one, an orphan and passing ones), opens the gallery from file:// in
Debian's headless Chromium, and checks what a reviewer relies on. Prints `N passed, M failed`.
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
    # What the page must show follows from the run's report, so adding a badge variant to the
    # design system does not break these checks; the one changed, missing and orphaned
    # snapshot are fixed by build_run.
    passed = sum(1 for e in entries if e["status"] == "passed")
    dark = sorted(e["id"] for e in entries if e.get("traits", {}).get("colorScheme") == "dark")
    assert passed >= 4 and len(dark) >= 4, (passed, dark)
    d = browser()
    results = []

    def check(name, fn):
        try:
            d.get("file://" + page)
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
