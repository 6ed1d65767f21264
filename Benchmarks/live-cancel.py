#!/usr/bin/env python3
"""How long a cancelled live preview keeps a processor busy (issue 37), release build, Linux.

Runs calc (the release build by default) on a pseudo-terminal at 80x24 with
--precision 100000 and types a line whose preview takes far longer than the preview's
budget (80 ms), a key at a time. The preview of the finished line is cancelled when the
budget runs out; this script reads the processor time of calc's threads
(/proc/PID/task/*/schedstat, in nanoseconds) at that moment and again once calc has gone
idle: the difference is the time the cancelled evaluation ran on. (The moment of the cancel
is taken as 80 ms after the last key on the wall, so on a loaded machine the figure is an
upper bound.) Prints each line's figure in milliseconds, the median of `--runs` runs.

    swift build -c release --product calc
    python3 Benchmarks/live-cancel.py [path/to/calc] [--runs 5]
"""
import os
import pty
import select
import statistics
import sys
import tempfile
import time

LINES = ["asin(0.3)", "atan(0.3)", "sqrt(3)", "exp(0.3)", "ln(0.3)", "sin(0.3)"]
BUDGET = 0.080  # LivePreview.budget


def cpu_nanoseconds(pid):
    total = 0
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{task}/schedstat") as f:
                total += int(f.read().split()[0])
        except OSError:
            pass
    return total


def drain(fd, seconds):
    end = time.monotonic() + seconds
    while True:
        left = end - time.monotonic()
        if left <= 0:
            return
        ready, _, _ = select.select([fd], [], [], left)
        if ready:
            try:
                os.read(fd, 65536)
            except OSError:
                return


def measure(binary, line):
    home = tempfile.mkdtemp(prefix="calc-live-cancel")
    pid, fd = pty.fork()
    if pid == 0:
        os.environ.update({"TERM": "xterm", "HOME": home, "XDG_STATE_HOME": home, "NO_COLOR": "1"})
        os.execv(binary, [binary, "--no-state", "--precision", "100000"])
    drain(fd, 1.0)
    for character in line:
        os.write(fd, character.encode())
        drain(fd, 0.05)
    last = time.monotonic()
    # The finished line's preview starts at the last key; the budget cancels it.
    drain(fd, max(0.0, last + BUDGET - time.monotonic()))
    at_cancel = cpu_nanoseconds(pid)
    # Idle: no processor time for 300 ms.
    previous = at_cancel
    quiet_since = time.monotonic()
    while time.monotonic() - quiet_since < 0.3:
        drain(fd, 0.02)
        now = cpu_nanoseconds(pid)
        if now - previous > 1_000_000:
            quiet_since = time.monotonic()
        previous = now
    ran_on = (previous - at_cancel) / 1e6
    os.write(fd, b"\x15\x04")
    drain(fd, 0.5)
    os.waitpid(pid, 0)
    return ran_on


def main():
    args = sys.argv[1:]
    runs = 5
    if "--runs" in args:
        index = args.index("--runs")
        runs = int(args[index + 1])
        del args[index:index + 2]
    binary = args[0] if args else ".build/release/calc"
    for line in LINES:
        figures = [measure(binary, line) for _ in range(runs)]
        print(f"{line:12} ran on after its cancel: median {statistics.median(figures):7.1f} ms"
              f"  max {max(figures):7.1f} ms  ({runs} runs)")


if __name__ == "__main__":
    main()
