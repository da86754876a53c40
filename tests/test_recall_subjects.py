"""A chat's speakers: every turn is about one of two people, so a name in the question is in
every turn of theirs and in the other's replies that address them. Recall reads the question's
meaning without such a name (benchmarks/RESULTS.md: LoCoMo 6-10 and chats26)."""

from __future__ import annotations

import json

CHAT = [
    ("Ana", "My dog Pip finally learned to catch the frisbee in the park yesterday"),
    ("Bo", "Ana that is amazing, you must be so proud Ana"),
    ("Ana", "I started a pottery class on Tuesdays, my first bowl came out lopsided"),
    ("Bo", "Ana, honestly Ana, you always pick up hobbies so fast"),
    ("Ana", "Work has been hectic, we ship the new billing system next month"),
    ("Bo", "Ana you deserve a holiday after that, Ana"),
    ("Bo", "I repainted my kitchen a pale green over the weekend"),
    ("Ana", "Green kitchens are lovely, send me a photo"),
    ("Bo", "My sister is visiting from Lisbon in June"),
    ("Ana", "Lisbon is beautiful, take her to the tiled cafes"),
    ("Bo", "Ana, how is your mum doing, Ana?"),
    ("Ana", "Mum is better, the physio is helping her knee"),
]


def chat(rg, tmp_path) -> list[str]:
    ids = []
    for i, (who, text) in enumerate(CHAT):
        f = tmp_path / f"turn{i}.md"
        f.write_text("---\n" + "\n".join(f"{k}: {json.dumps(v)}" for k, v in {
            "title": text, "subject": who, "source": {"kind": "session", "session": f"chat-{i // 4}", "chunk": i % 4},
        }.items()) + f"\n---\n{who} said: {text}\n")
        ids.append(rg.json("add", "--file", str(f), "--project", "p", "--branch", "main")["id"])
    return ids


def search(rg, query: str, env=None) -> dict:
    return json.loads(rg("search", query, "--project", "p", "--branch", "main", "--explain", "--json",
                         "--no-cache", env=env).stdout)


def test_the_question_is_read_without_a_speakers_name(rg, kb, tmp_path):
    ids = chat(rg, tmp_path)
    res = search(rg, "What trick did Ana's dog learn?")
    assert res["explain"]["subjects"]["dropped"] == ["ana"], res["explain"].get("subjects")
    assert "Ana" not in res["explain"]["subjects"]["query"] and "dog" in res["explain"]["subjects"]["query"]
    assert res["hits"][0]["id"] == ids[0], [h["title"] for h in res["hits"]]
    text = rg("search", "What trick did Ana's dog learn?", "--project", "p", "--branch", "main", "--explain",
              "--no-cache").stdout
    assert "meaning read without the subjects' names ana" in text
    off = search(rg, "What trick did Ana's dog learn?", env={"REFLECTGIT_RECALL_SUBJECT_SHARE": "0"})
    assert "subjects" not in off["explain"]


def test_notes_without_subjects_and_a_question_of_names_alone_are_left_alone(rg, kb, tmp_path):
    chat(rg, tmp_path)
    assert "subjects" not in search(rg, "Ana")["explain"]  # nothing would be left to read
    for i in range(12):
        rg("add", "--title", f"Pin the base image of service {i} by digest", "--project", "q", "--branch", "main")
    res = json.loads(rg("search", "pin the base image", "--project", "q", "--branch", "main", "--explain", "--json").stdout)
    assert "subjects" not in res["explain"] and res["hits"]


def test_a_role_is_not_a_speaker(rg, kb, tmp_path):
    """review29: micro-reflection's facts are about "bot", "author" or "lore"; a question about the bot
    means the word, so it stays in what the meaning arm reads."""
    from reflectgit.capture.micro import SUBJECTS
    from reflectgit.recall.pipeline import ROLE_SUBJECTS

    assert ROLE_SUBJECTS == set(SUBJECTS)
    for t in ("The bot replies in French to French-speaking users", "The bot posts the deploy summary to #releases",
              "The bot never pings on-call on weekends"):
        rg("add", "--project", "p", "--branch", "main", "--type", "fact", "--subject", "bot", "--title", t)
    for t in ("Retry payouts with backoff", "Use UTC in all cron schedules", "Pin node to 20 LTS",
              "Run migrations before deploy", "Keep PR titles under 70 chars", "Cache the user lookup for 60s",
              "Log request ids on every error"):
        rg("add", "--project", "p", "--branch", "main", "--title", t)
    res = search(rg, "which channel does the bot post deploys to")
    assert "subjects" not in res["explain"], res["explain"].get("subjects")


def test_a_name_matches_without_its_accents(rg, kb, tmp_path):
    """A speaker written "Zoë" is the "zoe" a user types in the question (and "Zoë" in the question
    is the "Zoe" of the notes)."""
    chat(rg, tmp_path)
    for i, text in enumerate(("Zoë adopted a grey cat called Moth from the shelter",
                              "Zoë, the cat keeps knocking plants off the sill, Zoë",
                              "Zoë is training for a half marathon in April",
                              "Zoë, how is the marathon training going, Zoë?")):
        f = tmp_path / f"z{i}.md"
        f.write_text("---\n" + "\n".join(f"{k}: {json.dumps(v)}" for k, v in {
            "title": text, "subject": "Zoë", "source": {"kind": "session", "session": f"z-{i}", "chunk": 0}}.items())
            + f"\n---\n{text}\n")
        rg("add", "--file", str(f), "--project", "p", "--branch", "main")
    res = search(rg, "what is the name of zoe's cat")
    assert res["explain"]["subjects"]["dropped"] == ["zoe"], res["explain"].get("subjects")
    assert "zoe" not in res["explain"]["subjects"]["query"].lower()
    res = search(rg, "What is Zoë training for?")
    assert res["explain"]["subjects"]["dropped"] == ["zoë"], res["explain"].get("subjects")
