#!/usr/bin/env python3
"""Keystroke-to-preview latency of the session's live result (issue 37).

Runs calc (the release build by default) on a pseudo-terminal at 80x24 and types ordinary
lines one key at a time. For each key it takes the time from writing the key to calc
drawing the preview it causes (or erasing it, for an unfinished line): calc reports each
drawn preview on the descriptor named by CALC_LIVE_TRACE, with the same monotonic clock.
Prints the median, the 99th percentile and the slowest, in milliseconds.

    swift build -c release --product calc
    python3 Benchmarks/live-latency.py [path/to/calc] [--keys 1000]
"""
import os
import pty
import select
import statistics
import sys
import tempfile
import time
import fcntl
import struct
import termios

LINES = [
    "2+3*4", "sqrt(2)*10", "x = 1/7", "x*7", "2^64-1", "sin(pi/6)", "(1+2)*(3+4)",
    "12.5% of 80", "1/3+1/6", "ln(2)", "5!", "e^2", "atan2(1, 2)", "0.1+0.2", "1e-5*3",
    "floor(7.5)", "gcd(12, 18)", "2^100", "cos(1)^2+sin(1)^2", "1234567*7654321",
    "y = x^2 + 1", "y/3", "exp(1)-e", "10 mod 3", "255 to hex", "sqrt(2)^2 == 2",
]


def main():
    args = sys.argv[1:]
    keys = 1000
    if "--keys" in args:
        index = args.index("--keys")
        keys = int(args[index + 1])
        del args[index:index + 2]
    binary = args[0] if args else ".build/release/calc"
    home = tempfile.mkdtemp(prefix="calc-live-bench")
    trace_read, trace_write = os.pipe()
    os.set_inheritable(trace_write, True)
    pid, fd = pty.fork()
    if pid == 0:
        env = {
            "TERM": "xterm", "LANG": "C.UTF-8", "HOME": home, "XDG_STATE_HOME": home,
            "CALC_OFFLINE": "1", "CALC_LIVE_TRACE": str(trace_write),
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        }
        os.execve(binary, [binary, "--no-state"], env)
    os.close(trace_write)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    screen = bytearray()
    trace = bytearray()

    def pump(timeout):
        ready, _, _ = select.select([fd, trace_read], [], [], timeout)
        if fd in ready:
            try:
                screen.extend(os.read(fd, 65536))
            except OSError:
                pass
        if trace_read in ready:
            trace.extend(os.read(trace_read, 65536))

    def wait_for_prompt():
        deadline = time.time() + 10
        while not screen.endswith(b"> ") and time.time() < deadline:
            pump(0.05)

    wait_for_prompt()
    latencies = []
    line_index = 0
    missing = 0
    while len(latencies) < keys:
        line = LINES[line_index % len(LINES)]
        line_index += 1
        for key in line:
            if len(latencies) >= keys:
                break
            del trace[:]
            sent = time.monotonic_ns()
            os.write(fd, key.encode())
            deadline = time.time() + 2
            while b"\n" not in trace and time.time() < deadline:
                pump(0.5)
            if b"\n" not in trace:
                missing += 1
                continue
            drawn = int(trace.split(b"\n")[0].split()[2])
            latencies.append((drawn - sent) / 1e6)
            # A person's next key comes later than this; let the terminal settle.
            pump(0.001)
        del screen[:]
        os.write(fd, b"\r")
        wait_for_prompt()
    os.write(fd, b"\x04")
    os.waitpid(pid, 0)
    latencies.sort()
    p99 = latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))]
    print(f"keys {len(latencies)} (no preview seen: {missing})")
    print(f"median {statistics.median(latencies):.2f} ms  p99 {p99:.2f} ms  max {latencies[-1]:.2f} ms")


if __name__ == "__main__":
    main()
