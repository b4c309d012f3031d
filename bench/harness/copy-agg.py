#!/usr/bin/env python3
"""copy-agg.py -- the rate of gpugen's region copies in a run of run.sh.

Usage: copy-agg.py RUNS_LOG [MIN_MB] [--by-program] [--ceilings FILE]

Reads the GPUGEN_PROFILE lines of the -gpugen programs in RUNS_LOG
(run.sh's runs.log) and prints, per direction, the total bytes over the
total time of the region lines that moved at least MIN_MB (default 8)
megabytes (1e6 bytes) that way: every region, the regions of main (the
programs' set-up) and the others (the kernels' code).  A region line
sums the copies of all executions of a region, so "copies of 8 MB or
more" means regions that moved that much.  Bytes that the runtime set
to zero on the device instead of copying (untouched.c: the line "bytes
of copies in lay in host memory never touched") are counted in the
region's bytes in; the to-device rate is also printed without those
regions' copies in.  With --by-program, the rate of each program's
large copies.  With --ceilings, the machine's copy rates (copy-rates)
from run.sh's ceilings.txt are printed first and the rates are given
as a share of the page-locked ones.  Standard library only.
"""
import re
import sys

args = [a for a in sys.argv[1:] if not a.startswith("--")]
by_program = "--by-program" in sys.argv
ceil = None
if "--ceilings" in sys.argv:
    ceil = sys.argv[sys.argv.index("--ceilings") + 1]
    args.remove(ceil)
log = args[0]
min_bytes = float(args[1]) * 1e6 if len(args) > 1 else 8e6

pinned = None
if ceil:
    with open(ceil, errors="replace") as f:
        for line in f:
            if line.startswith("copy: bytes") and ("pinned" in line
                                                   or "pageable" in line):
                print(line.rstrip())
            m = re.match(r"copy: bytes \d+ pinned h2d ([0-9.]+) GB/s "
                         r"d2h ([0-9.]+) GB/s", line)
            if m:
                pinned = (float(m.group(1)), float(m.group(2)))

line_re = re.compile(r"gpugen: region (.*?): \d+ entr(?:y|ies), (\d+) bytes "
                     r"in \(([0-9.]+) ms\), (\d+) bytes out \(([0-9.]+) "
                     r"ms\)$")
zero_re = re.compile(r"gpugen: region (.*?): (\d+) bytes of copies in lay "
                     r"in host memory never touched")
prog = None
rows = []          # (program, region, bytes_in, ms_in, bytes_out, ms_out)
zeroed = {}        # (program, region) -> bytes set to zero
with open(log, errors="replace") as f:
    for line in f:
        line = line.rstrip("\n")
        m = re.match(r"### run (\S+) ", line)
        if m:
            prog = m.group(1)
            continue
        if prog is None or not prog.endswith("-gpugen"):
            continue
        m = line_re.match(line)
        if m:
            rows.append((prog, m.group(1), int(m.group(2)),
                         float(m.group(3)), int(m.group(4)),
                         float(m.group(5))))
            continue
        m = zero_re.match(line)
        if m:
            zeroed[(prog, m.group(1))] = (zeroed.get((prog, m.group(1)), 0)
                                          + int(m.group(2)))


def rate(sel, bi, ti):
    b = sum(r[bi] for r in sel)
    t = sum(r[ti] for r in sel)
    return b, t, (b / t / 1e6 if t > 0 else 0.0)


def show(label, sel_in, sel_out):
    out = []
    for d, sel, bi, ti, k in (("to the device", sel_in, 2, 3, 0),
                              ("back", sel_out, 4, 5, 1)):
        b, t, g = rate(sel, bi, ti)
        share = " (%.0f %%)" % (100 * g / pinned[k]) if pinned else ""
        out.append("%s %.1f GB/s%s (%.0f MB, %d regions)"
                   % (d, g, share, b / 1e6, len(sel)))
    print("%-28s %s; %s" % (label + ":", out[0], out[1]))


big_in = [r for r in rows if r[2] >= min_bytes and r[3] > 0]
big_out = [r for r in rows if r[4] >= min_bytes and r[5] > 0]
in_main = lambda r: r[1].endswith("(main)") or "_bench)" in r[1] \
    or "(main" in r[1]
show("all regions", big_in, big_out)
show("regions in main (set-up)", [r for r in big_in if in_main(r)],
     [r for r in big_out if in_main(r)])
show("the other regions", [r for r in big_in if not in_main(r)],
     [r for r in big_out if not in_main(r)])
z = [r for r in big_in if (r[0], r[1]) in zeroed]
if z:
    zb = sum(zeroed[(r[0], r[1])] for r in z)
    b, t, g = rate([r for r in big_in if (r[0], r[1]) not in zeroed], 2, 3)
    share = " (%.0f %%)" % (100 * g / pinned[0]) if pinned else ""
    print("to the device without the %d regions that set %.0f MB to zero "
          "on the device: %.1f GB/s%s (%.0f MB)"
          % (len(z), zb / 1e6, g, share, b / 1e6))
if by_program:
    for p in sorted(set(r[0] for r in rows)):
        bi = [r for r in big_in if r[0] == p]
        bo = [r for r in big_out if r[0] == p]
        if not bi and not bo:
            continue
        _, _, gi = rate(bi, 2, 3)
        _, _, go = rate(bo, 4, 5)
        print("  %-26s in %6.1f GB/s (%5.0f MB)  out %6.1f GB/s (%5.0f MB)"
              % (p, gi, sum(r[2] for r in bi) / 1e6, go,
                 sum(r[4] for r in bo) / 1e6))
