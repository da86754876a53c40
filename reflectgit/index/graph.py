"""The entity graph: notes, the entities they mention, and typed relations between them.

Nodes are ``note:<id>`` and ``ent:<name>``. A note links to each entity it names
(``mentions``); a relation links its source (an entity, or the note itself) to its target
(a note id, or an entity). Recall walks it from its best hits to notes that never matched
the query's words, and reports the path each one came through.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

import networkx as nx


def build(con: sqlite3.Connection) -> nx.MultiDiGraph:
    return from_rows(con.execute("select note_id, name from entities"),
                     con.execute("select note_id, source, type, target, target_note from edges"))


def from_rows(entities, edges) -> nx.MultiDiGraph:
    """The graph from (note_id, name) and (note_id, source, type, target, target_note) rows,
    wherever they are stored (the local index, or the team's shared store)."""
    g = nx.MultiDiGraph()
    for note_id, name in entities:
        g.add_edge(f"note:{note_id}", f"ent:{name}", type="mentions")
    for note_id, source, type_, target, target_note in edges:
        src = f"ent:{source}" if source else f"note:{note_id}"
        dst = f"note:{target_note}" if target_note else f"ent:{_norm(target)}"
        g.add_edge(src, dst, type=type_, note=note_id)
    return g


def _norm(name: str) -> str:
    from reflectgit.index.db import norm_entity

    return norm_entity(name)


@dataclass
class Hop:
    note_id: str
    via: str  # the seed note it was reached from
    edge: str  # relation type, or "shared-entity"
    entity: str | None  # the entity the path went through, if any
    distance: int

    def describe(self) -> str:
        through = f" via {self.entity}" if self.entity else ""
        return f"{self.edge}{through} from {self.via}"


INTENTS = {  # query cue words -> the relation types that answer them
    "cause": ({"why", "cause", "causes", "caused", "root", "reason", "because", "source"}, {"caused_by", "causes", "triggers"}),
    "remedy": ({"fix", "stop", "prevent", "avoid", "solve", "mitigate", "how", "handle"},
               {"prevents", "solves", "enables", "configures", "implements"}),
    "dependency": ({"depends", "requires", "need", "needs", "uses"}, {"requires", "uses", "part_of"}),
}


def preferred_edges(query_words: set[str]) -> set[str]:
    out: set[str] = set()
    for cues, types in INTENTS.values():
        if query_words & cues:
            out |= types
    return out


HUB = 25  # an entity named by more notes than this links everything to everything: not a path


def expand(g: nx.MultiDiGraph, seeds: list[str], max_hits: int = 10, prefer: set[str] | None = None) -> list[Hop]:
    """Notes one typed hop (or one shared entity) away from the seeds, best paths first.

    Paths from better seeds come first; among them, relations the query asks about
    (``prefer``: "root cause" -> caused_by), then other typed relations, then mere shared
    mentions (only through entities that 8 notes or fewer name). Hub entities are skipped.
    """
    prefer = prefer or set()
    seen: set[str] = set()  # a seed reached from a better seed counts: it is corroborated
    indeg = g.graph.get("in_degree")
    if indeg is None:  # networkx counts a multigraph's degree edge by edge: count once per graph
        indeg = g.graph["in_degree"] = dict(g.in_degree())
    found: list[tuple[tuple[int, ...], Hop]] = []

    def mentioners(ent: str) -> list[str]:
        return [m for m, _, d in g.in_edges(ent, data=True) if d["type"] == "mentions"]

    for rank, seed in enumerate(seeds):
        typed: list[Hop] = []
        shared: list[Hop] = []
        node = f"note:{seed}"
        if node not in g:
            continue
        for _, dst, data in g.out_edges(node, data=True):  # note -> note, both directions
            if dst.startswith("note:") and data["type"] != "mentions":
                typed.append(Hop(dst[5:], seed, data["type"], None, 1))
        for src, _, data in g.in_edges(node, data=True):
            if src.startswith("note:") and data["type"] != "mentions":
                typed.append(Hop(src[5:], seed, data["type"], None, 1))
        for _, ent, data in g.out_edges(node, data=True):
            if not ent.startswith("ent:") or indeg.get(ent, 0) > HUB:
                continue
            if data["type"] != "mentions":  # note -rel-> entity <- notes that name it or relate to it
                for m, _, _d in g.in_edges(ent, data=True):
                    if m.startswith("note:") and m != node:
                        typed.append(Hop(m[5:], seed, data["type"], ent[4:], 2))
            # note -> entity -rel-> entity <- notes naming it (and the note declaring the relation)
            for a, b, rel in list(g.out_edges(ent, data=True)) + list(g.in_edges(ent, data=True)):
                other = b if a == ent else a
                if rel["type"] == "mentions":
                    continue
                if other.startswith("note:"):
                    typed.append(Hop(other[5:], seed, rel["type"], ent[4:], 1))
                    continue
                if indeg.get(other, 0) <= HUB:
                    for m in mentioners(other):
                        typed.append(Hop(m[5:], seed, rel["type"], other[4:], 2))
                if rel.get("note"):
                    typed.append(Hop(rel["note"], seed, rel["type"], other[4:], 2))
            names = mentioners(ent)
            if len(names) <= 8:
                for m in names:
                    shared.append(Hop(m[5:], seed, "shared-entity", ent[4:], 2))
        for i, hop in enumerate(typed + shared):
            key = (rank, 0 if hop.edge in prefer else 1, 0 if hop.edge != "shared-entity" else 1, hop.distance, i)
            found.append((key, hop))
    out: list[Hop] = []
    seed_rank = {s: i for i, s in enumerate(seeds)}
    for _, hop in sorted(found, key=lambda kv: kv[0]):
        if hop.note_id == hop.via or hop.note_id in seen:
            continue
        if seed_rank.get(hop.note_id, len(seeds)) <= seed_rank[hop.via]:
            continue  # a seed counts only when a better seed leads to it
        seen.add(hop.note_id)
        out.append(hop)
        if len(out) >= max_hits:
            break
    return out
