#!/usr/bin/env python3
"""compare.py -- before and after rows of two harness runs in one table.

Usage: compare.py BEFORE_RAW AFTER_RAW --name NAME [--out DIR]
                  [--before-label L] [--after-label L] [--no-chart]

BEFORE_RAW and AFTER_RAW are two OUTDIRs of bench/harness/run.sh made in
the same call on the same GPU machine: the -gpugen programs of an older
build (BEFORE_RAW; its -cpu programs may be left out with ONLY) and the
whole suite of the new build (AFTER_RAW).  The CPU baseline of both
speedups is the -cpu time of AFTER_RAW (the same sources at -O3 in both
builds), or BEFORE_RAW's where AFTER_RAW has none.

Writes DIR/NAME.md (machine, ceilings, per-kernel before and after rows:
time, speedup, kernel and transfer milliseconds, launches, the factor
after/before, and the geometric means), DIR/NAME.csv and DIR/NAME.png
(both speedups per kernel, log scale, drawn with gnuplot).  Uses the
parsers of report.py; standard library only.
"""

import argparse
import csv
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import report  # noqa: E402


def launches(runs, prog):
    """The median number of kernel launches of PROG's verified runs."""
    xs = [r["launches"] for r in runs.get(prog, [])
          if r["rc"] == 0 and r["verify"] == "ok"]
    return report.median_or_none(xs)


def load(raw):
    """Return (runs, summary, ceilings, machine) of one run.sh OUTDIR."""
    runs = report.parse_runs(os.path.join(raw, "runs.log"))
    summ = report.summarize(runs)
    ceil = report.parse_ceilings(os.path.join(raw, "ceilings.txt"))
    mpath = os.path.join(raw, "machine.txt")
    machine = {}
    if os.path.exists(mpath):
        for l in open(mpath).read().splitlines():
            if ": " in l:
                k, v = l.split(": ", 1)
                machine[k] = v
    return runs, summ, ceil, machine


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("before")
    ap.add_argument("after")
    ap.add_argument("--name", required=True)
    ap.add_argument("--out", default=os.path.join(HERE, "..", "results"))
    ap.add_argument("--before-label", default="before")
    ap.add_argument("--after-label", default="after")
    ap.add_argument("--no-chart", action="store_true")
    args = ap.parse_args()

    b_runs, b_summ, _, _ = load(args.before)
    a_runs, a_summ, ceil, machine = load(args.after)
    keys = sorted(set(a_summ) | set(b_summ),
                  key=lambda k: (k.endswith("-f90"), k))
    rows = []
    for key in keys:
        a, b = a_summ.get(key, {}), b_summ.get(key, {})
        cpu = a.get("cpu") or b.get("cpu")
        gb, ga = b.get("gpugen"), a.get("gpugen")
        if cpu is None or (gb is None and ga is None):
            continue

        def speed(g):
            if not g or not g["time"] or not cpu["time"] \
                    or g["verify"] != "ok" or cpu["verify"] != "ok":
                return None
            return cpu["time"] / g["time"]

        sb, sa = speed(gb), speed(ga)
        prog = key + "-gpugen"
        rows.append({
            "kernel": key[:-4] if key.endswith("-f90") else key,
            "language": "Fortran" if key.endswith("-f90") else "C",
            "size": " ".join(str(x) for x in (cpu["size"] or [])),
            "cpu_s": cpu["time"],
            "before_s": gb["time"] if gb else None,
            "after_s": ga["time"] if ga else None,
            "before_speedup": sb, "after_speedup": sa,
            "factor": sa / sb if sa and sb else None,
            "before_kernel_ms": gb["kernel_ms"] if gb else None,
            "after_kernel_ms": ga["kernel_ms"] if ga else None,
            "before_transfer_ms": gb["transfer_ms"] if gb else None,
            "after_transfer_ms": ga["transfer_ms"] if ga else None,
            "before_launches": launches(b_runs, prog),
            "after_launches": launches(a_runs, prog),
            "before_verify": gb["verify"] if gb else "not run",
            "after_verify": ga["verify"] if ga else "not run",
        })

    both = [r for r in rows if r["before_speedup"] and r["after_speedup"]]
    gm_b = report.geomean([r["before_speedup"] for r in both])
    gm_a = report.geomean([r["after_speedup"] for r in both])

    os.makedirs(args.out, exist_ok=True)
    base = os.path.join(args.out, args.name)
    fields = list(rows[0].keys()) if rows else []
    with open(base + ".csv", "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=fields)
        w.writeheader()
        for r in rows:
            w.writerow({k: ("" if v is None else
                            ("%.6g" % v if isinstance(v, float) else v))
                        for k, v in r.items()})

    chart = None
    gnuplot = shutil.which("gnuplot")
    if args.no_chart:
        chart = "not drawn (--no-chart)"
    elif gnuplot is None:
        chart = "not drawn: gnuplot not installed (apt-get install gnuplot-nox)"
    else:
        with tempfile.NamedTemporaryFile("w", suffix=".dat",
                                         delete=False) as d:
            for r in rows:
                label = r["kernel"] + (" (F)" if r["language"] == "Fortran"
                                       else "")
                d.write('"%s" %s %s\n' % (
                    label,
                    "NaN" if r["before_speedup"] is None
                    else "%g" % r["before_speedup"],
                    "NaN" if r["after_speedup"] is None
                    else "%g" % r["after_speedup"]))
            dat = d.name
        script = (
            'set terminal pngcairo size 1500,650 font "sans,10"\n'
            'set output "%s.png"\n'
            'set title "gpugen speedup over gcc -O3 (one core), %s, %s"\n'
            'set logscale y 10\nset grid ytics mytics\n'
            'set ylabel "CPU time / gpugen time (copies included)"\n'
            'set style data histograms\n'
            'set style histogram clustered gap 1\n'
            'set style fill solid 0.8 border -1\n'
            'set xtics rotate by -60 left nomirror\nset key top left\n'
            'set arrow from graph 0, first 1 to graph 1, first 1 nohead '
            'dt 2 lw 1.5 lc "black"\n'
            'plot "%s" using 2:xtic(1) title "%s" lc rgb "#9aa5b1", '
            '"" using 3 title "%s" lc rgb "#2a9d45"\n'
            % (base, machine.get("gpu", "?").split(",")[0],
               machine.get("date", "?")[:10], dat,
               args.before_label, args.after_label))
        try:
            subprocess.run([gnuplot], input=script, text=True, check=True)
        except (subprocess.CalledProcessError, OSError) as e:
            chart = "gnuplot failed: %s" % e
        finally:
            os.unlink(dat)

    f = report.fmt
    L = ["# gpubench before and after: %s" % args.name, ""]
    L.append("Produced by `bench/harness/run.sh` (twice, in one call on "
             "one machine) and `bench/harness/compare.py`. Data: `%s.csv`; "
             "chart: `%s.png`%s." % (args.name, args.name,
                                     " (%s)" % chart if chart else ""))
    L.append("")
    L.append("- before: %s; after: %s" % (args.before_label,
                                          args.after_label))
    for k in ("gpu", "cpu", "cores", "date", "settings"):
        if k in machine:
            L.append("- %s: %s" % (k, machine[k]))
    for l in ceil["lines"]:
        if l:
            L.append("- ceiling: %s" % l)
    L.append("")
    L.append("Geometric mean speedup over gcc -O3 on one core, over the %d "
             "kernels verified in both builds: **before %s, after %s** "
             "(factor %s)." % (len(both), f(gm_b, ".3f"), f(gm_a, ".3f"),
                               f(gm_a / gm_b if gm_a and gm_b else None,
                                 ".2f")))
    L.append("")
    L.append("Times are medians (s) of the verified runs, copies included; "
             "kernel ms and transfer ms are the device times the runtime "
             "reports under GPUGEN_PROFILE=1; launches per run.")
    L.append("")
    hdr = ["kernel", "size", "CPU s", "before s", "after s",
           "before speedup", "after speedup", "after/before",
           "kernel ms before", "kernel ms after", "transfer ms before",
           "transfer ms after", "launches before", "launches after",
           "verify before", "verify after"]
    body = []
    for r in rows:
        name = r["kernel"] + (" (F)" if r["language"] == "Fortran" else "")
        body.append([name, r["size"], f(r["cpu_s"], ".4f"),
                     f(r["before_s"], ".4f"), f(r["after_s"], ".4f"),
                     f(r["before_speedup"], ".3f"),
                     f(r["after_speedup"], ".3f"), f(r["factor"], ".2f"),
                     f(r["before_kernel_ms"], ".2f"),
                     f(r["after_kernel_ms"], ".2f"),
                     f(r["before_transfer_ms"], ".2f"),
                     f(r["after_transfer_ms"], ".2f"),
                     f(r["before_launches"], ".0f"),
                     f(r["after_launches"], ".0f"),
                     r["before_verify"], r["after_verify"]])
    L.append(report.md_table(hdr, body))
    notes = os.path.join(args.after, "notes.md")
    if os.path.exists(notes):
        L.append("")
        L.append("## Notes")
        L.append("")
        L.append(open(notes).read().rstrip())
    with open(base + ".md", "w") as out:
        out.write("\n".join(L) + "\n")
    print("wrote %s.md (geomean before %s, after %s)"
          % (base, f(gm_b, ".3f"), f(gm_a, ".3f")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
