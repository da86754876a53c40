"""The daily reflection pass, promotion to MEMORY.md, scheduling and the heartbeat, through
the CLI on crafted notes."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

from conftest import git, head, tree_files

from reflectgit import recall_log
from reflectgit.kb import KB
from reflectgit.reflection import schedule


def add(rg, title: str, *extra: str) -> str:
    return rg.json("add", "--title", title, "--project", "ops", "--branch", "main", *extra)["id"]


def recall(kb: Path, note_id: str, sessions: list[str]) -> None:
    for s in sessions:
        recall_log.record(kb / ".reflectgit", "q", "ops", "main", [note_id], 10, False, False, session=s)


def note(kb: Path, note_id: str):
    return KB.open(kb).get(note_id)


def test_daily_pass_applies_each_rule_in_one_commit(rg, kb):
    tmp = add(rg, "tmp notes from the spike")
    tiny = add(rg, "ok")
    kept_tmp = add(rg, "temp workaround that people use", "--body", "Restart the worker.")
    recall(kb, kept_tmp, ["s1"])
    messy = add(rg, "Flaky upload test", "--tags", "ci", "--type", "fix", "--body",
                "Retry the upload.   \n\n\n\nRetry the upload.\nSee setup.py for the pin.\n\n")
    long_id = add(rg, "Redis pool exhaustion", "--subject", "redis", "--type", "lesson", "--body",
                  "The redis pool runs dry under burst load so size it to peak concurrency and set a wait timeout "
                  "on every client in the service mesh today")
    short_id = add(rg, "Redis pool runs dry", "--subject", "redis", "--type", "lesson", "--body",
                   "The redis pool runs dry under burst load so size it to peak concurrency and set a wait timeout "
                   "on every client in the service mesh")
    commits_before = len(git("log", "--format=%H", cwd=kb).split())
    messy_updated = note(kb, messy)["updated"]
    out = rg.json("reflect", "daily")
    assert out["archived"] == 2 and out["normalized"] >= 1 and out["merged"] == 1
    assert note(kb, tmp)["hidden"] is True and note(kb, tmp)["archived_at"]
    assert note(kb, tiny)["hidden"] is True
    assert not note(kb, kept_tmp).get("hidden")  # recalled once: kept
    # review15: an archived (hidden) note read as plain "active" in `list` and `status`
    assert rg.json("status")["hidden"] == 2 and "hidden=2" in rg("status").output
    assert f"{tmp}  active, hidden" in rg("list").output
    assert {r["id"] for r in rg.json("list") if r["hidden"]} == {tmp, tiny}
    m = note(kb, messy)
    assert m.body == "Retry the upload.\n\nSee setup.py for the pin.\n" and m["last_rewritten_at"]
    assert m.tags[:1] == ["ci"] and "files" in m.tags
    assert not any(t.startswith(("scope:", "type:")) for t in m.tags)  # no tag repeats a field
    assert m["updated"] == messy_updated  # whitespace and derived tags are not news: recency unchanged
    merged, survivor = note(kb, short_id), note(kb, long_id)
    assert merged.status == "deleted" and merged["superseded_by"] == long_id
    assert f"merged:{short_id}" in survivor["links"]
    assert len(git("log", "--format=%H", cwd=kb).split()) == commits_before + 1
    last = rg.json("history", tmp, "--no-diff")[0]
    assert last["actor"] == "reflection:daily" and last["op"] == "reflect daily"
    audit = list((kb / "memory" / "meta" / "audit").glob("reflection-*.jsonl"))
    records = [json.loads(line) for f in audit for line in f.read_text().splitlines()]
    assert {r["action"] for r in records} >= {"archive", "normalize", "retag", "merge"}
    assert all({"note_id", "before", "after", "reason", "at"} <= set(r) for r in records)
    again = rg.json("reflect", "daily")
    assert again["archived"] == 0 and again["merged"] == 0  # archived and merged notes are not revisited


def test_dry_run_writes_nothing(rg, kb):
    add(rg, "scratch idea")
    add(rg, "Body with blank lines", "--body", "a\n\n\n\nb\n")
    before_files, before_head = tree_files(kb), head(kb)
    out = rg.json("reflect", "daily", "--dry-run")
    assert out["dry_run"] and out["archived"] == 1 and out["changes"]
    assert tree_files(kb) == before_files and head(kb) == before_head


def test_selection_is_capped_and_favours_neglected_notes(rg, kb):
    tagged = [add(rg, f"Tagged note {i}", "--tags", "x", "--link", "https://example.invalid") for i in range(4)]
    bare = [add(rg, f"Bare note {i}") for i in range(8)]
    out = rg.json("reflect", "daily", "--max-notes", "8", "--dry-run")
    assert len(out["inspected"]) == 8 and set(out["inspected"]) == set(bare)
    assert not set(out["inspected"]) & set(tagged)


def test_promotion_keeps_hand_written_memory_byte_for_byte(rg, kb):
    pref = add(rg, "Use pytest, not unittest", "--type", "preference", "--rule", "Write tests with pytest")
    lesson = add(rg, "Pin torch through constraints", "--type", "lesson", "--rule", "Use constraints.txt")
    other = add(rg, "Deploys happen on Tuesdays", "--type", "decision", "--subject", "release process")
    rarely = add(rg, "Seen once", "--type", "lesson")
    for n in (pref, lesson, other):
        recall(kb, n, ["s1", "s2", "s3"])
    recall(kb, rarely, ["s1", "s1", "s2"])  # two distinct sessions only
    memory = kb / "MEMORY.md"
    original = memory.read_text()
    mine_top = "My own intro — keep this exactly.   \n\n"
    mine_bottom = "\n## My section\n\n* hand-written, with trailing spaces  \n"
    memory.write_text(mine_top + original + mine_bottom)
    out = rg.json("promote")
    assert sorted(out["added"]) == sorted([pref, lesson, other]) and rarely not in out["promoted"]
    text = memory.read_text()
    assert text.startswith(mine_top) and text.endswith(mine_bottom)
    block = text[text.index("<!-- reflectgit:managed:start -->"):text.index("<!-- reflectgit:managed:end -->")]
    sections = [line for line in block.splitlines() if line.startswith("## ")]
    assert sections == ["## Learnings", "## Preferences", "## Release process"]
    assert f"**Use pytest, not unittest** — Write tests with pytest ({pref}, ops)" in block
    assert git("status", "--porcelain", cwd=kb) == ""
    assert rg.json("promote")["changed"] is False  # idempotent
    # the markers deleted by hand: a new block is appended, nothing else touched
    memory.write_text("Only my words.\n")
    rg("promote")
    text = memory.read_text()
    assert text.startswith("Only my words.\n") and "<!-- reflectgit:managed:start -->" in text
    # review12: a start marker whose end was deleted, then two promotions, took the lines between
    broken = "# MEMORY\nmine\n<!-- reflectgit:managed:start -->\n- old\n\n## My own section\nIMPORTANT\n"
    memory.write_text(broken)
    git("commit", "-qam", "hand edit", cwd=kb)
    for _ in range(2):
        res = rg("promote", expect=2)
        assert "field 'markers'" in res.output and memory.read_text() == broken
    daily = rg("reflect", "daily")
    assert "MEMORY.md left as it is" in daily.output and memory.read_text() == broken
    found = [f for f in rg.json("doctor", expect=1)["findings"] if f["field"] == "markers"]
    assert found and "1 start marker(s) and 0 end marker(s)" in found[0]["message"]
    memory.write_text(broken.replace("<!-- reflectgit:managed:start -->\n", "<!-- reflectgit:managed:end -->\n"
                                     "<!-- reflectgit:managed:start -->\n"))  # reversed: it appended every day
    git("commit", "-qam", "hand edit", cwd=kb)
    before = memory.read_text()
    rg("reflect", "daily")
    assert memory.read_text() == before


def fake_crontab(tmp_path: Path, monkeypatch) -> Path:
    store = tmp_path / "crontab.txt"
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    script = bin_dir / "crontab"
    script.write_text(f"""#!/bin/sh
if [ "$1" = "-l" ]; then [ -f {store} ] && cat {store} && exit 0; echo "no crontab for you" >&2; exit 1; fi
if [ "$1" = "-" ]; then cat > {store}; exit 0; fi
exit 2
""")
    script.chmod(0o755)
    monkeypatch.setenv("PATH", f"{bin_dir}:{os.environ['PATH']}")
    return store


def test_schedule_writes_the_crontab_line(rg, kb, tmp_path, monkeypatch):
    store = fake_crontab(tmp_path, monkeypatch)
    store.write_text("15 3 * * * /usr/bin/backup  # mine\n")
    out = rg.json("schedule", "install")
    assert out["method"] == "crontab"
    lines = store.read_text().splitlines()
    assert lines[0] == "15 3 * * * /usr/bin/backup  # mine"
    assert lines[1].startswith("0 9 * * * REFLECTGIT_HOME=") and lines[1].endswith("# reflectgit-daily")
    assert "-m reflectgit reflect daily --quiet" in lines[1] and str(kb) in lines[1]
    monkeypatch.setenv("REFLECTGIT_REFLECTION_HOUR", "7")
    monkeypatch.setenv("REFLECTGIT_REFLECTION_MINUTE", "30")
    rg("schedule", "install")
    lines = store.read_text().splitlines()
    assert len(lines) == 2 and lines[1].startswith("30 7 * * * ")
    st = rg.json("schedule", "status")
    assert st["installed"] and st["method"] == "crontab"
    rg("schedule", "remove")
    assert store.read_text() == "15 3 * * * /usr/bin/backup  # mine\n"
    assert rg.json("schedule", "status")["installed"] is False


def test_heartbeat_decides_when_the_pass_is_due(rg, kb, monkeypatch):
    monkeypatch.setenv("REFLECTGIT_HEARTBEAT", "1")
    monkeypatch.setenv("REFLECTGIT_REFLECTION_HOUR", "9")
    morning = time.strptime("2026-11-20 10:30", "%Y-%m-%d %H:%M")
    night = time.strptime("2026-11-20 23:30", "%Y-%m-%d %H:%M")
    early = time.strptime("2026-11-20 08:30", "%Y-%m-%d %H:%M")
    assert schedule.due(kb, morning) == "the scheduled run was missed today"
    assert schedule.due(kb, night) is None and schedule.due(kb, early) is None
    state = kb / ".reflectgit" / "reflection.json"
    state.write_text(json.dumps({"last_daily": time.strftime("%Y-%m-%dT%H:%M:%S", morning)}))
    assert schedule.due(kb, morning) is None  # already ran today


def test_heartbeat_starts_the_pass_after_many_new_notes(rg, kb, monkeypatch):
    """Notes added through the CLI alone (no `status` to refresh a cache) start the pass."""
    monkeypatch.setenv("REFLECTGIT_REFLECTION_AFTER_NOTES", "4")
    monkeypatch.setenv("REFLECTGIT_REFLECTION_HOUR", "23")  # after waking hours: only the note count can fire
    monkeypatch.setenv("REFLECTGIT_HEARTBEAT", "1")
    scratch = add(rg, "scratch: try this")
    for i in range(3):
        add(rg, f"note {i}")  # every add commits; each heartbeat saw fewer than 4 notes
    assert "attempted" not in schedule.read_state(kb)
    rg("list")  # an ordinary command: the heartbeat sees 4 new notes and starts the pass in the background
    state_file = kb / ".reflectgit" / "reflection.json"
    deadline = time.time() + 120
    while time.time() < deadline:
        state = json.loads(state_file.read_text())
        if state.get("notes_at_last_daily") == 4:  # written once the pass has committed
            break
        time.sleep(0.3)
    else:
        raise AssertionError((kb / ".reflectgit" / "reflection.log").read_text())
    assert KB.open(kb).get(scratch).get("hidden") is True
    assert state["reason"] == "4 notes added since the last run"
    state_file.write_text(json.dumps({k: v for k, v in state.items() if not k.startswith("attempted")}))
    assert schedule.due(kb) is None  # counted from the last run now


def test_graph_repair_conventions_and_lifecycle_events(rg, kb, tmp_path, monkeypatch):
    old = add(rg, "Old pool sizing advice", "--tags", "redis")
    new = add(rg, "Pool sizing advice", "--tags", "redis")
    purged = add(rg, "A note that will be purged", "--tags", "x")
    user = add(rg, "Gateway 504 cascade", "--relation", f"caused_by:{old}", "--relation", f"relates_to:{purged}",
               "--relation", "uses:api-gateway", "--tags", "gateway", "--link", "https://example.invalid")
    rg("set", old, "superseded_by", new)
    rg("forget", old, "--reason", "replaced")
    rg("forget", purged, "--reason", "noise", "--purge")
    for i, style in enumerate(["Write tests with pytest", "Always write tests with pytest fixtures",
                               "Use pytest to write tests"]):
        add(rg, f"testing style {i}", "--type", "preference", "--rule", style)
    add(rg, "Squash merge feature branches", "--type", "convention", "--rule", "Squash merge feature branches")
    add(rg, "Answer me tersely", "--type", "preference", "--rule", "Answer me tersely", "--scope", "user")
    hook_out = tmp_path / "event.json"
    monkeypatch.setenv("REFLECTGIT_EVENTS_ON_REFLECTION_DAILY", f"cat > {hook_out}")
    out = rg.json("reflect", "daily", "--max-notes", "50")
    assert out["repaired"] == 1
    rels = KB.open(kb).get(user)["relations"]
    assert {"type": "caused_by", "target": new} in rels and not any(r["target"] == purged for r in rels)
    assert {"type": "uses", "target": "api-gateway"} in rels
    doc = (kb / "memory" / "conventions" / "ops.md").read_text()
    lines = [line for line in doc.splitlines() if line.startswith("- **")]
    assert len(lines) == 2 and lines[0].startswith("- **Write tests with pytest** — evidence 3")
    assert "tersely" not in doc  # review15: the author's own preference is no convention of the project
    assert "memory/conventions/ops.md" in out["conventions"]
    monkeypatch.delenv("REFLECTGIT_EVENTS_ON_REFLECTION_DAILY")  # a second hook would truncate the file polled below
    assert rg.json("reflect", "daily")["conventions"] == []  # unchanged: not rewritten
    events = [json.loads(line) for line in (kb / ".reflectgit" / "events.jsonl").read_text().splitlines()]
    assert [e["event"] for e in events].count("reflection_daily") == 2
    deadline = time.time() + 10
    while time.time() < deadline:  # the hook runs in the background: wait for its whole output
        text = hook_out.read_text() if hook_out.exists() else ""
        if text.rstrip().endswith("}"):
            break
        time.sleep(0.1)
    assert json.loads(hook_out.read_text())["event"] == "reflection_daily"


def test_daily_pass_archives_expired_notes(rg, kb):
    old = add(rg, "Temporary freeze on deploys", "--forget-after", "2020-01-01", "--tags", "x")
    fresh = add(rg, "Freeze until next year", "--forget-after", "2999-01-01", "--tags", "x")
    out = rg.json("reflect", "daily")
    assert out["expired"] == 1
    assert note(kb, old).status == "archived" and "expired" in note(kb, old)["status_reason"]
    assert note(kb, fresh).status == "active"


def test_a_percent_sign_in_the_kb_path_is_escaped_for_cron(rg, tmp_path, monkeypatch):
    """review12: cron ends a command at a bare `%`, so the line ran a truncated command."""
    import subprocess

    store = fake_crontab(tmp_path, monkeypatch)
    kb = tmp_path / "pct%d" / "kb"
    rg("init", str(kb))
    monkeypatch.setenv("REFLECTGIT_HOME", str(kb))
    rg("schedule", "install")
    line = store.read_text().splitlines()[-1]
    assert "pct\\%d" in line and "pct%d" not in line.replace("\\%", "")
    command = line.split(" ", 5)[5].replace("\\%", "%")  # what cron hands the shell
    assert subprocess.run(["sh", "-c", command.replace("reflect daily --quiet", "status")], check=False).returncode == 0


def test_each_daily_run_moves_on_to_notes_not_inspected_lately(rg, kb):
    """review30: every run inspected the same 10 notes (ties went to the lowest ids), so a
    near-duplicate among the others was never merged and a tmp note stayed active for ever."""
    notes = [add(rg, f"Lesson {i} about the widget{i} service", "--rule", f"restart widget{i} after config change {i}")
             for i in range(21)]
    rule = "always pin the docker base image by its digest in every compose file of the service"
    twins = [add(rg, "Pin docker base images", "--rule", rule),
             add(rg, "Pin the docker base images", "--rule", rule + " today")]  # near, not exact: Jaccard 0.93
    tmp = add(rg, "tmp note about the thing", "--rule", "look at this later")
    runs = [rg.json("reflect", "daily") for _ in range(3)]
    assert runs[0]["archived"] == 1 and note(kb, tmp)["hidden"] is True  # the cheap check covers every note at once
    seen = [set(r["inspected"]) for r in runs]
    assert len(seen[0]) == len(seen[1]) == 10 and not seen[0] & seen[1]  # the second run moves on
    assert sum(r["merged"] for r in runs) == 1
    assert {note(kb, t).status for t in twins} == {"active", "deleted"}
    merged_away = {t for t in twins if note(kb, t).status == "deleted"}  # folded into its twin, maybe never inspected
    assert set(notes + twins) - merged_away <= seen[0] | seen[1] | seen[2]  # every note within 3 runs of 10
    assert not any(n.get("inspected") or n.get("last_inspected") for n in KB.open(kb).notes())  # state, not notes
    dry = rg.json("reflect", "daily", "--dry-run")
    assert rg.json("reflect", "daily")["inspected"] == dry["inspected"]  # a dry run records no inspection


def test_exact_twins_are_merged_whatever_the_daily_selection(rg, kb):
    """Exact twins (title and text word for word, case and punctuation aside) are found over every
    note, not only the selected ones; a note saying the same words in another order is no twin."""
    first = add(rg, "Pin base images", "--rule", "Pin docker base images by digest.", "--tags", "docker",
                "--link", "https://example.invalid")
    path = next((kb / "learnings").rglob(f"{first}.md"))
    twin = "lrn-twin0001"
    path.with_name(f"{twin}.md").write_text(path.read_text().replace(first, twin).replace(
        "Pin docker base images by digest.", "pin Docker base images by digest"))  # the shorter goes
    reordered = add(rg, "Pin base images", "--rule", "Pin docker digest images by base", "--tags", "docker",
                    "--link", "https://example.invalid")
    retitled = add(rg, "Pin every base image", "--rule", "Pin docker base images by digest.", "--tags", "docker",
                   "--link", "https://example.invalid")  # another title: for the near-duplicate step to judge
    git("add", "-A", cwd=kb)
    git("commit", "-qm", "a twin written by hand", cwd=kb)
    bare = add(rg, "Bare note that needs care")
    out = rg.json("reflect", "daily", "--max-notes", "1")
    assert out["inspected"] == [bare] and out["merged"] == 1
    assert note(kb, twin).status == "deleted" and note(kb, twin)["superseded_by"] == first
    assert note(kb, reordered).status == "active" and note(kb, retitled).status == "active"


def test_memory_keeps_the_reason_a_note_holds(rg, kb):
    """review30: MEMORY.md dropped the reason ("since yaml.load can execute arbitrary tags") when
    the rule was the title."""
    rule = "Never use yaml.load on config files; use yaml.safe_load instead"
    yaml_id = add(rg, rule, "--type", "correction", "--rule", rule,
                  "--key-insight", "Since yaml.load can execute arbitrary tags from an untrusted file")
    long_id = add(rg, "Pin torch", "--type", "lesson", "--rule", "Install with constraints.txt",
                  "--key-insight", "The unpinned wheel pulls CUDA " + "and several more gigabytes of packages " * 8)
    for n in (yaml_id, long_id):
        recall(kb, n, ["s1", "s2", "s3"])
    rg("reflect", "daily")
    text = (kb / "MEMORY.md").read_text()
    assert (f"- **{rule}** — since yaml.load can execute arbitrary tags from an untrusted file ({yaml_id}, ops)"
            in text)
    line = next(x for x in text.splitlines() if long_id in x)
    assert line.startswith("- **Pin torch** — Install with constraints.txt — The unpinned wheel pulls CUDA")
    assert " … (" in line and len(line) < 260  # a short reason: cut at a word


def test_retag_needs_evidence_and_conventions_are_what_notes_say(rg, kb):
    """review30: the retag read "never use" / "always use" as a preference, tagged a docker pin and
    a yaml correction `preference`, and the conventions page listed both as conventions."""
    pin = add(rg, "Pin the postgres image to 16.2 in docker-compose", "--rule",
              "Never use postgres:latest in docker-compose", "--tags", "docker")
    yaml_fix = add(rg, "Never use yaml.load on config files", "--type", "correction", "--rule",
                   "Never use yaml.load on config files; always use yaml.safe_load")
    pathlib = add(rg, "Use pathlib in new code", "--rule", "Prefer pathlib.Path over os.path")
    # an earlier version's pass tagged this one `preference` (its audit record says so); a person tagged the other
    old = add(rg, "Always use httpx with a timeout", "--tags", "http")
    mine = add(rg, "Answer in the team's words", "--tags", "preference")
    rg("set", old, "tags", "http,preference")
    audit = kb / "memory" / "meta" / "audit" / "reflection-2026-01-01.jsonl"
    audit.parent.mkdir(parents=True, exist_ok=True)
    audit.write_text(json.dumps({"action": "retag", "note_id": old, "field": "tags", "before": ["http"],
                                 "after": ["http", "preference"], "reason": "structured and content-derived tags",
                                 "at": "2026-01-01T09:00:00Z"}) + "\n")
    git("add", "-A", cwd=kb)
    git("commit", "-qm", "an earlier daily pass", cwd=kb)
    rg("reflect", "daily", "--max-notes", "50")
    assert note(kb, pin).tags == ["docker"] and "preference" not in note(kb, yaml_fix).tags
    assert "preference" in note(kb, pathlib).tags  # said as a preference: tagged
    assert note(kb, old).tags == ["http"] and "preference" in note(kb, mine).tags  # yours stays
    doc = (kb / "memory" / "conventions" / "ops.md").read_text()
    assert "Prefer pathlib.Path over os.path" in doc and "Answer in the team's words" in doc
    assert "postgres" not in doc and "yaml" not in doc and "httpx" not in doc
