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
# sqrt/fabs).  The extended class (gen.EXT) prints too: DO loops with
# steps (do i = n - 3, 2, -3) and red-black starts (2 + iand (i, 1)),
# unsigned counters as plain integers, if/then/else, exit, selects as
# merge or if/else, convergence loops as DO loops that exit on the
# error or as DO WHILE, the error's maximum as max or an if.  The
# shapes of gen.EXT2 print too: a pointer P0 as a scalar dummy argument
# (the caller's own variable: Fortran forbids a dummy argument that
# aliases another), fmax/fmin as max/min, C's remainder as mod, MODULO
# as modulo, blocks with local temporaries (declared in the
# subroutine), continue as cycle, the color loop as do c = 0, K - 1;
# the main program reads n and m on one arm of a branch and updates
# some allocatables by array syntax.  The program is compared with itself built without the plugin, as the C
# programs are.

import re
import sys
import zlib

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


def group_end(t, i):
    """The index after the parenthesised group of T that opens at I."""
    depth = 0
    while True:
        if t[i] == "(":
            depth += 1
        elif t[i] == ")":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1


CAST = {"double": ("real", 8), "float": ("real", 4), "int": ("int", 4),
        "long": ("int", 8)}


def casts(t):
    """T with the C casts of a parenthesised operand or of an array
    reference ((double) A0(i), (long) (x & 7), EXT's statements)
    written as real (X, K) or int (X, K); the casts of a plain name are
    left to translate's own rule."""
    while True:
        m = re.compile(r"\((double|float|int|long)\) (\w*)\(").search(t)
        if not m:
            return t
        end = group_end(t, m.end() - 1)
        fn, k = CAST[m.group(1)]
        t = "%s%s (%s, %d)%s" % (t[:m.start()], fn, t[m.start(2):end], k,
                                 t[end:])


def split_top(text, sep):
    """TEXT split at the occurrences of SEP outside parentheses."""
    parts, depth, start, i = [], 0, 0, 0
    while i < len(text):
        c = text[i]
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
        elif depth == 0 and text.startswith(sep, i):
            parts.append(text[start:i])
            i += len(sep)
            start = i
            continue
        i += 1
    parts.append(text[start:])
    return parts


# EXT3: print C's fmax and fmin as explicit selects rather than max and
# min, whose MAX_EXPR and MIN_EXPR leave the result unspecified for a
# NaN or zeros of both signs (GCC may swap their operands: fuzz --ext3
# Fortran seeds 42 and 115 differed so between two builds that were
# both right); set by print_items for each statement of a program of
# EXT3, except the maxima of absolute values that no NaN or -0.0 can
# reach (maxabs_safe).
EXACT_MAX = False


def exact_max(t):
    """T with each "fmax (A, B)" (fmin, fmaxf, fminf) written as "merge
    (A, B, A > B .or. B /= B)" (<): B where A is a NaN, A where B is,
    B for zeros of both signs, every time."""
    while True:
        m = re.compile(r"\bf(max|min)f? \(").search(t)
        if not m:
            return t
        end = group_end(t, m.end() - 1)
        a, b = split_top(t[m.end():end - 1], ", ")
        t = "%smerge (%s, %s, (%s) %s (%s) .or. (%s) /= (%s))%s" % (
            t[:m.start()], a, b, a, ">" if m.group(1) == "max" else "<", b,
            b, b, t[end:])


def maxabs_safe(st, arrays):
    """Whether the statement ST is a maximum of absolute values (EXT3's
    absred_nest) that no NaN or negative zero reaches: its start is not
    NAN, -0.0 or an element, and no array it reads holds NaNs."""
    init = getattr(st, "maxabs", None)
    return (init in ("0.0", "1.0", "-1.0")
            and not any(a.special == 2 for a in arrays if a.name in st.arrays))


def remainders(c):
    """C text C with each remainder "X % K" (X a name or a
    parenthesised group, K a constant or name) written as "mod (X,
    K)": EXT2's conditions, EXT3's subscripts ("i % 4", "(i - 4) % 3
    + 2")."""
    while " % " in c:
        k = c.index(" % ")
        if c[k - 1] == ")":
            j = k - 1
            depth = 0
            while True:
                if c[j] == ")":
                    depth += 1
                elif c[j] == "(":
                    depth -= 1
                    if depth == 0:
                        break
                j -= 1
        else:
            j = re.search(r"\w+$", c[:k]).start()
        m = re.compile(r"-?\w+").match(c, k + 3)
        c = "%smod (%s, %s)%s" % (c[:j], c[j:k], m.group(0), c[m.end():])
    return c


def translate(text, arrays):
    """Fortran for the C statement TEXT."""
    t = remainders(text.rstrip(";"))
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
    t = casts(t)
    t = re.sub(r"\((double|float|int|long)\) (\w+)",
               lambda m: "real(%s, %d)" % (m.group(2), 8 if m.group(1)
                                           == "double" else 4), t)
    t = re.sub(r"\b(\d+\.\d+)f\b", r"\1e0", t)
    t = re.sub(r"\b(\d+\.\d+)(?![e\d])", r"\1d0", t)
    t = t.replace("sqrtf (fabsf (", "sqrt (abs (").replace(
        "sqrt (fabs (", "sqrt (abs (")
    t = t.replace("0xfffff", "1048575")
    # EXT2: pointers as dummy arguments, fmax as max, fabs as abs.
    t = re.sub(r"\*(P\d+)", r"\1", t)
    if EXACT_MAX:
        t = exact_max(t)
    for c, f in (("fmaxf (", "max ("), ("fminf (", "min ("),
                 ("fmax (", "max ("), ("fmin (", "min ("),
                 ("fabsf (", "abs ("), ("fabs (", "abs ("),
                 ("MODULO (", "modulo (")):
        t = t.replace(c, f)
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
        while j > 0 and (t[j - 1].isalnum() or t[j - 1] == "_"):
            j -= 1              # an array reference: A0(i) & 3
        m = re.compile(r"\w+").match(t, k + 3)
        t = (t[:j] + "iand(int(%s, 8), %s_8)" % (t[j:k], m.group(0))
             + t[m.end():])
    m = re.match(r"(\w+) \+= (.*)$", t)
    if m:
        t = "%s = %s + (%s)" % (m.group(1), m.group(1), m.group(2))
    # EXT3: an element updated through a division, "A0(i / 2) += X".
    m = re.match(r"(A\d+\(.*?\)) \+= (.*)$", t)
    if m:
        t = "%s = %s + (%s)" % (m.group(1), m.group(1), m.group(2))
    return t


# The statements of the extended class (gen.EXT) are C text of a few
# more shapes, parsed here into a small tree and printed as Fortran:
# "if (C)\n  S" with an optional "\nelse\n  S" (S again a statement,
# the else branch possibly another if), "break;" (exit), the select
# "X = (A) < (B) ? (A) : (B);" (merge, or an if/else of assignments),
# and the convergence loop's error block "{ double d = fabs (...);
# e = e > d ? e : d; }" (max, or an if).  The plain class's statements
# are single assignments and print as translate always printed them.

def parse_c(lines, k):
    """The statement of the C lines LINES (stripped) from index K, as a
    tree ("if", COND, THEN, ELSE-or-None), ("break",), ("err", ERR, D)
    or ("stmt", TEXT), and the index after it."""
    ln = lines[k]
    if ln.startswith("if (") and ln.endswith(")"):
        then, k2 = parse_c(lines, k + 1)
        other = None
        if k2 < len(lines) and lines[k2] == "else":
            other, k2 = parse_c(lines, k2 + 1)
        return ("if", ln[4:-1], then, other), k2
    if ln == "break;":
        return ("break",), k + 1
    if ln == "continue;":
        return ("cycle",), k + 1
    if ln == "{" and not lines[k + 1].startswith("double d = "):
        # EXT2: a block, its declarations of temporaries assignments.
        body = []
        k += 1
        while lines[k] != "}":
            m = DECL_RE.match(lines[k])
            if m:
                if m.group(3):
                    body.append(("stmt", "%s = %s;" % (m.group(2),
                                                       m.group(3))))
                k += 1
                continue
            node, k = parse_c(lines, k)
            body.append(node)
        return ("block", body), k + 1
    if ln == "{":
        m = re.match(r"double d = (.*);$", lines[k + 1])
        e = re.match(r"(\w+) = ", lines[k + 2])
        assert m and e and lines[k + 3] == "}", lines
        return ("err", e.group(1), m.group(1)), k + 4
    return ("stmt", ln), k + 1


# A declaration of a temporary in a block (EXT2): "double q3 = X;" or
# "int q4;".
DECL_RE = re.compile(r"^(double|float|int|long) (q\d+)(?: = (.*))?;$")

# The names of floating-point scalars of EXT2 (pointers, temporaries)
# that a select's operands may be, set by render for each subroutine.
FP_NAMES = set()


def pick(text):
    """A choice between two equivalent Fortran forms, fixed by TEXT (so
    that a seed always prints the same program)."""
    return zlib.crc32(text.encode()) % 2 == 0


def translate_cond(c, arrays):
    """Fortran for the C condition C (EXT: i % 3 == 1, (i + j) % 2 == 0,
    i < n / 2, i > n - 7, data tests)."""
    c = re.sub(r"^\((\w+) \+ (\w+)\) % (\d+)", r"mod (\1 + \2, \3)", c)
    c = re.sub(r"^(\w+) % (\d+)", r"mod (\1, \2)", c)
    # EXT2: any other remainder, divisions by negative constants, !=.
    c = remainders(c)
    c = re.sub(r"/ -(\d+)", r"/ (-\1)", c).replace("!=", "/=")
    return translate(c, arrays)


def print_c_tree(node, ind, out, arrays):
    """Print the statement tree NODE (parse_c) as Fortran at indent IND."""
    sp = " " * ind
    if node[0] == "break":
        out.append(sp + "exit")
    elif node[0] == "cycle":
        out.append(sp + "cycle")
    elif node[0] == "block":
        for x in node[1]:
            print_c_tree(x, ind, out, arrays)
    elif node[0] == "if":
        cond = translate_cond(node[1], arrays)
        if node[2][0] == "break" and node[3] is None:
            out.append(sp + "if (%s) exit" % cond)
            return
        if node[2][0] == "cycle" and node[3] is None:
            out.append(sp + "if (%s) cycle" % cond)
            return
        out.append(sp + "if (%s) then" % cond)
        print_c_tree(node[2], ind + 2, out, arrays)
        if node[3] is not None:
            out.append(sp + "else")
            print_c_tree(node[3], ind + 2, out, arrays)
        out.append(sp + "end if")
    elif node[0] == "err":
        err, d = node[1], translate(node[2].replace("fabs (", "abs ("),
                                   arrays)
        if pick(node[2]):
            out.append(sp + "%s = max (%s, %s)" % (err, err, d))
        else:
            out.append(sp + "if (%s < %s) %s = %s" % (err, d, err, d))
    else:
        text = node[1]
        m = re.match(r"(.*?) = (.*);$", text)
        parts = split_top(m.group(2), " ? ") if m else []
        if len(parts) != 2:
            out.append(sp + translate(text, arrays))
            return
        lhs = translate(m.group(1), arrays)
        cond = translate(parts[0], arrays)
        a, b = [translate(x, arrays) for x in split_top(parts[1], " : ")]
        if pick(text):
            # merge wants one type: the terms of a select may mix kinds.
            conv = ("real" if "." in a + b or FP_NAMES & set(
                re.findall(r"\w+", a + " " + b)) else "int")
            out.append(sp + "%s = merge (%s (%s, 8), %s (%s, 8), %s)"
                       % (lhs, conv, a, conv, b, cond))
        else:
            out.append(sp + "if (%s) then" % cond)
            out.append(sp + "  %s = %s" % (lhs, a))
            out.append(sp + "else")
            out.append(sp + "  %s = %s" % (lhs, b))
            out.append(sp + "end if")


def print_stmt(text, ind, out, arrays):
    """Print the C statement TEXT as Fortran at indent IND."""
    lines = [ln.strip() for ln in text.split("\n")]
    if len(lines) == 1 and " ? " not in text and text != "break;":
        out.append(" " * ind + translate(text, arrays))
        return
    k = 0
    while k < len(lines):
        node, k = parse_c(lines, k)
        print_c_tree(node, ind, out, arrays)


def fconst(c):
    """The C constant C as a real(8) or integer Fortran constant."""
    if re.match(r"^\d+$", c):
        return c
    return c.replace("e", "d") if "e" in c else c + "d0"


def loop_header(it):
    """The DO statement of the loop IT."""
    v, p = it.var, it.param
    if it.form == "up":
        return "do %s = 2, %s - 3" % (v, p)
    if it.form == "color":
        return "do %s = 0, %d" % (v, int(p) - 1)
    if it.form == "down":
        return "do %s = %s - 3, 2, -1" % (v, p)
    if it.form == "lower":
        return "do %s = 2, %s" % (v, it.outer)
    if it.form == "step":
        return "do %s = 2, %s - 3, %d" % (v, p, it.step)
    if it.form == "stepdown":
        return "do %s = %s - 3, 2, -%d" % (v, p, it.step)
    if it.form == "redblack":
        return "do %s = 2 + iand (%s, 1), %s - 3, 2" % (v, it.outer, p)
    # EXT3: a loop from a negative start, rows from 1.
    if it.form == "neg":
        if it.start == "small":
            return "do %s = -3, %s - 6" % (v, p)
        return "do %s = 3 - %s, %s - 4" % (v, p, p)
    if it.form == "up1":
        return "do %s = 1, %s - 2" % (v, p)
    if it.form == "redblack1":
        return "do %s = 1 + iand (%s, 1), %s - 2, 2" % (v, it.outer, p)
    return "do %s = %s + 1, %s - 3" % (v, it.outer, p)


def print_items(items, ind, out, arrays):
    for it in items:
        if isinstance(it, gen.Stmt):
            global EXACT_MAX
            EXACT_MAX = EXT3_PROG and not maxabs_safe(it, arrays)
            print_stmt(it.text, ind, out, arrays)
            EXACT_MAX = False
            continue
        if not gen.any_stmt(it.body):
            continue
        sp = " " * ind
        if isinstance(it, gen.ConvLoop):
            v = it.var
            test = "%s %s %s" % (it.err.name.lstrip("*"), it.test,
                                 fconst(it.thr))
            if it.style == "cond":
                out.append(sp + "%s = 0" % v)
                out.append(sp + "do while (.not. (%s) .and. %s < tsteps + 2)"
                           % (test, v))
            else:
                out.append(sp + "do %s = 0, tsteps + 1" % v)
            if it.style == "top":
                out.append(sp + "  if (%s > 0 .and. %s) exit" % (v, test))
            print_items(it.body, ind + 2, out, arrays)
            if it.style == "end":
                out.append(sp + "  if (%s) exit" % test)
            if it.style == "cond":
                out.append(sp + "  %s = %s + 1" % (v, v))
            out.append(sp + "end do")
            continue
        if isinstance(it, gen.TimeLoop):
            out.append(sp + "do %s = 0, tsteps - 1" % it.var)
        else:
            out.append(sp + loop_header(it))
        print_items(it.body, ind + 2, out, arrays)
        out.append(sp + "end do")


def loop_vars(items):
    for it in items:
        if not isinstance(it, gen.Stmt):
            yield it.var
            yield from loop_vars(it.body)


# A quiet NaN of each floating-point type.
NAN = {"double": "transfer (int (z'7ff8000000000000', 8), 0.0d0)",
       "float": "transfer (int (z'7fc00000', 4), 0.0e0)"}


def finit(p):
    """The initial value of the pointer P's object (EXT2) as Fortran."""
    if p.init == "NAN":
        return NAN[p.ty]
    if p.init == "-0.0":
        return ("sign (0.0d0, -1.0d0)" if p.ty == "double"
                else "sign (0.0e0, -1.0e0)")
    return fconst(p.init) if p.ty in gen.FP else p.init


def main_stmt(a, form):
    """The array syntax (EXT2) of FORM on the allocatable A in the main
    program: 0, the whole array updated; 1, a section of its first
    dimension (C's last) updated; 2, its sum added to msum or isum."""
    fp = a.ty in gen.FP
    kind = {"double": "d0", "float": "e0", "int": "_4", "long": "_8"}[a.ty]
    if form == 2:
        acc = "msum" if fp else "isum"
        return ["  %s(1) = %s(1) + sum (%s)" % (acc, acc, a.name)]
    if form == 0:
        sec = a.name
    else:
        rank = 1 if a.kind in ("lin", "ptr") else len(a.dims)
        sec = "%s(1:%s%s)" % (a.name, a.dims[-1], ", :" * (rank - 1))
    if fp:
        return ["  %s = %s * 0.5%s + 0.25%s" % (sec, sec, kind, kind)]
    return ["  %s = mod (%s * 3 + 1, 1024%s)" % (sec, sec, kind)]


# Whether the program being printed is of EXT3 (set by render).
EXT3_PROG = False


def render(prog):
    global EXT3_PROG
    EXT3_PROG = getattr(prog, "ext3", False)
    ns = max(prog.nsinks, 1)
    out = ["! gpugen fuzz program (Fortran), seed %s." % prog.seed,
           "module fuzz_data", "  implicit none"]
    for a in prog.arrays:
        if a.kind == "global":
            out.append("  %s :: %s(%s)" % (FTYPE[a.ty], a.name, dims(a, True)))
    out.append("  real(8) :: sink_fp(0:%d) = 0" % (ns - 1))
    out.append("  integer(8) :: sink_int(0:%d) = 0" % (ns - 1))
    out.append("end module fuzz_data\n")
    ptrs = getattr(prog, "ptrs", [])
    ext2 = getattr(prog, "ext2", False)
    byname = {a.name: a for a in prog.arrays + ptrs}
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
            if a.kind == "pointer":
                out.append("  %s :: %s" % (FTYPE[a.ty], a.name))
            else:
                out.append("  %s :: %s(%s)" % (FTYPE[a.ty], a.name, dims(a)))
        vs = sorted(set(loop_vars(fn.nests)))
        if vs:
            out.append("  integer :: %s" % ", ".join(vs))
        # EXT2: the blocks' temporaries.
        locs = {}
        for st in gen.stmts(fn.nests):
            for ln in st.text.split("\n"):
                m = DECL_RE.match(ln.strip())
                if m:
                    locs[m.group(2)] = m.group(1)
        for q in sorted(locs):
            out.append("  %s :: %s" % (FTYPE[locs[q]], q))
        FP_NAMES.clear()
        FP_NAMES.update([q for q in locs if locs[q] in gen.FP]
                        + [a.name for a in params if a.kind == "pointer"
                           and a.ty in gen.FP]
                        + [x.name for x in fn.scalars if x.ty in gen.FP])
        scal = [s for s in fn.scalars if s.name in us]
        for s in scal:
            out.append("  %s :: %s" % (FTYPE[s.ty], s.name))
        for s in scal:
            if s.init in ("NAN", "-0.0"):
                # EXT3: a NaN or a negative zero of the scalar's kind.
                out.append("  %s = %s" % (s.name, finit(s)))
                continue
            out.append("  %s = %s" % (s.name, fconst(s.init)
                                      if "e" in s.init else s.init))
        print_items(fn.nests, 2, out, prog.arrays)
        for s in scal:
            out.append("  sink_%s(%d) = %s" % ("fp" if s.ty in gen.FP
                                              else "int", s.sink, s.name))
        out.append("end subroutine %s\n" % fn.name)
        calls.append("  call %s (n, m, tsteps%s)" % (
            fn.name, "".join(", " + a.name
                             + ("(1)" if a.kind == "pointer" else "")
                             for a in params)))
    for ty in gen.TYPES:
        if ty not in [a.ty for a in prog.arrays + ptrs] + ["double", "long"]:
            continue
        fp = ty in gen.FP
        if fp and ext2:
            # EXT2: -0.0 for every other +0.0, with MODE 2 a NaN in
            # every 89th element.
            nan = NAN[ty]
            out.append("subroutine specials_%s (a, count, mode)" % ty)
            out.append("  implicit none\n  integer(8), intent(in) :: count")
            out.append("  integer, intent(in) :: mode\n  %s :: a(0:count-1)"
                       % FTYPE[ty])
            out.append("  integer(8) :: k\n  do k = 0, count - 1")
            out.append("    if (a(k) == 0 .and. mod (k, 2_8) == 1) a(k) = "
                       "sign (0.0%s, -1.0%s)" % ((("d0",) if ty == "double"
                                                  else ("e0",)) * 2))
            out.append("    if (mode == 2 .and. mod (k, 89_8) == 3) a(k) = %s"
                       % nan)
            out.append("  end do\nend subroutine specials_%s\n" % ty)
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
        if fp and ext2:
            # EXT2: NaNs and negative zeros counted by position.
            one = "1.0d0" if ty == "double" else "1.0e0"
            out.append("  real(8) :: s, w\n  integer(8) :: nan, negz\n"
                       "  s = 0\n  w = 0\n  nan = 0\n  negz = 0\n"
                       "  do k = 0, count - 1\n"
                       "    if (a(k) /= a(k)) then\n"
                       "      nan = nan + mod (k, 7_8) + 1\n"
                       "      cycle\n    end if\n"
                       "    if (a(k) == 0 .and. sign (%s, a(k)) < 0) "
                       "negz = negz + mod (k, 7_8) + 1\n"
                       "    s = s + a(k)\n    w = w + a(k) * "
                       "real (mod (k, 7_8) + 1, 8)\n  end do" % one)
            out.append("  write (*, '(A, A, ES26.17E3, 1X, ES26.17E3, 1X, "
                       "I0, 1X, I0)') name, ' fp ', s, w, nan, negz")
        elif fp:
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
    if ext2:
        # EXT2: the extents read on one arm of a branch (issue 16's
        # third reproducer), before the allocatables' allocation.
        for p in ptrs:
            out.append("  %s :: %s(1)" % (FTYPE[p.ty], p.name))
        out.append("  real(8) :: msum(1)\n  integer(8) :: isum(1)")
        rank, lb = getattr(prog, "local_alloc", (0, False))
        if rank:
            out.append("  real(8), allocatable :: W(%s)"
                       % ",".join(":" for _ in range(rank)))
        out.append("  character(32) :: argbuf")
        for k, (v, d) in enumerate((("n", prog.n), ("m", prog.m))):
            out.append("  %s = %d\n  if (command_argument_count () >= %d) "
                       "then\n    call get_command_argument (%d, argbuf)\n"
                       "    read (argbuf, *) %s\n  end if"
                       % (v, d, k + 1, k + 1, v))
        out.append("  tsteps = arg (3, %d)" % prog.tsteps)
    else:
        out.append("  n = arg (1, %d)\n  m = arg (2, %d)\n  tsteps = arg (3, %d)"
                   % (prog.n, prog.m, prog.tsteps))
    out.append("  if (n > %d .or. m > %d) stop 2" % (gen.PMAX, gen.PMAX))
    for k, a in enumerate(prog.arrays):
        if a.kind != "global":
            out.append("  allocate (%s(%s))" % (a.name, dims(a)))
        out.append("  call init_%s (%s, int (%s, 8), %d)" % (
            a.ty, a.name, total(a, a.kind == "global"), k))
    if ext2:
        for k, a in enumerate(prog.arrays):
            if a.special:
                out.append("  call specials_%s (%s, int (%s, 8), %d)" % (
                    a.ty, a.name, total(a, a.kind == "global"), a.special))
        for p in ptrs:
            out.append("  %s(1) = %s" % (p.name, finit(p)))
        out.append("  msum = 0\n  isum = 0")
        if rank:
            lo = "-1:" if lb else ""
            out.append("  allocate (W(%s))" % ", ".join(
                lo + e for e in ["n", "m", "3"][:rank]))
            out.append("  W = 1.5d0\n  W = W * 0.5d0 + msum(1)")
            out.append("  msum(1) = msum(1) + sum (W)")
        names = {a.name for a in prog.arrays}
        for name, form in prog.main_stmts:
            if name in names:
                out.extend(main_stmt(byname[name], form))
    out.extend(calls)
    for a in prog.arrays + ptrs:
        if a.kind == "pointer":
            out.append("  call check_%s ('%s', %s, 1_8)" % (a.ty, a.name,
                                                          a.name))
            continue
        out.append("  call check_%s ('%s', %s, int (%s, 8))" % (
            a.ty, a.name, a.name, total(a, a.kind == "global")))
    if ext2:
        out.append("  call check_double ('msum', msum, 1_8)")
        out.append("  call check_long ('isum', isum, 1_8)")
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
