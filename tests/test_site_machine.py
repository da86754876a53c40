"""Which machine made each KB commit: the Reflectgit-Machine trailer shows in the site's audit
trail and note histories, and as a ``machine`` column in dashboard.db."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

from test_dashboard import world  # noqa: F401  (a fixture)

from reflectgit.kb import KB


def test_machine_in_site_and_dashboard_db(rg: Any, world: dict, tmp_path: Path) -> None:  # noqa: F811
    from reflectgit.dashboard import database
    from reflectgit.machine import name as machine_name

    kb = KB.open(world["kb"])
    machine = machine_name(kb.path)
    assert machine
    out = tmp_path / "site"
    rg("site", "build", "-o", str(out))
    audit = (out / "audit.html").read_text()
    assert '<th scope="col">Machine</th>' in audit and f"<td>{machine}</td>" in audit
    note = (out / "notes" / f"{world['pool']}.html").read_text()
    assert f'on <span class="machine">{machine}</span>' in note

    db = sqlite3.connect(database.build(kb))
    try:
        assert machine in {m for (m,) in db.execute("select machine from commits")}
        rows = db.execute("select machine from note_versions where note_id = ?", [world["pool"]]).fetchall()
        assert rows and all(m for (m,) in rows)
    finally:
        db.close()
