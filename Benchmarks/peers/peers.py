#!/usr/bin/env python3
"""calc side by side with its peers (issue 21, "Speed"): one run, ratios calc / peer.

Peers: bc (GNU bc, one-shot and batch), mpmath with the gmpy2 backend, python-flint (Arb),
Python's own integers and gmpy2. Run it through run.sh, which builds calc and makes the
virtualenv this needs; see Benchmarks/README.md ("calc against its peers") for what each
row times.

Every time is the best (minimum) of several runs: the machine is shared, and the minimum is
the figure least moved by other processes. A run that takes longer than --timeout is killed
and its row says "timeout"; a run that takes more than 10 s is not repeated.
"""

import argparse
import datetime
import os
import platform
import random
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SINGLE_RUN_ABOVE = 10.0  # seconds: a run this long is not repeated
NOISE = 0.0002  # seconds: differences of process times below this are noise
SHORT_ROW = 0.05  # seconds: calc rows faster than this are timed with their start-up
SHORT_ROW_ROUNDS = 21


# --------------------------------------------------------------------------------------
# Measuring


class Timing:
    """The best of some runs of one command (or one in-process measurement)."""

    def __init__(self, status="ok", wall=None, cpu=None, inner=None, runs=0, out=b"", note=""):
        self.status = status  # ok, timeout, refused, failed, missing, skipped, n/a
        self.wall = wall  # seconds, the process from start to exit (best run)
        self.cpu = cpu  # seconds of CPU (user + system): the least of the runs (not always the fastest's)
        self.inner = inner  # seconds measured inside the process (best run), if any
        self.runs = runs
        self.out = out  # standard output of the last run
        self.note = note

    @property
    def ok(self):
        return self.status == "ok"


def run_once(argv, stdin=None, env=None, timeout=60.0):
    """Runs argv once; stdin is bytes (through a pipe) or a path (the file itself).
    Returns (status, wall, cpu, rc, stdout, stderr)."""
    full_env = dict(os.environ)
    if env:
        full_env.update(env)
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        infile = None
        if isinstance(stdin, str):
            infile = open(stdin, "rb")
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        try:
            proc = subprocess.Popen(
                argv,
                stdin=infile if infile else (subprocess.PIPE if stdin is not None else subprocess.DEVNULL),
                stdout=out,
                stderr=err,
                env=full_env,
            )
        except OSError as error:
            return ("failed", None, None, None, b"", str(error).encode())
        # A timer kills the process at the timeout; the wait itself blocks in waitpid, so the
        # end is seen at once (Popen.wait(timeout=...) polls with sleeps that double up to
        # 50 ms, which rounded short runs up to 16 or 32 ms).
        expired = threading.Event()

        def kill():
            expired.set()
            proc.kill()

        timer = threading.Timer(timeout, kill)
        timer.start()
        try:
            if isinstance(stdin, bytes):
                proc.communicate(stdin)
            else:
                proc.wait()
        finally:
            timer.cancel()
            if infile:
                infile.close()
        wall = time.perf_counter() - start
        if expired.is_set():
            return ("timeout", None, None, None, b"", b"")
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        out.seek(0)
        err.seek(0)
        return ("ok", wall, cpu, proc.returncode, out.read(), err.read())


INNER = re.compile(rb"__T__ ([0-9.eE+-]+)")


def best_of(argv, n, stdin=None, env=None, timeout=60.0, ok_codes=(0,)):
    """Runs argv up to n times and keeps the fastest run (by wall time, or by the time the
    process measured itself when it prints `__T__ seconds` on standard error); its CPU time
    is the least any run took."""
    best = None
    runs = 0
    spent = 0.0
    for _ in range(n):
        status, wall, cpu, rc, out, err = run_once(argv, stdin, env, timeout)
        runs += 1
        if status == "timeout":
            return Timing("timeout", note=f"> {timeout:.0f} s")
        if status != "ok":
            return Timing("failed", note=err.decode(errors="replace").strip()[:80])
        if rc not in ok_codes:
            text = err.decode(errors="replace").strip()
            if rc == 64 and "precision" in text:
                return Timing("refused", note=text.splitlines()[0][:100])
            return Timing("failed", note=f"exit {rc}: " + (text.splitlines()[0][:80] if text else ""))
        match = INNER.search(err)
        inner = float(match.group(1)) if match else None
        least_cpu = cpu if best is None or cpu is None or best.cpu is None else min(cpu, best.cpu)
        if best is None or wall < best.wall:
            best = Timing("ok", wall, cpu, best.inner if best else None, 0, out)
        # CPU time is kept as the least of the runs on its own: on a shared machine the run
        # with the least wall time is not always the one that was given the cleanest processor.
        best.cpu = least_cpu
        if inner is not None and (best.inner is None or inner < best.inner):
            best.inner = inner
        best.out = out
        spent += wall
        if wall > SINGLE_RUN_ABOVE:
            break
    best.runs = runs
    return best


def interleaved(commands, n, timeout=60.0):
    """Runs each (argv, stdin) of commands once per round, for n rounds, so that every
    tool meets the same moments of a busy machine; returns for each the Timing of its
    fastest run and its median wall time."""
    walls = [[] for _ in commands]
    best = [None for _ in commands]
    for _ in range(n):
        for i, (argv, stdin) in enumerate(commands):
            if best[i] is not None and best[i].status != "ok":
                continue
            status, wall, cpu, rc, out, err = run_once(argv, stdin, None, timeout)
            if status != "ok" or rc != 0:
                best[i] = Timing("failed", note=err.decode(errors="replace").strip()[:80] if err else f"exit {rc}")
                continue
            walls[i].append(wall)
            if best[i] is None or wall < best[i].wall:
                best[i] = Timing("ok", wall, cpu, None, 0, out)
    medians = []
    for i, w in enumerate(walls):
        w.sort()
        medians.append(w[len(w) // 2] if w else None)
        if best[i] is not None:
            best[i].runs = len(w)
    return best, medians


# --------------------------------------------------------------------------------------
# Formatting


def fmt_time(seconds, unit="ms"):
    if seconds is None:
        return "–"
    if unit == "us":
        value = seconds * 1e6
        return f"{value:,.1f} µs" if value < 100 else f"{value:,.0f} µs"
    if seconds >= 1:
        return f"{seconds:,.2f} s"
    ms = seconds * 1000
    if ms >= 100:
        return f"{ms:.0f} ms"
    if ms >= 10:
        return f"{ms:.1f} ms"
    return f"{ms:.2f} ms"


def cell(timing, value=None, unit="ms"):
    """A table cell: the time, or why there is none."""
    if timing is None:
        return "–"
    if not timing.ok:
        text = timing.status
        if timing.status in ("timeout",) and timing.note:
            text = f"timeout ({timing.note})"
        elif timing.status in ("skipped", "n/a", "missing") and timing.note:
            text = f"{timing.status}: {timing.note}"
        return text
    return fmt_time(value if value is not None else timing.wall, unit)


def fmt_ratio(r):
    if r >= 100:
        return f"{r:,.0f}"
    if r >= 10:
        return f"{r:.1f}"
    if r >= 0.1:
        return f"{r:.2f}"
    return f"{r:.3f}"


def ratio(calc_value, peer_value, calc_timing=None, peer_timing=None, timeout=None, noise=NOISE):
    """calc / peer, or a bound when one side timed out, or why there is none."""
    calc_bad = calc_timing is not None and not calc_timing.ok
    peer_bad = peer_timing is not None and not peer_timing.ok
    if calc_bad and peer_bad:
        return "–"
    if peer_bad:
        if peer_timing.status == "timeout" and calc_value is not None and timeout:
            return "< " + fmt_ratio(calc_value / timeout)
        return "–"
    if calc_bad:
        if calc_timing.status == "timeout" and peer_value and timeout:
            return "> " + fmt_ratio(timeout / peer_value)
        return "–"
    if calc_value is None or peer_value is None:
        return "–"
    if calc_value < noise:
        return "~ (noise)"
    if peer_value <= 0:
        return "–"
    return "**" + fmt_ratio(calc_value / peer_value) + "**"


def table(header, rows):
    lines = ["| " + " | ".join(header) + " |"]
    lines.append("|" + "|".join("---" if i == 0 else "---:" for i in range(len(header))) + "|")
    for row in rows:
        lines.append("| " + " | ".join(row) + " |")
    return "\n".join(lines)


class Report:
    def __init__(self):
        self.parts = []

    def add(self, text=""):
        print(text, flush=True)
        self.parts.append(text)

    def text(self):
        return "\n".join(self.parts) + "\n"


def progress(message):
    print(f"  [{time.strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)


# --------------------------------------------------------------------------------------
# Checking digits


def digits_of(text):
    """The significant digits of a number written in decimal (leading zeros and the point
    dropped), or None if the text is not one number."""
    text = text.decode(errors="replace") if isinstance(text, bytes) else text
    text = text.replace("\\\n", "").replace("≈", "").strip()
    match = re.fullmatch(r"-?(\d*)\.?(\d*)(?:[eE][+-]?\d+)?", text)
    if not match:
        return None
    return (match.group(1) + match.group(2)).lstrip("0")


def agrees(output, reference, digits):
    """Whether output has the reference's first digits-3 significant digits (bc truncates,
    the others round; three digits of slack cover both and a 9999... carry)."""
    got = digits_of(output)
    if got is None:
        return False
    want = max(1, digits - 3)
    return len(got) >= want and got[:want] == reference[:want]


# --------------------------------------------------------------------------------------
# The groups

FUNCTIONS = [  # name, calc, bc -l, mpmath, Arb
    ("pi", "pi", "4*a(1)", "mpmath.pi", "flint.arb.pi()"),
    ("ln(3)", "ln(3)", "l(3)", "mpmath.log(3)", "flint.arb(3).log()"),
    ("sin(1)", "sin(1)", "s(1)", "mpmath.sin(1)", "flint.arb(1).sin()"),
    ("asin(0.3)", "asin(0.3)", "a(0.3/sqrt(1-0.3^2))", "mpmath.asin(mpmath.mpf('0.3'))",
     "flint.arb('0.3').asin()"),
    ("sqrt(2)", "sqrt(2)", "sqrt(2)", "mpmath.sqrt(2)", "flint.arb(2).sqrt()"),
    ("exp(1)", "exp(1)", "e(1)", "mpmath.exp(1)", "flint.arb(1).exp()"),
    ("atan(0.5)", "atan(0.5)", "a(0.5)", "mpmath.atan(mpmath.mpf('0.5'))", "flint.arb('0.5').atan()"),
]

MPMATH_ONE = """import sys, time, mpmath
mpmath.mp.dps = {n}
t = time.perf_counter()
s = mpmath.nstr({expr}, {n})
t = time.perf_counter() - t
sys.stdout.write(s + "\\n"); sys.stderr.write("__T__ %r\\n" % t)
"""

ARB_ONE = """import sys, time, flint
flint.ctx.dps = {n}
t = time.perf_counter()
s = ({expr}).str({n}, radius=False)
t = time.perf_counter() - t
sys.stdout.write(s + "\\n"); sys.stderr.write("__T__ %r\\n" % t)
"""


def reference_value(expr, n):
    import mpmath
    mpmath.mp.dps = n + 15
    value = eval(expr, {"mpmath": mpmath})
    return digits_of(mpmath.nstr(value, n + 10, min_fixed=-1e9, max_fixed=1e9))


def group_oneshot(ctx, report):
    precisions = ctx.precisions
    report.add("## 1. Functions at high precision, one shot")
    report.add()
    report.add(
        "Each row is one function at N significant digits. **calc**: `calc --precision N "
        "\"expr\"`, the whole process (start, evaluation, printing N digits), and the same minus "
        f"the start-up of `calc --precision 38 1` ({fmt_time(ctx.calc_start_opt.wall)}) as "
        f"`calc − start`; a row under {SHORT_ROW * 1000:.0f} ms is timed in {SHORT_ROW_ROUNDS} "
        "rounds that run it and that start-up command in turn, and subtracts the start-up's "
        "best of those rounds (on a shared machine a start-up timed minutes apart differs by "
        "more than such a row's work). **bc**: "
        "`echo 'scale=N; expr' | bc -l`, the whole process (`scale` counts digits after the "
        "point; asin is `a(x/sqrt(1-x^2))`). **mpmath** (gmpy2 backend) and **Arb** "
        "(python-flint): `python3 -c` of a script that sets the precision to N digits, "
        "computes the value and makes its N-digit text (`mpmath.nstr(x, N)`, "
        "`x.str(N, radius=False)`): `py` is that whole process (interpreter start and "
        "`import` included), `in-proc` only the computation and the text, timed inside "
        "the process on its first call (nothing cached). Ratios are calc / peer: process / process "
        "for bc and `py`, `calc − start` / `in-proc` for the in-process columns; above 1 calc is "
        f"slower. Best of {ctx.reps_fast} runs (38 digits) or {ctx.reps} (more digits); runs "
        f"over {SINGLE_RUN_ABOVE:.0f} s once; a run is killed after {ctx.timeout:.0f} s. A row "
        "of a peer whose time at 1,000 digits or more (in-process, or bc's process), "
        "times the square of the step in digits, passes the timeout is skipped, marked with "
        "that time; after a timeout the higher precisions are skipped too."
    )
    report.add()
    header = ["function @ digits", "calc", "calc − start", "bc", "mpmath py", "Arb py",
              "mpmath in-proc", "Arb in-proc", "calc/bc", "calc/mpmath py", "calc/Arb py",
              "(calc−start)/mpmath", "(calc−start)/Arb", "digits"]
    rows = []
    last = {}  # (tool, name) -> (digits, best wall time) of the last measured row
    dead = {}  # (tool, name) -> why the higher precisions are skipped
    for n in precisions:
        for name, calc_expr, bc_expr, mp_expr, arb_expr in FUNCTIONS:
            reps = ctx.reps_fast if n <= 38 else ctx.reps
            progress(f"one-shot {name} at {n} digits")
            timings = {}

            def measure(tool, fn):
                key = (tool, name)
                if key in dead:
                    return Timing("skipped", note=dead[key])
                if key in last and tool != "calc":  # calc: always tried (the timeout caps it)
                    prev_n, prev_work = last[key]
                    if prev_n >= 1000 and prev_work * (n / prev_n) ** 2 > ctx.timeout:
                        dead[key] = f"{fmt_time(prev_work)} at {prev_n:,}"
                        return Timing("skipped", note=dead[key])
                t = fn()
                if t.ok:
                    # The part that grows with the digits: the in-process time if there
                    # is one, else the process less calc's start-up.
                    if t.inner is not None:
                        work = t.inner
                    elif tool == "calc":
                        work = max(t.wall - ctx.calc_start_opt.wall, 0)
                    else:
                        work = t.wall
                    last[key] = (n, work)
                elif t.status == "timeout":
                    dead[key] = f"timeout at {n:,}"
                return t

            starts = {}

            def calc_row():
                # A short row is timed in rounds with the start-up command, so that its net
                # time subtracts a start-up measured at the same moments of the machine.
                argv = [ctx.calc, "--precision", str(n), calc_expr]
                probe = best_of(argv, 1, timeout=ctx.timeout)
                if not probe.ok or probe.wall > SHORT_ROW:
                    return probe if not probe.ok or reps == 1 else best_of(argv, reps, timeout=ctx.timeout)
                (row, start), _ = interleaved(
                    [(argv, None), ([ctx.calc, "--precision", "38", "1"], None)], max(reps, SHORT_ROW_ROUNDS))
                if row.ok and start.ok:
                    starts[name] = start.wall
                return row

            timings["calc"] = measure("calc", calc_row)
            if ctx.bc:
                timings["bc"] = measure("bc", lambda: best_of(
                    [ctx.bc, "-l"], reps, stdin=f"scale={n}; {bc_expr}\n".encode(),
                    env={"BC_LINE_LENGTH": "0"}, timeout=ctx.timeout))
            else:
                timings["bc"] = Timing("missing", note="no bc")
            timings["mpmath"] = measure("mpmath", lambda: best_of(
                [ctx.python, "-c", MPMATH_ONE.format(n=n, expr=mp_expr)], reps, timeout=ctx.timeout))
            timings["arb"] = measure("arb", lambda: best_of(
                [ctx.python, "-c", ARB_ONE.format(n=n, expr=arb_expr)], reps, timeout=ctx.timeout))

            reference = reference_value(mp_expr, n)
            wrong = [tool for tool, t in timings.items()
                     if t.ok and not agrees(t.out.strip(), reference, n)]
            check = "ok" if not wrong else "DIFFER: " + ", ".join(wrong)
            if not any(t.ok for t in timings.values()):
                check = "–"

            c = timings["calc"]
            c_net = (c.wall - starts.get(name, ctx.calc_start_opt.wall)) if c.ok else None
            if c_net is not None and c_net < NOISE:
                c_net = max(c_net, 0.0)
            mp, arb, bc = timings["mpmath"], timings["arb"], timings["bc"]
            rows.append([
                f"{name} @ {n:,}",
                cell(c),
                cell(c, c_net) if c.ok else "–",
                cell(bc),
                cell(mp),
                cell(arb),
                cell(mp, mp.inner) if mp.ok else "–",
                cell(arb, arb.inner) if arb.ok else "–",
                ratio(c.wall if c.ok else None, bc.wall if bc.ok else None, c, bc, ctx.timeout),
                ratio(c.wall if c.ok else None, mp.wall if mp.ok else None, c, mp, ctx.timeout),
                ratio(c.wall if c.ok else None, arb.wall if arb.ok else None, c, arb, ctx.timeout),
                ratio(c_net, mp.inner if mp.ok else None, c, mp),
                ratio(c_net, arb.inner if arb.ok else None, c, arb),
                check,
            ])
    report.add(table(header, rows))
    report.add()


PER_CALL_FUNCS = [  # calc name, mpmath, Arb method
    ("sin", "mpmath.sin", "sin"),
    ("asin", "mpmath.asin", "asin"),
    ("exp", "mpmath.exp", "exp"),
    ("ln", "mpmath.log", "log"),
    ("atan", "mpmath.atan", "atan"),
    ("sqrt", "mpmath.sqrt", "sqrt"),
]

PER_CALL_PY = """import sys, time, mpmath, flint
args = open({args!r}).read().split()
mpmath.mp.dps = 38
flint.ctx.dps = 38
def best(f):
    b = None
    for _ in range({reps}):
        t = time.perf_counter(); f(); t = time.perf_counter() - t
        b = t if b is None or t < b else b
    return b / len(args)
for name, mpf, arbm in {funcs!r}:
    mfn = eval(mpf)
    def mp_text():
        for s in args:
            mpmath.nstr(mfn(mpmath.mpf(s)), 38)
    xs = [mpmath.mpf(s) for s in args]
    def mp_only():
        for x in xs:
            mfn(x)
    def arb_text():
        for s in args:
            getattr(flint.arb(s), arbm)().str(38, radius=False)
    ys = [flint.arb(s) for s in args]
    def arb_only():
        for y in ys:
            getattr(y, arbm)()
    print(name, best(mp_text), best(mp_only), best(arb_text), best(arb_only), flush=True)
"""


def group_per_call(ctx, report):
    count = ctx.per_call_lines
    rng = random.Random(21)
    args = [f"0.{rng.randrange(1, 10**6):06d}" for _ in range(count)]
    work = ctx.work
    args_path = os.path.join(work, "args.txt")
    with open(args_path, "w") as f:
        f.write("\n".join(args) + "\n")
    base_path = os.path.join(work, "plain.txt")
    with open(base_path, "w") as f:
        f.write("".join(f"{a}+1\n" for a in args))

    report.add("## 2. Cost per call at 38 digits")
    report.add()
    report.add(
        f"{count:,} lines `f(0.xxxxxx)` (six random digits, the same arguments for every "
        f"function and tool) fed to `calc < file` (batch mode, default 38 digits), minus "
        f"{count:,} lines `0.xxxxxx+1` of the same arguments, divided by {count:,}. calc's batch "
        "evaluates lines that stand on their own on all processors, so on an idle machine its "
        "wall time per call (`calc wall`) can be below its CPU time per call (`calc CPU`, user + "
        "system of the process, the same difference; on a busy one the wall time is the "
        "larger); the `calc CPU` ratios are the fair ones, the peers being one Python loop "
        "on one processor. **mpmath** (gmpy2 backend, `mp.dps = 38`) and **Arb** "
        "(python-flint, `ctx.dps = 38`): a Python loop over the same arguments in one process; "
        "`text` reads each argument from its text and makes the 38-digit text of the result "
        "(`nstr(f(mpf(s)), 38)`, `arb(s).f().str(38, radius=False)`), as calc does; `compute` "
        f"only calls `f` on arguments converted beforehand. calc: best of {ctx.reps_per_call} runs of "
        f"each file (wall and CPU each the least of the runs); Python: best of {ctx.reps_per_call} loops."
    )
    report.add()
    progress("per call: calc batches")
    base = best_of([ctx.calc], ctx.reps_per_call, stdin=base_path, timeout=ctx.timeout)
    calc_rows = {}
    for name, _, _ in PER_CALL_FUNCS:
        path = os.path.join(work, f"{name}.txt")
        with open(path, "w") as f:
            f.write("".join(f"{name}({a})\n" for a in args))
        calc_rows[name] = best_of([ctx.calc], ctx.reps_per_call, stdin=path, timeout=ctx.timeout)
    progress("per call: mpmath and Arb loops")
    code = PER_CALL_PY.format(args=args_path, reps=ctx.reps_per_call,
                              funcs=[(a, b, c) for a, b, c in PER_CALL_FUNCS])
    status, wall, cpu, rc, out, err = run_once([ctx.python, "-c", code], timeout=ctx.timeout * 4)
    py = {}
    if status == "ok" and rc == 0:
        for line in out.decode().splitlines():
            parts = line.split()
            py[parts[0]] = [float(x) for x in parts[1:]]
    else:
        report.add(f"(the Python loops failed: {status} {err.decode(errors='replace')[:200]})")

    header = ["function", "calc wall", "calc CPU", "mpmath text", "mpmath compute", "Arb text",
              "Arb compute", "calc CPU / mpmath text", "calc CPU / Arb text",
              "calc wall / mpmath text", "calc wall / Arb text"]
    rows = []
    if base.ok:
        rows.append([f"(`0.x+1` lines, whole batch)", fmt_time(base.wall), fmt_time(base.cpu),
                     "", "", "", "", "", "", "", ""])
    for name, _, _ in PER_CALL_FUNCS:
        t = calc_rows[name]
        if t.ok and base.ok:
            wall = (t.wall - base.wall) / count
            cpu = (t.cpu - base.cpu) / count
            cw, cc = fmt_time(wall, "us"), fmt_time(cpu, "us")
        else:
            wall = cpu = None
            cw = cc = cell(t)
        p = py.get(name)
        if p:
            mt, mc, at, ac = p
            rows.append([f"{name}(x)", cw, cc, fmt_time(mt, "us"), fmt_time(mc, "us"),
                         fmt_time(at, "us"), fmt_time(ac, "us"),
                         ratio(cpu, mt, noise=0), ratio(cpu, at, noise=0),
                         ratio(wall, mt, noise=0), ratio(wall, at, noise=0)])
        else:
            rows.append([f"{name}(x)", cw, cc] + ["–"] * 8)
    # The outputs: every line a number (none failed).
    report.add(table(header, rows))
    bad = [name for name, t in calc_rows.items()
           if t.ok and sum(1 for l in t.out.decode(errors="replace").splitlines() if digits_of(l)) != count]
    if bad:
        report.add()
        report.add("calc did not answer every line for: " + ", ".join(bad))
    report.add()


BIG_PY = """import sys, time
sys.set_int_max_str_digits(0)
{setup}
t = time.perf_counter()
s = {expr}
t = time.perf_counter() - t
sys.stdout.write(s + "\\n"); sys.stderr.write("__T__ %r\\n" % t)
"""

BIG_ROWS = [
    # label, calc expression, bc input (None: no peer), Python setup/expr, gmpy2 setup/expr,
    # expected digits in full
    ("`2^1000000` in full (301,030 digits)", "2^1000000", "2^1000000",
     ("", "str(2**1000000)"), ("import gmpy2", "str(gmpy2.mpz(2)**1000000)"), 301030),
    ("`100000!` in full (456,574 digits)", "100000!", None,
     ("import math", "str(math.factorial(100000))"), ("import gmpy2", "str(gmpy2.fac(100000))"),
     456574),
    ("`(10^499999-1)*(10^500000-3)` in full (999,999 digits)", "(10^499999-1)*(10^500000-3)",
     "(10^499999-1)*(10^500000-3)",
     ("", "str((10**499999-1)*(10**500000-3))"),
     ("import gmpy2", "str((gmpy2.mpz(10)**499999-1)*(gmpy2.mpz(10)**500000-3))"), 999999),
    ("`(10^1000000-1)*(10^1000000-3)` (2,000,000 digits)", "(10^1000000-1)*(10^1000000-3)",
     "(10^1000000-1)*(10^1000000-3)",
     ("", "str((10**1000000-1)*(10**1000000-3))"),
     ("import gmpy2", "str((gmpy2.mpz(10)**1000000-1)*(gmpy2.mpz(10)**1000000-3))"), 2000000),
]

PRODUCT_ONLY_PY = """import sys, time
{setup}
a = {a}; b = {b}
t = time.perf_counter()
c = a * b
t = time.perf_counter() - t
sys.stdout.write("%d\\n" % c.bit_length()); sys.stderr.write("__T__ %r\\n" % t)
"""


def group_big(ctx, report):
    report.add("## 3. Big integers")
    report.add()
    report.add(
        "**calc**: `calc \"expr\"`, the whole process, its output (every digit) written to a "
        "file; `calc − start` subtracts the start-up of `calc 1`. **bc**: `echo 'expr' | "
        "BC_LINE_LENGTH=0 bc`, the whole process (bc has no factorial). **Python** (CPython "
        f"{platform.python_version()}, `sys.set_int_max_str_digits(0)`) and **gmpy2**: the "
        "time, inside a fresh process, of one statement that computes the integer from "
        "scratch and converts it to decimal text, `str(2**1000000)`, "
        "`str(math.factorial(100000))`, `str((10**499999-1)*(10**500000-3))` (the operands' "
        "powers, the subtractions, the product and the text; gmpy2 the same with `mpz`, "
        "`gmpy2.fac`). Ratios are `calc − start` / peer for Python and gmpy2, process / "
        f"process for bc. Best of {ctx.reps} runs; runs over {SINGLE_RUN_ABOVE:.0f} s once; "
        f"killed after {ctx.timeout:.0f} s. `digits` checks that each printed the whole number "
        "(its length)."
    )
    report.add()
    header = ["row", "calc", "calc − start", "bc", "Python int", "gmpy2", "calc/bc",
              "(calc−start)/Python", "(calc−start)/gmpy2", "digits"]
    rows = []
    notes = []
    for label, calc_expr, bc_expr, (py_setup, py_expr), (gm_setup, gm_expr), length in BIG_ROWS:
        progress(f"big integers: {calc_expr}")
        c = best_of([ctx.calc, calc_expr], ctx.reps, timeout=ctx.timeout)
        if bc_expr is None:
            bc = Timing("n/a", note="no `!`")
        elif ctx.bc:
            bc = best_of([ctx.bc], ctx.reps, stdin=(bc_expr + "\n").encode(),
                         env={"BC_LINE_LENGTH": "0"}, timeout=ctx.timeout)
        else:
            bc = Timing("missing", note="no bc")
        py = best_of([ctx.python, "-c", BIG_PY.format(setup=py_setup, expr=py_expr)], ctx.reps,
                     timeout=ctx.timeout)
        gm = best_of([ctx.python, "-c", BIG_PY.format(setup=gm_setup, expr=gm_expr)], ctx.reps,
                     timeout=ctx.timeout)
        lengths = []
        for tool, t in (("calc", c), ("bc", bc), ("Python", py), ("gmpy2", gm)):
            if t.ok:
                got = len(t.out.strip().replace(b"\\\n", b""))
                lengths.append(f"{tool} {got:,}" if got != length else None)
        short = [l for l in lengths if l]
        check = "all in full" if not short else "short: " + ", ".join(short)
        c_in_full = c.ok and len(c.out.strip()) == length
        c_net = c.wall - ctx.calc_start.wall if c.ok else None
        if c.ok and not c_in_full:
            notes.append(
                f"`{calc_expr}`: calc printed `{c.out.strip().decode()[:40]}` in "
                f"{fmt_time(c.wall)}, not the {length:,} digits: the result is beyond calc's "
                "exact-size limit of 1,000,000 digits, so calc keeps it as a certified "
                "approximation and prints it rounded to 38 digits. No ratio for this row.")
        rows.append([
            label, cell(c), cell(c, c_net) if c.ok else "–", cell(bc), cell(py, py.inner) if py.ok else cell(py),
            cell(gm, gm.inner) if gm.ok else cell(gm),
            ratio(c.wall if c_in_full else None, bc.wall if bc.ok else None, c, bc, ctx.timeout)
            if c_in_full or not c.ok else "n/a",
            ratio(c_net if c_in_full else None, py.inner if py.ok else None, c, py)
            if c_in_full or not c.ok else "n/a",
            ratio(c_net if c_in_full else None, gm.inner if gm.ok else None, c, gm)
            if c_in_full or not c.ok else "n/a",
            check,
        ])
    report.add(table(header, rows))
    report.add()
    # The product alone, to show how much of the peers' time is the text.
    parts = []
    for label, setup, a, b in (
        ("Python", "", "10**499999-1", "10**500000-3"),
        ("gmpy2", "import gmpy2", "gmpy2.mpz(10)**499999-1", "gmpy2.mpz(10)**500000-3"),
        ("Python", "", "10**1000000-1", "10**1000000-3"),
        ("gmpy2", "import gmpy2", "gmpy2.mpz(10)**1000000-1", "gmpy2.mpz(10)**1000000-3"),
    ):
        t = best_of([ctx.python, "-c", PRODUCT_ONLY_PY.format(setup=setup, a=a, b=b)], ctx.reps,
                    timeout=ctx.timeout)
        parts.append(f"{label} `({a})*({b})` {cell(t, t.inner) if t.ok else cell(t)}")
    report.add("The product alone (operands made beforehand, no text): " + "; ".join(parts) + ".")
    for note in notes:
        report.add()
        report.add(note)
    report.add()


def group_everyday(ctx, report):
    report.add("## 4. Everyday arithmetic")
    report.add()
    lines = ctx.batch_lines
    corpus = os.path.join(ctx.work, "corpus.txt")
    subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "make-corpus.py"),
                    "--lines", str(lines), corpus], check=True, stdout=subprocess.DEVNULL)
    report.add(
        f"One-shot latency, best of {ctx.reps_latency} rounds (the median in the next row), "
        "each round running every tool once in turn so that all meet the same moments of a "
        "busy machine, each run the whole process started "
        "without a shell: `calc \"123+456*2\"`; bc reading `123+456*2` from a pipe (what `echo "
        "'123+456*2' | bc` does, without the shell); `python3 -c 'print(123+456*2)'` (the "
        f"benchmark's Python, for scale). Batch: the {lines:,}-line corpus of "
        "`scripts/make-corpus.py` (seed 7; integers and decimals, `+ - * /`, small powers, "
        "parentheses; 40 lines divide by zero) as `calc < corpus` and `bc -l < corpus`, "
        f"output to a file, best of {ctx.reps} runs (calc's batch uses both processors when "
        "lines stand on their own; its CPU time is given too)."
    )
    report.add()
    progress("everyday: latency")
    commands = [([ctx.calc, "123+456*2"], None), ([ctx.python, "-c", "print(123+456*2)"], None)]
    if ctx.bc:
        commands.append(([ctx.bc], b"123+456*2\n"))
    (c, py, *rest), medians = interleaved(commands, ctx.reps_latency)
    bc = rest[0] if ctx.bc else Timing("missing", note="no bc")
    bc_median = medians[2] if ctx.bc else None
    progress("everyday: batch")
    cb = best_of([ctx.calc], ctx.reps, stdin=corpus, timeout=ctx.timeout, ok_codes=(0, 1))
    bb = best_of([ctx.bc, "-l"], ctx.reps, stdin=corpus, timeout=ctx.timeout) if ctx.bc else Timing("missing", note="no bc")
    header = ["row", "calc", "bc", "python3 -c", "calc/bc", "calc/python3"]
    rows = [
        ["one-shot `123+456*2`", cell(c), cell(bc), cell(py),
         ratio(c.wall if c.ok else None, bc.wall if bc.ok else None, c, bc),
         ratio(c.wall if c.ok else None, py.wall if py.ok else None, c, py)],
        ["one-shot `123+456*2`, median", fmt_time(medians[0]) if medians[0] else "–",
         fmt_time(bc_median) if bc_median else "–", fmt_time(medians[1]) if medians[1] else "–",
         ratio(medians[0], bc_median), ratio(medians[0], medians[1])],
        [f"batch, {lines:,} lines (wall)", cell(cb), cell(bb), "",
         ratio(cb.wall if cb.ok else None, bb.wall if bb.ok else None, cb, bb, ctx.timeout), ""],
        [f"batch, {lines:,} lines (CPU)", fmt_time(cb.cpu) if cb.ok else "–",
         fmt_time(bb.cpu) if bb.ok else "–", "",
         ratio(cb.cpu if cb.ok else None, bb.cpu if bb.ok else None), ""],
    ]
    if cb.ok and bb.ok:
        rows.append(["batch, lines per second (wall)", f"{lines / cb.wall:,.0f}",
                     f"{lines / bb.wall:,.0f}", "", "", ""])
    report.add(table(header, rows))
    report.add()
    if c.ok and c.out.strip() != b"1035":
        report.add(f"calc answered {c.out.strip()!r} for 123+456*2.")


# --------------------------------------------------------------------------------------


def machine_description():
    cpu = "unknown CPU"
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return f"{os.cpu_count()} processors (`nproc`: {os.cpu_count()}), {cpu}"


def versions(ctx):
    parts = []
    try:
        rev = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"],
                             capture_output=True, text=True).stdout.strip()
        dirty = subprocess.run(["git", "-C", ROOT, "status", "--porcelain", "--", "Sources",
                                "Package.swift"], capture_output=True, text=True).stdout.strip()
        with open(ctx.calc, "rb") as f:
            linking = "dynamically linked" if b"/ld-linux" in f.read(4096) else "statically linked"
        parts.append(f"calc at {rev}{' (modified)' if dirty else ''} (`{ctx.calc}`, "
                     f"{os.path.getsize(ctx.calc) / 1e6:.1f} MB, {linking})")
    except Exception:
        parts.append(f"calc `{ctx.calc}`")
    if ctx.bc:
        out = subprocess.run([ctx.bc, "--version"], capture_output=True, text=True).stdout
        parts.append(out.splitlines()[0] if out else "bc")
    out = subprocess.run([ctx.python, "-c",
                          "import sys, mpmath, gmpy2, flint; print(sys.version.split()[0], "
                          "mpmath.__version__, mpmath.libmp.BACKEND, gmpy2.version(), "
                          "flint.__version__)"], capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit("peers: the virtualenv lacks mpmath, gmpy2 or python-flint:\n" + out.stderr)
    py, mp, backend, gm, fl = out.stdout.split()
    if backend != "gmpy":
        sys.exit(f"peers: mpmath's backend is {backend}, not gmpy (gmpy2 is not in use)")
    parts.append(f"Python {py}, mpmath {mp} (backend `{backend}`), gmpy2 {gm}, python-flint {fl}")
    return "; ".join(parts)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calc", required=True, help="the calc binary")
    parser.add_argument("--bc", default=shutil.which("bc"), help="the bc binary (default: bc on PATH)")
    parser.add_argument("--no-bc", action="store_true", help="leave bc out")
    parser.add_argument("--python", default=sys.executable,
                        help="the Python with mpmath, gmpy2 and python-flint (default: this one)")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds before a run is killed")
    parser.add_argument("--precisions", default="38,1000,5000,10000,100000")
    parser.add_argument("--groups", default="1,2,3,4", help="which groups to run, such as 1,4")
    parser.add_argument("--quick", action="store_true", help="fewer runs and lines (a smoke test)")
    parser.add_argument("--out", default=os.path.join(HERE, "results.md"),
                        help="where to write the tables (default: results.md here; '-' for none)")
    ctx = parser.parse_args()
    ctx.calc = os.path.abspath(ctx.calc)
    if ctx.no_bc:
        ctx.bc = None
    ctx.precisions = [int(p) for p in ctx.precisions.split(",")]
    groups = {int(g) for g in ctx.groups.split(",")}
    ctx.reps, ctx.reps_fast, ctx.reps_latency = (1, 2, 5) if ctx.quick else (3, 5, 41)
    # Per call at 38 digits: a batch takes a tenth of a second, a Python loop a hundredth;
    # more runs let the least of them escape a shared machine's noise.
    ctx.reps_per_call = 2 if ctx.quick else 11
    ctx.per_call_lines = 2000
    ctx.batch_lines = 10000 if ctx.quick else 100000

    report = Report()
    started = datetime.datetime.now(datetime.timezone.utc)
    load_start = open("/proc/loadavg").read().split()[:3]
    report.add("# calc against its peers")
    report.add()
    report.add(f"Run of `Benchmarks/peers/run.sh` on {started:%Y-%m-%d}, {started:%H:%M} UTC, "
               f"{machine_description()}, {platform.system()} {platform.release()}. "
               "The machine was shared with other work (builds and tests of other engineers), "
               "so every time is the best of several runs and differences under about 20% are "
               "noise.")
    report.add()
    report.add(versions(ctx) + ".")
    report.add()
    with tempfile.TemporaryDirectory() as work:
        ctx.work = work
        progress("calc start-up (`calc 1`)")
        ctx.calc_start = best_of([ctx.calc, "1"], 21)
        if not ctx.calc_start.ok:
            sys.exit(f"peers: `{ctx.calc} 1` failed: {ctx.calc_start.status} {ctx.calc_start.note}")
        ctx.calc_start_opt = best_of([ctx.calc, "--precision", "38", "1"], 21)
        if not ctx.calc_start_opt.ok:
            sys.exit(f"peers: `{ctx.calc} --precision 38 1` failed: {ctx.calc_start_opt.status}")
        report.add(f"calc's start-up, best of 21: `calc 1` {fmt_time(ctx.calc_start.wall)}, "
                   f"`calc --precision 38 1` {fmt_time(ctx.calc_start_opt.wall)} (both take the "
                   "one-shot fast path, which an expression alone or after `--precision N` "
                   "takes); the `calc − start` columns subtract the one with the same kind of "
                   "command line. Ratios are calc / peer: **below 1 calc is faster**.")
        report.add()
        if 1 in groups:
            group_oneshot(ctx, report)
        if 2 in groups:
            group_per_call(ctx, report)
        if 3 in groups:
            group_big(ctx, report)
        if 4 in groups:
            group_everyday(ctx, report)
    ended = datetime.datetime.now(datetime.timezone.utc)
    load_end = open("/proc/loadavg").read().split()[:3]
    report.add(f"Run time {(ended - started).total_seconds() / 60:.1f} minutes; load average "
               f"{' '.join(load_start)} at the start, {' '.join(load_end)} at the end.")
    if ctx.out != "-":
        with open(ctx.out, "w") as f:
            f.write(report.text())
        print(f"\n(written to {ctx.out})", file=sys.stderr)


if __name__ == "__main__":
    main()
