#!/usr/bin/env python3
"""simulator_e2e.py — end-to-end test of `glimpse serve` in headless Chromium (issue 5).

Drives Debian's chromium through chromedriver (W3C WebDriver over HTTP; Python stdlib only):
opens the simulator page, adds EmojiRangers circular to the Lock Screen through the gallery,
locks and checks the redaction — and that a kiosk (`glimpse host --surface lockScreen --frames`)
started on the same database sees the lock and draws a new frame, and that a second one's
full-screen page (`--serve`), open in another tab, shows the locked frame —, jumps the clock an hour
and checks the widget's timer changed,
drags the widget onto the watch face and checks the host moved it,
stacks two widgets on the Home Screen and sends a relevant intent over the WidgetCenter socket,
then sees the stack's top rotate in /api/places and in the page's pixels (issue 13),
and — with `--controls-bundle` (Examples/Productivity) — adds the timer toggle to Control Center
through the control gallery (its configuration form choosing the Study timer), taps it and checks its state and pixels change and the ledger row
the host and the inspector show (issue 12),
and saves screenshots as the test artifacts.

Usage:
  Tests/e2e/simulator_e2e.py --glimpse .build/debug/glimpse --bundle .build/debug/EmojiRangers \
      [--controls-bundle .build/debug/Productivity] [--artifacts .build/e2e] [--keep-open]

Exit status: 0 passed, 1 failed, 77 skipped (no browser can be run here; the reason is printed).
"""

import argparse
import base64
import datetime
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

SKIP = 77
ELEMENT = "element-6066-11e4-a52e-4f735466cecf"


class Failure(Exception):
    pass


def log(message):
    print(f"e2e: {message}", flush=True)


# ---------------------------------------------------------------------------- processes


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_server(glimpse, bundles, database):
    # A WidgetCenter socket of its own, so the test never meets another host's; Productivity's
    # timers in a file of its own.
    folder = os.path.dirname(database)
    environment = dict(os.environ, GLIMPSE_SOCKET=os.path.join(folder, "host.sock"),
                       PRODUCTIVITY_STATE=os.path.join(folder, "timers.json"))
    process = subprocess.Popen(
        [glimpse, "serve", *bundles, "--port", "0", "--db", database],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=environment)
    deadline = time.time() + 30
    while time.time() < deadline:
        line = process.stdout.readline()
        if not line:
            if process.poll() is not None:
                raise Failure(f"glimpse serve exited with {process.returncode}: {process.stderr.read()}")
            continue
        if line.startswith("Serving "):
            return process, line.split()[1]
    process.kill()
    raise Failure("glimpse serve printed no URL within 30 s")


class Kiosk:
    """`glimpse host --surface NAME --frames DIR` (or, with `serve`, `--serve 0`: a full-screen page)
    on the simulator's database — a viewer, since the simulator hosts it; its lines are read as
    they come."""

    def __init__(self, glimpse, database, surface, directory, serve=False):
        import threading
        self.frame = os.path.join(directory, f"{surface}.png")
        self.lines = []
        output = ["--serve", "0"] if serve else ["--frames", directory]
        self.process = subprocess.Popen(
            [glimpse, "host", "--db", database, "--surface", surface, *output, "--scale", "1"],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.process.stdout:
            self.lines.append(line.rstrip("\n"))

    def surface_lines(self):
        return [line for line in self.lines if line.startswith("surface ")]

    def url(self):
        """The page's address, once `kiosk: serving the … surface on URL` is printed."""
        return next((line.rsplit(" ", 1)[1] for line in self.lines if line.startswith("kiosk: serving ")), None)

    def frame_id(self):
        try:
            return os.stat(self.frame).st_ino
        except OSError:
            return None

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()


def find_browser():
    """(chromium, chromedriver) paths, or a reason to skip."""
    chromium = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    driver = shutil.which("chromedriver")
    if not chromium or not driver:
        missing = [name for name, path in (("chromium", chromium), ("chromedriver", driver)) if not path]
        return None, f"{' and '.join(missing)} not installed (Debian: apt-get install chromium chromium-driver; scripts/setup does it)"
    return (chromium, driver), None


class WebDriver:
    """The few W3C WebDriver calls the test needs."""

    def __init__(self, driver_path, chromium, artifacts):
        self.port = free_port()
        self.log_file = open(os.path.join(artifacts, "chromedriver.log"), "w")
        self.process = subprocess.Popen(
            [driver_path, f"--port={self.port}"], stdout=self.log_file, stderr=subprocess.STDOUT)
        self.base = f"http://127.0.0.1:{self.port}"
        deadline = time.time() + 15
        while time.time() < deadline:
            try:
                if self.call("GET", "/status").get("ready"):
                    break
            except (urllib.error.URLError, ConnectionError):
                time.sleep(0.1)
        else:
            raise Failure("chromedriver did not start")
        capabilities = {
            "browserName": "chrome",
            "goog:chromeOptions": {
                "binary": chromium,
                "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                         "--window-size=1400,900", "--hide-scrollbars", "--force-device-scale-factor=1"],
            },
            "goog:loggingPrefs": {"browser": "ALL"},
        }
        session = self.call("POST", "/session", {"capabilities": {"alwaysMatch": capabilities}})
        self.session = session["sessionId"]

    def call(self, method, path, body=None):
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(self.base + path, data=data, method=method,
                                         headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                return json.loads(response.read() or b"{}").get("value", {})
        except urllib.error.HTTPError as error:
            raise Failure(f"WebDriver {method} {path}: {error.code} {error.read()[:400]!r}")

    def s(self, path):
        return f"/session/{self.session}{path}"

    def go(self, url):
        self.call("POST", self.s("/url"), {"url": url})

    def run(self, script, *args):
        return self.call("POST", self.s("/execute/sync"), {"script": script, "args": list(args)})

    def find(self, css):
        return self.call("POST", self.s("/element"), {"using": "css selector", "value": css})[ELEMENT]

    def click(self, css):
        self.call("POST", self.s(f"/element/{self.find(css)}/click"), {})

    def window(self):
        return self.call("GET", self.s("/window"))

    def new_tab(self):
        """Opens a tab and switches to it; returns its handle."""
        handle = self.call("POST", self.s("/window/new"), {"type": "tab"})["handle"]
        self.switch(handle)
        return handle

    def switch(self, handle):
        self.call("POST", self.s("/window"), {"handle": handle})

    def screenshot(self, path):
        with open(path, "wb") as f:
            f.write(base64.b64decode(self.call("GET", self.s("/screenshot"))))

    def browser_log(self):
        try:
            return self.call("POST", self.s("/se/log"), {"type": "browser"})
        except Failure:
            return []

    def quit(self):
        try:
            self.call("DELETE", self.s(""))
        except Exception:
            pass
        self.process.terminate()
        try:
            self.process.wait(5)
        except subprocess.TimeoutExpired:
            self.process.kill()
        self.log_file.close()


def wait(description, probe, timeout=20, interval=0.2):
    deadline = time.time() + timeout
    last = None
    while time.time() < deadline:
        last = probe()
        if last:
            return last
        time.sleep(interval)
    raise Failure(f"timed out after {timeout} s waiting for {description} (last: {last!r})")


# A fingerprint of a widget's (or, with a CSS selector, any element's) drawn pixels and its frame
# URL (same-origin, so the canvas reads it).
PIXELS = """
const img = typeof arguments[0] === 'string' ? document.querySelector(`${arguments[0]} img`)
    : document.querySelector(`.widget[data-id="${arguments[0]}"] img`);
if (!img || !img.complete || !img.naturalWidth) return null;
const c = document.createElement('canvas');
c.width = img.naturalWidth; c.height = img.naturalHeight;
const g = c.getContext('2d'); g.drawImage(img, 0, 0);
const d = g.getImageData(0, 0, c.width, c.height).data;
let h = 0;
for (let i = 0; i < d.length; i += 4) h = (Math.imul(h, 31) + d[i] + d[i + 1] * 3 + d[i + 2] * 7 + d[i + 3] * 11) >>> 0;
return {hash: h, src: img.getAttribute('src'), width: c.width};
"""


# ---------------------------------------------------------------------------- the test


def api(base, path):
    with urllib.request.urlopen(base.rstrip("/") + path, timeout=10) as response:
        return json.loads(response.read())


def add_through_gallery(browser, kind):
    """Adds `kind` (EmojiRangers) as accessoryCircular to the Lock Screen; returns its widget id."""
    known = browser.run("return [...document.querySelectorAll('.widget')].map(w => Number(w.dataset.id))")
    browser.click("#open-gallery")
    wait("the gallery", lambda: browser.run(
        "return !document.getElementById('gallery').hidden && document.querySelectorAll('.gallery-card').length"))
    browser.run("""
        const s = document.getElementById('gallery-place');
        s.value = 'lockScreen'; s.dispatchEvent(new Event('change'));""")
    card = f'.gallery-card[data-kind="{kind}"]'
    wait(f"{kind} in the Lock Screen gallery", lambda: browser.run(f"return document.querySelector('{card}') !== null"))
    browser.click(f'{card} .family-chips button[data-family="accessoryCircular"]')
    browser.click(f"{card} button.add")
    return wait(f"{kind} on the Lock Screen", lambda: browser.run("""
        const known = arguments[0];
        const w = [...document.querySelectorAll('.place-card[data-place="lockScreen"] .widget')]
            .map(w => Number(w.dataset.id)).filter(id => !known.includes(id));
        return w.length ? w[0] : null;""", known))


def api_post(base, path, body):
    """POSTs `body` (JSON) with the session token; returns the answer's JSON."""
    token = api(base, "/api/session")["token"]
    request = urllib.request.Request(base.rstrip("/") + path, data=json.dumps(body).encode(), method="POST",
                                     headers={"Content-Type": "application/json", "X-Glimpse-Token": token})
    with urllib.request.urlopen(request, timeout=10) as response:
        return json.loads(response.read() or b"{}")


def center_request(socket_path, request):
    """Sends one WidgetCenter request (Docs/WidgetCenter.md: NDJSON over the host's socket) and
    returns the answer."""
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as s:
        s.settimeout(10)
        s.connect(socket_path)
        s.sendall((json.dumps(request) + "\n").encode())
        answer = b""
        while not answer.endswith(b"\n"):
            chunk = s.recv(65536)
            if not chunk:
                break
            answer += chunk
    return json.loads(answer)


def home_stack(url):
    """The Home Screen's first slot in /api/places."""
    places = api(url, "/api/places")["places"]
    home = next(p for p in places if p["name"] == "homeScreen")
    return home["slots"][0] if home["slots"] else None


def rotate_a_stack(browser, url, artifacts, center_socket):
    """Stacks two medium EmojiRangers widgets on the Home Screen, sends a relevant intent for the
    one underneath over the WidgetCenter socket (as `RelevantIntentManager` does), and sees Smart
    Rotate put it on top: in /api/places (with its reason) and in the page's pixels (issue 13)."""
    def add(kind, extra=None):
        body = {"bundle": "EmojiRangers", "kind": kind, "family": "systemMedium", "place": "homeScreen"}
        body.update(extra or {})
        return api_post(url, "/api/instances", body)["id"]
    ranger = add("EmojiRangerWidget")
    chosen = add("ChosenRangerWidget", {"stackWith": ranger})
    slot = wait("the stack on the Home Screen", lambda: (lambda s: s if s and len(s["widgets"]) == 2 else None)(
        home_stack(url)))
    top, under = slot["top"], next(w for w in slot["widgets"] if w["id"] != slot["top"])
    selector = '.place-card[data-place="homeScreen"] .slot'
    before = wait("the stack's top drawn", lambda: browser.run(
        f"return document.querySelector('{selector} .widget[data-id=\"{top}\"] img') !== null") and browser.run(
        PIXELS, selector), timeout=30)
    now = api(url, "/api/clock")["now"]
    start = datetime.datetime.fromisoformat(now.replace("Z", "+00:00")).timestamp() - 60
    answer = center_request(center_socket, {
        "id": 1, "version": 1, "method": "relevantIntents", "bundle": "EmojiRangers", "foreground": False,
        "relevance": {"suggestions": [{"kind": under["kind"], "parameters": "{}",
                                       "windows": [{"start": start, "end": start + 3600}]}]}})
    if not answer.get("ok"):
        raise Failure(f"the host refused the relevant intent: {answer}")
    rotated = wait(f"#{under['id']} rotated to the top in /api/places", lambda: (
        lambda s: s if s and s["top"] == under["id"] else None)(home_stack(url)), timeout=20)
    if not rotated.get("reason", "").startswith(("rotated to", "held: ")):
        raise Failure(f"the stack's reason is {rotated.get('reason')!r}")
    after = wait("the new top drawn on the page", lambda: browser.run(
        f"return document.querySelector('{selector} .widget[data-id=\"{under['id']}\"] img') !== null") and (
        lambda p: p if p and p["src"] != before["src"] else None)(browser.run(PIXELS, selector)), timeout=30)
    if after["hash"] == before["hash"]:
        raise Failure("the stack's pixels did not change when its top rotated")
    stack = api(url, f"/api/instances/{top}").get("stack") or {}
    if stack.get("source") != "suggestion":
        raise Failure(f"the inspector's last rotation was won by {stack.get('source')!r}, not the suggestion")
    log(f"stacked #{ranger} and #{chosen}; a relevant intent for {under['kind']} rotated #{top} → #{under['id']}: "
        f"{stack.get('lastRotationReason')}")
    # The inspector's Smart Stack section says why, beside the stack it shows.
    browser.click(f'{selector} .widget[data-id="{under["id"]}"]')
    wait("the inspector's Smart Stack reason", lambda: browser.run(
        "const r = document.querySelector('.stack-reason'); return r ? r.textContent : null"))
    browser.screenshot(os.path.join(artifacts, "simulator-stack-rotated.png"))


def sensitive_texts(node, inside=False):
    """The text labels under privacySensitive nodes of an inspector archive tree."""
    if not node:
        return []
    inside = inside or "privacySensitive" in node.get("tags", [])
    found = [node["label"]] if inside and node.get("kind") == "text" and node.get("label", "").strip() else []
    for child in node.get("children", []):
        found += sensitive_texts(child, inside)
    return found


def all_texts(node):
    if not node:
        return []
    found = [node["label"]] if node.get("kind") == "text" and node.get("label") else []
    for child in node.get("children", []):
        found += all_texts(child)
    return found


def toggle_a_control(browser, url, artifacts):
    """Adds Productivity's timer toggle to Control Center (medium) through the control gallery,
    taps it, and sees its state, value and pixels change."""
    kind = "com.example.Productivity.TimerToggle"
    if browser.run("return document.getElementById('locked').checked"):
        browser.click("#locked")
        wait("the phone to unlock", lambda: browser.run(
            "return document.querySelector('.place-card[data-place=\"lockScreen\"] .state.locked') === null"))
    browser.click('.place-card[data-place="controlCenter"] .slot.empty')
    card = f'.gallery-card[data-kind="{kind}"]'
    wait("the control gallery", lambda: browser.run(f"return document.querySelector('{card}') !== null"))
    browser.click(f'{card} .family-chips button[data-size="medium"]')
    browser.click(f"{card} button.add")
    # promptsForUserConfiguration(): the form lists the timers (the query's suggestedEntities());
    # choose Study and add.
    wait("the configuration form's timers", lambda: browser.run(
        "const s = document.querySelector('#configure-form select[name=\"timer\"]');"
        " return s && [...s.options].some(o => o.text === 'Study')"), timeout=30)
    browser.run("""
        const s = document.querySelector('#configure-form select[name="timer"]');
        s.value = [...s.options].find(o => o.text === 'Study').value;""")
    browser.click("#configure-form button.primary")
    tile = wait("the timer in Control Center", lambda: browser.run("""
        const t = document.querySelector('.place-card[data-place="controlCenter"] .control-tile img');
        return t ? t.closest('.control-tile').dataset.control : null;"""), timeout=30)
    selector = f'.control-tile[data-control="{tile}"]'
    before = wait("the timer's first drawing", lambda: browser.run(PIXELS, selector), timeout=30)
    state = browser.run(f"return document.querySelector('{selector}').dataset.state")
    if state != "off":
        raise Failure(f"the new timer toggle shows {state!r}, not 'off'")
    browser.click(selector)
    wait("the timer drawn on", lambda: browser.run(
        f"const t = document.querySelector('{selector}'); return t && t.dataset.state === 'on'"), timeout=30)
    after = wait("the timer's new drawing", lambda: (lambda p: p if p and p["src"] != before["src"] else None)(
        browser.run(PIXELS, selector)), timeout=20)
    if after["hash"] == before["hash"]:
        raise Failure("the toggle's pixels did not change after the tap")
    control = api(url, f"/api/controls/{tile}")
    if control.get("configuration") != '{"timer":"study"}' or control.get("title") != "Study":
        raise Failure(f"the form's choice was not stored: {control.get('configuration')!r}, {control.get('title')!r}")
    if control.get("valueText") != "Running" or control.get("error"):
        raise Failure(f"after the tap the host shows the timer as {control.get('valueText')!r} ({control.get('error')})")
    performs = control.get("performs") or []
    if [p.get("outcome") for p in performs] != ["succeeded"] or not performs[0].get("intent"):
        raise Failure(f"the host's ledger has {performs!r} for the tap, not one succeeded perform")
    # The inspector (open since the control was added) shows the ledger row.
    wait("the perform in the inspector's ledger", lambda: browser.run(
        "return document.querySelector('#inspector .control-ledger td.outcome.succeeded') !== null"), timeout=30)
    log(f"added the timer toggle to Control Center (#{tile}) with the Study timer chosen in its form, "
        "tapped it: off → on, 'Running', one ledger row")
    browser.screenshot(os.path.join(artifacts, "simulator-control-center.png"))


def start_a_live_activity(browser, url, artifacts):
    """Starts WidgetTemplate's Live Activity from the gallery, sees its banner on the Lock Screen
    and, on an iPhone with a Dynamic Island, in the island; changes its state in the inspector and
    ends it."""
    kind = "TemplateWidgetAttributes"
    browser.click("#open-gallery")
    card = f'.activity-card[data-activity="{kind}"]'
    wait("the Live Activity in the gallery", lambda: browser.run(f"return document.querySelector('{card}') !== null"))
    browser.run(f"document.querySelector('{card} button.add').click()")
    banner = '.place-card[data-place="lockScreen"] .activity-banner img'
    wait("the banner drawn on the Lock Screen", lambda: browser.run(
        f"const i = document.querySelector('{banner}'); return i && i.complete && i.naturalWidth > 0"), timeout=30)
    activity = api(url, "/api/activities")[0]
    if activity["attributes"] != '{"name":"World"}' or activity["life"] != "active":
        raise Failure(f"the started activity is {activity!r}, not the #Preview's, running")
    api_post(url, "/api/state", {"phone": "iphone-6.1-island"})
    wait("the activity in the Dynamic Island", lambda: browser.run("""
        const i = document.querySelector('.place-card[data-place="homeScreen"] .island-activity img');
        return i && i.complete && i.naturalWidth > 0"""), timeout=30)
    # The places are drawn again at each event: click in the page, not through a found element.
    browser.run("document.querySelector('.place-card[data-place=\"lockScreen\"] .activity-banner').click()")
    wait("the activity's inspector", lambda: browser.run(
        "return document.querySelector('#inspector textarea.activity-state') !== null"))
    browser.run("""
        const t = document.querySelector('#inspector textarea.activity-state');
        t.value = '{"emoji": "🚀"}';""")
    before = browser.run(f"return document.querySelector('{banner}').src")
    browser.run("document.querySelector('#inspector .insp-actions button:not(.danger)').click()")
    wait("the banner drawn again", lambda: browser.run(
        f"const i = document.querySelector('{banner}'); return i && i.src !== arguments[0] && i.naturalWidth > 0",
        before), timeout=30)
    if api(url, "/api/activities")[0]["state"] != '{"emoji": "🚀"}':
        raise Failure("the state typed in the inspector was not stored")
    browser.screenshot(os.path.join(artifacts, "simulator-live-activity.png"))
    browser.run("document.querySelector('#inspector .insp-actions button.danger').click()")
    wait("the activity ended", lambda: browser.run(
        "return document.querySelector('.place-card[data-place=\"lockScreen\"] .activity-banner.ended') !== null "
        "&& document.querySelector('.island-activity') === null"), timeout=30)
    log("started WidgetTemplate's Live Activity from the gallery: banner on the Lock Screen, compact in the "
        "Dynamic Island; changed its state in the inspector and ended it")


def scenario(browser, url, artifacts, kiosk_start=None, controls=False, center_socket=None, activities=False):
    started = time.time()
    browser.go(url)
    wait("the places to be drawn", lambda: browser.run(
        "return document.querySelectorAll('.place-card').length"), timeout=20)
    wait("the live event stream", lambda: browser.run(
        "return document.getElementById('connection').classList.contains('live')"))
    # The marker scripts wait for before a screenshot (Docs/SimulatorAPI.md).
    wait("html[data-ready] once the frames have loaded", lambda: browser.run(
        "return document.documentElement.dataset.ready === 'true'"), timeout=30)
    log(f"page up in {time.time() - started:.1f} s")

    # 1. Add EmojiRangers circular widgets to the Lock Screen through the gallery: the ranger (its
    #    recovery ring is a live timer) and the heart rate (its number is privacySensitive).
    ranger = add_through_gallery(browser, "EmojiRangerWidget")
    before_lock = wait("the ranger's first frame", lambda: browser.run(PIXELS, ranger), timeout=30)
    heart = add_through_gallery(browser, "EmojiRangersHeartRate")
    # Under load the first frame can be the placeholder (redacted, no text): wait for the timeline.
    try:
        secrets = wait("the heart rate's timeline (its privacy-sensitive text)", lambda: sensitive_texts(
            api(url, f"/api/instances/{heart}").get("archive")) or None, timeout=30)
    except Failure:
        raise Failure("the heart-rate complication's archive marks no text privacySensitive")
    heart_before = wait("the heart rate's first frame", lambda: browser.run(PIXELS, heart), timeout=30)
    log(f"added #{ranger} (ranger) and #{heart} (heart rate, privacy-sensitive text {secrets})")

    # 2. Lock and see the redaction — on the page, in a kiosk host writing frames on the same
    #    database, and in a second kiosk host's full-screen page (`--serve`) open in another tab.
    kiosk = kiosk_start(False) if kiosk_start else None
    page = kiosk_start(True) if kiosk_start else None
    if kiosk:
        wait("the kiosk's first frame of the unlocked Lock Screen", lambda: kiosk.frame_id() and any(
            " unlocked " in line for line in kiosk.surface_lines()), timeout=30)
        unlocked_frame = kiosk.frame_id()
    if page:
        simulator_tab = browser.window()
        page_url = wait("the kiosk page's address", page.url, timeout=30)
        page_tab = browser.new_tab()
        browser.go(page_url)
        unlocked_page = wait("the kiosk page's first frame of the unlocked Lock Screen", lambda: browser.run("""
            const img = document.getElementById('frame');
            return document.body.dataset.locked === 'false' && img.complete && img.naturalWidth
                ? document.body.dataset.frame : null;"""), timeout=30)
        browser.switch(simulator_tab)
    browser.click("#locked")
    wait("the Lock Screen to show locked", lambda: browser.run(
        "return document.querySelector('.place-card[data-place=\"lockScreen\"] .state.locked') !== null"))
    heart_locked = wait("the heart rate's locked frame", lambda: (
        lambda p: p if p and p["src"] != heart_before["src"] else None)(browser.run(PIXELS, heart)), timeout=20)
    if heart_locked["hash"] == heart_before["hash"]:
        raise Failure("locking did not change the privacy-sensitive widget's pixels")
    locked_texts = all_texts(api(url, f"/api/instances/{heart}").get("archive"))
    leaked = [t for t in locked_texts if any(secret in t for secret in secrets)]
    if leaked:
        raise Failure(f"the locked archive still shows the sensitive text: {leaked}")
    locked = wait("the ranger's locked frame", lambda: (lambda p: p if p and p["src"] != before_lock["src"] else None)(
        browser.run(PIXELS, ranger)), timeout=20)
    log("locked: the heart rate is redacted (pixels changed, its number gone from the archive)")
    browser.screenshot(os.path.join(artifacts, "simulator-locked.png"))
    if kiosk:
        seen = wait("the kiosk to see the lock made through the API", lambda: next(
            (line for line in kiosk.surface_lines() if " locked " in line), None), timeout=20)
        # The step that saw the lock draws the locked surface (its heart rate redacted).
        wait("the kiosk's frame after the lock", lambda: kiosk.frame_id() != unlocked_frame, timeout=20)
        shutil.copyfile(kiosk.frame, os.path.join(artifacts, "kiosk-lockScreen-locked.png"))
        kiosk.stop()
        log(f"kiosk on the same database: '{seen}', new frame written")
    if page:
        browser.switch(page_tab)
        locked_page = wait("the kiosk page to show the lock made through the API", lambda: browser.run("""
            const img = document.getElementById('frame');
            return document.body.dataset.locked === 'true' && document.body.dataset.frame !== arguments[0]
                && img.complete && img.naturalWidth ? document.body.dataset.frame : null;""", unlocked_page),
            timeout=20)
        state = api(page_url, "/api/surface")
        if not state.get("locked") or state.get("frame", {}).get("version") != locked_page:
            raise Failure(f"the kiosk page's surface is not the locked one it shows: {state}")
        browser.screenshot(os.path.join(artifacts, "kiosk-page-lockScreen-locked.png"))
        browser.call("DELETE", browser.s("/window"))
        browser.switch(simulator_tab)
        page.stop()
        log(f"kiosk page on the same database: frame {unlocked_page} → {locked_page} after the lock")
    widget = ranger

    # 3. Jump the clock an hour and see the timer change.
    clock_before = browser.run("return document.getElementById('clock-time').textContent")
    browser.click("#plus-hour")
    jumped = wait("the frame after the jump", lambda: (lambda p: p if p and p["src"] != locked["src"] else None)(
        browser.run(PIXELS, widget)), timeout=20)
    clock_after = browser.run("return document.getElementById('clock-time').textContent")
    if jumped["hash"] == locked["hash"]:
        raise Failure("the widget's timer did not change after the clock jumped an hour")
    if clock_after == clock_before:
        raise Failure("the page's clock did not move after the jump")
    log(f"jumped an hour: clock {clock_before} → {clock_after}, widget pixels changed")

    # 4. Drag the ranger from the Lock Screen onto the watch face: the page's own drag-and-drop
    #    handlers run (HTML5 drag events with a DataTransfer; WebDriver's pointer actions do not
    #    start HTML5 drags in Chromium), the host moves the instance, the page redraws it there.
    browser.run("""
        const source = document.querySelector(`.widget[data-id="${arguments[0]}"]`);
        const target = document.querySelector('.place-card[data-place="watchFace"] .screen');
        const data = new DataTransfer();
        const fire = (node, type) => node.dispatchEvent(
            new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data }));
        fire(source, 'dragstart');
        fire(target, 'dragenter');
        fire(target, 'dragover');
        fire(target, 'drop');
        fire(source, 'dragend');""", widget)
    wait("the ranger on the watch face", lambda: browser.run("""
        return document.querySelector(
            `.place-card[data-place="watchFace"] .widget[data-id="${arguments[0]}"]`) !== null""", widget))
    place = api(url, f"/api/instances/{widget}").get("widget", {}).get("place")
    if place != "watchFace":
        raise Failure(f"after the drop the host has the ranger on {place!r}, not the watch face")
    if browser.run("""return document.querySelector(
            `.place-card[data-place="lockScreen"] .widget[data-id="${arguments[0]}"]`) !== null""", widget):
        raise Failure("the dragged widget is still drawn on the Lock Screen")
    log("dragged the ranger from the Lock Screen onto the watch face")

    # 5. A Smart Stack rotates when an app says another widget is relevant.
    if center_socket:
        rotate_a_stack(browser, url, artifacts, center_socket)

    # 6. A control in Control Center, toggled.
    if controls:
        toggle_a_control(browser, url, artifacts)

    # 7. A Live Activity, started, updated and ended.
    if activities:
        start_a_live_activity(browser, url, artifacts)

    # 8. The artifact.
    time.sleep(0.5)
    path = os.path.join(artifacts, "simulator.png")
    browser.screenshot(path)
    log(f"screenshot {path}")

    errors = [entry for entry in browser.browser_log() if entry.get("level") == "SEVERE"]
    if errors:
        raise Failure("the page logged errors: " + "; ".join(e.get("message", "") for e in errors[:5]))
    log(f"passed in {time.time() - started:.1f} s")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--glimpse", required=True)
    parser.add_argument("--bundle", required=True, help="the EmojiRangers bundle executable")
    parser.add_argument("--controls-bundle", help="the Productivity bundle executable (adds the controls step)")
    parser.add_argument("--activities-bundle", help="the WidgetTemplate bundle executable (adds the Live Activity step)")
    parser.add_argument("--artifacts", default=os.path.join(tempfile.gettempdir(), "glimpse-e2e"))
    parser.add_argument("--url", help="use a running simulator instead of starting one")
    parser.add_argument("--keep-open", action="store_true", help="leave the server running (prints its URL)")
    args = parser.parse_args()

    found, reason = find_browser()
    if not found:
        print(f"e2e: SKIPPED — {reason}", flush=True)
        return SKIP
    chromium, driver_path = found
    os.makedirs(args.artifacts, exist_ok=True)
    scratch = tempfile.mkdtemp(prefix="glimpse-e2e-")
    server = None
    browser = None
    kiosks = []
    try:
        if args.url:
            url = args.url
        else:
            bundles = [args.bundle] + [b for b in (args.controls_bundle, args.activities_bundle) if b]
            server, url = start_server(args.glimpse, bundles, os.path.join(scratch, "host.sqlite"))
        log(f"simulator at {url}")
        try:
            browser = WebDriver(driver_path, chromium, args.artifacts)
        except Failure as error:
            print(f"e2e: SKIPPED — Chromium cannot run here: {error}", flush=True)
            return SKIP
        kiosk_start = None
        if not args.url:
            kiosk_start = lambda serve: kiosks.append(Kiosk(
                args.glimpse, os.path.join(scratch, "host.sqlite"), "lockScreen", os.path.join(scratch, "kiosk"),
                serve)) or kiosks[-1]
        scenario(browser, url, args.artifacts, kiosk_start, controls=bool(args.controls_bundle),
                 center_socket=None if args.url else os.path.join(scratch, "host.sock"),
                 activities=bool(args.activities_bundle))
        return 0
    except Failure as error:
        print(f"e2e: FAILED — {error}", flush=True)
        if browser:
            try:
                browser.screenshot(os.path.join(args.artifacts, "simulator-failure.png"))
            except Exception:
                pass
        return 1
    finally:
        for kiosk in kiosks:
            kiosk.stop()
        if browser:
            browser.quit()
        if server and not args.keep_open:
            server.terminate()
            try:
                server.wait(10)
            except subprocess.TimeoutExpired:
                server.kill()
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
