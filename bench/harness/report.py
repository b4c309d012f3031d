#!/usr/bin/env python3
"""report.py -- turn the output of bench/harness/run.sh into results.

Usage: report.py RAWDIR [--out DIR] [--base NAME] [--no-chart] [--summary]

RAWDIR is run.sh's OUTDIR (runs.log, ceilings.txt, machine.txt,
scop-status.md; build-info.txt when the programs were packed by
prepare.sh; notes.md, hand-written notes appended to the report, if
present).  Writes DIR/NAME.md, DIR/NAME.csv and DIR/NAME.png (the
chart, drawn with gnuplot); NAME defaults to <date>-<gpu>, DIR to
bench/results.  --summary prints only a short table on standard output
and writes nothing (for the end of a run on the GPU machine).

Per kernel: the median time of the CPU baseline and of the gpugen
program over their verified runs, the speedup, the kernel and transfer
times that the runtime reports under GPUGEN_PROFILE=1, whether the
program offloaded and, when not, why (the missed reasons of
bench/scop-status.sh), the achieved rate where the work is easy to count
(FORMULAS below) and its fraction of the measured ceiling: cuBLAS DGEMM
for flops, the device-to-device copy for bytes.  Standard library only.
"""

import argparse
import csv
import math
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))

# Work per kernel as a function of the sizes its "size:" line prints,
# with the derived dimensions of the program's main.  ("flop", f): f
# floating-point operations, compared with cuBLAS DGEMM; ("byte", f): f
# bytes that must move through memory at least (each array read once and
# written once per sweep), compared with the device-to-device copy.
# Kernels not listed get "-".


FORMULAS = {
    # C: dimensions as bench/c/<name>.c derives them from n.
    "gemm": ("flop", lambda s: 2.0 * s[0] * (s[0] + s[0] // 8)
             * (s[0] - s[0] // 8)),
    "2mm": ("flop", lambda s: (lambda ni, nj, nk, nl:
                               2.0 * ni * nj * nk + 2.0 * ni * nl * nj)
            (s[0], s[0] + s[0] // 16, s[0] - s[0] // 16, s[0] + s[0] // 8)),
    "3mm": ("flop", lambda s: (lambda ni, nj, nk, nl, nm:
                               2.0 * ni * nj * nk + 2.0 * nj * nl * nm
                               + 2.0 * ni * nl * nj)
            (s[0], s[0] + s[0] // 10, s[0] - s[0] // 10, s[0] + s[0] // 5,
             s[0] - s[0] // 5)),
    "syrk": ("flop", lambda s: float(s[0]) * (s[0] + 1)
             * (s[0] - s[0] // 6)),
    "syr2k": ("flop", lambda s: 2.0 * s[0] * (s[0] + 1)
              * (s[0] - s[0] // 4)),
    "symm": ("flop", lambda s: 2.0 * s[0] * s[0] * (s[0] + s[0] // 14)),
    "trmm": ("flop", lambda s: float(s[0]) * (s[0] - 1)
             * (s[0] + s[0] // 8)),
    "doitgen": ("flop", lambda s: 2.0 * s[0] * (s[0] - s[0] // 8)
                * (s[0] - s[0] // 4) ** 2),
    "atax": ("byte", lambda s: 8.0 * s[0] * (s[0] - s[0] // 9)),
    "bicg": ("byte", lambda s: 8.0 * s[0] * (s[0] - s[0] // 10)),
    "mvt": ("byte", lambda s: 8.0 * s[0] * s[0]),
    "gesummv": ("byte", lambda s: 16.0 * s[0] * s[0]),
    "gemver": ("byte", lambda s: 16.0 * s[0] * s[0]),
    "jacobi-1d": ("byte", lambda s: 2 * 16.0 * s[0] * s[1]),
    "jacobi-2d": ("byte", lambda s: 2 * 16.0 * s[0] ** 2 * s[1]),
    "heat-3d": ("byte", lambda s: 2 * 16.0 * s[0] ** 3 * s[1]),
    # ey, ex: read 2 arrays, write 1; hz: read 3, write 1; per step.
    "fdtd-2d": ("byte", lambda s: 80.0 * s[0] * s[1] * s[2]),
    # Fortran: dimensions as bench/fortran/<name>.F90 derives them.
    "gemm-f90": ("flop", lambda s: 2.0 * s[0] * (s[0] + s[0] // 4)
                 * (s[0] - s[0] // 4)),
    "2mm-f90": ("flop", lambda s: (lambda ni, nj, nk, nl:
                                   2.0 * ni * nj * nk + 2.0 * ni * nl * nj)
                (s[0], s[0] - s[0] // 8, s[0] + s[0] // 8, s[0] + s[0] // 4)),
    "syrk-f90": ("flop", lambda s: float(s[0]) * (s[0] + 1)
                 * (s[0] - s[0] // 4)),
    "atax-f90": ("byte", lambda s: 8.0 * s[0] * (s[0] + s[0] // 8)),
    "bicg-f90": ("byte", lambda s: 8.0 * s[0] * (s[0] - s[0] // 8)),
    "mvt-f90": ("byte", lambda s: 8.0 * s[0] * s[0]),
    "gesummv-f90": ("byte", lambda s: 16.0 * s[0] * s[0]),
    "jacobi-2d-f90": ("byte", lambda s: 2 * 16.0 * s[0] ** 2 * s[1]),
    "heat-3d-f90": ("byte", lambda s: 2 * 16.0 * s[0] ** 3 * s[1]),
    "fdtd-2d-f90": ("byte", lambda s: 80.0 * s[0] * (s[0] + s[0] // 8)
                    * s[1]),
}

VARIANTS = ("cpu", "gpugen", "acc")


def parse_runs(path):
    """Return {program: [run, ...]} from run.sh's runs.log; a run is a dict
    with rc, time, verify, offloaded, size, kernel_ms, transfer_ms."""
    runs = {}
    cur = None
    with open(path, errors="replace") as f:
        for line in f:
            line = line.rstrip("\n")
            m = re.match(r"### run (\S+) (\d+) rc=(\d+)", line)
            if m:
                cur = {"rc": int(m.group(3)), "time": None, "verify": None,
                       "offloaded": None, "size": None, "kernel_ms": None,
                       "transfer_ms": None, "launches": None,
                       "estimate": None, "bytes_in": 0, "in_ms": 0.0,
                       "bytes_out": 0, "out_ms": 0.0, "prefault_bytes": 0,
                       "prefault_ms": 0.0}
                runs.setdefault(m.group(1), []).append(cur)
                continue
            if cur is None:
                continue
            if line.startswith("time: "):
                try:
                    cur["time"] = float(line[6:])
                except ValueError:
                    pass
            elif line.startswith("verify: "):
                cur["verify"] = line[8:]
            elif line.startswith("offloaded: "):
                cur["offloaded"] = line[11:]
            elif line.startswith("size: "):
                cur["size"] = [int(x) for x in line[6:].split()]
            # "N launches, grid (X,Y,Z), block (X,Y,Z), T ms" (the
            # geometry since issue 15; older logs have none).
            m = re.match(r"gpugen: kernel .*: (\d+) launch(?:es)?, "
                         r"(?:grid .*, )?([0-9.]+) ms$", line)
            if m:
                cur["kernel_ms"] = (cur["kernel_ms"] or 0.0) \
                    + float(m.group(2))
                cur["launches"] = (cur["launches"] or 0) + int(m.group(1))
            # GPUGEN_OFFLOAD=auto kept an execution on the host.
            m = re.match(r"gpugen: region .*: host: (estimated .*)$", line)
            if m:
                cur["estimate"] = m.group(1)
            m = re.match(r"gpugen: region .*?(\d+) bytes in \(([0-9.]+) "
                         r"ms\), (\d+) bytes out \(([0-9.]+) ms\)$", line)
            if m:
                cur["transfer_ms"] = (cur["transfer_ms"] or 0.0) \
                    + float(m.group(2)) + float(m.group(4))
                cur["bytes_in"] += int(m.group(1))
                cur["in_ms"] += float(m.group(2))
                cur["bytes_out"] += int(m.group(3))
                cur["out_ms"] += float(m.group(4))
            # The host pages of copies back faulted in while the device
            # ran (GPUGEN_PREFAULT), and the wait after the device had
            # finished for the parts in hand, not in the copies' time.
            m = re.match(r"gpugen: region .*?(\d+) bytes of copies back "
                         r"faulted in while the device ran, of \d+ "
                         r"examined \(then ([0-9.]+) ms waited", line)
            if m:
                cur["prefault_bytes"] += int(m.group(1))
                cur["prefault_ms"] += float(m.group(2))
    return runs


def parse_kv(path, prefix):
    """Return the lines of PATH that start with PREFIX, prefix removed."""
    if not os.path.exists(path):
        return []
    with open(path, errors="replace") as f:
        return [l[len(prefix):].strip() for l in f if l.startswith(prefix)]


def parse_ceilings(path):
    """Return {"d2d_gbps", "dgemm_tflops", "sgemm_tflops", "gemm_n",
    "device", "notes"} from ceilings.txt; missing values are None."""
    c = {"d2d_gbps": None, "dgemm_tflops": None, "sgemm_tflops": None,
         "gemm_n": None, "device": None, "notes": [], "lines": []}
    if not os.path.exists(path):
        c["notes"].append("ceilings.txt missing")
        return c
    with open(path, errors="replace") as f:
        for line in f:
            line = line.strip()
            c["lines"].append(line)
            m = re.match(r"d2d: bytes \d+ ms [0-9.]+ gbps ([0-9.]+) check (\S+)",
                         line)
            if m:
                if m.group(2) == "ok":
                    c["d2d_gbps"] = float(m.group(1))
                else:
                    c["notes"].append("D2D copy check failed")
            m = re.match(r"cublas: ([sd])gemm n (\d+) ms [0-9.]+ tflops "
                         r"([0-9.]+) check (\S+)", line)
            if m:
                if m.group(4) != "ok":
                    c["notes"].append(m.group(1) + "gemm check failed")
                    continue
                c[m.group(1) + "gemm_tflops"] = float(m.group(3))
                c["gemm_n"] = int(m.group(2))
            m = re.match(r"(?:cublas|d2d): device (.*)", line)
            if m:
                c["device"] = m.group(1)
            if re.match(r"(cublas|d2d-bandwidth|d2d)[:]", line) \
                    and ("failed" in line or "error" in line.lower()):
                c["notes"].append(line)
    return c


def parse_scop_status(path):
    """Return {kernel key: (scops, missed text)} from scop-status.md."""
    st = {}
    if not os.path.exists(path):
        return st
    with open(path, errors="replace") as f:
        for line in f:
            m = re.match(r"\| ([^|]+?) \| (\d+) \| ([^|]*?) \|$", line.strip())
            if not m:
                continue
            name = m.group(1)
            if name.endswith(" (Fortran)"):
                name = name[:-len(" (Fortran)")] + "-f90"
            st[name] = (int(m.group(2)), m.group(3).strip())
    return st


def split_program(prog):
    """Return (kernel key, variant) of a program name."""
    for v in VARIANTS:
        if prog.endswith("-" + v):
            return prog[:-len(v) - 1], v
    return prog, "?"


def median_or_none(xs):
    xs = [x for x in xs if x is not None]
    return statistics.median(xs) if xs else None


def summarize(runs):
    """Return {key: {variant: summary}}; a summary holds the median time
    of the good runs (exit 0, verify ok), their count, the runs made, the
    verify state, offload state, sizes and profile medians."""
    out = {}
    for prog, rs in runs.items():
        key, var = split_program(prog)
        good = [r for r in rs if r["rc"] == 0 and r["verify"] == "ok"
                and r["time"] is not None]
        bad = [r for r in rs if r not in good]
        if not bad:
            verify = "ok"
        else:
            r = bad[0]
            if r["rc"] == 124:
                verify = "timeout"
            elif r["verify"] and r["verify"] != "ok":
                verify = r["verify"]
            else:
                verify = "exit %d" % r["rc"]
            verify += " (%d of %d runs)" % (len(bad), len(rs))
        offl = [r["offloaded"] for r in rs if r["offloaded"]]
        out.setdefault(key, {})[var] = {
            "time": median_or_none([r["time"] for r in good]),
            "good": len(good), "runs": len(rs), "verify": verify,
            "offloaded": next((o for o in offl if o.startswith("yes")),
                              offl[0] if offl else None),
            "size": next((r["size"] for r in rs if r["size"]), None),
            "kernel_ms": median_or_none([r["kernel_ms"] for r in good]),
            "transfer_ms": median_or_none([r["transfer_ms"] for r in good]),
            # The copies of the last good run: bytes and milliseconds in
            # each direction, from the profile's region lines, and the
            # bytes and host milliseconds of its prefaults.
            "copies": next(((r["bytes_in"], r["in_ms"], r["bytes_out"],
                             r["out_ms"], r["prefault_bytes"],
                             r["prefault_ms"]) for r in reversed(good)),
                           None),
            "estimate": next((r["estimate"] for r in rs if r["estimate"]),
                             None),
        }
    return out


def fmt(x, spec):
    return "-" if x is None else format(x, spec)


def why_not(key, g, scop):
    """The reason the gpugen program of KEY did not offload, or "-"."""
    if g is None:
        return "not run"
    o = g["offloaded"] or ""
    if o.startswith("yes"):
        return "-"
    if g.get("estimate"):
        return "host by the estimate: " + g["estimate"]
    if key not in scop:
        return "no SCoP status"
    n, missed = scop[key]
    if n == 0:
        return "no SCoP: " + missed if missed and missed != "-" \
            else "no SCoP reported"
    text = "%d SCoP%s modelled, no kernel launched" % (n, "" if n == 1
                                                       else "s")
    if missed and missed != "-":
        text += "; missed: " + missed
    return text


def setting(machine, name, default):
    """The value of NAME=VALUE in the settings line of machine.txt."""
    m = re.search(name + r"=(\S+)", machine.get("settings", ""))
    return m.group(1) if m else default


def slug(text):
    s = re.sub(r"^nvidia\s+", "", text.strip(), flags=re.I).lower()
    s = re.sub(r"[^a-z0-9]+", "-", s).strip("-")
    return s or "unknown-gpu"


def build_rows(summ, scop, ceil):
    """Return the per-kernel rows, C kernels first, then Fortran."""
    keys = sorted(summ, key=lambda k: (k.endswith("-f90"), k))
    rows = []
    for key in keys:
        v = summ[key]
        c, g, a = v.get("cpu"), v.get("gpugen"), v.get("acc")
        if c is None and g is None:
            continue
        size = (g or c)["size"]
        cpu_s = c["time"] if c else None
        gp_s = g["time"] if g else None
        speedup = cpu_s / gp_s if cpu_s and gp_s else None
        unit = work = rate_g = rate_c = ceiling = frac = None
        if key in FORMULAS and size:
            kind, f = FORMULAS[key]
            try:
                work = f(size)
            except (IndexError, TypeError):
                work = None
            if work is not None:
                if kind == "flop":
                    unit, scale = "GFLOP/s", 1e9
                    ceiling = ceil["dgemm_tflops"] * 1e3 \
                        if ceil["dgemm_tflops"] else None
                else:
                    unit, scale = "GB/s", 1e9
                    ceiling = ceil["d2d_gbps"]
                rate_g = work / gp_s / scale if gp_s else None
                rate_c = work / cpu_s / scale if cpu_s else None
                frac = rate_g / ceiling if rate_g and ceiling else None
        offl = "-"
        if g and g["offloaded"]:
            offl = "yes" if g["offloaded"].startswith("yes") else "no"
        rows.append({
            "kernel": key[:-4] if key.endswith("-f90") else key,
            "language": "Fortran" if key.endswith("-f90") else "C",
            "key": key,
            "size": " ".join(str(x) for x in size) if size else "",
            "cpu_s": cpu_s, "gpugen_s": gp_s, "speedup": speedup,
            "kernel_ms": g["kernel_ms"] if g else None,
            "transfer_ms": g["transfer_ms"] if g else None,
            "copies": g["copies"] if g else None,
            "offloaded": offl, "why_not": why_not(key, g, scop),
            "unit": unit, "work": work, "gpugen_rate": rate_g,
            "cpu_rate": rate_c, "ceiling": ceiling,
            "ceiling_fraction": frac,
            "acc_s": a["time"] if a else None,
            "verify_cpu": c["verify"] if c else "not run",
            "verify_gpugen": g["verify"] if g else "not run",
            "verify_acc": a["verify"] if a else "",
            "runs_cpu": "%d/%d" % (c["good"], c["runs"]) if c else "0/0",
            "runs_gpugen": "%d/%d" % (g["good"], g["runs"]) if g else "0/0",
        })
    return rows


def geomean(xs):
    xs = [x for x in xs if x and x > 0]
    if not xs:
        return None
    return math.exp(sum(math.log(x) for x in xs) / len(xs))


CSV_FIELDS = ["kernel", "language", "size", "cpu_s", "gpugen_s", "speedup",
              "kernel_ms", "transfer_ms", "offloaded", "why_not", "unit",
              "work", "gpugen_rate", "cpu_rate", "ceiling",
              "ceiling_fraction", "acc_s", "verify_cpu", "verify_gpugen",
              "verify_acc", "runs_cpu", "runs_gpugen"]


def write_csv(path, rows):
    with open(path, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=CSV_FIELDS, extrasaction="ignore")
        w.writeheader()
        for r in rows:
            w.writerow({k: ("" if r[k] is None else
                            ("%.6g" % r[k] if isinstance(r[k], float)
                             else r[k])) for k in CSV_FIELDS})


def draw_chart(path, rows, title):
    """Draw the speedup of every kernel as a bar, log scale, with gnuplot;
    return None or the reason it was not drawn."""
    gnuplot = shutil.which("gnuplot")
    if gnuplot is None:
        return "gnuplot not installed (apt-get install gnuplot-nox)"
    with tempfile.NamedTemporaryFile("w", suffix=".dat", delete=False) as d:
        for i, r in enumerate(rows):
            label = r["kernel"] + (" (F)" if r["language"] == "Fortran"
                                   else "")
            sp = r["speedup"]
            d.write('%d "%s" %s %d\n' % (i, label,
                                         "NaN" if sp is None else "%g" % sp,
                                         1 if r["offloaded"] == "yes" else 0))
        dat = d.name
    try:
        subprocess.run([gnuplot, "-e", "dat='%s'; out='%s'; ttl='%s'"
                        % (dat, path, title.replace("'", "")),
                        os.path.join(HERE, "chart.gp")], check=True)
    except (subprocess.CalledProcessError, OSError) as e:
        return "gnuplot failed: %s" % e
    finally:
        os.unlink(dat)
    return None


def md_table(header, rows):
    out = ["| " + " | ".join(header) + " |",
           "|" + "|".join(" --- " for _ in header) + "|"]
    out += ["| " + " | ".join(str(c) for c in r) + " |" for r in rows]
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("rawdir")
    ap.add_argument("--out", default=os.path.join(HERE, "..", "results"))
    ap.add_argument("--base")
    ap.add_argument("--no-chart", action="store_true")
    ap.add_argument("--summary", action="store_true")
    args = ap.parse_args()

    raw = args.rawdir
    runs = parse_runs(os.path.join(raw, "runs.log"))
    ceil = parse_ceilings(os.path.join(raw, "ceilings.txt"))
    scop = parse_scop_status(os.path.join(raw, "scop-status.md"))
    machine = dict(l.split(": ", 1) for l in
                   open(os.path.join(raw, "machine.txt")).read().splitlines()
                   if ": " in l) \
        if os.path.exists(os.path.join(raw, "machine.txt")) else {}
    build = dict(l.split(": ", 1) for l in
                 open(os.path.join(raw, "build-info.txt")).read().splitlines()
                 if ": " in l) \
        if os.path.exists(os.path.join(raw, "build-info.txt")) else {}
    summ = summarize(runs)
    rows = build_rows(summ, scop, ceil)

    good = [r for r in rows if r["speedup"] and r["verify_cpu"] == "ok"
            and r["verify_gpugen"] == "ok"]
    gm = geomean([r["speedup"] for r in good])
    gm_off = geomean([r["speedup"] for r in good if r["offloaded"] == "yes"])
    n_off = sum(1 for r in rows if r["offloaded"] == "yes")
    ranked = sorted(good, key=lambda r: r["speedup"])

    if args.summary:
        print("%-16s %-7s %9s %9s %8s %4s" % ("kernel", "lang", "cpu s",
                                              "gpugen s", "speedup", "off"))
        for r in rows:
            print("%-16s %-7s %9s %9s %8s %4s%s" % (
                r["kernel"], r["language"], fmt(r["cpu_s"], ".4f"),
                fmt(r["gpugen_s"], ".4f"), fmt(r["speedup"], ".3f"),
                r["offloaded"],
                "" if r["verify_cpu"] == "ok" and r["verify_gpugen"] == "ok"
                else "  VERIFY cpu=%s gpugen=%s" % (r["verify_cpu"],
                                                     r["verify_gpugen"])))
        print("geomean speedup %s over %d kernels; offloaded %d of %d"
              % (fmt(gm, ".3f"), len(good), n_off, len(rows)))
        for l in ceil["lines"]:
            print(l)
        return 0

    gpu = machine.get("gpu", ceil["device"] or "no GPU")
    gpu_name = gpu.split(",")[0].strip()
    date = machine.get("date", "unknown-date")[:10]
    base = args.base or "%s-%s" % (date, slug(gpu_name))
    os.makedirs(args.out, exist_ok=True)
    md_path = os.path.join(args.out, base + ".md")
    csv_path = os.path.join(args.out, base + ".csv")
    png_path = os.path.join(args.out, base + ".png")

    write_csv(csv_path, rows)
    chart_note = None
    if not args.no_chart:
        chart_note = draw_chart(png_path, rows,
                                "gpugen speedup over gcc -O3, %s, %s"
                                % (gpu_name, date))

    L = []
    L.append("# gpubench results: %s, %s" % (gpu_name, date))
    L.append("")
    L.append("Produced by `bench/harness/run.sh` and "
             "`bench/harness/report.py` (see `bench/results/README.md`). "
             "Data: `%s`; chart: `%s`." % (os.path.basename(csv_path),
                                            os.path.basename(png_path)))
    L.append("")
    L.append("## Machine and build")
    L.append("")
    for k in ("gpu", "cpu", "cores", "os", "kernel", "date", "settings",
              "note"):
        if k in machine:
            L.append("- %s: %s" % (k, machine[k]))
    for k, v in build.items():
        L.append("- %s: %s" % (k, v))
    L.append("")
    L.append("## Ceilings (measured on this machine)")
    L.append("")
    L.append("- device-to-device copy (`d2d-bandwidth`, bytes read + "
             "written): %s GB/s" % fmt(ceil["d2d_gbps"], ".0f"))
    L.append("- cuBLAS DGEMM, n = %s (`cublas-gemm`): %s TFLOP/s"
             % (ceil["gemm_n"] or "-", fmt(ceil["dgemm_tflops"], ".2f")))
    L.append("- cuBLAS SGEMM, same size: %s TFLOP/s"
             % fmt(ceil["sgemm_tflops"], ".2f"))
    # copy-rates (the machine's pageable and page-locked copy rates and
    # launch costs) and rt-bench (the same through gpugen's runtime),
    # as they printed them.
    for line in ceil["lines"]:
        if re.match(r"(copy|launch|rt-bench): ", line) \
                and not re.match(r"copy: device ", line):
            L.append("- `%s`" % line)
    for n in ceil["notes"]:
        L.append("- note: %s" % n)
    L.append("")
    L.append("## Summary")
    L.append("")
    L.append("- geometric mean of the speedup (CPU time / gpugen time) "
             "over the %d kernels verified in both builds: **%s**"
             % (len(good), fmt(gm, ".3f")))
    L.append("- kernels offloaded to the GPU: %d of %d%s"
             % (n_off, len(rows), "" if gm_off is None else
                "; their geometric mean: %.3f" % gm_off))
    if ranked:
        L.append("- best: %s; worst: %s" % (
            ", ".join("%s%s %.3f" % (r["kernel"], " (F)" if r["language"]
                                     == "Fortran" else "", r["speedup"])
                      for r in reversed(ranked[-3:])),
            ", ".join("%s%s %.3f" % (r["kernel"], " (F)" if r["language"]
                                     == "Fortran" else "", r["speedup"])
                      for r in ranked[:3])))
    # gpugen's region copies of the programs that move at least 64 MiB
    # one way, pooled: the rate issue 13 compares with the page-locked
    # one of copy-rates.
    big = 64 << 20
    for d, (bi, ti) in (("to the device", (0, 1)), ("back", (2, 3))):
        sel = [r["copies"] for r in rows if r.get("copies")
               and r["copies"][bi] >= big and r["copies"][ti] > 0]
        if sel:
            b = sum(c[bi] for c in sel)
            t = sum(c[ti] for c in sel)
            L.append("- gpugen's region copies %s, programs moving at least "
                     "64 MiB that way (%d): %.1f GB/s (%.0f MB in %.1f ms)"
                     % (d, len(sel), b / t / 1e6, b / 1e6, t))
            pb = sum(c[4] for c in sel if len(c) > 5)
            pt = sum(c[5] for c in sel if len(c) > 5)
            if bi == 2 and pb > 0:
                L.append("  - %.0f MB of their host pages were faulted in "
                         "while the device ran (GPUGEN_PREFAULT), then "
                         "%.1f ms waited for the parts in hand, not "
                         "counted above; counting it: %.1f GB/s"
                         % (pb / 1e6, pt, b / (t + pt) / 1e6))
    failed = [r for r in rows if r["verify_cpu"] != "ok"
              or r["verify_gpugen"] != "ok"]
    if failed:
        L.append("- not verified: " + "; ".join(
            "%s (%s) cpu %s, gpugen %s" % (r["kernel"], r["language"],
                                           r["verify_cpu"],
                                           r["verify_gpugen"])
            for r in failed))
    gemm = next((r for r in rows if r["key"] == "gemm"), None)
    if gemm and gemm["work"]:
        L.append("- gemm (C, %s): CPU %s GFLOP/s, gpugen %s GFLOP/s; "
                 "cuBLAS DGEMM %s GFLOP/s, SGEMM %s GFLOP/s at n = %s "
                 "(gpugen reaches %s of DGEMM)" % (
                     gemm["size"], fmt(gemm["cpu_rate"], ".2f"),
                     fmt(gemm["gpugen_rate"], ".2f"),
                     fmt(ceil["dgemm_tflops"] and ceil["dgemm_tflops"] * 1e3,
                         ".0f"),
                     fmt(ceil["sgemm_tflops"] and ceil["sgemm_tflops"] * 1e3,
                         ".0f"),
                     ceil["gemm_n"] or "-",
                     fmt(gemm["ceiling_fraction"] and
                         gemm["ceiling_fraction"] * 100, ".3f") + "%"))
    if chart_note:
        L.append("- chart not drawn: " + chart_note)
    L.append("")
    L.append("## Per kernel")
    L.append("")
    L.append("Times are medians (s) of the verified runs; speedup = CPU / "
             "gpugen. Kernel and transfer: device time of the kernels and "
             "of the copies, medians (ms), from `GPUGEN_PROFILE=1`; `-` "
             "when the runtime reported none. Rate: achieved by the "
             "gpugen program (CPU baseline in brackets), for the kernels "
             "whose work is easy to count; \"of ceiling\": its fraction "
             "of cuBLAS DGEMM (flops) or of the device-to-device copy "
             "(bytes).")
    L.append("")
    tab = []
    for r in rows:
        verify = "ok" if r["verify_cpu"] == "ok" and \
            r["verify_gpugen"] == "ok" else \
            "cpu %s, gpugen %s" % (r["verify_cpu"], r["verify_gpugen"])
        rate = "-"
        if r["unit"]:
            rate = "%s (%s) %s" % (fmt(r["gpugen_rate"], ".3g"),
                                   fmt(r["cpu_rate"], ".3g"), r["unit"])
        tab.append([r["kernel"] + (" (F)" if r["language"] == "Fortran"
                                   else ""),
                    r["size"], fmt(r["cpu_s"], ".4f"),
                    fmt(r["gpugen_s"], ".4f"), fmt(r["speedup"], ".3f"),
                    fmt(r["kernel_ms"], ".3f"), fmt(r["transfer_ms"], ".3f"),
                    r["offloaded"], r["why_not"], rate,
                    "-" if r["ceiling_fraction"] is None else
                    "%.3g%%" % (r["ceiling_fraction"] * 100), verify])
    L.append(md_table(["kernel", "size", "CPU s", "gpugen s", "speedup",
                       "kernel ms", "transfer ms", "offloaded",
                       "why not", "rate", "of ceiling", "verify"], tab))
    L.append("")
    L.append("(F): the Fortran version. Sizes as the program's `size:` "
             "line prints them.")
    L.append("")

    acc_rows = [r for r in rows if r["verify_acc"]]
    L.append("## Peer: GCC 12 OpenACC (nvptx offloading)")
    L.append("")
    if acc_rows:
        L.append("The same programs with their kernel replaced by an "
                 "OpenACC version (`bench/harness/openacc/`), built with "
                 "`gcc-12 -fopenacc -foffload=nvptx-none "
                 "-foffload-options=-misa=sm_80`, run with Debian 12's "
                 "libgomp and nvptx plugin; the device is initialized "
                 "before timing, as gpugen's is. Times include the "
                 "copies in and out.")
        L.append("")
        L.append(md_table(
            ["kernel", "size", "CPU s", "gpugen s", "OpenACC s",
             "OpenACC speedup", "OpenACC rate", "of ceiling", "verify"],
            [[r["kernel"], r["size"], fmt(r["cpu_s"], ".4f"),
              fmt(r["gpugen_s"], ".4f"), fmt(r["acc_s"], ".4f"),
              fmt(r["cpu_s"] / r["acc_s"] if r["cpu_s"] and r["acc_s"]
                  else None, ".2f"),
              "-" if not (r["work"] and r["acc_s"]) else
              "%.3g %s" % (r["work"] / r["acc_s"] / 1e9, r["unit"]),
              "-" if not (r["work"] and r["acc_s"] and r["ceiling"]) else
              "%.3g%%" % (100 * r["work"] / r["acc_s"] / 1e9 / r["ceiling"]),
              r["verify_acc"]] for r in acc_rows]))
    else:
        L.append("Not measured: no OpenACC programs ran (see "
                 "`bench/results/README.md`).")
    L.append("")
    L.append("## How these were measured")
    L.append("")
    reps = setting(machine, "REPS", "several")
    short = [r for r in rows if str(reps).isdigit() and
             (r["runs_cpu"].split("/")[1] != reps
              or r["runs_gpugen"].split("/")[1] != reps)]
    if short:
        reps += (" (fewer for %d kernels, cut short by DEADLINE: see the "
                 "runs_cpu and runs_gpugen columns of the CSV)" % len(short))
    L.append("- Each program ran %s times at the %s size; the time is "
             "the program's own `time:` line (wall clock around the "
             "kernel call, copies to and from the GPU included), median "
             "of the verified runs. Every run checks its result against "
             "the same source compiled without gpugen."
             % (reps, setting(machine, "SIZE", "large")))
    L.append("- CPU baseline: `gcc -O3` (no `-march=native`), one thread. "
             "gpugen: `gcc -O2 -fplugin=gpugen.so`, linked with "
             "`libgpugen.a`, run with `GPUGEN_PROFILE=1`.")
    L.append("- Programs that launch GPU kernels (the -gpugen programs "
             "whose object calls `__gpugen_region_launch`, and the OpenACC "
             "peers) ran one at a time, alone. All other programs (the "
             "CPU baselines, and -gpugen programs with nothing to "
             "offload, which run on the host) ran %s at a time on the "
             "machine's cores: memory-bound kernels then share memory "
             "bandwidth, so their host times are somewhat pessimistic, "
             "for both builds alike."
             % setting(machine, "JOBS", "several"))
    L.append("- Work formulas (flops or bytes per kernel) are in "
             "`bench/harness/report.py` (`FORMULAS`); bytes count each "
             "array read once and written once per sweep, a lower bound.")
    L.append("")
    # Notes written by hand for this run, kept beside the raw output.
    notes = os.path.join(raw, "notes.md")
    if os.path.exists(notes):
        with open(notes) as f:
            L.append(f.read().rstrip("\n"))
        L.append("")
    with open(md_path, "w") as f:
        f.write("\n".join(L))
    print("wrote %s, %s%s" % (md_path, csv_path,
                              "" if chart_note else ", " + png_path))
    print("geomean speedup %s over %d kernels; offloaded %d of %d"
          % (fmt(gm, ".3f"), len(good), n_off, len(rows)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
