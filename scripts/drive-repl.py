#!/usr/bin/env python3
"""Types lines into calc's REPL in a pseudo-terminal, as a person would, then ends it with
Ctrl-D so that it saves its files. Used by make-saved-fixtures.sh.

Usage: drive-repl.py CALC STATE_HOME CACHE_HOME LINE...
Each line is typed only after the prompt is back; a line whose reply holds 'error' or
'calc:' makes the script fail, so a fixture never records a refused line (unless
DRIVE_REPL_ALLOW_ERRORS=1 is set).
"""
import os
import pty
import select
import sys
import time

PROMPT = b"> "


def read_until(fd, predicate, timeout=60.0):
    data = b""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        ready, _, _ = select.select([fd], [], [], 0.1)
        if ready:
            try:
                chunk = os.read(fd, 4096)
            except OSError:
                return data, False
            if not chunk:
                return data, False
            data += chunk
            if predicate(data):
                return data, True
    raise SystemExit(f"drive-repl: timed out; screen so far: {data!r}")


def main():
    calc, state_home, cache_home, *lines = sys.argv[1:]
    env = {
        "HOME": state_home, "XDG_STATE_HOME": state_home, "XDG_CACHE_HOME": cache_home,
        "TERM": "xterm", "COLUMNS": "80", "LINES": "24", "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "CALC_OFFLINE": "1", "LANG": "C.UTF-8",
    }
    pid, fd = pty.fork()
    if pid == 0:
        os.execve(calc, [calc], env)
    screen, _ = read_until(fd, lambda d: d.endswith(PROMPT))
    if b"calc:" in screen:
        raise SystemExit(f"drive-repl: a warning at start-up: {screen!r}")
    for line in lines:
        os.write(fd, line.encode() + b"\r")
        reply, _ = read_until(fd, lambda d: d.endswith(PROMPT))
        # What follows the echoed line, up to the next prompt.
        shown = reply.split(b"\n", 1)[1] if b"\n" in reply else b""
        text = shown.decode(errors="replace").replace("\r", "")
        if ("error" in text or "calc:" in text) and os.environ.get("DRIVE_REPL_ALLOW_ERRORS") != "1":
            raise SystemExit(f"drive-repl: {line!r} was refused: {text!r}")
        print(f"{line} -> {text[:-len(PROMPT)].strip()!r}", file=sys.stderr)
    os.write(fd, b"\x04")
    # Read what it prints until it closes the terminal.
    while True:
        ready, _, _ = select.select([fd], [], [], 10.0)
        if not ready:
            break
        try:
            if not os.read(fd, 4096):
                break
        except OSError:
            break
    _, status = os.waitpid(pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"drive-repl: calc exited with {status}")


if __name__ == "__main__":
    main()
