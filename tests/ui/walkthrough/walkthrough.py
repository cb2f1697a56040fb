#!/usr/bin/env python3
"""A designer's walkthrough of the editor, with the real mouse and keyboard.

Run under Xvfb (xvfb-run -a -s "-screen 0 1280x800x24" python3 walkthrough.py
--program build/app/easylink --assets assets --size 1280x800 --work DIR), it
starts `easylink edit` in a window of that size, with HOME and the XDG folders
in DIR so that its sessions, recovery files and recent lists are its own, and
drives it with xdotool as a designer would: it generates (the button and
Ctrl+G), types a parameter, saves a parameters file and opens it back (File >
Open parameters and the recent list), undoes and redoes that with Ctrl+Z and
Ctrl+Shift+Z, adds a module (the Module Editor opens on it), presses Delete
over the map (the module stays), saves the catalogue under a new name,
exports the layout, quits, comes back to no recovery offer, clicks a seed
chip of the Report in the Report and the Author workspaces (the chip stays
put; the map and timeline show), compares: B starts as a copy of A, sets one
key, and what differs and what the batches ran with is that key alone, at
A's map size; then it clicks every tab of every workspace, and the clip
probe finds nothing cut, and the Log shows six rows or more in the Generate
and Report workspaces. It reopens the exported layout with no --catalogue
(its catalogue found by its hash). In a fresh home it finds a candidate
refused for closing a loop of 2 rooms with the Log's Find (seeds from 1) and
sees both rooms outlined on the map, opens parameters with a region asking
for more rooms than fit (the run status and the Problems panel say so as a
warning), and turns the frame-time overlay on over a 256x256 map (its figure
is read, never timed: tests/bench/editor_frames.sh measures). In a last
session it imports the sample room kit into a catalogue saved beside it
(File > Import modules, the path typed, Import clicked in the question that
lists what will change) and saves it with Ctrl+S. Then it turns the
viewport to 3D with its toolbar button, presses G over the level and holds
W to walk through it, and leaves with Escape. Each editor run must exit 0.

Where to click comes from the editor's control map (EASYLINK_CONTROL_MAP,
ui/src/shell/control_map.hpp): a JSON file, replaced after each frame that
showed anything new, listing the windows on show, the controls the panels
and the main menu drew (panel, name, rect in window pixels; some named by
what they show, such as the run status's "warning: ..." lines), the list
panels' rows, what the clip probe finds cut, and a few facts (the document,
the parameters, the run and step on show, the modal dialog, the comparison,
the frame-time overlay). Every wait polls that file, or the files the editor
writes, until what is awaited shows, for at most 30 seconds; a step that
fails says which and why, and the script exits 1. Standard library only.
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import time

WAIT_SECONDS = 30.0
POLL_SECONDS = 0.05


class StepFailed(Exception):
    pass


class Walk:
    """The current step's name, for every failure to say where it happened."""

    def __init__(self):
        self.step = "start"
        self.started = time.monotonic()

    def begin(self, step):
        self.step = step
        print(f"[{time.monotonic() - self.started:6.1f}s] {step}", flush=True)

    def fail(self, why):
        raise StepFailed(f"step '{self.step}' failed: {why}")


WALK = Walk()


def xdotool(*args):
    result = subprocess.run(["xdotool", *[str(a) for a in args]], capture_output=True, text=True)
    if result.returncode != 0:
        WALK.fail(f"xdotool {' '.join(map(str, args))}: {result.stderr.strip()}")
    return result.stdout


class Editor:
    """One run of `easylink edit` and its control map."""

    def __init__(self, program, work, args, size):
        self.work = work
        self.map_file = os.path.join(work, "control-map.json")
        if os.path.exists(self.map_file):
            os.remove(self.map_file)
        home = os.path.join(work, "home")
        env = dict(os.environ)
        env.update({
            "HOME": home,
            "XDG_CONFIG_HOME": os.path.join(home, ".config"),
            "XDG_DATA_HOME": os.path.join(home, ".local", "share"),
            "XDG_STATE_HOME": os.path.join(home, ".local", "state"),
            "XDG_CACHE_HOME": os.path.join(home, ".cache"),
            "EASYLINK_CONTROL_MAP": self.map_file,
        })
        env.pop("EASYLINK_SCREENSHOT", None)
        self.log_path = os.path.join(work, f"editor-{int(time.monotonic() * 1000)}.log")
        self.log = open(self.log_path, "w")
        command = [program, "edit", *args, "--window", size]
        self.process = subprocess.Popen(command, env=env, cwd=work, stdout=self.log,
                                        stderr=subprocess.STDOUT)
        self.window = None
        self.last = None

    def output(self):
        self.log.flush()
        with open(self.log_path) as log:
            return log.read()

    # --- the control map -------------------------------------------------

    def read_map(self):
        try:
            with open(self.map_file) as file:
                self.last = json.load(file)
        except (OSError, ValueError):
            pass  # not written yet; replaced atomically, so never half read
        return self.last

    def wait(self, what, condition, timeout=WAIT_SECONDS):
        """Polls the map until condition(map) is true; returns the map."""
        deadline = time.monotonic() + timeout
        while True:
            if self.process.poll() is not None:
                WALK.fail(f"the editor exited ({self.process.returncode}) while waiting for "
                          f"{what}; it said:\n{self.output()}")
            current = self.read_map()
            if current is not None:
                try:
                    if condition(current):
                        return current
                except (KeyError, IndexError, TypeError):
                    pass
            if time.monotonic() > deadline:
                facts = current["facts"] if current else "no control map written"
                facts = {k: v for k, v in facts.items() if k != "params"} \
                    if isinstance(facts, dict) else facts
                said = self.output().strip()
                WALK.fail(f"waited {timeout:.0f} s for {what}; the editor shows {facts}"
                          + (f"; it said:\n{said[-2000:]}" if said else ""))
            time.sleep(POLL_SECONDS)

    def facts(self):
        return self.read_map()["facts"]

    @staticmethod
    def controls(current, panel, name=None):
        return [c for c in current["controls"]
                if c["panel"] == panel and (name is None or c["name"] == name)]

    def control(self, panel, name, what=None):
        """Waits until the control is on show; returns its rect."""
        found = self.wait(what or f"{panel} > {name} on show",
                          lambda m: self.controls(m, panel, name))
        return self.controls(found, panel, name)[0]["rect"]

    def settled(self, what, pick):
        """pick(map) once it gives the same across two frames: the mouse
        nudged in between draws one, and a frame or two is waited for."""
        deadline = time.monotonic() + WAIT_SECONDS
        before = pick(self.read_map())
        nudge = 0
        while time.monotonic() < deadline:
            nudge = 1 - nudge
            at = [2 + nudge, 2]  # over the menu bar, away from any control
            self.move(*at)
            now = pick(self.wait("a frame drawn for the mouse's move",
                                 lambda m: m["facts"]["mouse"] == at))
            if now is not None and now == before:
                return now
            before = now
        WALK.fail(f"{what} did not settle in {WAIT_SECONDS:.0f} s: last {before}")

    def tab(self, panel):
        """Waits until the panel's tab is on show; returns its rect."""
        def find(current):
            return [t["rect"] for t in current["tabs"] if t["panel"] == panel]
        return find(self.wait(f"the {panel} tab", find))[0]

    @staticmethod
    def window_rect(current, name):
        for window in current["windows"]:
            if window["name"] == name:
                return window["rect"]
        return None

    # --- the mouse and the keyboard --------------------------------------

    def find_window(self):
        deadline = time.monotonic() + WAIT_SECONDS
        while time.monotonic() < deadline:
            result = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid",
                                     str(self.process.pid)], capture_output=True, text=True)
            ids = result.stdout.split()
            if ids:
                self.window = ids[0]
                xdotool("windowfocus", "--sync", self.window)
                return
            if self.process.poll() is not None:
                WALK.fail(f"the editor exited ({self.process.returncode}) before its window "
                          f"showed; it said:\n{self.output()}")
            time.sleep(POLL_SECONDS)
        WALK.fail("no window of the editor showed")

    def move(self, x, y):
        xdotool("mousemove", "--window", self.window, int(x), int(y))

    def click_at(self, x, y):
        # The move first, so that ImGui sees the control hovered when the
        # button goes down.
        self.move(x, y)
        time.sleep(0.05)
        xdotool("click", "1")

    def click(self, rect, dx=None):
        x, y, w, h = rect
        self.click_at(x + (w / 2 if dx is None else min(dx, w / 2)), y + h / 2)

    def key(self, *chords):
        xdotool("key", "--delay", "40", *chords)

    def type(self, text):
        xdotool("type", "--delay", "30", text)

    def menu(self, *path):
        """Clicks through the main menu: a top menu, submenus, then the item."""
        top = self.control("Menu", path[0])
        self.click(top)
        window = None
        for depth, name in enumerate(path[1:], start=1):
            def item_in_new_menu(current, name=name):
                for c in self.controls(current, "Menu", name):
                    if c["window"].startswith("##Menu_") and c["window"] != window:
                        return c
                return None
            found = self.wait(f"menu item {' > '.join(path[:depth + 1])}", item_in_new_menu)
            item = item_in_new_menu(found)
            window = item["window"]
            if depth < len(path) - 1:
                self.move(item["rect"][0] + item["rect"][2] / 2,
                          item["rect"][1] + item["rect"][3] / 2)  # a submenu opens on hover
            else:
                self.click(item["rect"])

    def wait_exit(self, what):
        try:
            code = self.process.wait(timeout=WAIT_SECONDS)
        except subprocess.TimeoutExpired:
            facts = self.read_map()["facts"] if self.read_map() else {}
            self.process.kill()
            WALK.fail(f"the editor did not exit after {what}; modal: {facts.get('modal')}")
        self.log.close()
        if code != 0:
            WALK.fail(f"the editor exited with {code} after {what}; it said:\n{self.output()}")

    def stop(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        self.log.close()


def read_json(path, what):
    try:
        with open(path) as file:
            return json.load(file)
    except (OSError, ValueError) as error:
        WALK.fail(f"{what} {path} cannot be read as JSON: {error}")


def wait_for_file(editor, path, what):
    editor.wait(f"{what} written to {path}", lambda _: os.path.exists(path))


def no_modal(current):
    return current["facts"]["modal"] is None


def started(editor, what):
    """Waits for the first frame with a layout on show and no run going."""
    editor.find_window()
    return editor.wait(what, lambda m: m["facts"]["run"] and m["facts"]["run"]["layout"]
                       and not m["facts"]["running"])


def type_parameter(editor, key, text, expected):
    rect = editor.control("Generation/Params", f"{key}.value",
                          f"the {key} field in the Generation panel")
    editor.click(rect, dx=24)  # the text, away from the - and + buttons
    editor.wait(f"the {key} field taking the keys", lambda m: m["facts"]["typing"])
    editor.key("ctrl+a")
    editor.type(text)
    editor.key("Return")
    editor.wait(f"{key} = {expected} in the parameters",
                lambda m: m["facts"]["params"][key] == expected)


def answer_path_dialog(editor, modal, path):
    editor.wait(f"the '{modal}' dialog, its path field taking the keys",
                lambda m: m["facts"]["modal"] == modal and m["facts"]["typing"])
    editor.key("ctrl+a")
    editor.type(path)
    editor.key("Return")


def click_a_seed_chip(editor):
    """Clicks the first seed chip on show in the Report's Reasons tab: its
    run opens and the chip stays under the cursor. Returns the map then."""
    def chip_on_show(current):
        report = editor.window_rect(current, "Report")
        for chip in editor.controls(current, "Report/Sightings"):
            x, y, w, h = chip["rect"]
            if report and report[1] <= y and y + h <= report[1] + report[3]:
                return chip
        return None
    editor.wait("a seed chip on show in the Reasons tab", chip_on_show)
    # A table's columns settle over its first frames: aim once the chip
    # stays where it is across a frame drawn for a mouse move.
    chip = editor.settled("the seed chip's place", chip_on_show)
    run_id = editor.facts()["run"]["id"]
    editor.click(chip["rect"])
    opened = editor.wait("the chip's run opened",
                         lambda m: m["facts"]["run"]["id"] > run_id
                         and not m["facts"]["running"])
    moved = editor.controls(opened, "Report/Sightings", chip["name"])
    if not moved or moved[0]["rect"] != chip["rect"]:
        WALK.fail(f"the chip moved from {chip['rect']} to "
                  f"{moved[0]['rect'] if moved else 'nowhere'}")
    return opened


def names_in(current, panel):
    """The names of the controls `panel` drew, in drawing order."""
    return [c["name"] for c in current["controls"] if c["panel"] == panel]


def inside(rect, outer):
    x, y, w, h = rect
    ox, oy, ow, oh = outer
    return ox - 0.5 <= x and oy - 0.5 <= y and x + w <= ox + ow + 0.5 and y + h <= oy + oh + 0.5


def whole_log_rows(current):
    """How many rows of events the Log shows whole below its table's header:
    the rows it drew that lie inside the child window its table scrolls in,
    a row's share being one pitch around its middle."""
    rows = sorted((r["rect"] for r in current["rows"] if r["panel"] == "Log"),
                  key=lambda rect: rect[1])
    if len(rows) < 2:
        return len(rows)
    tables = [w["rect"] for w in current["windows"]
              if w["child"] and w["name"].startswith("Log/")
              and w["rect"][1] <= rows[0][1] <= w["rect"][1] + w["rect"][3]]
    if not tables:
        return 0
    top, bottom = tables[0][1], tables[0][1] + tables[0][3]
    pitch = rows[1][1] - rows[0][1]
    header_bottom = top + pitch
    whole = 0
    for x, y, w, h in rows:
        middle = y + h / 2
        if middle - pitch / 2 >= header_bottom - 0.5 and middle + pitch / 2 <= bottom + 0.5:
            whole += 1
    return whole


def choose_workspace(editor, name, panel_on_show):
    editor.menu("View", "Workspace", name)
    editor.wait(f"the {name} workspace ({panel_on_show} on show)",
                lambda m: panel_on_show in m["facts"]["panelsOnShow"])


def nothing_cut_in_any_tab(editor, workspace):
    """Clicks every tab of the workspace's areas in turn; once each panel's
    frame has settled, the clip probe finds nothing cut in any panel on show."""
    tabs = [t["panel"] for t in editor.read_map()["tabs"]]
    if len(tabs) < 3:
        WALK.fail(f"the {workspace} workspace shows {len(tabs)} tabs: {tabs}")
    for panel in tabs:
        show_tab(editor, panel)
        clipped = editor.settled(f"what the panels cut with {panel} on show",
                                 lambda m: m["clipped"])
        if clipped:
            WALK.fail(f"in the {workspace} workspace with {panel} on show, the clip probe "
                      f"finds text cut: {clipped}")


def show_tab(editor, panel):
    """Clicks the panel's tab once its place has settled (an area's height
    follows the needs of the panel on show, moving the tabs below it) and
    waits for the panel on show; clicks again if a move beat the click."""
    def place(current):
        rects = [t["rect"] for t in current["tabs"] if t["panel"] == panel]
        return rects[0] if rects and rects[0][2] > 0 else None
    for _ in range(3):
        if panel in editor.read_map()["facts"]["panelsOnShow"]:
            return
        editor.wait(f"the {panel} tab", place)
        # On the title, clear of the close button a tab shows on hover.
        editor.click(editor.settled(f"the {panel} tab's place", place), dx=10)
        try:
            editor.wait(f"the {panel} panel on show",
                        lambda m: panel in m["facts"]["panelsOnShow"], timeout=5)
            return
        except StepFailed:
            continue
    WALK.fail(f"three clicks on the {panel} tab did not bring it on show")


def log_shows_six_rows(editor, workspace):
    show_tab(editor, "Log")
    rows = editor.settled("the Log's rows", whole_log_rows)
    if rows < 6:
        WALK.fail(f"the Log shows {rows} whole rows of events in the {workspace} workspace, "
                  f"not 6 or more")


def session_one(args, work, catalogue, paths):
    """Generate, parameters to and from a file, a module added, Delete over
    the map, Save As, export, quit."""
    editor = Editor(args.program, work, [catalogue], args.size)
    try:
        WALK.begin("open the editor on a copy of the default catalogue")
        first = started(editor, "the first layout")
        if first["facts"]["fileName"] != "default.json":
            WALK.fail(f"the document is {first['facts']['fileName']}, not default.json")

        WALK.begin("generate with the Generate button")
        run_id = editor.facts()["run"]["id"]
        editor.click(editor.control("Generation", "Generate"))
        editor.wait("a new run", lambda m: m["facts"]["run"]["id"] > run_id
                    and not m["facts"]["running"])

        WALK.begin("type room_density 0.45")
        type_parameter(editor, "room_density", "0.45", 0.45)

        WALK.begin("generate with Ctrl+G (the keys in the Generation panel)")
        editor.wait("no run under way", lambda m: not m["facts"]["running"])
        run_id = editor.facts()["run"]["id"]
        editor.key("ctrl+g")
        editor.wait("a new run", lambda m: m["facts"]["run"]["id"] > run_id
                    and not m["facts"]["running"])

        WALK.begin("File > Save parameters")
        editor.menu("File", "Save parameters...")
        answer_path_dialog(editor, "Save parameters", paths["params"])
        wait_for_file(editor, paths["params"], "the parameters file")
        editor.wait("the dialog closed", no_modal)
        saved = read_json(paths["params"], "the parameters file")
        params = saved.get("params", saved)
        if params.get("room_density") != 0.45:
            WALK.fail(f"the parameters file says room_density {params.get('room_density')}, "
                      f"not 0.45: {json.dumps(saved)[:300]}")

        WALK.begin("type room_density 0.6")
        type_parameter(editor, "room_density", "0.6", 0.6)

        WALK.begin("File > Open parameters")
        editor.menu("File", "Open parameters...")
        answer_path_dialog(editor, "Open parameters", paths["params"])
        editor.wait("room_density back to 0.45 from the file",
                    lambda m: m["facts"]["params"]["room_density"] == 0.45)
        editor.wait("the dialog closed", no_modal)

        WALK.begin("undo the opened parameters with Ctrl+Z")
        editor.key("ctrl+z")
        editor.wait("room_density 0.6 again", lambda m: m["facts"]["params"]["room_density"] == 0.6)
        editor.key("ctrl+shift+z")
        editor.wait("room_density 0.45 redone",
                    lambda m: m["facts"]["params"]["room_density"] == 0.45)

        WALK.begin("File > Open recent parameters lists the file and opens it")
        type_parameter(editor, "room_density", "0.3", 0.3)
        editor.menu("File", "Open recent parameters", os.path.basename(paths["params"]))
        editor.wait("room_density 0.45 from the recent file",
                    lambda m: m["facts"]["params"]["room_density"] == 0.45)

        WALK.begin("add a room module: the Module Editor opens on it")
        editor.click(editor.tab("Catalogue"))
        editor.wait("the Catalogue panel on show",
                    lambda m: "Catalogue" in m["facts"]["panelsOnShow"])
        modules = editor.facts()["modules"]
        editor.click(editor.control("Catalogue", "Add"))
        editor.click(editor.control("Catalogue/Add", "normal", "the Add list's room entry"))
        added = editor.wait("one more module, selected, in the Module Editor",
                            lambda m: m["facts"]["modules"] == modules + 1
                            and m["facts"]["selectedModule"]
                            and "Module Editor" in m["facts"]["panelsOnShow"])
        new_module = added["facts"]["selectedModule"]

        WALK.begin("press Delete over the map: the selected module stays")
        editor.click(editor.tab("Viewport"))  # the Module Editor took its area
        shown = editor.wait("the map on show, the new module still selected",
                            lambda m: "Viewport" in m["facts"]["panelsOnShow"]
                            and editor.window_rect(m, "Viewport"))
        if shown["facts"]["selectedModule"] != new_module:
            WALK.fail(f"the selected module is {shown['facts']['selectedModule']}, "
                      f"not {new_module}")
        viewport = editor.window_rect(shown, "Viewport")
        editor.move(*centre(viewport))
        tiles = editor.facts()["tileView"]
        # T after Delete: once the tile view has switched, Delete was read.
        editor.key("Delete", "t")
        after = editor.wait("the tile view switched after Delete",
                            lambda m: m["facts"]["tileView"] != tiles)
        if after["facts"]["modules"] != modules + 1:
            WALK.fail(f"Delete over the map deleted a module: {after['facts']['modules']} "
                      f"modules, not {modules + 1}")
        editor.key("t")
        editor.wait("the tile view back", lambda m: m["facts"]["tileView"] == tiles)

        WALK.begin("Save As the catalogue under a new name")
        editor.key("ctrl+shift+s")
        answer_path_dialog(editor, "Save catalogue as", paths["catalogue"])
        editor.wait("the document saved as mine.json",
                    lambda m: m["facts"]["fileName"] == "mine.json" and not m["facts"]["modified"]
                    and m["facts"]["modal"] is None)
        saved = read_json(paths["catalogue"], "the saved catalogue")
        names = [module.get("name") for module in saved.get("modules", [])]
        if new_module not in names or len(names) != modules + 1:
            WALK.fail(f"the saved catalogue has {len(names)} modules and "
                      f"{'' if new_module in names else 'not '}{new_module}")

        WALK.begin("generate and export the layout (Ctrl+E)")
        editor.click(editor.tab("Generation"))
        editor.wait("no run under way", lambda m: not m["facts"]["running"])
        run_id = editor.facts()["run"]["id"]
        editor.click(editor.control("Generation", "Generate"))
        editor.wait("a run of the saved catalogue",
                    lambda m: m["facts"]["run"]["id"] > run_id and not m["facts"]["running"]
                    and m["facts"]["run"]["layout"])
        editor.key("ctrl+e")
        answer_path_dialog(editor, "Export layout", paths["layout"])
        wait_for_file(editor, paths["layout"], "the layout file")
        layout = read_json(paths["layout"], "the layout file")
        if layout.get("format") != "easylink-layout":
            WALK.fail(f"the layout file's format is {layout.get('format')}")
        if layout.get("params", {}).get("room_density") != 0.45:
            WALK.fail("the layout file's params do not hold room_density 0.45")
        editor.key("Escape")
        editor.wait("the export dialog closed", no_modal)

        WALK.begin("quit with Ctrl+Q")
        editor.key("ctrl+q")
        editor.wait_exit("Ctrl+Q")
    finally:
        editor.stop()


def session_two(args, work, paths):
    """Back on the saved catalogue: no recovery offer; the Report workspace
    and a seed chip."""
    editor = Editor(args.program, work, [], args.size)
    try:
        WALK.begin("reopen: the saved catalogue, no recovery offer")
        first = started(editor, "the first layout of the second session")
        facts = first["facts"]
        if facts["modal"] is not None:
            WALK.fail(f"the editor opened with the dialog '{facts['modal']}'")
        if facts["fileName"] != "mine.json":
            WALK.fail(f"the editor reopened on {facts['fileName']}, not mine.json")
        if facts["params"]["room_density"] != 0.45:
            WALK.fail("the session's room_density was not kept")

        WALK.begin("View > Workspace > Report")
        editor.menu("View", "Workspace", "Report")
        editor.wait("the Report panel on show",
                    lambda m: "Report" in m["facts"]["panelsOnShow"])

        WALK.begin("the report's batch of seeds runs by itself")
        editor.wait("the batch done (Run again and the tabs on show)",
                    lambda m: editor.controls(m, "Report", "Run")
                    and editor.controls(m, "Report", "TabReasons"))

        WALK.begin("the Reasons tab and a seed chip")
        editor.click(editor.control("Report", "TabReasons"))
        click_a_seed_chip(editor)

        WALK.begin("the Author workspace, View > Report, a seed chip: the map and timeline show")
        editor.menu("View", "Workspace", "Author")
        editor.wait("the Author workspace (the Module Editor on show)",
                    lambda m: "Module Editor" in m["facts"]["panelsOnShow"])
        author = editor.read_map()
        if "Report" not in author["facts"]["panelsOnShow"]:
            tabs = [t["rect"] for t in author["tabs"] if t["panel"] == "Report"]
            if tabs:
                editor.click(tabs[0])  # open behind another tab
            else:
                editor.menu("View", "Report")
        editor.wait("the Report panel on show", lambda m: "Report" in m["facts"]["panelsOnShow"])
        editor.click(editor.control("Report", "TabReasons"))
        opened = click_a_seed_chip(editor)
        missing = [p for p in ("Viewport", "Timeline", "Report")
                   if p not in opened["facts"]["panelsOnShow"]]
        if missing:
            WALK.fail(f"after the chip's click, not on show: {', '.join(missing)}")

        compare_one_key(editor)

        for workspace, panel in (("Generate", "Generation"), ("Author", "Module Editor"),
                                 ("Report", "Report")):
            WALK.begin(f"the {workspace} workspace: every tab, nothing cut")
            choose_workspace(editor, workspace, panel)
            nothing_cut_in_any_tab(editor, workspace)
            if workspace != "Author":
                WALK.begin(f"the {workspace} workspace: the Log shows six rows or more")
                log_shows_six_rows(editor, workspace)

        WALK.begin("quit")
        editor.key("ctrl+q")
        editor.wait_exit("Ctrl+Q")
    finally:
        editor.stop()


def compare_one_key(editor):
    """Report > Compare: B starts as a copy of A; one key set in B is the one
    thing that differs, before Run and in what the batches ran with, and
    both sides run at A's map size."""
    WALK.begin("Report > Compare: a batch of 20 seeds")
    type_into(editor, editor.control("Report", "Count"), "20")
    editor.control("Report", "TabCompare")
    tab = editor.settled("the Compare tab's place",
                         lambda m: editor.controls(m, "Report", "TabCompare")[0]["rect"])
    editor.click(tab)
    shown = editor.wait("B a copy of A (nothing differs)",
                        lambda m: editor.controls(m, "Report/Compare", "Run")
                        and not names_in(m, "Report/Compare/Differences"))
    params = shown["facts"]["params"]

    WALK.begin("Compare: B sets max_loops 0")
    editor.click(editor.control("Report/Compare", "Key"))
    click_in_open_list(editor, "Report/Compare/Keys", "max_loops")
    editor.wait("max_loops chosen", lambda m: not names_in(m, "Report/Compare/Keys"))
    type_into(editor, editor.control("Report/Compare", "Value"), "0")
    differs = editor.wait("one line of what differs",
                          lambda m: names_in(m, "Report/Compare/Differences"))
    lines = names_in(differs, "Report/Compare/Differences")
    if len(lines) != 1 or not lines[0].startswith("max_loops: ") or not lines[0].endswith("-> 0"):
        WALK.fail(f"what differs is {lines}, not max_loops alone")

    WALK.begin("Compare: Run")
    editor.click(editor.control("Report/Compare", "Run"))
    done = editor.wait("the comparison done",
                       lambda m: m["facts"]["compare"]["comparison"]
                       and not m["facts"]["compare"]["running"]
                       and names_in(m, "Report/Compare/Rows"))
    compare = done["facts"]["compare"]
    if compare["ranWith"] != ["max_loops"]:
        WALK.fail(f"the batches ran with {compare['ranWith']} differing, not max_loops alone")
    size = [params["width"], params["height"]]
    if compare["sizeA"] != size or compare["sizeB"] != size:
        WALK.fail(f"A ran at {compare['sizeA']} and B at {compare['sizeB']}, "
                  f"not both at the session's {size}")
    rows = names_in(done, "Report/Compare/Rows")
    if "figures/rooms" not in rows:
        WALK.fail(f"the compare table's rows are {rows}")


def click_in_open_list(editor, panel, name):
    """Clicks the entry `name` of an open combo's list, scrolling the list
    with the mouse wheel until the entry is in view."""
    for _ in range(20):
        editor.control(panel, name, f"{name} in the open list")
        current = editor.read_map()
        entry = editor.controls(current, panel, name)[0]
        popup = editor.window_rect(current, entry["window"])
        if popup and inside(entry["rect"], popup):
            editor.click(entry["rect"])
            return
        editor.move(*centre(popup or entry["rect"]))
        editor.wait("the mouse over the list", lambda m, at=centre(popup or entry["rect"]):
                    m["facts"]["mouse"] == [int(at[0]), int(at[1])])
        xdotool("click", "5")  # the wheel, down
        editor.wait("the list scrolled",
                    lambda m: editor.controls(m, panel, name)
                    and editor.controls(m, panel, name)[0]["rect"] != entry["rect"])
    WALK.fail(f"{name} never came into view in its list")


def type_into(editor, rect, text):
    """Clicks a text or number field, replaces what it holds, presses Enter."""
    editor.click(rect, dx=24)
    editor.wait("the field taking the keys", lambda m: m["facts"]["typing"])
    editor.key("ctrl+a")
    editor.type(text)
    editor.key("Return")
    editor.wait("the field let go", lambda m: not m["facts"]["typing"])


def session_three(args, work, paths):
    """`edit LAYOUT.json` with no --catalogue finds the catalogue by its hash."""
    editor = Editor(args.program, work, [paths["layout"]], args.size)
    try:
        WALK.begin("edit the exported layout with no --catalogue")
        first = started(editor, "the layout file on show")
        facts = first["facts"]
        if facts["fileName"] != "mine.json":
            WALK.fail(f"the layout opened against {facts['fileName']}, not mine.json")
        if os.path.basename(facts["run"]["file"]) != os.path.basename(paths["layout"]):
            WALK.fail(f"the run on show is not the layout file: {facts['run']}")
        editor.key("ctrl+q")
        editor.wait_exit("Ctrl+Q")
    finally:
        editor.stop()


def session_four(args, work, catalogue, paths):
    """A fresh home on the default catalogue: a refused loop of two rooms
    outlined on the map, a region that falls short, the frame-time overlay
    on a 256x256 map."""
    editor = Editor(args.program, work, [catalogue], args.size)
    try:
        WALK.begin("a fresh editor on the default catalogue")
        started(editor, "the first layout")

        step_to_a_refused_loop(editor)
        a_region_that_falls_short(editor, paths)
        frame_time_on_a_big_map(editor)

        WALK.begin("quit")
        editor.key("ctrl+q")
        editor.wait_exit("Ctrl+Q")
    finally:
        editor.stop()


def session_five(args, work, paths):
    """A room kit imported into a catalogue saved beside it, then saved."""
    editor = Editor(args.program, work, [paths["kit_catalogue"]], args.size)
    try:
        WALK.begin("open the catalogue saved beside the room kit")
        first = started(editor, "the first layout")
        modules = first["facts"]["modules"]

        WALK.begin("File > Import modules: the sample kit")
        editor.menu("File", "Import modules...")
        answer_path_dialog(editor, "Import modules", paths["kit"])
        editor.wait("the question listing what will change",
                    lambda m: m["facts"]["modal"] == "Import modules?")
        editor.click(editor.control("Import modules?", "Import"))
        editor.wait("the kit's two new rooms in the catalogue, unsaved",
                    lambda m: m["facts"]["modules"] == modules + 2 and m["facts"]["modified"]
                    and m["facts"]["modal"] is None)

        WALK.begin("save with Ctrl+S")
        editor.key("ctrl+s")
        editor.wait("the catalogue saved", lambda m: not m["facts"]["modified"])
        saved = read_json(paths["kit_catalogue"], "the saved catalogue")
        meshes = {module.get("name"): module.get("mesh", {}).get("file")
                  for module in saved.get("modules", [])}
        if meshes.get("shrine_4x4") != "art/sample-kit.glb":
            WALK.fail(f"the saved shrine_4x4 draws {meshes.get('shrine_4x4')}, "
                      "not art/sample-kit.glb")

        WALK.begin("quit")
        editor.key("ctrl+q")
        editor.wait_exit("Ctrl+Q")
    finally:
        editor.stop()


def session_six(args, work, catalogue):
    """The level in 3D: switched on from the toolbar, walked through with the
    keys, left with Escape."""
    editor = Editor(args.program, work, [catalogue, "--seed", "5"], args.size)
    try:
        WALK.begin("open the default catalogue")
        started(editor, "the first layout")

        WALK.begin("the viewport's 3D button")
        editor.click(editor.control("Viewport", "View3d"))
        current = editor.wait("the level in 3D", lambda m: m["facts"]["view3d"]["level"])

        WALK.begin("G over the 3D view: walking at eye height")
        x, y, w, h = editor.window_rect(current, "Viewport")
        editor.move(x + w / 2, y + h * 0.6)
        time.sleep(0.2)
        editor.key("g")
        current = editor.wait("walking", lambda m: m["facts"]["view3d"]["walking"])
        start = current["facts"]["view3d"]["eye"]
        if not 0.5 < start[1] < 2.5:
            WALK.fail(f"the walker's eye is {start[1]:.2f} m above the floor")

        WALK.begin("hold W: the walker moves ahead")
        xdotool("keydown", "w")
        time.sleep(0.6)
        xdotool("keyup", "w")
        editor.wait("the walker moved",
                    lambda m: m["facts"]["view3d"]["eye"][0] != start[0]
                    or m["facts"]["view3d"]["eye"][2] != start[2])

        WALK.begin("Escape: back to orbiting")
        editor.key("Escape")
        editor.wait("orbiting again", lambda m: not m["facts"]["view3d"]["walking"])

        WALK.begin("quit")
        editor.key("ctrl+q")
        editor.wait_exit("Ctrl+Q")
    finally:
        editor.stop()


def generate_seed(editor, seed):
    """Types the seed into the Generation panel (auto-regenerate may start a
    run), then presses Generate and waits for that run."""
    show_tab(editor, "Generation")
    if editor.facts()["seed"] != seed:
        type_into(editor, editor.control("Generation", "Seed"), str(seed))
        editor.wait(f"the seed {seed} taken", lambda m: m["facts"]["seed"] == seed)
    editor.wait("no run under way", lambda m: not m["facts"]["running"])
    run_id = editor.facts()["run"]["id"]
    editor.click(editor.control("Generation", "Generate"))
    editor.wait(f"the run of seed {seed}",
                lambda m: m["facts"]["run"]["id"] > run_id and m["facts"]["run"]["seed"] == seed
                and not m["facts"]["running"])


def step_to_a_refused_loop(editor):
    """Seeds from 1 until the Log's Find steps to a candidate refused for
    closing a loop of 2 rooms; the map then outlines both rooms."""
    words = "would close a loop of 2 rooms"
    for seed in range(1, 13):
        WALK.begin(f"seed {seed}: Find '{words}' in the Log")
        generate_seed(editor, seed)
        show_tab(editor, "Log")
        type_into(editor, editor.control("Log", "Find"), words)
        try:
            found = editor.wait("the step of a refused loop",
                                lambda m: words in (m["facts"]["event"] or ""), timeout=3)
        except StepFailed:
            continue
        WALK.begin("the refused loop's two rooms outlined on the map")
        viewport = editor.window_rect(found, "Viewport")
        marks = editor.wait("two rooms marked",
                            lambda m: len({c["name"] for c in editor.controls(m, "Viewport/Marks")
                                           if c["name"].startswith("room ")}) == 2)
        for mark in editor.controls(marks, "Viewport/Marks"):
            if mark["name"].startswith("room ") and viewport and not overlaps(mark["rect"],
                                                                             viewport):
                WALK.fail(f"{mark['name']} is outlined off the map, at {mark['rect']}")
        return
    WALK.fail(f"no candidate refused because it {words} in seeds 1 to 12")


def a_region_that_falls_short(editor, paths):
    WALK.begin("File > Open parameters: a region asking for 0.60 of rooms")
    editor.menu("File", "Open parameters...")
    answer_path_dialog(editor, "Open parameters", paths["regions"])
    editor.wait("the region in the parameters",
                lambda m: m["facts"]["params"]["regions"]
                and m["facts"]["params"]["regions"][0]["density"] == 0.6)
    editor.wait("the dialog closed", no_modal)
    generate_seed(editor, 1)

    WALK.begin("the status says the region falls short, as a warning")
    short = "region 0 (west wing) asked density 0.60, got "
    status = editor.wait("a warning in the run status",
                         lambda m: any(n.startswith("warning: Short: ")
                                       for n in names_in(m, "Generation/Status")))
    lines = names_in(status, "Generation/Status")
    if not lines[0].startswith("warning: ") or not any(short in line for line in lines):
        WALK.fail(f"the run status says {lines}")

    WALK.begin("the Problems panel lists the region")
    show_tab(editor, "Problems")
    problems = editor.wait("a line in the Problems panel",
                           lambda m: names_in(m, "Problems/Lines"))
    lines = names_in(problems, "Problems/Lines")
    if not any(line.startswith("warning: ") and short in line for line in lines):
        WALK.fail(f"the Problems panel lists {lines}")


def frame_time_on_a_big_map(editor):
    WALK.begin("a 256x256 map")
    show_tab(editor, "Generation")
    for key in ("width", "height"):
        type_parameter(editor, key, "256", 256)
    editor.wait("no run under way", lambda m: not m["facts"]["running"])
    run_id = editor.facts()["run"]["id"]
    editor.click(editor.control("Generation", "Generate"))
    editor.wait("the 256x256 map on show",
                lambda m: m["facts"]["run"]["id"] > run_id and not m["facts"]["running"]
                and m["facts"]["run"]["layout"])

    WALK.begin("View > Frame time: the overlay says what frames cost")
    editor.menu("View", "Frame time")
    editor.wait("the overlay on", lambda m: m["facts"]["frameTime"] is not None)
    viewport = editor.window_rect(editor.read_map(), "Viewport")
    x, y = centre(viewport)
    for dx in range(0, 60, 6):  # frames drawn for the mouse over the map
        editor.move(x + dx, y)
    shown = editor.wait("frame times measured",
                        lambda m: m["facts"]["frameTime"]["workMs"] > 0)
    line = shown["facts"]["frameTime"]["line"]
    if " ms a frame | " not in line:
        WALK.fail(f"the overlay says '{line}'")
    print(f"    the overlay on a 256x256 map: {line}", flush=True)
    editor.menu("View", "Frame time")
    editor.wait("the overlay off", lambda m: m["facts"]["frameTime"] is None)


def overlaps(rect, outer):
    x, y, w, h = rect
    ox, oy, ow, oh = outer
    return x < ox + ow and ox < x + w and y < oy + oh and oy < y + h


def centre(rect):
    x, y, w, h = rect
    return x + w / 2, y + h / 2


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--program", required=True, help="the easylink program")
    parser.add_argument("--assets", required=True, help="the assets folder")
    parser.add_argument("--size", required=True, help="the window, WxH")
    parser.add_argument("--work", required=True, help="a scratch folder (emptied first)")
    args = parser.parse_args()
    for tool in ("xdotool",):
        if shutil.which(tool) is None:
            print(f"walkthrough: {tool} is not installed", file=sys.stderr)
            return 2
    args.program = os.path.abspath(args.program)
    args.assets = os.path.abspath(args.assets)
    work = os.path.abspath(args.work)
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(os.path.join(work, "catalogues"))
    os.makedirs(os.path.join(work, "out"))
    catalogue = os.path.join(work, "catalogues", "default.json")
    shutil.copyfile(os.path.join(args.assets, "catalogues", "default.json"), catalogue)
    paths = {
        "params": os.path.join(work, "out", "dense.params.json"),
        "catalogue": os.path.join(work, "catalogues", "mine.json"),
        "layout": os.path.join(work, "out", "layout.json"),
        "regions": os.path.join(work, "out", "regions.params.json"),
    }
    shutil.copyfile(os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, "data",
                                 "regions_params.json"), paths["regions"])
    # The default catalogue at the sample kit's 2 m tiles, the kit beside it.
    kits = os.path.join(work, "kits")
    os.makedirs(os.path.join(kits, "art"))
    paths["kit"] = os.path.join(kits, "art", "sample-kit.glb")
    paths["kit_catalogue"] = os.path.join(kits, "dungeon.json")
    shutil.copyfile(os.path.join(args.assets, "kits", "sample-kit.glb"), paths["kit"])
    with open(catalogue, encoding="utf-8") as source:
        text = source.read().replace('"macro": 4,', '"macro": 4,\n  "tile_size": 2.0,', 1)
    with open(paths["kit_catalogue"], "w", encoding="utf-8") as out:
        out.write(text)
    try:
        session_one(args, work, catalogue, paths)
        session_two(args, work, paths)
        session_three(args, work, paths)
        fresh = os.path.join(work, "fresh")
        os.makedirs(fresh)
        session_four(args, fresh, catalogue, paths)
        session_five(args, fresh, paths)
        walker = os.path.join(work, "walker")
        os.makedirs(walker)
        session_six(args, walker, catalogue)
    except StepFailed as failure:
        print(f"walkthrough at {args.size}: {failure}", file=sys.stderr)
        return 1
    print(f"walkthrough at {args.size}: every step passed in "
          f"{time.monotonic() - WALK.started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
