#!/usr/bin/env python3
# genf.py -- the programs of gen.py, printed as Fortran 90.
# Copyright (C) 2026 The gpugen authors.
#
# This file is part of gpugen, a GCC plugin; it is free software under
# the GNU General Public License version 3 or later (see COPYING).
#
# The same model as gen.py (a seed gives the same arrays, loops and
# statements), printed as a Fortran program: global arrays become
# module arrays, the others allocatable arrays passed to explicit-shape
# dummies (the "lin" and "ptr" kinds as 1-D arrays indexed as in C),
# all with lower bounds 0 and the dimensions in reverse order, so that
# the layout is C's; the statements are translated from their C text
# (a small, fixed grammar: casts, constants, masks, compound updates,
# sqrt/fabs).  The program is compared with itself built without the
# plugin, as the C programs are.

import re
import sys

import gen

FTYPE = {"double": "real(8)", "float": "real(4)", "int": "integer(4)",
         "long": "integer(8)"}


def extent(a, p, const=False):
    v = str(gen.PMAX) if const else p
    return "2*%s+2" % v if a.wide else "%s+2" % v      # upper bound


def dims(a, const=False):
    """The bounds of A's declaration, C's last dimension first."""
    if a.kind in ("lin", "ptr"):
        return "0:%s-1" % total(a, const)
    return ", ".join("0:%s" % extent(a, p, const) for p in reversed(a.dims))


def total(a, const=False):
    return "*".join("(%s)" % gen.Array.extent(a, p, const) for p in a.dims)


def split_subs(s):
    """The bracketed subscripts of C text S starting at '['."""
    subs = []
    i = 0
    while i < len(s) and s[i] == "[":
        j = s.index("]", i)
        subs.append(s[i + 1:j])
        i = j + 1
    return subs, i


def translate(text, arrays):
    """Fortran for the C statement TEXT."""
    t = text.rstrip(";")
    # Array references: A[a][b] -> A(b, a); A[x] -> A(x).
    out = []
    i = 0
    while i < len(t):
        m = re.compile(r"\b(A\d+)\[").search(t, i)
        if not m:
            out.append(t[i:])
            break
        out.append(t[i:m.start()])
        subs, k = split_subs(t[m.end() - 1:])
        out.append("%s(%s)" % (m.group(1), ", ".join(reversed(subs))))
        i = m.end() - 1 + k
    t = "".join(out)
    t = re.sub(r"\((double|float|int|long)\) (\w+)",
               lambda m: "real(%s, %d)" % (m.group(2), 8 if m.group(1)
                                           == "double" else 4), t)
    t = re.sub(r"\b(\d+\.\d+)f\b", r"\1e0", t)
    t = re.sub(r"\b(\d+\.\d+)(?![e\d])", r"\1d0", t)
    t = t.replace("sqrtf (fabsf (", "sqrt (abs (").replace(
        "sqrt (fabs (", "sqrt (abs (")
    t = t.replace("0xfffff", "1048575")
    # (X) & K -> iand((X), K).
    while " & " in t:
        k = t.index(" & ")
        j = k - 1
        assert t[j] == ")", t
        depth = 0
        while True:
            if t[j] == ")":
                depth += 1
            elif t[j] == "(":
                depth -= 1
                if depth == 0:
                    break
            j -= 1
        m = re.compile(r"\w+").match(t, k + 3)
        t = (t[:j] + "iand(int(%s, 8), %s_8)" % (t[j:k], m.group(0))
             + t[m.end():])
    m = re.match(r"(\w+) \+= (.*)$", t)
    if m:
        t = "%s = %s + (%s)" % (m.group(1), m.group(1), m.group(2))
    return t


def print_items(items, ind, out, arrays):
    for it in items:
        if isinstance(it, gen.Stmt):
            out.append(" " * ind + translate(it.text, arrays))
            continue
        if not gen.any_stmt(it.body):
            continue
        if isinstance(it, gen.TimeLoop):
            out.append(" " * ind + "do %s = 0, tsteps - 1" % it.var)
        else:
            v, p = it.var, it.param
            if it.form == "up":
                h = "do %s = 2, %s - 3" % (v, p)
            elif it.form == "down":
                h = "do %s = %s - 3, 2, -1" % (v, p)
            elif it.form == "lower":
                h = "do %s = 2, %s" % (v, it.outer)
            else:
                h = "do %s = %s + 1, %s - 3" % (v, it.outer, p)
            out.append(" " * ind + h)
        print_items(it.body, ind + 2, out, arrays)
        out.append(" " * ind + "end do")


def loop_vars(items):
    for it in items:
        if not isinstance(it, gen.Stmt):
            yield it.var
            yield from loop_vars(it.body)


def render(prog):
    ns = max(prog.nsinks, 1)
    out = ["! gpugen fuzz program (Fortran), seed %s." % prog.seed,
           "module fuzz_data", "  implicit none"]
    for a in prog.arrays:
        if a.kind == "global":
            out.append("  %s :: %s(%s)" % (FTYPE[a.ty], a.name, dims(a, True)))
    out.append("  real(8) :: sink_fp(0:%d) = 0" % (ns - 1))
    out.append("  integer(8) :: sink_int(0:%d) = 0" % (ns - 1))
    out.append("end module fuzz_data\n")
    byname = {a.name: a for a in prog.arrays}
    calls = []
    for fn in prog.functions:
        if not gen.any_stmt(fn.nests):
            continue
        ua, us = gen.used(fn)
        params = [byname[n] for n in sorted(ua) if byname[n].kind != "global"]
        out.append("subroutine %s (n, m, tsteps%s)" % (
            fn.name, "".join(", " + a.name for a in params)))
        out.append("  use fuzz_data\n  implicit none")
        out.append("  integer, intent(in) :: n, m, tsteps")
        for a in params:
            out.append("  %s :: %s(%s)" % (FTYPE[a.ty], a.name, dims(a)))
        vs = sorted(set(loop_vars(fn.nests)))
        if vs:
            out.append("  integer :: %s" % ", ".join(vs))
        scal = [s for s in fn.scalars if s.name in us]
        for s in scal:
            out.append("  %s :: %s" % (FTYPE[s.ty], s.name))
        for s in scal:
            out.append("  %s = %s" % (s.name, s.init))
        print_items(fn.nests, 2, out, prog.arrays)
        for s in scal:
            out.append("  sink_%s(%d) = %s" % ("fp" if s.ty in gen.FP
                                              else "int", s.sink, s.name))
        out.append("end subroutine %s\n" % fn.name)
        calls.append("  call %s (n, m, tsteps%s)" % (
            fn.name, "".join(", " + a.name for a in params)))
    for ty in gen.TYPES:
        if ty not in [a.ty for a in prog.arrays] + ["double", "long"]:
            continue
        fp = ty in gen.FP
        out.append("subroutine init_%s (a, count, salt)" % ty)
        out.append("  implicit none\n  integer(8), intent(in) :: count")
        out.append("  integer, intent(in) :: salt\n  %s :: a(0:count-1)"
                   % FTYPE[ty])
        out.append("  integer(8) :: k\n  integer :: v\n  do k = 0, count - 1")
        out.append("    v = int (mod (k * 37 + salt * 11, 101_8)) - 50")
        if fp:
            out.append("    a(k) = v * %s" % ("0.02d0" if ty == "double"
                                             else "0.02e0"))
        else:
            out.append("    a(k) = iand (v, 1023)")
        out.append("  end do\nend subroutine init_%s\n" % ty)
        out.append("subroutine check_%s (name, a, count)" % ty)
        out.append("  implicit none\n  character(*), intent(in) :: name")
        out.append("  integer(8), intent(in) :: count\n  %s :: a(0:count-1)"
                   % FTYPE[ty])
        out.append("  integer(8) :: k")
        if fp:
            out.append("  real(8) :: s, w\n  s = 0\n  w = 0\n  do k = 0, "
                       "count - 1\n    s = s + a(k)\n    w = w + a(k) * "
                       "real (mod (k, 7_8) + 1, 8)\n  end do")
            out.append("  write (*, '(A, A, ES26.17E3, 1X, ES26.17E3)') "
                       "name, ' fp ', s, w")
        else:
            out.append("  integer(8) :: h\n  h = 0\n  do k = 0, count - 1\n"
                       "    h = mod (h * 31 + a(k) + 1024, 1000000007_8)\n"
                       "  end do")
            out.append("  write (*, '(A, A, I0)') name, ' int ', h")
        out.append("end subroutine check_%s\n" % ty)
    out.append("program fuzz\n  use fuzz_data\n  implicit none")
    out.append("  integer :: n, m, tsteps")
    for a in prog.arrays:
        if a.kind != "global":
            out.append("  %s, allocatable :: %s(%s)" % (
                FTYPE[a.ty], a.name,
                ",".join(":" for _ in range(1 if a.kind in ("lin", "ptr")
                                            else len(a.dims)))))
    out.append("  n = arg (1, %d)\n  m = arg (2, %d)\n  tsteps = arg (3, %d)"
               % (prog.n, prog.m, prog.tsteps))
    out.append("  if (n > %d .or. m > %d) stop 2" % (gen.PMAX, gen.PMAX))
    for k, a in enumerate(prog.arrays):
        if a.kind != "global":
            out.append("  allocate (%s(%s))" % (a.name, dims(a)))
        out.append("  call init_%s (%s, int (%s, 8), %d)" % (
            a.ty, a.name, total(a, a.kind == "global"), k))
    out.extend(calls)
    for a in prog.arrays:
        out.append("  call check_%s ('%s', %s, int (%s, 8))" % (
            a.ty, a.name, a.name, total(a, a.kind == "global")))
    out.append("  call check_double ('sink_fp', sink_fp, %d_8)" % ns)
    out.append("  call check_long ('sink_int', sink_int, %d_8)" % ns)
    out.append("contains")
    out.append("  integer function arg (i, default)")
    out.append("    integer, intent(in) :: i, default\n    character(32) :: s")
    out.append("    arg = default\n    if (command_argument_count () >= i) "
               "then\n      call get_command_argument (i, s)\n      read (s, *)"
               " arg\n    end if\n  end function arg")
    out.append("end program fuzz")
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    sys.stdout.write(render(gen.generate(int(sys.argv[1]) if len(sys.argv) > 1
                                         else 1)))
