"""Files a shell command writes: the edits an agent makes through Bash (or Codex's shell) rather than an edit tool.

A test-fix loop (:func:`reflectgit.capture.signals.detect`) needs to know whether anything changed between a failing
and a passing run, and which files: ``sed -i`` / ``perl -pi``, a redirect or ``tee`` of text (``cat > f <<EOF``,
``echo ... >> f``, ``printf ... > f``), ``git apply`` / ``patch`` (the files its heredoc names), ``mv`` / ``cp`` /
``touch``, and the formatters and fixers (``ruff --fix``, ``black``, ``prettier --write``, ``eslint --fix``, ``cargo
fmt``, ``go fmt`` ...: a lint check failing, a formatter run, the check passing is a fix). Paths are read from the
command as written: quoted paths unquoted, globs kept literal; a target of ``2>&1`` / ``>/dev/null``, a temporary
file or a log (``> /tmp/out.txt``, ``npm test | tee build.log``) is no edit of the code. A command that writes but
names no file it can read (``xargs sed -i``, ``cargo fmt``) is an edit with no name. ``python - <<EOF`` that opens a
file is not read (too fuzzy). Pure functions of the call's input: nothing is run, nothing imported beyond ``re`` and
``shlex``."""

from __future__ import annotations

import re
import shlex
from typing import Any

#: programs whose standard output is text written on purpose when it is redirected into a file
_TEXT = {"cat", "echo", "printf", "sed", "awk", "gawk", "mawk", "perl", "jq", "yq", "sort", "uniq", "tr", "cut", "head",
         "tail", "grep", "egrep", "envsubst", "base64", "tac", "paste", "column", "xxd", "iconv", "git"}
#: what stands before the program without being it: "sudo", "env X=1", "xargs -0", "npx", "uv run", "python -m"
_WRAPPERS = {"sudo", "env", "time", "command", "exec", "nohup", "xargs", "npx", "bunx", "pnpx", "then", "do", "else",
             "{", "(", "!"}
#: a target that is not code: a device, a temporary file, a log
_NOT_CODE = re.compile(r"^(?:/dev/|/tmp/|/var/tmp/|/private/tmp/|\$\{?TMPDIR\b|\$\{?TMP\b|~?/?tmp/)|\.(?:log|out|patch|diff)$|(?:^|/)-$")
#: fd redirects that write no file ("2>&1", ">&2", "2>/dev/null", "2> err.txt"): removed before tokenizing
_FD_REDIRECT = re.compile(r"(?<![\w<>])(?:\d*>&\s*\d+|[2-9]>>?\s*(?:\"[^\"]*\"|'[^']*'|[^\s;&|<>]+))")
_HEREDOC = re.compile(r"<<(-?)\s*(?:'([^']+)'|\"([^\"]+)\"|\\?([\w.-]+))")
#: a formatter / fixer run: program -> options that make it only check (no file written)
_FORMATTERS = {"black": ("--check", "--diff"), "isort": ("--check", "--check-only", "-c", "--diff"),
               "autopep8": (), "autoflake": (), "yapf": (), "docformatter": (), "rustfmt": ("--check",),
               "gofmt": ("-l", "-d"), "goimports": ("-l", "-d"), "clang-format": ("--dry-run", "-n"),
               "shfmt": ("-d", "-l"), "swiftformat": ("--lint",), "phpcbf": (), "php-cs-fixer": ("--dry-run",),
               "standardrb": (), "prettier": (), "eslint": (), "stylelint": (), "biome": (), "rubocop": (),
               "ktlint": (), "ruff": ("--check", "--diff"), "dart": ("--set-exit-if-changed",), "mix": ("--check-formatted",),
               "terraform": ("-check",), "dotnet": ("--verify-no-changes",)}
#: formatters that write only when told to (prettier --write, eslint --fix, gofmt -w ...)
_WRITE_FLAGS = {"prettier": ("--write", "-w"), "eslint": ("--fix",), "stylelint": ("--fix",),
                "biome": ("--write", "--apply", "--apply-unsafe", "--fix"),
                "rubocop": ("-a", "-A", "--autocorrect", "--autocorrect-all", "--auto-correct", "--auto-correct-all"),
                "standardrb": ("--fix",), "gofmt": ("-w",), "goimports": ("-w",), "clang-format": ("-i",),
                "shfmt": ("-w",), "autopep8": ("-i", "--in-place"), "autoflake": ("-i", "--in-place"),
                "yapf": ("-i", "--in-place"), "docformatter": ("-i", "--in-place"), "ktlint": ("-F", "--format")}
#: sub-commands that format: "go fmt", "cargo fmt", "cargo fix", "ruff format", "dart format", "mix format" ...
_FORMAT_SUB = {"go": ("fmt",), "cargo": ("fmt", "fix"), "ruff": ("format",), "dart": ("format", "fix"),
               "mix": ("format",), "terraform": ("fmt",), "dotnet": ("format",), "php-cs-fixer": ("fix",)}


def command_text(tool_input: Any) -> str:
    """The shell script a call runs: a Bash ``command`` string, or Codex's argv (``bash -lc <script>`` unwrapped)."""
    cmd = tool_input.get("command", tool_input.get("cmd")) if isinstance(tool_input, dict) else None
    if isinstance(cmd, list) and all(isinstance(x, str) for x in cmd):
        if len(cmd) >= 3 and cmd[0].rsplit("/", 1)[-1] in ("bash", "sh", "zsh") and re.fullmatch(r"-\w*c", cmd[1]):
            return cmd[2]
        return shlex.join(cmd)
    return cmd if isinstance(cmd, str) else ""


def _lines(script: str) -> list[tuple[str, list[str]]]:
    """The script's command lines, each with the bodies of the heredocs it opens (the bodies taken out)."""
    out: list[tuple[str, list[str]]] = []
    rows = script.split("\n")
    i = 0
    while i < len(rows):
        line, bodies = rows[i], []
        i += 1
        for m in _HEREDOC.finditer(line):
            tag, body = m.group(2) or m.group(3) or m.group(4), []
            while i < len(rows) and (rows[i].strip() if m.group(1) else rows[i]) != tag:
                body.append(rows[i])
                i += 1
            i += 1  # the terminator
            bodies.append("\n".join(body))
        out.append((line, bodies))
    return out


def _tokens(line: str) -> list[str]:
    lx = shlex.shlex(_FD_REDIRECT.sub(" ", line).replace("&>", ">"), posix=True, punctuation_chars=True)
    lx.whitespace_split = True
    try:
        return list(lx)
    except ValueError:  # an unbalanced quote: words as written
        return line.split()


def _commands(tokens: list[str]) -> list[tuple[list[str], list[str], bool]]:
    """(argv, stdout redirect targets, whether it reads a pipe) of each simple command."""
    out: list[tuple[list[str], list[str], bool]] = []
    argv: list[str] = []
    targets: list[str] = []
    piped = False
    skip = False
    for i, tok in enumerate(tokens):
        if skip:
            skip = False
            continue
        if tok in ("&&", "||", ";", "|", "&", ";;", "(", ")"):
            if argv or targets:
                out.append((argv, targets, piped))
            argv, targets, piped = [], [], tok == "|"
            continue
        if tok in (">", ">>", ">|"):
            if i + 1 < len(tokens):
                targets.append(tokens[i + 1])
            skip = True
            continue
        if tok in ("<", "<<", "<<<", "<<-", "<>"):
            skip = True
            continue
        argv.append(tok)
    if argv or targets:
        out.append((argv, targets, piped))
    return out


def _program(argv: list[str]) -> list[str]:
    """``argv`` from its program on: wrappers, variables, "uv run", "python -m", "find ... -exec" taken off."""
    args = list(argv)
    while args:
        word = args[0]
        if re.fullmatch(r"\w+=\S*", word) or word in _WRAPPERS or (word.startswith("-") and len(args) > 1):
            args = args[1:]
        elif word == "nice" or word == "timeout":
            args = args[1:]
            while args and (args[0].startswith("-") or re.fullmatch(r"[\d.]+[smhd]?", args[0])):
                args = args[1:]
        elif word in ("uv", "poetry", "pipenv", "hatch", "pdm", "rye") and len(args) > 1 and args[1] == "run":
            args = args[2:]
        elif word in ("pnpm", "yarn", "bun") and len(args) > 1 and args[1] in ("exec", "dlx"):
            args = args[2:]
        elif word == "bundle" and len(args) > 1 and args[1] == "exec":
            args = args[2:]
        elif re.fullmatch(r"python[\d.]*", word) and len(args) > 2 and args[1] == "-m":
            args = args[2:]
        elif word == "find" and "-exec" in args:
            args = args[args.index("-exec") + 1:]
        else:
            break
    if args:
        args[0] = args[0].rsplit("/", 1)[-1]
    return args


def _path(word: str) -> str:
    """A path as written, or "" for what names no file of its own (a variable, "{}", ".", "./...")."""
    if not word or "$" in word or word in ("{}", ".", "./", "./...", "...", "-", "+", ";") or word.startswith("-"):
        return ""
    return word


def _in_place(argv: list[str]) -> tuple[bool, list[str]]:
    """sed -i / perl -pi: whether it edits in place, and the files it names (the words after its script)."""
    prog, rest = argv[0], argv[1:]
    inplace, script_given, files = False, False, []
    i = 0
    while i < len(rest):
        word = rest[i]
        if word == "--":
            files += rest[i + 1:] if script_given else rest[i + 2:]
            break
        if word.startswith("--"):  # --in-place[=.bak], --expression=..., --expression ...
            inplace = inplace or word.startswith("--in-place")
            script_given = script_given or word.startswith(("--expression", "--file"))
            i += 1 if word in ("--expression", "--file") else 0
        elif word.startswith("-") and len(word) > 1:
            for k, flag in enumerate(word[1:]):
                if flag == "i":  # what follows is the backup suffix: -i.bak, perl's -pie
                    inplace = True
                    if prog == "sed" and word == "-i" and i + 1 < len(rest) and (
                            rest[i + 1] == "" or (re.fullmatch(r"\.\w{1,6}", rest[i + 1]) and len(rest) - i > 3)):
                        i += 1  # BSD sed's suffix as its own word: sed -i '' ..., sed -i .bak ...
                    break
                if flag in ("ef" if prog == "sed" else "eE"):
                    script_given = True
                    i += 1 if k == len(word) - 2 else 0  # -e 's/a/b/' (the script is the next word)
                    break
                if prog == "perl" and flag in "MIx0":  # -Mstrict, -Ilib, -0777: the rest is its argument
                    break
        elif word == "" and prog == "sed":
            pass
        elif not script_given:
            script_given = True  # the first word is the script (or perl's program file)
        else:
            files.append(word)
        i += 1
    return inplace, [p for p in map(_path, files) if p]


def _patched(bodies: list[str]) -> list[str]:
    """The files a patch in a heredoc names: "diff --git a/x b/x", "+++ b/x" (a deleted file: its "--- a/x")."""
    out: list[str] = []
    for body in bodies:
        for m in re.finditer(r"^\+\+\+ (\S+)|^--- (\S+)\s*\n\+\+\+ /dev/null", body, re.M):
            name = m.group(1) or m.group(2)
            if name and name != "/dev/null":
                out.append(re.sub(r"^[ab]/", "", name))
    return list(dict.fromkeys(out))


def _formats(args: list[str]) -> tuple[bool, list[str]]:
    """A formatter or fixer: whether it writes, and the paths it is given (words that look like paths)."""
    prog, rest = args[0], args[1:]
    positional = [w for w in rest if not w.startswith("-")]
    if any(w in _FORMATTERS.get(prog, ()) or w == "--check" for w in rest):
        return False, []  # black --check, cargo fmt --check, gofmt -l: it only checks
    if prog in _FORMAT_SUB:  # go fmt, cargo fmt, ruff format; ruff check --fix, cargo clippy --fix
        if not (positional[:1] and positional[0] in _FORMAT_SUB[prog]) and "--fix" not in rest and "--apply" not in rest:
            return False, []
    elif prog in _WRITE_FLAGS:  # prettier --write, eslint --fix, gofmt -w
        flags = _WRITE_FLAGS[prog]
        if not any(w in flags or w.split("=", 1)[0] in flags for w in rest):
            return False, []
    elif prog not in _FORMATTERS:
        # "npm run lint -- --fix", "npx biome check --write": a fixer no list here knows; no path it names is read
        return ("--fix" in rest or "--write" in rest), []
    paths = [w for w in positional if re.search(r"[/*]|\.\w+$", w) and not re.fullmatch(r"[\d.]+", w)]
    return True, [p for p in map(_path, paths) if p]


def _rel(path: str, cwd: str | None) -> str:
    if cwd and path.startswith(cwd.rstrip("/") + "/"):
        return path[len(cwd.rstrip("/")) + 1:]
    return path


def written(tool_input: Any, cwd: str | None = None) -> tuple[bool, list[str]]:
    """Whether a shell call changes files, and the files it names as it writes them (as written, in order; an
    absolute path under ``cwd`` made relative to it)."""
    script = command_text(tool_input)
    if not script.strip():
        return False, []
    changed, files = False, []
    for line, bodies in _lines(script):
        commands = _commands(_tokens(line))
        made: list[str] = []  # files this line wrote first ("awk ... > f.new && mv f.new f": f.new is no edit)
        producer: list[str] = []
        written_here: set[str] = set()
        for argv, targets, piped in commands:
            args = _program(argv)
            if not piped:
                producer = args
            prog = args[0] if args else ""
            first = producer[0] if producer else prog
            if targets and (first in _TEXT or (not first and bodies)):
                named = [p for p in map(_path, targets) if p and not _NOT_CODE.search(p)]
                changed = changed or bool(named)
                made += named
            written_here.update(made)
            if not prog:
                continue
            if prog == "tee" and (first in _TEXT or (not piped and bodies)):
                named = [p for p in map(_path, [w for w in args[1:] if not w.startswith("-")]) if p and not _NOT_CODE.search(p)]
                changed = changed or bool(named)
                made += named
            elif prog in ("sed", "perl"):
                inplace, named = _in_place(args)
                if inplace:
                    changed = True
                    made += named
            elif (prog == "git" and args[1:2] == ["apply"]) or prog == "patch":
                if not any(w in ("--check", "--stat", "--numstat", "--summary", "--dry-run") for w in args):
                    changed = True
                    made += _patched(bodies)
            elif prog in ("mv", "cp") or (prog == "git" and args[1:2] == ["mv"]):
                words = [w for w in args[(2 if prog == "git" else 1):] if not w.startswith("-")]
                if len(words) >= 2 and not _NOT_CODE.search(words[-1]):
                    changed = True
                    *sources, dest = words
                    if prog != "cp":  # a rename changes both paths; a file this line wrote first was a scratch copy
                        made = [m for m in made if m not in sources]
                        files += [p for p in map(_path, sources) if p and p not in made and p not in written_here]
                    if dest.endswith("/"):
                        made += [_path(dest + s.rstrip("/").rsplit("/", 1)[-1]) for s in sources]
                    else:
                        made.append(_path(dest))
            elif prog == "touch":
                named = [p for p in map(_path, [w for w in args[1:] if not w.startswith("-")]) if p]
                changed = changed or bool(named)
                made += named
            else:
                writes, named = _formats(args)
                if writes:
                    changed = True
                    made += named
        files += [m for m in made if m]
    return changed, list(dict.fromkeys(_rel(f, cwd) for f in files if f))
