"""The entity graph: notes, the entities they mention, and typed relations between them.

Nodes are ``note:<id>`` and ``ent:<name>``. A note links to each entity it names
(``mentions``); a relation links its source (an entity, or the note itself) to its target
(a note id, or an entity). Recall walks it from its best hits to notes that never matched
the query's words, and reports the path each one came through.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Protocol

Edge = tuple[str, str, dict[str, Any]]  # (from node, to node, {"type": ..., "note": declaring note})


class Graph(Protocol):
    """What ``expand`` reads: a node's edges in the order they were added, and in-degrees."""

    def out_edges(self, node: str) -> list[Edge]: ...

    def in_edges(self, node: str) -> list[Edge]: ...

    def in_degree(self, node: str) -> int: ...


def build(con: sqlite3.Connection) -> SqlGraph:
    """The local index's graph, read from SQLite one node at a time as a walk needs it."""
    return SqlGraph(con)


def from_rows(entities: Iterable[Any], edges: Iterable[Any]) -> MemoryGraph:
    """The graph from (note_id, name) and (note_id, source, type, target, target_note) rows,
    wherever they are stored (the local index, or the team's shared store)."""
    g = MemoryGraph()
    for note_id, name in entities:
        g.add(f"note:{note_id}", f"ent:{name}", {"type": "mentions"})
    for note_id, source, type_, target, target_note in edges:
        g.add(*_relation(note_id, source, type_, target, target_note))
    return g


def _relation(note_id: str, source: str | None, type_: str, target: str, target_note: str | None) -> Edge:
    src = f"ent:{source}" if source else f"note:{note_id}"
    dst = f"note:{target_note}" if target_note else f"ent:{_norm(target)}"
    return src, dst, {"type": type_, "note": note_id}


def _grouped(edges: list[tuple[str, Edge]]) -> list[Edge]:
    """Edges grouped by neighbour in order of the neighbour's first edge (as a multigraph's
    adjacency keeps them), each group in the order added."""
    groups: dict[str, list[Edge]] = {}
    for other, edge in edges:
        groups.setdefault(other, []).append(edge)
    return [e for group in groups.values() for e in group]


class MemoryGraph:
    """Adjacency dicts held in memory (the team store's rows arrive all at once)."""

    def __init__(self) -> None:
        self._succ: dict[str, dict[str, list[dict[str, Any]]]] = {}
        self._pred: dict[str, dict[str, list[dict[str, Any]]]] = {}

    def add(self, src: str, dst: str, data: dict[str, Any]) -> None:
        self._succ.setdefault(src, {}).setdefault(dst, []).append(data)
        self._pred.setdefault(dst, {}).setdefault(src, []).append(data)

    def out_edges(self, node: str) -> list[Edge]:
        return [(node, dst, d) for dst, ds in self._succ.get(node, {}).items() for d in ds]

    def in_edges(self, node: str) -> list[Edge]:
        return [(src, node, d) for src, ds in self._pred.get(node, {}).items() for d in ds]

    def in_degree(self, node: str) -> int:
        return sum(len(ds) for ds in self._pred.get(node, {}).values())


class SqlGraph:
    """The same graph answered from the index's tables per node (indexed lookups, cached per
    node), so a first search never loads every entity and relation of the KB."""

    def __init__(self, con: sqlite3.Connection):
        self.con = con
        self._out: dict[str, list[Edge]] = {}
        self._in: dict[str, list[Edge]] = {}
        self._to_entity: dict[str, list[tuple[int, Edge]]] | None = None  # relations aimed at an entity

    def _relations(self, where: str, arg: str) -> list[tuple[int, Edge]]:
        rows = self.con.execute(f"select rowid, note_id, source, type, target, target_note from edges where {where}",
                                (arg,)).fetchall()
        return [(r[0], _relation(r[1], r[2], r[3], r[4], r[5])) for r in rows]

    def _entity_targets(self) -> dict[str, list[tuple[int, Edge]]]:
        if self._to_entity is None:
            found: dict[str, list[tuple[int, Edge]]] = {}
            for r in self.con.execute("select rowid, note_id, source, type, target, target_note from edges "
                                      "where target_note is null or target_note = ''"):
                edge = _relation(r[1], r[2], r[3], r[4], r[5])
                found.setdefault(edge[1], []).append((r[0], edge))
            self._to_entity = found
        return self._to_entity

    def out_edges(self, node: str) -> list[Edge]:
        if node not in self._out:
            found: list[tuple[tuple[int, int], str, Edge]] = []
            if node.startswith("note:"):
                for rowid, ent in self.con.execute("select rowid, name from entities where note_id = ?", (node[5:],)):
                    found.append(((0, rowid), f"ent:{ent}", (node, f"ent:{ent}", {"type": "mentions"})))
                rels = self._relations("note_id = ? and (source is null or source = '')", node[5:])
            else:
                rels = self._relations("source = ?", node[4:])
            found += [((1, rowid), e[1], e) for rowid, e in rels]
            found.sort(key=lambda f: f[0])
            self._out[node] = _grouped([(other, e) for _, other, e in found])
        return self._out[node]

    def in_edges(self, node: str) -> list[Edge]:
        if node not in self._in:
            found: list[tuple[tuple[int, int], str, Edge]] = []
            if node.startswith("note:"):
                rels = self._relations("target_note = ?", node[5:])
            else:
                for rowid, nid in self.con.execute("select rowid, note_id from entities where name = ?", (node[4:],)):
                    found.append(((0, rowid), f"note:{nid}", (f"note:{nid}", node, {"type": "mentions"})))
                rels = self._entity_targets().get(node, [])
            found += [((1, rowid), e[0], e) for rowid, e in rels]
            found.sort(key=lambda f: f[0])
            self._in[node] = _grouped([(other, e) for _, other, e in found])
        return self._in[node]

    @property
    def nodes(self) -> set[str]:
        """Every node of the graph (reads every entity and relation: for audits, not for recall)."""
        out = {n for note_id, name in self.con.execute("select note_id, name from entities")
               for n in (f"note:{note_id}", f"ent:{name}")}
        for r in self.con.execute("select note_id, source, type, target, target_note from edges"):
            src, dst, _ = _relation(*r)
            out |= {src, dst}
        return out

    def in_degree(self, node: str) -> int:
        if node in self._in:
            return len(self._in[node])
        if node.startswith("note:"):
            return len(self.in_edges(node))
        mentions = self.con.execute("select count(*) from entities where name = ?", (node[4:],)).fetchone()[0]
        return int(mentions) + len(self._entity_targets().get(node, []))


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


def expand(g: Graph, seeds: list[str], max_hits: int = 10, prefer: set[str] | None = None) -> list[Hop]:
    """Notes one typed hop (or one shared entity) away from the seeds, best paths first.

    Paths from better seeds come first; among them, relations the query asks about
    (``prefer``: "root cause" -> caused_by), then other typed relations, then mere shared
    mentions (only through entities that 8 notes or fewer name). Hub entities are skipped.
    """
    prefer = prefer or set()
    seen: set[str] = set()  # a seed reached from a better seed counts: it is corroborated
    indeg: dict[str, int] = {}

    def degree(node: str) -> int:  # parallel edges count one each
        if node not in indeg:
            indeg[node] = g.in_degree(node)
        return indeg[node]

    found: list[tuple[tuple[int, ...], Hop]] = []

    def mentioners(ent: str) -> list[str]:
        return [m for m, _, d in g.in_edges(ent) if d["type"] == "mentions"]

    for rank, seed in enumerate(seeds):
        typed: list[Hop] = []
        shared: list[Hop] = []
        node = f"note:{seed}"
        for _, dst, data in g.out_edges(node):  # note -> note, both directions
            if dst.startswith("note:") and data["type"] != "mentions":
                typed.append(Hop(dst[5:], seed, data["type"], None, 1))
        for src, _, data in g.in_edges(node):
            if src.startswith("note:") and data["type"] != "mentions":
                typed.append(Hop(src[5:], seed, data["type"], None, 1))
        for _, ent, data in g.out_edges(node):
            if not ent.startswith("ent:") or degree(ent) > HUB:
                continue
            if data["type"] != "mentions":  # note -rel-> entity <- notes that name it or relate to it
                for m, _, _d in g.in_edges(ent):
                    if m.startswith("note:") and m != node:
                        typed.append(Hop(m[5:], seed, data["type"], ent[4:], 2))
            # note -> entity -rel-> entity <- notes naming it (and the note declaring the relation)
            for a, b, rel in g.out_edges(ent) + g.in_edges(ent):
                other = b if a == ent else a
                if rel["type"] == "mentions":
                    continue
                if other.startswith("note:"):
                    typed.append(Hop(other[5:], seed, rel["type"], ent[4:], 1))
                    continue
                if degree(other) <= HUB:
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
