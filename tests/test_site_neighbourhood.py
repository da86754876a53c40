"""A note's neighbourhood on its site page: typed relations first (both ways), then the notes
sharing the most entities, at most 25 nodes, drawn as the same bytes for the same notes with
every label inside the canvas and every neighbour a link to its page."""

from __future__ import annotations

import re
from html import unescape

from reflectgit.dashboard import neighbourhood
from reflectgit.dashboard.neighbourhood import MOST, Neighbourhoods
from reflectgit.dashboard.svg import CHAR_W
from reflectgit.note import Note


def _note(nid: str, entities: list[str], relations: list[tuple[str, str]] | None = None,
          status: str = "active") -> Note:
    return Note.new({"id": nid, "title": f"Note {nid} about " + " and ".join(entities), "status": status,
                     "entities": entities, "relations": [{"type": t, "target": x} for t, x in relations or []]})


def test_relations_come_first_then_the_most_shared_entities() -> None:
    notes = [_note("lrn-a", ["redis", "pool"], [("caused_by", "lrn-b"), ("uses", "outside-thing")]),
             _note("lrn-b", ["gateway"]),
             _note("lrn-c", ["redis"], [("relates_to", "lrn-a")]),
             _note("lrn-d", ["redis", "pool"], status="demoted"),
             _note("lrn-e", ["pool"])]
    nb = Neighbourhoods.of(notes)
    around = nb.around("lrn-a")
    assert [(n.id, n.edge, n.kind) for n in around] == [
        ("lrn-b", "caused_by", "relation"), ("lrn-c", "← relates_to", "relation"),
        ("lrn-d", "pool", "entity"), ("lrn-e", "pool", "entity")]
    assert around[2].status == "demoted"
    # a relation to something that is no note counts as an entity, as on the graph page
    assert nb.entity_notes["outside-thing"] == {"lrn-a"}
    assert nb.around("lrn-b")[0].edge == "← caused_by"


def test_at_most_25_nodes_and_a_hub_entity_stays_cheap() -> None:
    notes = [_note(f"lrn-{i:04d}", ["everyone"]) for i in range(1000)]
    nb = Neighbourhoods.of(notes)
    around = nb.around("lrn-0500")
    assert len(around) == MOST - 1 and "lrn-0500" not in {n.id for n in around}
    assert [n.id for n in around] == sorted(n.id for n in around)  # ties broken by id: the same page each build


def test_drawing_is_deterministic_linked_and_inside_its_canvas() -> None:
    notes = [_note("lrn-a", ["redis"], [("caused_by", f"lrn-{i:02d}") for i in range(10)])]
    notes += [_note(f"lrn-{i:02d}", ["redis"]) for i in range(40)]
    for n in notes[1:4]:
        n.set("title", "A very long title that would run far past the right edge of a phone's screen " * 2)
    nb = Neighbourhoods.of(notes)
    around = nb.around("lrn-a")
    for width in (400, 640):
        svg = neighbourhood.draw("The note", "active", around, width=width)
        assert svg == neighbourhood.draw("The note", "active", around, width=width)
        assert svg.startswith('<svg class="neighbourhood" data-zoom viewBox="0 0 ')
        for n in around:
            assert f'<a href="{n.id}.html" class="node">' in svg
        assert svg.count("<line ") == len(around)
        view = re.search(r'viewBox="0 0 (\d+) (\d+)"', svg)
        assert view and int(view.group(1)) == width
        for x, anchor, text in re.findall(r'<text(?: class="[^"]*")? x="([\d.]+)" y="[\d.]+"'
                                          r'( text-anchor="middle")?>([^<]*)</text>', svg):
            w = CHAR_W * len(unescape(text)) * (0.85 if anchor else 1)
            left = float(x) - (w / 2 if anchor else 0)
            assert left >= 0 and left + w <= width + 0.5, (width, text)
    assert neighbourhood.draw("Alone", "active", []).startswith('<p class="empty">')
