#!/usr/bin/env python3
# fuzz.py -- gpugen's random differential tester: driver and reducer.
# Copyright (C) 2026 The gpugen authors.
#
# This file is part of gpugen, a GCC plugin; it is free software under
# the GNU General Public License version 3 or later (see COPYING).
#
# For each seed, gen.py builds a program; the driver compiles it twice,
#
#   plain:  gcc -O2 prog.c -lm
#   gpugen: gcc -O2 -fchecking=1 -fplugin=plugin/gpugen.so -fplugin-arg-gpugen-emulate
#           -fplugin-arg-gpugen-nvcc=none -fopt-info-omp-all prog.c
#           runtime/libgpugen.a -ldl -lpthread -lm
#
# (nvcc=none: only the emulation image is built, which is what runs
# here), runs the plain build and the gpugen build (GPUGEN_EMULATE=1
# GPUGEN_PROFILE=1 GPUGEN_EMU_STRICT=0), and classifies the result:
#
#   ok            same checksums (integers exactly, floating point within
#                 a relative 1e-9 for double, 1e-5 for float: the plugin
#                 must not reorder floating-point arithmetic, so the two
#                 are normally bit-identical; inexact agreement is
#                 counted as "fp-inexact" but not failed)
#   wrong         a checksum differs
#   crash         the plugin build failed (an internal compiler error, or
#                 any error that the plain build does not have)
#   image         gpugen warned that the emulation image could not be
#                 built (CUDA that g++ rejects is a gpugen bug)
#   fault         the gpugen build died of a signal or exited non-zero
#   timeout       the gpugen build ran more than --timeout seconds
#   emu-error     the emulator reported an error (out-of-bounds access,
#                 uninitialised device read, failed launch...), a line
#                 "gpugen: ..." on stderr that is not the profile's
#   gen           the plain build failed or faulted: a generator bug
#
# and counts the offloaded nests ("loop nest offloaded" remarks) and the
# emulator's kernel launches.  Failures are kept in --out (default
# fuzz/failures/) as SEED.c with SEED.txt; with --reduce each is also
# shrunk (see reduce) to SEED-min.c.
#
#   fuzz.py run [--seed S] [-n N] [-j J] [--reduce] [--keep]
#   fuzz.py reduce SEED             shrink one seed's program
#   fuzz.py show SEED               print one seed's program
#
# The exit status of "run" is 1 if any program failed, else 0.

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import gen  # noqa: E402
import genf  # noqa: E402

# The plugin and runtime under test: this tree's, unless
# GPUGEN_FUZZ_TOP names another built gpugen tree.
TOP_UNDER_TEST = os.environ.get("GPUGEN_FUZZ_TOP", TOP)
PLUGIN = os.path.join(TOP_UNDER_TEST, "plugin", "gpugen.so")
RUNTIME = os.path.join(TOP_UNDER_TEST, "runtime", "libgpugen.a")
CC = os.environ.get("CC", "gcc")
# The optimization level of both builds (GPUGEN_FUZZ_OPT, default -O2):
# -O3 adds the loop splitting, unswitching, versioning and jamming that
# run before gpugen's pass.
OPT = os.environ.get("GPUGEN_FUZZ_OPT", "-O2")

PROFILE_RE = re.compile(r"^gpugen: (kernel |region |\d+ kernel launches on )")
LAUNCHES_RE = re.compile(r"^gpugen: (\d+) kernel launches on (.*)$", re.M)


def sh(args, timeout, env=None, cwd=None):
    """Run ARGS; return (rc, stdout, stderr); rc is "timeout" past
    TIMEOUT seconds."""
    try:
        p = subprocess.run(args, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, timeout=timeout, env=env,
                           cwd=cwd)
    except subprocess.TimeoutExpired:
        return "timeout", "", ""
    return (p.returncode, p.stdout.decode("utf-8", "replace"),
            p.stderr.decode("utf-8", "replace"))


FC = os.environ.get("FC", "gfortran")
LANGS = {"c": (gen.render, ".c", CC, []),
         "f90": (genf.render, ".f90", FC, ["-ffree-line-length-none"])}


def compile_cmds(src, exe_plain, exe_gpu, extra=()):
    lang = "f90" if src.endswith(".f90") else "c"
    comp, flags = LANGS[lang][2], LANGS[lang][3]
    plain = [comp, OPT, "-w", *flags, src, "-o", exe_plain, "-lm"]
    # -fchecking=1: GCC verifies the IL (SSA, loop-closed SSA, CFG)
    # after every pass, so host code that breaks an invariant is a
    # compiler crash here rather than a latent one.
    gpu = [comp, OPT, "-w", *flags, "-fchecking=1", "-fplugin=" + PLUGIN,
           "-fplugin-arg-gpugen-emulate", "-fplugin-arg-gpugen-nvcc=none",
           "-fopt-info-omp-all", *extra, src, "-o", exe_gpu, RUNTIME,
           "-ldl", "-lpthread", "-lm"]
    return plain, gpu


def parse_checks(out):
    res = {}
    for line in out.splitlines():
        f = line.split()
        if len(f) >= 3 and f[1] in ("fp", "int"):
            res[f[0]] = (f[1], f[2:])
    return res


def close(a, b, rel):
    if a == b:
        return True
    try:
        x, y = float(a), float(b)
    except ValueError:
        return False
    if x != x and y != y:
        return True
    return abs(x - y) <= rel * max(abs(x), abs(y), 1.0)


def compare(plain, gpu, float_arrays):
    """Return (verdict, detail): "ok", "fp-inexact" or "wrong"."""
    a, b = parse_checks(plain), parse_checks(gpu)
    if set(a) != set(b) or not a:
        return "wrong", "checksum lines differ: %s vs %s" % (sorted(a),
                                                              sorted(b))
    inexact = False
    for name in sorted(a):
        ka, va = a[name]
        kb, vb = b[name]
        if va == vb:
            continue
        if ka == "fp" and kb == "fp":
            rel = 1e-5 if name in float_arrays else 1e-9
            if all(close(x, y, rel) for x, y in zip(va, vb)):
                inexact = True
                continue
        return "wrong", "%s: %s (plain) vs %s (gpugen)" % (name, " ".join(va),
                                                           " ".join(vb))
    return ("fp-inexact" if inexact else "ok"), ""


def test_source(text, work, timeout=60, float_arrays=(), env_extra=None,
                lang="c"):
    """Compile and run the program TEXT, in language LANG, in directory
    WORK.  Return a dict with verdict, detail, offloaded, launches,
    times."""
    src = os.path.join(work, "prog" + LANGS[lang][1])
    with open(src, "w") as f:
        f.write(text)
    ep, eg = os.path.join(work, "plain"), os.path.join(work, "gpu")
    cplain, cgpu = compile_cmds(src, ep, eg)
    res = {"offloaded": 0, "launches": 0, "detail": "", "cls": ""}
    t0 = time.time()
    # In WORK: gfortran writes its module files into the current
    # directory.
    rc, _, err = sh(cplain, 120, cwd=work)
    if rc != 0:
        res.update(verdict="gen", detail="plain build failed: %s" % err[-2000:])
        return res
    t1 = time.time()
    rc, _, cerr = sh(cgpu, 300, cwd=work)
    res["compile_s"] = time.time() - t1
    res["plain_s"] = t1 - t0
    res["offloaded"] = len(re.findall(r"loop nest offloaded", cerr))
    if rc != 0:
        res.update(verdict="crash", detail="gpugen build: rc %s: %s"
                   % (rc, cerr[-3000:]))
        return res
    bad = [l for l in cerr.splitlines() if "warning: gpugen:" in l
           or " error: " in l]
    if bad:
        res.update(verdict="image", detail="\n".join(bad[:5]))
        return res
    rc, pout, perr = sh([ep], timeout)
    if rc != 0:
        res.update(verdict="gen", detail="plain run: rc %s %s" % (rc, perr))
        return res
    env = dict(os.environ, GPUGEN_EMULATE="1", GPUGEN_PROFILE="1",
               GPUGEN_EMU_STRICT="0")
    env.pop("GPUGEN_DISABLE", None)
    if env_extra:
        env.update(env_extra)
    t2 = time.time()
    rc, gout, gerr = sh([eg], timeout, env=env)
    res["run_s"] = time.time() - t2
    m = LAUNCHES_RE.findall(gerr)
    if m:
        res["launches"] = int(m[-1][0])
    if rc == "timeout":
        res.update(verdict="timeout", detail="gpugen build ran > %ss" % timeout)
        return res
    if rc != 0:
        res.update(verdict="fault", detail="gpugen build: rc %s: %s"
                   % (rc, gerr[-2000:]))
        return res
    emu = [l for l in gerr.splitlines()
           if l.startswith("gpugen:") and not PROFILE_RE.match(l)]
    v, d = compare(pout, gout, float_arrays)
    res["cls"] = classify(v, emu)
    if v == "wrong":
        # The reference itself may be wrong: GCC 12 at -O2 drops the call
        # of a Fortran subroutine that only writes its dummy array in
        # some generated programs (seed 41022 of genf.py), which the
        # gpugen build keeps, since it calls the runtime.  A plain build
        # at -O0 that agrees with the gpugen build exactly, and not with
        # the plain build, makes the verdict "ref" (not a failure).
        e0 = os.path.join(work, "plain0")
        c0 = [("-O0" if a == OPT else a) for a in cplain]
        c0[c0.index("-o") + 1] = e0
        rc0, _, _ = sh(c0, 120, cwd=work)
        if rc0 == 0:
            rc0, p0out, _ = sh([e0], timeout)
            if (rc0 == 0 and compare(p0out, gout, float_arrays)[0] == "ok"
                    and compare(p0out, pout, float_arrays)[0] == "wrong"):
                res.update(verdict="ref", detail="the plain build at %s "
                           "disagrees with the plain build at -O0, which the "
                           "gpugen build matches: %s" % (OPT, d))
                return res
        res.update(verdict="wrong", detail=d + ("\n" + "\n".join(emu[:5])
                                                if emu else ""))
        return res
    if emu:
        res.update(verdict="emu-error", detail="\n".join(emu[:5]))
        return res
    res.update(verdict=v, detail=d)
    return res


def classify(verdict, emu):
    """The failure class of a run: VERDICT refined by the first kind of
    message of the emulator in EMU."""
    kinds = [("uninitialised device read: __gpugen_copy_from_device",
              "uninitialised copy back"),
             ("uninitialised device read", "uninitialised read in a kernel"),
             ("out-of-bounds", "out-of-bounds access"),
             ("invalid access", "invalid access")]
    for l in emu:
        for key, name in kinds:
            if key in l:
                return "%s (%s)" % (verdict, name)
    if emu:
        return "%s (%s)" % (verdict, emu[0][:60])
    return verdict + (" (silent)" if verdict == "wrong" else "")


def float_names(prog):
    return {a.name for a in prog.arrays + getattr(prog, "ptrs", [])
            if a.ty == "float"}


LANG = "c"


def render(prog):
    """PROG as text in the language of this run (--lang)."""
    return LANGS[LANG][0](prog)


def test_prog(prog, timeout):
    work = tempfile.mkdtemp(prefix="gpugen-fuzz-")
    try:
        return test_source(render(prog), work, timeout, float_names(prog),
                           lang=LANG)
    finally:
        shutil.rmtree(work, ignore_errors=True)


# The reducer: delta debugging over the program model.  A candidate is
# the model with one element removed (a function, a nest, a loop level
# -- its body spliced into its parent when no subscript needs its
# variable, else dropped with it --, a statement, an array never
# written; with --ext2 also a statement of Fortran's main program, its
# local allocatable, a pointer's target, an array's special values),
# or with smaller parameters; it is kept when it still fails
# with the same verdict.  Repeated until no removal keeps the failure.

def items_lists(prog):
    """Every list of items in PROG (function nest lists and loop bodies)."""
    lists = []

    def walk(items):
        lists.append(items)
        for it in items:
            if not isinstance(it, gen.Stmt):
                walk(it.body)

    for fn in prog.functions:
        walk(fn.nests)
    return lists


def candidates(prog):
    import copy
    # Drop a function.
    for k in range(len(prog.functions)):
        p = copy.deepcopy(prog)
        del p.functions[k]
        yield p
    # Drop an item of some list (nest, loop, statement).
    n_lists = len(items_lists(prog))
    for li in range(n_lists):
        for k in range(len(items_lists(prog)[li])):
            p = copy.deepcopy(prog)
            lst = items_lists(p)[li]
            del lst[k]
            yield p
    # Splice a loop's or time loop's body into its parent.
    for li in range(n_lists):
        for k in range(len(items_lists(prog)[li])):
            it = items_lists(prog)[li][k]
            if isinstance(it, gen.Stmt):
                continue
            p = copy.deepcopy(prog)
            lst = items_lists(p)[li]
            body = lst[k].body
            if isinstance(lst[k], gen.Loop):
                var = lst[k].var
                if any(re.search(r"\b%s\b" % var, s.text)
                       for s in gen.stmts(body)) or any(
                           isinstance(x, gen.Loop) and x.outer
                           and re.search(r"\b%s\b" % var, x.outer)
                           for x in iter_loops(body)):
                    continue
            lst[k:k + 1] = body
            yield p
    # Drop a term of a statement's right-hand side.
    all_stmts = [st for fn in prog.functions for st in gen.stmts(fn.nests)]
    for si, st in enumerate(all_stmts):
        for text in fewer_terms(st.text):
            p = copy.deepcopy(prog)
            st2 = [x for fn in p.functions for x in gen.stmts(fn.nests)][si]
            st2.text = text
            st2.arrays = set(re.findall(r"\b[AP]\d+\b", text))
            st2.scalars = set(re.findall(r"\bs\d+\b", text))
            yield p
    # EXT2: drop a statement of Fortran's main program, its local
    # allocatable, a pointer's target (its own variable instead), an
    # array's special values.
    for k in range(len(getattr(prog, "main_stmts", []))):
        p = copy.deepcopy(prog)
        del p.main_stmts[k]
        yield p
    if getattr(prog, "local_alloc", (0, False))[0]:
        p = copy.deepcopy(prog)
        p.local_alloc = (0, False)
        yield p
    for k, ptr in enumerate(getattr(prog, "ptrs", [])):
        if ptr.target:
            p = copy.deepcopy(prog)
            p.ptrs[k].target = None
            yield p
    for k, a in enumerate(prog.arrays):
        if getattr(a, "special", 0):
            p = copy.deepcopy(prog)
            p.arrays[k].special = 0
            yield p
    # Smaller parameters.
    for attr in ("n", "m", "tsteps"):
        v = getattr(prog, attr)
        lo = 1 if attr == "tsteps" else 5
        for nv in sorted({lo, (v + lo) // 2, v - 1}):
            if lo <= nv < v:
                p = copy.deepcopy(prog)
                setattr(p, attr, nv)
                yield p
    # Unused arrays: drop those no statement mentions.
    names = set()
    for fn in prog.functions:
        names |= gen.used(fn)[0]
    if any(a.name not in names for a in prog.arrays):
        p = copy.deepcopy(prog)
        p.arrays = [a for a in p.arrays if a.name in names]
        yield p


def split_top(text, sep):
    """TEXT split at the occurrences of SEP outside parentheses and
    brackets."""
    parts, depth, start, i = [], 0, 0, 0
    while i < len(text):
        c = text[i]
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        elif depth == 0 and text.startswith(sep, i):
            parts.append(text[start:i])
            i += len(sep)
            start = i
            continue
        i += 1
    parts.append(text[start:])
    return parts


def fewer_terms(text):
    """Variants of the statement TEXT ("X = T1 + T2 + ...;", the terms
    perhaps inside a mask "((...) & 1023)") with one term fewer."""
    m = re.match(r"^(.*? = )(\(\()?(.*?)(\) & 1023\))?;$", text)
    if not m or "+=" in text:
        return
    lhs, pre, body, post = m.group(1), m.group(2) or "", m.group(3), \
        m.group(4) or ""
    if bool(pre) != bool(post):
        return
    terms = split_top(body, " + ")
    if len(terms) < 2:
        return
    for k in range(len(terms)):
        yield "%s%s%s%s;" % (lhs, pre, " + ".join(terms[:k] + terms[k + 1:]),
                             post)


def iter_loops(items):
    for it in items:
        if not isinstance(it, gen.Stmt):
            yield it
            yield from iter_loops(it.body)


def reduce_prog(prog, verdict, timeout, log=print):
    tests = 0
    progress = True
    while progress:
        progress = False
        for cand in candidates(prog):
            tests += 1
            r = test_prog(cand, timeout)
            if r["verdict"] == verdict:
                prog = cand
                progress = True
                log("  reduce: %d lines" % render(prog).count("\n"))
                break
    return prog, tests


def header(seed, r, reduced):
    text = header_c(seed, r, reduced)
    if LANG == "c":
        return text
    text = text.replace("prog.c", "prog.f90").replace("/* ", "").replace(
        "*/", "")
    return "".join("! " + l + "\n" for l in text.rstrip().split("\n")) + "\n"


def header_c(seed, r, reduced):
    cplain, cgpu = compile_cmds("prog" + LANGS[LANG][1], "plain", "gpu")
    return ("/* gpugen fuzz failure: seed %s%s, class%s, verdict %s.\n"
            "   %s\n"
            "   offloaded nests: %s, launches: %s.\n"
            "   Build and run:\n"
            "     %s\n     %s\n"
            "     ./plain > a; GPUGEN_EMULATE=1 ./gpu > b; diff a b\n"
            "   (run from the top of the gpugen tree; prog.c is this "
            "file).  */\n\n"
            % (seed, " (reduced)" if reduced else "",
               " --lang %s" % LANG + (" --ext3" if gen.EXT3 else
                                      " --ext2" if gen.EXT2 else
                                      " --ext" if gen.EXT else ""),
               r["cls"] or r["verdict"],
               r["detail"].replace("*/", "* /").replace("\n", "\n   "),
               r["offloaded"], r["launches"],
               " ".join(cplain).replace(TOP_UNDER_TEST + "/", ""),
               " ".join(cgpu).replace(TOP_UNDER_TEST + "/", "")))


FAIL = ("wrong", "crash", "image", "fault", "timeout", "emu-error", "gen")


def cmd_run(args):
    seeds = range(args.seed, args.seed + args.n)
    os.makedirs(args.out, exist_ok=True)
    counts = {}
    classes = {}
    totals = {"offloaded": 0, "launches": 0, "progs_offloading": 0}
    failures = []
    t0 = time.time()
    c0 = os.times()

    def one(seed):
        prog = gen.generate(seed)
        return seed, prog, test_prog(prog, args.timeout)

    with ThreadPoolExecutor(max_workers=args.jobs) as ex:
        for seed, prog, r in ex.map(one, seeds):
            v = r["verdict"]
            counts[v] = counts.get(v, 0) + 1
            totals["offloaded"] += r["offloaded"]
            totals["launches"] += r["launches"]
            totals["progs_offloading"] += r["launches"] > 0
            if v in FAIL:
                failures.append((seed, prog, r))
                classes.setdefault(r["cls"] or v, []).append(seed)
                print("FAIL: seed %d: %s: %s" % (seed, r["cls"] or v,
                                                 r["detail"].splitlines()[0]
                                                 if r["detail"] else ""),
                      flush=True)
                with open(os.path.join(args.out, "%d%s" % (seed, LANGS[LANG][1])),
                          "w") as f:
                    f.write(header(seed, r, False) + render(prog))
            elif v == "ref":
                print("NOTE: seed %d: ref: %s" % (seed, r["detail"]),
                      flush=True)
            elif args.verbose:
                print("PASS: seed %d: %s, %d offloaded, %d launches"
                      % (seed, v, r["offloaded"], r["launches"]), flush=True)
            done = sum(counts.values())
            if args.progress and done % args.progress == 0:
                print("fuzz: progress: seeds %d..%d: %d programs in %.0f s, "
                      "%d offloaded nests, %d launches, %d programs launched "
                      "kernels; %s" % (
                          args.seed, seed, done, time.time() - t0,
                          totals["offloaded"], totals["launches"],
                          totals["progs_offloading"],
                          ", ".join("%s %d" % (k, counts[k])
                                    for k in sorted(counts))), flush=True)
    el = time.time() - t0
    c1 = os.times()
    cpu = (c1.children_user - c0.children_user + c1.children_system
           - c0.children_system)
    reduced = {}
    for seed, prog, r in failures:
        cls = r["cls"] or r["verdict"]
        reduced[cls] = reduced.get(cls, 0) + 1
        if (args.reduce and r["verdict"] not in ("gen",)
                and reduced[cls] <= args.reduce_per_class):
            print("reducing seed %d (%s)" % (seed, r["verdict"]), flush=True)
            small, n = reduce_prog(prog, r["verdict"], args.timeout,
                                   log=lambda s: None)
            rr = test_prog(small, args.timeout)
            path = os.path.join(args.out,
                                "%d-min%s" % (seed, LANGS[LANG][1]))
            with open(path, "w") as f:
                f.write(header(seed, rr, True) + render(small))
            print("  %s (%d tests)" % (path, n), flush=True)
    nf = sum(counts.get(v, 0) for v in FAIL)
    print("fuzz: seeds %d..%d: %d programs in %.0f s (%.2f s each, %d jobs); "
          "%d offloaded nests, %d kernel launches, %d programs launched "
          "kernels" % (args.seed, args.seed + args.n - 1, args.n, el,
                       el / max(args.n, 1), args.jobs, totals["offloaded"],
                       totals["launches"], totals["progs_offloading"]))
    print("fuzz: %.2f s of CPU per program (compilers and runs)"
          % (cpu / max(args.n, 1)))
    print("fuzz: " + ", ".join("%s %d" % (k, counts[k])
                               for k in sorted(counts)))
    for cls in sorted(classes):
        print("fuzz: class %s: %d programs, seeds %s" % (
            cls, len(classes[cls]),
            " ".join(str(x) for x in classes[cls][:20])
            + (" ..." if len(classes[cls]) > 20 else "")))
    print("fuzz: %d passed, %d failed" % (args.n - nf, nf))
    return 1 if nf else 0


def cmd_reduce(args):
    prog = gen.generate(args.seed)
    r = test_prog(prog, args.timeout)
    print("seed %d: %s %s" % (args.seed, r["verdict"], r["detail"]))
    if r["verdict"] not in FAIL:
        return 0
    small, n = reduce_prog(prog, r["verdict"], args.timeout)
    rr = test_prog(small, args.timeout)
    sys.stdout.write(header(args.seed, rr, True) + render(small))
    return 0


SELFTEST = r"""
#include <stdio.h>
#include <stdlib.h>
int
main (void)
{
  /* The gpugen build runs with GPUGEN_EMULATE=1: a "miscompile".  */
  int bad = getenv ("GPUGEN_EMULATE") != NULL;
  printf ("A0 int %d\n", 42 + (bad && @INT@));
  printf ("A1 fp %s 1\n", bad && @FP@ ? "1.0000001" : "1");
  printf ("A2 fp %s 1\n", bad && @INEXACT@ ? "1.0000000000001" : "1");
  @EXTRA@
  return 0;
}
"""


def cmd_selftest(args):
    """Check that the driver tells right from wrong: programs whose
    "gpugen" run prints other checksums, faults or reports emulator
    errors must fail with the right verdict, and an identical one must
    pass."""
    cases = [
        (dict(int=0, fp=0, inexact=0, extra=""), "ok"),
        (dict(int=1, fp=0, inexact=0, extra=""), "wrong"),
        (dict(int=0, fp=1, inexact=0, extra=""), "wrong"),
        (dict(int=0, fp=0, inexact=1, extra=""), "fp-inexact"),
        (dict(int=0, fp=0, inexact=0,
              extra='if (bad) fprintf (stderr, "gpugen: out-of-bounds '
              'access in kernel k\\n");'), "emu-error"),
        (dict(int=0, fp=0, inexact=0, extra="if (bad) abort ();"), "fault"),
    ]
    bad = 0
    for subst, want in cases:
        work = tempfile.mkdtemp(prefix="gpugen-fuzz-")
        try:
            text = SELFTEST
            for k, v in subst.items():
                text = text.replace("@%s@" % k.upper(), str(v))
            r = test_source(text, work, 30)
        finally:
            shutil.rmtree(work, ignore_errors=True)
        ok = r["verdict"] == want
        bad += not ok
        print("%s: selftest: expected %s, got %s %s" % (
            "PASS" if ok else "FAIL", want, r["verdict"], r["detail"][:80]))
    print("fuzz: selftest: %d passed, %d failed" % (len(cases) - bad, bad))
    return 1 if bad else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    sub = ap.add_subparsers(dest="cmd", required=True)
    a = sub.add_parser("run")
    a.add_argument("--seed", type=int, default=1)
    a.add_argument("-n", type=int, default=100)
    a.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 2)
    a.add_argument("--timeout", type=int, default=60)
    a.add_argument("--reduce", action="store_true")
    a.add_argument("--reduce-per-class", type=int, default=2)
    a.add_argument("--out", default=os.path.join(HERE, "failures"))
    a.add_argument("-v", "--verbose", action="store_true")
    a.add_argument("--progress", type=int, default=0,
                   help="print the totals every PROGRESS programs")
    b = sub.add_parser("reduce")
    b.add_argument("seed", type=int)
    b.add_argument("--timeout", type=int, default=60)
    sub.add_parser("selftest")
    c = sub.add_parser("show")
    c.add_argument("seed", type=int)
    ap.add_argument("--lang", choices=sorted(LANGS), default="c",
                    help="print the programs as C (default) or Fortran 90")
    ap.add_argument("--ext", action="store_true",
                    help="the extended class of gen.py: strided "
                    "and unsigned loops, conditions, selects, exits and "
                    "convergence loops")
    ap.add_argument("--ext2", action="store_true",
                    help="the extended class plus session 18's shapes "
                    "(gen.py's EXT2): maxima through pointers that are not "
                    "restrict, fmax and fmin with signed zeros and NaNs, "
                    "conditions dividing values that may be negative, "
                    "red-black colors; in Fortran, extents read on one arm "
                    "of a branch")
    ap.add_argument("--ext3", action="store_true",
                    help="the --ext2 class plus session 19's shapes "
                    "(gen.py's EXT3): divisions and remainders in "
                    "subscripts, loops from negative starts, fmax/fmin "
                    "reductions over fabs, single loops that reduce and "
                    "write, red-black rows from 1, Jacobi loops whose error "
                    "goes through a pointer")
    args = ap.parse_args()
    global LANG
    LANG = args.lang
    gen.EXT = args.ext or args.ext2 or args.ext3
    gen.EXT2 = args.ext2
    gen.EXT3 = args.ext3
    if args.cmd == "run":
        return cmd_run(args)
    if args.cmd == "reduce":
        return cmd_reduce(args)
    if args.cmd == "selftest":
        return cmd_selftest(args)
    sys.stdout.write(render(gen.generate(args.seed)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
