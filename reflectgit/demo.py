"""A scripted walk-through of reflectgit on a throwaway KB and a throwaway code repo.

Every step runs the real ``reflectgit`` command in a subprocess, exactly as a user would,
and prints the command with its output; the demo fails loudly if any step fails.
"""

from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

import click


def _make_code_repo(root: Path) -> Path:
    """A small project on branch feat/retry with a GitHub-style remote, made with dulwich."""
    from dulwich import porcelain

    from reflectgit import gitops

    repo_dir = root / "agents-in-a-box"
    repo_dir.mkdir()
    repo = gitops.init_repo(repo_dir)
    (repo_dir / "client.py").write_text("def fetch(url):\n    return http.get(url, timeout=None)\n")
    porcelain.add(repo, [str(repo_dir / "client.py")])
    porcelain.commit(repo, message=b"Initial client", author=b"Demo <demo@example.invalid>",
                     committer=b"Demo <demo@example.invalid>")
    cfg = repo.get_config()
    cfg.set((b"remote", b"origin"), b"url", b"git@github.com:acme/agents-in-a-box.git")
    cfg.write_to_path()
    porcelain.branch_create(repo, "feat/retry")
    repo.refs.set_symbolic_ref(b"HEAD", b"refs/heads/feat/retry")
    return repo_dir


def _git_lifecycle(shell, step, code: Path, root: Path, env: dict[str, str]) -> None:
    """Hooks capture a lesson from a commit, a revert demotes it, two machines sync."""
    step("Install the git hooks in the code repo (a hook you had keeps running first)", "hooks", "install")
    (code / "install.sh").write_text("pip install -c constraints.txt torch\n")
    shell("", "git", "add", "install.sh")
    shell("A commit that carries a lesson in its trailers becomes a note on this branch's shard",
          "git", "commit", "-q", "-m", "Pin torch through constraints\n\n"
          "Learning: pin the CPU wheel or pip pulls several GB of CUDA packages\n"
          "Rule: always install torch through constraints.txt\nLearning-Tags: packaging, torch")
    step("", "list", "--branch", "feat/retry")
    shell("Reverting that commit demotes its lesson at once", "git", "revert", "--no-edit", "HEAD")
    step("", "list", "--status", "demoted")
    shell("Reverting the revert restores it", "git", "revert", "--no-edit", "HEAD")
    remote = root / "remote.git"
    other = root / "kb-laptop"
    shell("A shared remote for the KB (any git remote works: a path, ssh, https)",
          "git", "init", "-q", "--bare", "-b", "main", str(remote))
    step("Push the KB there; it becomes the KB's origin", "sync", str(remote))
    step("A second machine joins", "clone", str(remote), str(other))
    out = subprocess.run([sys.executable, "-m", "reflectgit", "list", "--tag", "torch", "--json"], cwd=code,
                         capture_output=True, text=True, check=True, env=env).stdout
    pin = json.loads(out)[0]["id"]
    step("Both machines edit the same note at the same time", "set", pin, "tags", "packaging,torch,ci")
    step("", "--kb", str(other), "set", pin, "confidence", "0.95")
    step("sync merges note by note: tags from one side, confidence from the other", "sync")
    step("", "--kb", str(other), "sync", "origin")
    step("", "--kb", str(other), "show", pin)
    archive = root / "kb.tar.gz"
    step("No remote at hand? One deterministic tarball carries the KB (and its history)",
         "export", "-o", str(archive), "--with-history")
    step("", "import", str(archive), "--into", str(root / "kb-restored"), "--no-reindex")


def _agent_session(step, code: Path, root: Path) -> None:
    """An agent session captured without an LLM; a restatement waits as a decision; injection."""
    chat = root / "session.txt"
    chat.write_text("User: add retries to the upload client\nAssistant: I'll use requests with a Retry adapter.\n"
                    "User: No, don't use requests here, we vendor httpx. <private>token sk-demo</private>\n"
                    "Assistant: switching to httpx.\n"
                    "User: From now on, always pass a timeout to httpx calls.\nAssistant: ok\n")
    step("Capture an agent session: signals from what the user said, no LLM needed, private spans gone",
         "capture", "transcript", str(chat), "--session", "demo-1")
    again = root / "session-2.txt"
    again.write_text("User: retry the upload\nAssistant: done\n"
                     "User: From now on, always pass a timeout to httpx calls.\nAssistant: okay, will do from now on\n")
    step("The same lesson from another session is not written twice: it waits as a merge? decision",
         "capture", "transcript", str(again), "--session", "demo-2")
    out = step("", "pending", "--json")
    for decision in json.loads(out)["pending"]:
        step("", "pending", "accept", decision["id"])
    step("What Claude Code's SessionStart hook receives (pinned slots, skills, then the project's rules)",
         "agent", "hook", "SessionStart", stdin=json.dumps({"session_id": "demo-3", "cwd": str(code)}))


def _team_mode(step, root: Path, env: dict[str, str]) -> None:
    """Team mode: two machines publish to one Postgres, a third recalls both without indexing."""
    try:
        import pgserver
        import psycopg
    except ImportError:
        click.secho("\n# Team mode (shared Postgres): skipped; install reflectgit[team] to see it", fg="cyan", bold=True)
        return
    data = root / "pg" / "data"
    data.parent.mkdir()
    data.parent.chmod(0o755)  # as root, pgserver runs postgres as its own user
    server = pgserver.get_server(str(data), cleanup_mode="delete")
    admin = server.get_uri()
    host = psycopg.conninfo.conninfo_to_dict(admin).get("host")
    try:
        env["REFLECTGIT_PG_DSN"] = admin
        step("Team mode: a throwaway Postgres with pgvector (pgserver); create the shared schema", "team", "init")
        with psycopg.connect(admin, autocommit=True) as con:  # acme's writers get a group of their own
            con.execute("create role reflectgit_acme_writer nologin in role reflectgit_writer")
            con.execute("create role demo_writer login in role reflectgit_acme_writer")
        click.secho("$ psql -c 'create role reflectgit_acme_writer nologin in role reflectgit_writer' "
                    "-c 'create role demo_writer login in role reflectgit_acme_writer'", fg="green")
        step("", "team", "grant", "reflectgit_acme_writer", "--workspace", "acme")
        env.update(REFLECTGIT_PG_DSN=f"postgresql://demo_writer@/postgres?host={host}", REFLECTGIT_WORKSPACE="acme")
        step("This machine publishes what it indexed (vectors computed here; the database never embeds)", "reindex")
        laptop = root / "kb-laptop"
        step("The laptop learns something it has not pushed yet, and publishes it",
             "--kb", str(laptop), "add", "--title", "Nightly sync needs the VPN up first",
             "--rule", "Check the VPN before blaming the sync job", "--tags", "sync,vpn")
        env["REFLECTGIT_MACHINE"] = "laptop"
        step("", "--kb", str(laptop), "reindex")
        env.pop("REFLECTGIT_MACHINE")
        ci = root / "kb-ci"
        step("A third machine clones the notes and never indexes", "clone", str(root / "remote.git"), str(ci))
        step("It recalls both machines' lessons from the shared store", "--kb", str(ci), "search",
             "nightly sync hangs and redis pool")
        step("What the store holds, per project and per machine", "team", "status")
    finally:
        for name in ("REFLECTGIT_PG_DSN", "REFLECTGIT_WORKSPACE", "REFLECTGIT_MACHINE"):
            env.pop(name, None)
        server.cleanup()


def run(keep: bool = False) -> None:
    root = Path(tempfile.mkdtemp(prefix="reflectgit-demo-"))
    kb = root / "kb"
    code = _make_code_repo(root)
    editor = root / "editor.py"
    editor.write_text(textwrap.dedent("""\
        import sys
        p = sys.argv[1]
        text = open(p).read().replace("timeouts", "explicit timeouts")
        open(p, "w").write(text + "Seen in client.py: `timeout=None` hung the nightly sync.\\n")
    """))
    env = dict(os.environ, REFLECTGIT_HOME=str(kb), EDITOR=f"{shlex.quote(sys.executable)} {shlex.quote(str(editor))}",
               REFLECTGIT_HOOK_FOREGROUND="1", REFLECTGIT_HEARTBEAT="0", GIT_AUTHOR_NAME="Demo", GIT_AUTHOR_EMAIL="demo@example.invalid",
               GIT_COMMITTER_NAME="Demo", GIT_COMMITTER_EMAIL="demo@example.invalid")
    env.pop("REFLECTGIT_PROJECT", None)
    env.pop("REFLECTGIT_BRANCH", None)

    def shell(title: str, *cmd: str, stdin: str | None = None) -> str:
        if title:
            click.secho(f"\n# {title}", fg="cyan", bold=True)
        shown = ["reflectgit", *cmd[3:]] if cmd[:3] == (sys.executable, "-m", "reflectgit") else list(cmd)
        click.secho("$ " + " ".join(shlex.quote(a) for a in shown), fg="green")
        proc = subprocess.run(list(cmd), cwd=code, env=env, input=stdin, capture_output=True, text=True)
        out = proc.stdout + proc.stderr
        click.echo(out.rstrip())
        if proc.returncode != 0:
            raise click.ClickException(f"demo step failed (exit {proc.returncode}): {' '.join(shown)}")
        return proc.stdout

    def step(title: str, *args: str, stdin: str | None = None) -> str:
        return shell(title, sys.executable, "-m", "reflectgit", *args, stdin=stdin)

    click.secho(f"reflectgit demo — throwaway KB in {kb}, code repo {code} (branch feat/retry)", bold=True)
    step("Create the memory repository (a git repo of notes)", "init")
    step("Running init again is harmless", "init")
    out = step("Capture a correction as a learning; project and branch come from the code repo",
               "add", "--title", "Always pass timeouts to HTTP calls",
               "--problem", "fetch() used timeout=None and hung the nightly sync",
               "--fix", "pass timeout=10 and retry with backoff",
               "--rule", "Never call http.get without a timeout",
               "--tags", "http,reliability", "--confidence", "HIGH", "--json")
    note_id = json.loads(out)["id"]
    step("Notes written by other tools are accepted, extra fields kept", "add", "--file", "-",
         stdin=textwrap.dedent("""\
             ---
             name: tmux-safety
             title: Never kill the tmux server
             confidence: medium
             tags: [tmux, safety]
             origin_tool: reflect-memory
             ---
             `tmux kill-server` ends every session; kill sessions by exact name.
         """))
    step("List the KB", "list")
    step("Show one note (ids are stable; a prefix is enough)", "show", note_id[:8])
    step("Change one field: a one-line diff, one commit", "set", note_id, "tags", "http,reliability,networking")
    step("Edit in $EDITOR; the result is validated before it is committed", "edit", note_id)
    step("Forget is an explicit tombstone with a reason", "forget", note_id, "--reason", "superseded by the client rewrite")
    step("Every change is a git commit naming its actor and operation", "history", note_id, "--no-diff")
    step("A lesson with an entity, and one whose root cause it is (a typed relation)", "add",
         "--title", "Redis connection pool exhausted under burst load",
         "--rule", "Size the Redis pool to peak concurrency and set a wait timeout",
         "--entity", "redis-connection-pool", "--tags", "redis,reliability")
    out = step("", "add", "--title", "Gateway 504s during traffic spikes",
               "--problem", "the API gateway returned 504 under load", "--entity", "gateway-timeout",
               "--relation", "caused_by:redis-connection-pool", "--tags", "gateway,timeouts", "--json")
    gateway_id = json.loads(out)["id"]
    step("Index the notes: BM25 + vectors (MiniLM, offline) + entity graph", "reindex")
    step("Hybrid recall; the graph arm brings the root cause, with the edge it came through",
         "search", "why does the gateway return 504 errors", "--explain")
    step("Demote a lesson: recall stops returning it at once", "set", gateway_id, "status", "demoted",
         "--reason", "the fix was reverted")
    step("", "search", "gateway 504 errors and the redis pool")
    step("", "search", "gateway 504 errors and the redis pool", "--include-inactive")
    step("Nothing relevant: the out-of-domain gate returns nothing rather than junk",
         "search", "best sourdough pizza dough hydration")
    step("Staged recall: cheap id + title rows first, then only the notes you pick", "index", "redis pool")
    _agent_session(step, code, root)
    if shutil.which("git"):
        _git_lifecycle(shell, step, code, root, env)
        _team_mode(step, root, env)
    step("The daily reflection: deterministic, no LLM; one commit with an audit record per change",
         "reflect", "daily")
    step("See it: a static site (and `reflectgit serve` for the Datasette dashboard)",
         "site", "build", "-o", str(root / "site"))
    step("What the KB holds", "status")
    step("Validate every note and the repository", "doctor")
    step("The warm recall server that search started (it also exits by itself when idle)", "daemon", "stop")
    if keep:
        click.echo(f"\nKept {root}")
    else:
        shutil.rmtree(root, ignore_errors=True)
    click.secho("\nDemo finished.", bold=True)
