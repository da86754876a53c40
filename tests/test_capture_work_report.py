"""The agent's report of the work it just did is no root cause (branch cap45, from the design sets' false
captures: "Root cause: it copies both tables into bookings and drops the old ones" after "Migration written;",
"Root cause: pushed 31 price updates ...", "Root cause: note I removed the round(..., 2) ..." after "Fixed;").
Prose that, after the agent's own edit, opens by reporting that work — its act with the subject left out
("Moved ...", "Pushed ...", "Swapped: ..."), a thing reported made ("Migration written;"), a bare "Passing." or
what the code does now — explains the change or its result; a cause it found was said before the edit, or is
announced ("turns out", "the root cause was"), and that one stays.

Through ``reflectgit capture transcript``."""

from __future__ import annotations

from test_capture_complete import edit, rec, result, run, tool, write

from reflectgit.kb import KB


def _causes(rg, kb, path) -> list[str]:
    out = rg.json("capture", "transcript", str(path))
    notes = [KB.open(kb).get(i) for i in out["captured"]]
    return [n.title for n in notes if n.fields().get("type") == "root-cause"]


def test_a_report_of_the_migration_just_written_is_no_root_cause(rg, kb, code_repo, tmp_path):
    lines = [rec("user", "merge hall_hires and organ_practice into one bookings table, keep the data", cwd=str(code_repo)),
             *tool("assistant", "r1", "Read", {"file_path": f"{code_repo}/database/schema.sql"}),
             result("r1", "create table hall_hires (id int, starts_at text, ends_at text, hirer_id int);\n"
                          "create table organ_practice (id int, starts_at text, ends_at text, player_id int);"),
             *edit(code_repo, "e1", "database/migrations/merge_bookings.php", name="Write"),
             *run("b1", "insert into bookings (space, starts_at) select 'hall', starts_at from hall_hires\n"
                        "drop table organ_practice\ndrop table hall_hires", command="php artisan migrate --pretend"),
             rec("assistant", "Migration written; it copies both tables into `bookings` and drops the old ones, "
                              "since nothing else reads them."),
             rec("user", "dont drop them yet, keep the old tables until the treasurer has reconciled december"),
             *edit(code_repo, "e2", "database/migrations/merge_bookings.php"),
             rec("user", "cheers")]
    assert _causes(rg, kb, write(tmp_path, lines)) == []


def test_a_fix_reported_then_explained_is_no_root_cause(rg, kb, code_repo, tmp_path):
    lines = [rec("user", "abv for SG readings is off by a bit on the labels, brewlog/abv.py", cwd=str(code_repo)),
             *tool("assistant", "r1", "Read", {"file_path": f"{code_repo}/brewlog/abv.py"}),
             result("r1", "def abv(og, fg, unit):\n    if unit == 'sg':\n        return round((og - fg) * 131.25, 2)"),
             *edit(code_repo, "e1", "brewlog/abv.py"),
             *run("t1", "4 passed in 0.17s"),
             rec("assistant", "Fixed; note I removed the `round(..., 2)` from the SG path as well so the stored value "
                              "keeps full precision."),
             rec("user", "good. round only when printing the label, to one decimal"),
             *edit(code_repo, "e2", "brewlog/label.py"),
             rec("user", "thanks")]
    assert _causes(rg, kb, write(tmp_path, lines)) == []


def test_a_cause_stated_before_the_edit_stays(rg, kb, code_repo, tmp_path):
    lines = [rec("user", "saving in the 'new member' modal replaces the whole page with the form. "
                         "templates/members/new.html", cwd=str(code_repo)),
             *tool("assistant", "r1", "Read", {"file_path": f"{code_repo}/templates/members/new.html"}),
             result("r1", '1 <form action="/members" method="post" up-submit up-target="body">'),
             rec("assistant", "The form targets body, and it is rendered inside an overlay, so Unpoly swaps the "
                              "overlay's whole content with the response."),
             *edit(code_repo, "e1", "templates/members/new.html"),
             rec("assistant", "Moved the target to the form itself, so only the form is swapped."),
             rec("user", "works, thanks")]
    causes = _causes(rg, kb, write(tmp_path, lines))
    assert len(causes) == 1 and "targets body" in causes[0], causes


def test_a_cause_announced_after_the_fix_stays(rg, kb, code_repo, tmp_path):
    lines = [rec("user", "the nightly export job hangs since tuesday, jobs/export.py", cwd=str(code_repo)),
             *tool("assistant", "r1", "Read", {"file_path": f"{code_repo}/jobs/export.py"}),
             result("r1", "1 conn = pool.get()\n2 rows = conn.execute(q)\n3 for r in rows: write(r)"),
             *edit(code_repo, "e1", "jobs/export.py"),
             *run("t1", "3 passed in 0.4s"),
             rec("assistant", "Fixed. Turns out the connection was never returned to the pool, so the second "
                              "batch waited forever for a free one."),
             rec("user", "nice")]
    causes = _causes(rg, kb, write(tmp_path, lines))
    assert len(causes) == 1 and "never returned to the pool" in causes[0], causes

