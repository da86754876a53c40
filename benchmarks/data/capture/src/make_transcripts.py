"""Emit Claude Code-shaped JSONL transcripts and an expectations file from a compact spec."""
import hashlib
import json
import sys
from datetime import datetime, timedelta
from pathlib import Path


def uid(*parts):
    h = hashlib.sha1("|".join(map(str, parts)).encode()).hexdigest()
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:32]}"

def build(name, spec):
    sid = uid("session", name)
    cwd = spec["cwd"]; branch = spec.get("branch", "main")
    t0 = datetime.fromisoformat(spec.get("start", "2026-11-18T09:12:00"))
    recs = []; state = {"parent": None, "n": 0, "t": t0, "tool": 0, "msg": 0}
    def base(kind):
        state["n"] += 1; state["t"] += timedelta(seconds=7 + (state["n"] * 13) % 50)
        u = uid(name, state["n"])
        r = {"parentUuid": state["parent"], "isSidechain": False, "userType": "external", "cwd": cwd,
             "sessionId": sid, "version": "2.0.31", "gitBranch": branch, "type": kind, "uuid": u,
             "timestamp": state["t"].strftime("%Y-%m-%dT%H:%M:%S.") + f"{(state['n']*37)%1000:03d}Z"}
        state["parent"] = u
        return r
    def assistant(blocks):
        state["msg"] += 1
        mid = "msg_01" + hashlib.sha1(f"{name}{state['msg']}".encode()).hexdigest()[:22]
        for b in blocks:  # Claude Code writes one record per content block, same message id
            r = base("assistant")
            r["message"] = {"id": mid, "type": "message", "role": "assistant", "model": "claude-sonnet-4-5-20250929",
                            "content": [b], "stop_reason": None, "stop_sequence": None,
                            "usage": {"input_tokens": 4, "cache_read_input_tokens": 18211, "output_tokens": 212}}
            r["requestId"] = "req_011" + mid[6:20]
            recs.append(r)
    def user_text(text):
        r = base("user"); r["message"] = {"role": "user", "content": text}; recs.append(r)
    def tool(name_, inp, result, is_error=False, pre=None):
        state["tool"] += 1
        tid = "toolu_01" + hashlib.sha1(f"{name}{state['tool']}".encode()).hexdigest()[:22]
        blocks = ([{"type": "text", "text": pre}] if pre else []) + [{"type": "tool_use", "id": tid, "name": name_, "input": inp}]
        assistant(blocks)
        r = base("user")
        c = {"tool_use_id": tid, "type": "tool_result", "content": result}
        if is_error: c["is_error"] = True
        r["message"] = {"role": "user", "content": [c]}
        r["toolUseResult"] = {"stdout": result, "stderr": "", "interrupted": False, "isImage": False} if name_ == "Bash" else {"filePath": inp.get("file_path", "")}
        recs.append(r)
    if spec.get("summary"):
        recs.append({"type": "summary", "summary": spec["summary"], "leafUuid": uid(name, "leaf")})
    turns = 0
    for ev in spec["events"]:
        k = ev[0]
        if k == "u": user_text(ev[1]); turns += 1
        elif k == "a": assistant([{"type": "text", "text": ev[1]}])
        elif k == "bash":
            out = ev[2]; err = len(ev) > 3 and ev[3]
            tool("Bash", {"command": ev[1], "description": ev[4] if len(ev) > 4 else "Run command"}, out, err)
        elif k == "edit":
            tool("Edit", {"file_path": ev[1], "old_string": ev[2], "new_string": ev[3]},
                 f"The file {ev[1]} has been updated. Here's the result of running `cat -n` on a snippet of the edited file:\n     1\t{ev[3].splitlines()[0] if ev[3] else ''}")
        elif k == "write":
            tool("Write", {"file_path": ev[1], "content": ev[2]}, f"File created successfully at: {ev[1]}")
        elif k == "read":
            tool("Read", {"file_path": ev[1]}, "\n".join(f"{i+1:>6}\t{l}" for i, l in enumerate(ev[2].splitlines())))
        elif k == "grep":
            tool("Grep", {"pattern": ev[1], "output_mode": "content"}, ev[2])
        else: raise ValueError(k)
    return recs, turns

def main(specfile, outdir, expfile):
    ns = {}; exec(Path(specfile).read_text(), ns)
    out = Path(outdir); out.mkdir(parents=True, exist_ok=True)
    rows = []
    for name, spec in ns["SETS"].items():
        recs, turns = build(name, spec)
        (out / f"{name}.jsonl").write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in recs))
        rows.append({"transcript": f"{out.name}/{name}.jsonl", "domain": spec["domain"], "turns": turns,
                     "lessons": spec["lessons"], "not_lessons": spec.get("not_lessons", [])})
    Path(expfile).write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows))
    print(len(rows), "transcripts", sum(len(r["lessons"]) for r in rows), "lessons", sum(r["turns"] for r in rows), "turns")

if __name__ == "__main__":
    main(*sys.argv[1:])
