"""Datasette plugin loaded by `reflectgit serve`: note ids become links to the note's page in
the generated site and to its git history; commit ids link to the commit in the audit table."""

from datasette import hookimpl
from markupsafe import Markup, escape

NOTE_COLUMNS = {("notes", "id"), ("note_versions", "note_id"), ("relations", "note_id"),
                ("relations", "target_note"), ("reflection_changes", "note_id")}


@hookimpl
def render_cell(value, column, table, database, datasette):
    if database != "dashboard" or not isinstance(value, str) or not value:
        return None
    if (table, column) in NOTE_COLUMNS or (table is None and column in ("id", "note_id")):
        if not value.startswith("lrn-") and table is None:
            return None
        v = escape(value)
        history = datasette.urls.database(database) + "/note_history?id=" + v
        return Markup(f'<a href="/site/notes/{v}.html">{v}</a> <a class="history" href="{history}" '
                      f'title="git history">(history)</a>')
    if (table, column) in (("note_versions", "commit"),):
        v = escape(value)
        return Markup(f'<a href="{datasette.urls.table(database, "commits")}/{v}">{v[:10]}</a>')
    return None
