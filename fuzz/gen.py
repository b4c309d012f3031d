#!/usr/bin/env python3
# gen.py -- random self-checking C programs of the class gpugen accepts.
# Copyright (C) 2026 The gpugen authors.
#
# This file is part of gpugen, a GCC plugin; it is free software under
# the GNU General Public License version 3 or later (see COPYING).
#
# A program is built as a model (Program: arrays, functions of loop
# nests, statements) from a seed, then printed as C.  The model, not the
# text, is what the reducer (fuzz.py) shrinks: it drops functions,
# nests, loops and statements and prints the program again, so that
# every reduced program is still well-formed and free of undefined
# behaviour.
#
# The class: affine loop nests over global fixed-size arrays, malloc'ed
# arrays passed as C99 VLA parameters, linearized arrays (a[i*E+j]) and
# 1-D pointers; loop bounds are run-time parameters (n, m, tsteps read
# from argv, with defaults), triangular bounds, down-counting loops,
# strided subscripts (g[2*i]), reversed subscripts (a[n-i]); statements
# are assignments, scalar temporaries, reductions into scalars
# (initialised in the loop or before the nest, so carried across host
# loops), several nests per function, time loops around nests.  Integer
# arithmetic is masked so that it never overflows, floating-point
# arithmetic has no division; every subscript is within its array by
# construction: a loop over parameter P runs within [2, P-2), and a
# dimension of P has extent P+3 (or 2P+3 for arrays read and written at
# stride 2).
#
# With EXT (fuzz.py --ext, C and Fortran), the programs also have the
# shapes of the later stages: loops with constant steps other than 1,
# up and down, and red-black starts (2 + (i & 1)); unsigned counters;
# conditions inside nests, affine, quasi-affine (i % 3 == 1, i < n / 2)
# and on data, with and without else; selects (x = a < b ? a : b);
# exits on data from inner loops (if (A[i][j] > c) break); and
# convergence loops: a time loop whose step ends with a reduction into
# an error (a maximum of fabs differences, or an integer sum) and
# leaves on it (at the end or the top of the step, or in the loop's
# own condition), the error used after the loop.  A program of EXT is
# a different program from the plain one of the same seed.
#
# With EXT2 (fuzz.py --ext2, implies EXT; C and Fortran), the programs
# also have the shapes of session 18's stages, drawn only in this class
# (the plain and EXT programs of a seed are unchanged): maxima and
# minima kept through pointers that are not restrict ("if (q > *P0)
# *P0 = q;", >=, <, <=, the select "*P0 = q > *P0 ? q : *P0", fmax,
# two in one nest), the pointer to a separate variable, to an element
# of an array of the program (C only: the run-time check must then send
# the nest to the host) or to another pointer's variable, also as a
# convergence loop's error ("*P0 = 0;" then the nest, then the test);
# fmax, fmin, fmaxf and fminf in expressions, with arrays that hold
# -0.0 and NaNs (the checksums then count NaNs and negative zeros by
# position); conditions with divisions and remainders of values that
# may be negative and by negative constants ("(i / 2 - j / 3) % 5 ==
# 1", "j / -3", "MODULO (i - j, -4)", Fortran's modulo and mod) and
# if / else-if chains of them; reductions under a short constant outer
# loop (red-black colors, "for (c = 0; c < 2; c++)", strided or masked
# with continue); and, in Fortran, extents read on one arm of a branch
# of the main program, whose allocatables are then updated there by
# array syntax and summed.
#
# With EXT3 (fuzz.py --ext3, implies EXT2; C and Fortran), the programs
# also have the shapes of session 19's stages, drawn only in this class
# (the plain, EXT and EXT2 programs of a seed are unchanged): divisions
# by positive constants and remainders in subscripts ("A[i / 2]", "A[(i
# + 1) / 2]", "A[i % 4]", "A[(i - 5) / 2 + 2]" on signed counters),
# loops from negative starts whose subscripts are offset into range,
# writes and accumulations through a division ("A[i / 2] += ..."),
# maxima and minima of absolute values into a scalar ("e = fmax (e,
# fabs (X - Y))", fminf, from 0.0, +-1.0, -0.0, NAN or an array
# element), single loops that reduce into a scalar and write an array
# ("if (q >= s) s = q;" over -0.0 and NaNs, "s += q * 65537" in a
# long), red-black rows from 1 ("1 + ((i + c) & 1)"), and Jacobi
# convergence loops whose error goes through a pointer that may point
# into the arrays the loop uses.
#
# Every program prints, at the end, one checksum line per array
# ("name int H" or "name fp S W"), which the driver compares between
# the plain -O2 build and the gpugen build.

import random
import sys

PMAX = 40               # the largest value of n and m (global arrays' size)
EXT = False             # generate the extended class (fuzz.py --ext)
EXT2 = False            # and session 18's shapes too (fuzz.py --ext2)
EXT3 = False            # and session 19's on top of EXT2 (fuzz.py --ext3)
TYPES = ["double", "float", "int", "long"]
FP = ("double", "float")


class Array:
    """An array: NAME, element type TY, dimensions' parameters DIMS
    ("n" or "m"), storage KIND (global, vla, lin, ptr), WIDE (extent
    2P+3 per dimension, for stride-2 subscripts) and RESTRICT."""

    def __init__(self, name, ty, dims, kind, wide, restrict):
        self.name, self.ty, self.dims = name, ty, dims
        self.kind, self.wide, self.restrict = kind, wide, restrict

    def extent(self, p, const=False):
        """The extent of a dimension of parameter P, as C."""
        v = str(PMAX) if const else p
        return "(2*%s+3)" % v if self.wide else "(%s+3)" % v


class Loop:
    """for VAR over parameter PARAM: FORM is "up" ([2, P-2)), "down"
    (the same, counting down), "lower" ([2, OUTER]) or "upper"
    ((OUTER, P-2)), OUTER an enclosing loop's variable over PARAM;
    with EXT also "step" ([2, P-2) by STEP), "stepdown" (from P-3 down
    to 2 by STEP) and "redblack" (from 2 + (OUTER & 1) by 2, OUTER any
    enclosing loop's variable); with EXT2 also "color" (from 0 to
    PARAM - 1, PARAM a constant "2" or "3", so that no subscript takes
    it for a dimension), and OUTER of "redblack" may be a sum "(i3 +
    i2)"; UNSIGNED for an unsigned counter; BODY a list of Loops and
    statements."""

    def __init__(self, var, param, form, outer, body):
        self.var, self.param, self.form = var, param, form
        self.outer, self.body = outer, body
        self.step, self.unsigned = 1, False


class TimeLoop:
    """for VAR < tsteps around BODY."""

    def __init__(self, var, body):
        self.var, self.body = var, body


class ConvLoop(TimeLoop):
    """A convergence loop (EXT): for VAR < tsteps + 2 around BODY, whose
    last items set the scalar ERR and reduce into it; it leaves where
    ERR compares with THR as TEST ("<" or ">") says: STYLE "end" tests
    after the reduction, "top" at the start of the step (from the
    second step on), "cond" in the loop's own condition."""

    def __init__(self, var, body, err, test, thr, style):
        TimeLoop.__init__(self, var, body)
        self.err, self.test, self.thr, self.style = err, test, thr, style


class Ptr:
    """A pointer parameter (EXT2) through which a nest keeps a maximum
    or minimum: NAME (P0, ...), element type TY, initial value INIT of
    the pointed-to object, TARGET None (a separate variable of main),
    ("arr", ARRAY, OFFSET) (the element of ARRAY at flat index OFFSET,
    a C expression in n, m) or ("ptr", NAME) (another pointer's
    object).  Fortran passes a separate variable in every case (a
    dummy argument may not alias another)."""

    def __init__(self, name, ty, init, target):
        self.name, self.ty, self.init, self.target = name, ty, init, target
        self.kind, self.restrict, self.dims = "pointer", False, []


class Stmt:
    """A statement: TEXT, printed as is, plus the arrays and scalars it
    uses (for printing only what is used)."""

    def __init__(self, text, arrays, scalars):
        self.text, self.arrays, self.scalars = text, arrays, scalars


class Scalar:
    """A function-local scalar: NAME, type TY, initial value INIT; SINK
    is its slot in the program's sink array, stored at the end of the
    function (so that its last value is checked)."""

    def __init__(self, name, ty, init, sink):
        self.name, self.ty, self.init, self.sink = name, ty, init, sink


class Function:
    """A function of NESTS (top-level Loops and TimeLoops) and its
    SCALARS."""

    def __init__(self, name, nests, scalars):
        self.name, self.nests, self.scalars = name, nests, scalars


class Program:
    def __init__(self, seed, n, m, tsteps, arrays, functions, nsinks):
        self.seed, self.n, self.m, self.tsteps = seed, n, m, tsteps
        self.arrays, self.functions, self.nsinks = arrays, functions, nsinks


class Gen:
    def __init__(self, seed, ext=False):
        self.r = random.Random(seed)
        self.seed = seed
        self.ext = ext
        self.nvar = 0
        self.nscalar = 0
        self.nsinks = 0
        self.ext2 = ext and (EXT2 or EXT3)
        self.ext3 = ext and EXT3
        self.ptrs = []          # the Ptrs of the program (EXT2)
        self.nq = 0             # block-local temporaries q1, q2... (EXT2)
        self.arrays = []

    def chance(self, p):
        return self.r.random() < p

    def new_var(self):
        self.nvar += 1
        return "i%d" % self.nvar

    # Arrays.

    def gen_arrays(self):
        r = self.r
        arrays = []
        for k in range(r.randint(2, 5)):
            ty = r.choice(TYPES)
            nd = r.choice([1, 1, 2, 2, 2, 3])
            dims = [r.choice("nm") for _ in range(nd)]
            kind = r.choice(["global", "vla", "lin", "ptr"] if nd == 1
                            else ["global", "vla", "vla", "lin"])
            if nd == 1 and kind in ("vla", "lin"):
                kind = "ptr"
            arrays.append(Array("A%d" % k, ty, dims, kind, self.chance(0.3),
                                self.chance(0.5)))
            # Inputs, never written, keep many nests parallel.
            arrays[-1].ro = k > 0 and self.chance(0.4)
        for a in arrays:
            # EXT2: floating-point arrays holding -0.0 (1) and NaNs too
            # (2); see render's specials.
            a.special = (r.choice([0, 0, 1, 1, 2]) if self.ext2 and a.ty in FP
                         else 0)
        self.arrays = arrays
        return arrays

    # Subscripts and expressions.

    def subscript(self, arr, d, env):
        """A subscript for dimension D of ARR, ENV the enclosing loops
        (innermost last)."""
        r = self.r
        p = arr.dims[d]
        cands = [l for l in env if isinstance(l, Loop) and l.param == p]
        if not cands or self.chance(0.08):
            return str(r.randint(0, 2))
        # Prefer inner loops for inner dimensions.
        if self.chance(0.6):
            lp = cands[min(len(cands) - 1, d)]
        else:
            lp = r.choice(cands)
        v = lp.var
        if lp.form == "neg":
            return self.neg_subscript(lp, arr, False)
        if self.ext3 and self.chance(0.2):
            return self.div_subscript(lp)
        form = r.random()
        if arr.wide and form < 0.35:
            return "2*%s%s" % (v, r.choice(["", "+1", "-1", "-2", "+2"]))
        if form < 0.5:
            return "%s - 1 - %s" % (p, v)
        off = r.choice([0, 0, 0, 1, -1, 2, -2])
        return v if off == 0 else "%s%+d" % (v, off)

    def div_subscript(self, lp):
        """A subscript (EXT3) of LP's counter with a division by a
        positive constant or a remainder, within [0, P+2] for LP's range
        [2, P-3]; dividends that may be negative on signed counters
        only (C truncates toward zero, as Fortran does)."""
        v, p = lp.var, lp.param
        forms = ["%s / 2" % v, "(%s + 1) / 2" % v, "%s / 3 + 1" % v,
                 "%s %% 4" % v, "%s - 1 - %s / 2" % (p, v)]
        if not lp.unsigned:
            forms += ["(%s - 5) / 2 + 2" % v, "(%s - 4) %% 3 + 2" % v]
        return self.r.choice(forms)

    def neg_subscript(self, lp, arr, write):
        """A subscript (EXT3) of the counter of LP, a loop from a
        negative start (form "neg"), within [0, P+2]: LP.START "small"
        runs over [-3, P-6], "big" over [3-P, P-4]; for a WRITE one
        that is injective where the array's extent allows."""
        v, p = lp.var, lp.param
        if lp.start == "small":
            if write:
                return "%s + 3" % v
            return self.r.choice(["%s + 3" % v, "%s / 2 + 2" % v,
                                  "(%s - 1) / 2 + 3" % v, "%s %% 4 + 3" % v,
                                  "(%s + 3) / 2" % v])
        if write:
            return ("%s + %s - 3" % (v, p) if arr.wide
                    else "%s / 2 + %s / 2" % (v, p))
        forms = ["%s / 2 + %s / 2" % (v, p), "(%s + 1) / 2 + %s / 2" % (v, p),
                 "%s %% 4 + 3" % v, "%s %% 3 + %s / 2" % (v, p)]
        if arr.wide:
            forms.append("%s + %s - 3" % (v, p))
        return self.r.choice(forms)

    def ref(self, arr, subs):
        if arr.kind == "lin":
            idx = "(%s)" % subs[0]
            for d in range(1, len(subs)):
                idx = "%s*%s + (%s)" % (idx, arr.extent(arr.dims[d]), subs[d])
            return "%s[%s]" % (arr.name, idx)
        return arr.name + "".join("[%s]" % s for s in subs)

    def lhs_access(self, arr, env):
        """A written element of ARR: usually one subscript per enclosing
        loop, distinct loops in order, so that the write is injective
        and the nest has parallel loops."""
        if self.chance(0.3):
            return self.access(arr, env)
        loops = [l for l in env if isinstance(l, Loop)]
        subs = []
        for d, p in enumerate(arr.dims):
            cands = [l for l in loops if l.param == p]
            if not cands:
                subs.append(self.subscript(arr, d, env))
                continue
            v = cands[0].var
            if cands[0].form == "neg":
                subs.append(self.neg_subscript(cands[0], arr, True))
                loops.remove(cands[0])
                continue
            if self.ext3 and self.chance(0.06):
                # A write through a division: two iterations store the
                # same element, the later one wins.
                subs.append(self.div_subscript(cands[0]))
                loops.remove(cands[0])
                continue
            loops.remove(cands[0])
            if arr.wide and self.chance(0.4):
                subs.append("2*%s" % v)
            else:
                subs.append(v if self.chance(0.7) else "%s - 1 - %s" % (p, v))
        return self.ref(arr, subs)

    def access(self, arr, env):
        return self.ref(arr, [self.subscript(arr, d, env)
                              for d in range(len(arr.dims))])

    def expr(self, ty, env, arrays, scalars, used_a, used_s):
        """An expression of type TY reading ARRAYS and SCALARS."""
        r = self.r
        fp = ty in FP
        terms = []
        readable = [a for a in arrays if fp or a.ty not in FP]
        sc = [s for s in scalars if fp or s.ty not in FP]
        loops = [l for l in env if isinstance(l, Loop)]
        for _ in range(r.randint(1, 4)):
            k = r.random()
            if k < 0.55 and readable:
                inputs = [a for a in readable if a.ro]
                a = r.choice(inputs if inputs and self.chance(0.6)
                             else readable)
                used_a.add(a.name)
                t = self.access(a, env)
                if self.chance(0.2) and readable:
                    b = r.choice(readable)
                    used_a.add(b.name)
                    t = "%s * %s" % (t, self.access(b, env))
            elif k < 0.7 and sc:
                s = r.choice(sc)
                used_s.add(s.name)
                t = s.name
            elif k < 0.85 and loops:
                t = r.choice(loops).var
                if fp:
                    t = "(%s) %s" % (ty, t)
            else:
                t = r.choice(["n", "m", "1", "3"])
                if fp:
                    t = "(%s) %s" % (ty, t)
            if fp:
                c = r.choice(["0.25", "0.5", "-0.375", "0.125", "0.75"])
                if ty == "float":
                    c += "f"
                terms.append("%s * %s" % (c, t))
            else:
                terms.append("%d * %s" % (r.randint(1, 5), t) if self.chance(0.5)
                             else t)
        if fp and self.ext2 and len(terms) >= 2 and self.chance(0.35):
            # fmax, fmin, fmaxf, fminf of two terms.
            t2, t1 = terms.pop(), terms.pop()
            f = r.choice(["fmax", "fmin"]) + ("f" if ty == "float" else "")
            terms.append("%s ((%s) (%s), (%s) (%s))" % (f, ty, t1, ty, t2))
        e = " + ".join(terms)
        if fp and self.chance(0.1):
            e = "sqrt%s (fabs%s (%s))" % (("f", "f", e) if ty == "float"
                                         else ("", "", e))
        if not fp:
            e = "((%s) & 1023)" % e
        return e

    # Statements.

    def assign(self, env, arrays, scalars):
        r = self.r
        if self.ext2 and self.chance(0.12):
            chain = self.chain(env, arrays, scalars)
            if chain:
                return chain
        if self.ext3 and self.chance(0.06):
            acc = self.div_accum(env, arrays, scalars)
            if acc:
                return acc
        lhs = r.choice([a for a in arrays if not a.ro])
        ua, us = {lhs.name}, set()
        rhs = self.expr(lhs.ty, env, arrays, scalars, ua, us)
        if self.ext and self.chance(0.15):
            # A select of the smaller or larger of two values.
            rhs2 = self.expr(lhs.ty, env, arrays, scalars, ua, us)
            rhs = "(%s) %s (%s) ? (%s) : (%s)" % (rhs, r.choice("<>"), rhs2,
                                                  rhs, rhs2)
        text = "%s = %s;" % (self.lhs_access(lhs, env), rhs)
        if self.ext and self.chance(0.25):
            cond = self.condition(env, arrays, ua)
            if cond:
                text = "if (%s)\n  %s" % (cond, text)
                if self.chance(0.3):
                    other = self.assign(env, arrays, scalars)
                    ua |= other.arrays
                    us |= other.scalars
                    text += "\nelse\n  %s" % other.text.replace("\n",
                                                                   "\n  ")
        return Stmt(text, ua, us)

    def condition(self, env, arrays, used_a):
        """A condition (EXT) on the loops of ENV or on data; None where
        there is no loop."""
        r = self.r
        loops = [l for l in env if isinstance(l, Loop)]
        if not loops:
            return None
        if self.ext2 and self.chance(0.5):
            c = self.divmod_condition(env)
            if c:
                return c
        v = r.choice(loops)
        k = r.random()
        if k < 0.2:
            return "%s %% %d == %d" % (v.var, r.randint(2, 4), r.randint(0, 1))
        if k < 0.35:
            return "%s < %s / %d" % (v.var, v.param, r.randint(2, 3))
        if k < 0.5 and len(loops) > 1:
            w = r.choice([l for l in loops if l is not v])
            return "(%s + %s) %% 2 == 0" % (v.var, w.var)
        if k < 0.6:
            return "%s > %s - %d" % (v.var, v.param, r.randint(4, 12))
        a = r.choice(arrays)
        used_a.add(a.name)
        if a.ty in FP:
            return "%s > %s" % (self.access(a, env), r.choice(["0", "0.25"]))
        return "(%s & 3) == %d" % (self.access(a, env), r.randint(0, 3))

    def divmod_condition(self, env):
        """A condition (EXT2) with divisions and remainders of values
        that may be negative, or by negative constants, on the signed
        loops of ENV (an unsigned counter's difference would wrap);
        None where there is none."""
        r = self.r
        loops = [l for l in env if isinstance(l, Loop) and not l.unsigned]
        if not loops:
            return None
        v = r.choice(loops).var
        w = r.choice(loops).var if len(loops) > 1 else r.choice(["n", "m"])
        k = r.randint(0, 7)
        if k == 0:
            return "(%s / 2 - %s / 3) %% 5 == %d" % (v, w, r.choice([1, -1, 0]))
        if k == 1:
            return "(%s - %s) %% %d == %d" % (v, w, r.randint(3, 5),
                                             r.choice([-1, -2, 1]))
        if k == 2:
            return "%s / -%d + %s %% -%d > %d" % (v, r.randint(2, 3), w,
                                                  r.randint(3, 4),
                                                  r.randint(-6, 0))
        if k == 3:
            d = r.choice([4, -4, 3, -3])
            return "MODULO (%s - %s, %d) == %d" % (
                v, w, d, r.randint(0, abs(d) - 1) * (1 if d > 0 else -1))
        if k == 4:
            return "(%s - %s / 2) / %d == %d" % (v, w, r.randint(2, 4),
                                                 r.randint(-2, 1))
        if k == 5:
            return "(%s / 3 - %s / 2) %% %d != 0" % (v, w, r.choice([2, 3]))
        if k == 6:
            return "((%s - %s) / -%d) %% 3 == %d" % (v, w, r.randint(2, 4),
                                                    r.randint(-2, 2))
        return "(%s - %s - 7) %% -%d < %d" % (v, w, r.randint(2, 5),
                                             r.randint(-2, 1))

    def chain(self, env, arrays, scalars):
        """An if / else-if chain (EXT2) of two or three conditions with
        divisions, each arm setting the same temporary (a new scalar) or
        storing the same element, the temporary then stored; None
        where ENV has no signed loop."""
        r = self.r
        conds = []
        for _ in range(r.randint(2, 3)):
            c = self.divmod_condition(env)
            if not c:
                return None
            conds.append(c)
        lhs = r.choice([a for a in arrays if not a.ro])
        ua, us = {lhs.name}, set()
        dst = self.lhs_access(lhs, env)
        tmp = None
        if self.chance(0.6):
            self.nq += 1
            tmp = "q%d" % self.nq
        arms = [self.expr(lhs.ty, env, arrays, scalars, ua, us)
                for _ in range(len(conds) + 1)]
        if self.chance(0.3):
            arms[-1] = "0.5" if lhs.ty in FP else "7"
        target = tmp or dst
        text = "%s = %s;" % (target, arms[-1])
        for c, a in reversed(list(zip(conds, arms))):
            text = "if (%s)\n  %s = %s;\nelse\n  %s" % (
                c, target, a, text.replace("\n", "\n  "))
        if tmp:
            text = "{\n%s %s;\n%s\n%s = %s;\n}" % (
                lhs.ty, tmp, text, dst, tmp)
        return Stmt(text, ua, us)

    def new_ptr(self, ty):
        """A new pointer (EXT2) to an object of type TY: a separate
        variable, an element of an array of type TY that no function
        declares restrict (C only), or another pointer's object."""
        r = self.r
        name = "P%d" % len(self.ptrs)
        if ty in FP:
            init = r.choice(["0", "-1e30", "1e30", "0.5", "-0.0", "NAN"])
        else:
            init = r.choice(["0", "-1000000", "1000000", "500"])
        target = None
        arrs = [a for a in self.arrays if a.ty == ty and
                (a.kind == "global" or not a.restrict)]
        same = [p for p in self.ptrs if p.ty == ty and p.target is None]
        k = r.random()
        if k < 0.4 and arrs:
            a = r.choice(arrs)
            tot = total_elems(a, a.kind == "global")
            offs = ["0", "1", "(%s) / 2" % tot, "(%s) - 1" % tot]
            if len(a.dims) > 1:
                offs.append("%s + 5" % a.extent(a.dims[-1]))
            off = r.choice(offs)
            target = ("arr", a.name, off)
        elif k < 0.5 and same:
            target = ("ptr", r.choice(same).name)
        p = Ptr(name, ty, init, target)
        self.ptrs.append(p)
        return p

    def memred(self, env, arrays, scalars):
        """A statement (EXT2) that keeps a maximum or minimum of an
        expression through a pointer: a block with the value in a local
        q, and the update "if (q > *P) *P = q;" (>=, <, <=), the select
        "*P = q > *P ? q : *P;", its reverse "*P = *P > q ? *P : q;",
        or fmax / fmin; sometimes a second pointer for the other
        extreme."""
        r = self.r
        ty = r.choice(TYPES)
        ua, us = set(), set()
        rhs = self.expr(ty, env, arrays, scalars, ua, us)
        self.nq += 1
        q = "q%d" % self.nq
        lines = ["{", "%s %s = %s;" % (ty, q, rhs)]
        ptrs = [self.new_ptr(ty)]
        if self.chance(0.15):
            ptrs.append(self.new_ptr(ty))
        for k, p in enumerate(ptrs):
            rel = r.choice([">", ">=", "<", "<="])
            if k == 1:
                rel = {">": "<", ">=": "<=", "<": ">", "<=": ">="}[rel0]
            rel0 = rel
            ua.add(p.name)
            form = r.choice(["if", "if", "if", "sel", "rev"]
                            + (["fmax"] if ty in FP else []))
            if form == "if":
                lines += ["if (%s %s *%s)" % (q, rel, p.name),
                          "  *%s = %s;" % (p.name, q)]
            elif form == "sel":
                lines.append("*%s = %s %s *%s ? %s : *%s;" % (
                    p.name, q, rel, p.name, q, p.name))
            elif form == "rev":
                lines.append("*%s = *%s %s %s ? *%s : %s;" % (
                    p.name, p.name, rel, q, p.name, q))
            else:
                lines.append("*%s = %s (*%s, %s);" % (
                    p.name, ("fmax" if rel[0] == ">" else "fmin")
                    + ("f" if ty == "float" else ""), p.name, q))
        lines.append("}")
        return Stmt("\n".join(lines), ua, us)

    def scalar_set(self, s, env, arrays, scalars):
        ua, us = set(), {s.name}
        rhs = self.expr(s.ty, env, arrays, [x for x in scalars if x is not s],
                        ua, us)
        return Stmt("%s = %s;" % (s.name, rhs), ua, us)

    def scalar_update(self, s, env, arrays, scalars):
        ua, us = set(), {s.name}
        rhs = self.expr(s.ty, env, arrays, [x for x in scalars if x is not s],
                        ua, us)
        if s.ty in FP:
            text = "%s = %s * %s + %s;" % (s.name, s.name,
                                          "0.5f" if s.ty == "float" else "0.5",
                                          rhs) \
                if self.chance(0.3) else "%s += %s;" % (s.name, rhs)
        else:
            text = "%s = (%s + %s) & 0xfffff;" % (s.name, s.name, rhs)
        return Stmt(text, ua, us)

    def new_scalar(self, fn_scalars):
        self.nscalar += 1
        ty = self.r.choice(TYPES)
        s = Scalar("s%d" % self.nscalar, ty,
                   "0" if ty not in FP else self.r.choice(["0", "1", "0.5"]),
                   self.nsinks)
        self.nsinks += 1
        fn_scalars.append(s)
        return s

    # Loops.

    def loop(self, env, depth, arrays, fn_scalars):
        r = self.r
        param = r.choice("nm")
        outers = [l for l in env if isinstance(l, Loop) and l.param == param
                  and l.form != "neg"]
        form = r.choice(["up", "up", "up", "down"])
        outer = None
        if outers and self.chance(0.35):
            form = r.choice(["lower", "upper"])
            outer = r.choice(outers).var
        anyouter = [l for l in env if isinstance(l, Loop)
                    and l.form != "neg"]
        step, unsigned = 1, False
        if self.ext and self.chance(0.3):
            form = r.choice(["step", "stepdown", "redblack"])
            step = 2 if form == "redblack" else r.randint(2, 3)
            outer = None
            if form == "redblack":
                if anyouter:
                    outer = r.choice(anyouter).var
                else:
                    form = "step"
        if self.ext and form in ("up", "step") and self.chance(0.2):
            unsigned = True
        lp = Loop(self.new_var(), param, form, outer, [])
        lp.step, lp.unsigned = step, unsigned
        if self.ext3 and form == "up" and not unsigned and self.chance(0.2):
            # A loop from a negative start (EXT3), its subscripts offset.
            lp.form = "neg"
            lp.start = r.choice(["small", "big"])
        env2 = env + [lp]
        body = []
        if self.ext and depth == 1 and self.chance(0.12):
            # An exit on data.
            ua = set()
            a = r.choice(arrays)
            ua.add(a.name)
            t = ("%s > %s" % (self.access(a, env2), r.choice(["0.5", "0.9"]))
                 if a.ty in FP
                 else "(%s & 15) == %d" % (self.access(a, env2),
                                           r.randint(0, 15)))
            body.append(Stmt("if (%s)\n  break;" % t, ua, set()))
        if depth > 1:
            if self.chance(0.3):
                # A reduction: a scalar set here, updated in the inner
                # loop, used after it.
                s = self.new_scalar(fn_scalars)
                body.append(self.scalar_set(s, env2, arrays, fn_scalars)
                            if self.chance(0.7)
                            else Stmt("%s = %s;" % (s.name, s.init), set(),
                                      {s.name}))
                inner = self.loop(env2, depth - 1, arrays, fn_scalars)
                inner.body.append(self.scalar_update(s, inner_env(env2, inner),
                                                     arrays, fn_scalars))
                body.append(inner)
                body.append(self.assign(env2, arrays, [s]))
            else:
                if self.chance(0.25):
                    body.append(self.assign(env2, arrays, fn_scalars))
                body.append(self.loop(env2, depth - 1, arrays, fn_scalars))
                if self.chance(0.25):
                    body.append(self.assign(env2, arrays, fn_scalars))
                if self.chance(0.15):
                    body.append(self.loop(env2, depth - 1, arrays, fn_scalars))
        else:
            if self.chance(0.25):
                # A temporary.
                s = self.new_scalar(fn_scalars)
                body.append(self.scalar_set(s, env2, arrays, fn_scalars))
                body.append(self.assign(env2, arrays, [s]))
            for _ in range(r.randint(1, 2)):
                body.append(self.assign(env2, arrays, fn_scalars)
                            if not fn_scalars or self.chance(0.7)
                            else self.scalar_update(r.choice(fn_scalars), env2,
                                                    arrays, fn_scalars))
            if self.ext2 and self.chance(0.25):
                body.insert(r.randint(0, len(body)),
                            self.memred(env2, arrays, fn_scalars))
        lp.body = body
        return lp

    def function(self, k, arrays):
        r = self.r
        scalars = []
        nests = []
        for _ in range(r.randint(1, 3)):
            depth = r.choice([1, 2, 2, 2, 3])
            if self.chance(0.15):
                # A scalar carried across the whole nest (a host loop).
                s = self.new_scalar(scalars)
            nptrs = len(self.ptrs)
            nest = None
            if self.ext3 and self.chance(0.4):
                nest, pre = self.ext3_nest(arrays, scalars)
                nests.extend(pre)
            if nest is not None:
                pass
            elif self.ext2 and self.chance(0.2):
                nest = self.color_nest(arrays, scalars, None)
                if nest is None:
                    nest = self.loop([], depth, arrays, scalars)
            else:
                nest = self.loop([], depth, arrays, scalars)
            if (self.ext2 and len(self.ptrs) > nptrs and self.chance(0.3)):
                # A time loop that resets the pointers' objects first.
                new = self.ptrs[nptrs:]
                resets = [Stmt("*%s = %s;" % (p.name, self.r.choice(
                    ["0", "-1e30", "1e30"] if p.ty in FP
                    else ["0", "-1000000"])), {p.name}, set()) for p in new]
                nest = TimeLoop(self.new_var(), resets + [nest])
            elif self.ext and self.chance(0.3):
                nest = self.conv_loop(nest, arrays, scalars)
            elif self.chance(0.2):
                nest = TimeLoop(self.new_var(), [nest])
            nests.append(nest)
        return Function("f%d" % k, nests, scalars)

    def conv_loop(self, nest, arrays, fn_scalars):
        """A convergence loop (EXT) around NEST: the step ends with a
        reduction into a new scalar, the error, over a nest of 1 or 2
        loops, and the loop leaves on it."""
        r = self.r
        ints = [a for a in arrays if a.ty not in FP]
        fp = not ints or self.chance(0.6)
        self.nscalar += 1
        err = Scalar("e%d" % self.nscalar, "double" if fp else "long",
                     "1e30" if fp else "1000000000", self.nsinks)
        self.nsinks += 1
        fn_scalars.append(err)
        readable = arrays if fp else ints
        if self.ext2 and self.chance(0.35):
            # The error through a pointer: "*P = 0;" before the nest,
            # "if (q > *P) *P = q;" in it, "*P < thr" tested.
            r2 = self.conv_loop_ptr(nest, arrays, readable, fp, err)
            if r2:
                return r2
        if self.ext2 and self.chance(0.35):
            # The error reduced under a color loop (red-black sweep).
            cn = self.color_nest(arrays, fn_scalars, err)
            if cn:
                reset = Stmt("%s = 0;" % err.name, set(), {err.name})
                thr = (r.choice(["0.01", "0.1", "0.5", "1e9"]) if err.ty in FP
                       else str(r.choice([0, 200, 10 ** 9])))
                return ConvLoop(self.new_var(), [nest, reset, cn], err,
                                r.choice("<>"), thr,
                                r.choice(["end", "end", "top", "cond"]))
        loops = []
        env = []
        for d in range(r.choice([1, 2, 2])):
            lp = Loop(self.new_var(), r.choice("nm"), "up", None, [])
            env.append(lp)
            loops.append(lp)
        for outer, inner in zip(loops, loops[1:]):
            outer.body.append(inner)
        ua = set()
        a = r.choice(readable)
        b = r.choice(readable)
        ua |= {a.name, b.name}
        x, y = self.access(a, env), self.access(b, env)
        if fp:
            d = "fabs ((double) %s - (double) %s)" % (x, y)
            text = ("{\n  double d = %s;\n  %s = %s > d ? %s : d;\n}"
                    % (d, err.name, err.name, err.name))
        else:
            text = "%s += (long) (%s & 7);" % (err.name, x)
        loops[-1].body.append(Stmt(text, ua, {err.name}))
        reset = Stmt("%s = 0;" % err.name, set(), {err.name})
        thr = (r.choice(["0.01", "0.1", "0.5", "1.0", "1e9"]) if fp
               else str(r.choice([0, 20, 200, 2000, 10 ** 9])))
        style = r.choice(["end", "end", "top", "cond"])
        return ConvLoop(self.new_var(), [nest, reset, loops[0]], err,
                        r.choice("<>"), thr, style)

    def conv_loop_ptr(self, nest, arrays, readable, fp, err):
        """The convergence loop (EXT2) around NEST whose error is kept
        through a new pointer (whose type is ERR's): reset before the
        reduction's nest, a maximum in it, tested after it."""
        r = self.r
        p = self.new_ptr(err.ty)
        env = []
        loops = []
        for d in range(r.choice([1, 2, 2])):
            lp = Loop(self.new_var(), r.choice("nm"), "up", None, [])
            env.append(lp)
            loops.append(lp)
        for outer, inner in zip(loops, loops[1:]):
            outer.body.append(inner)
        a, b = r.choice(readable), r.choice(readable)
        ua = {a.name, b.name, p.name}
        x, y = self.access(a, env), self.access(b, env)
        self.nq += 1
        q = "q%d" % self.nq
        if fp:
            text = ("{\ndouble %s = fabs ((double) %s - (double) %s);\n"
                    "if (%s > *%s)\n  *%s = %s;\n}" % (q, x, y, q, p.name,
                                                       p.name, q))
        else:
            text = ("{\nlong %s = (long) (%s & 7) + (long) (%s & 3);\n"
                    "if (%s > *%s)\n  *%s = %s;\n}" % (q, x, y, q, p.name,
                                                       p.name, q))
        loops[-1].body.append(Stmt(text, ua, set()))
        reset = Stmt("*%s = 0;" % p.name, set(), set())
        reset.arrays = {p.name}
        thr = (r.choice(["0.01", "0.1", "0.5", "1.0", "1e9"]) if fp
               else str(r.choice([0, 5, 8, 10 ** 9])))
        perr = Scalar("*" + p.name, err.ty, "0", -1)
        return ConvLoop(self.new_var(), [nest, reset, loops[0]], perr,
                        r.choice("<>"), thr,
                        r.choice(["end", "end", "top", "cond"]))

    # EXT3: session 19's shapes.

    def div_accum(self, env, arrays, scalars):
        """An accumulation (EXT3) into an element whose subscript
        divides a counter: "A[i / 2] += 0.5 * X;", for integers "A[i /
        2] = (A[i / 2] + X) & 1023;" (two iterations update the same
        element: the loop must stay sequential); None where no
        dimension of the array chosen has a loop of ENV."""
        r = self.r
        lhs = r.choice([a for a in arrays if not a.ro])
        loops = [l for l in env if isinstance(l, Loop) and l.form != "neg"]
        dims = [d for d, p in enumerate(lhs.dims)
                if any(l.param == p for l in loops)]
        if not dims:
            return None
        d0 = r.choice(dims)
        subs = [self.subscript(lhs, d, env) for d in range(len(lhs.dims))]
        subs[d0] = self.div_subscript(
            r.choice([l for l in loops if l.param == lhs.dims[d0]]))
        dst = self.ref(lhs, subs)
        ua, us = {lhs.name}, set()
        rhs = self.expr(lhs.ty, env, arrays, scalars, ua, us)
        if lhs.ty in FP:
            text = "%s += %s * (%s);" % (dst, "0.5f" if lhs.ty == "float"
                                         else "0.5", rhs)
        else:
            text = "%s = (%s + %s) & 1023;" % (dst, dst, rhs)
        return Stmt(text, ua, us)

    def ext3_nest(self, arrays, fn_scalars):
        """One of EXT3's nests, and the statements to print before it:
        a maximum or minimum of absolute values into a scalar
        (absred_nest), a single loop that reduces and writes memory
        (single_nest), or a Jacobi convergence loop whose error goes
        through a pointer (jacobi_ptr); (None, []) where the arrays do
        not allow the one chosen."""
        k = self.r.randint(0, 2)
        if k == 0:
            return self.absred_nest(arrays, fn_scalars)
        if k == 1:
            return self.single_nest(arrays, fn_scalars), []
        return self.jacobi_ptr(arrays), []

    def absred_nest(self, arrays, fn_scalars):
        """A nest of 1 or 2 loops (EXT3) that keeps "e = fmax (e, fabs
        (X - Y));" (fmin, the operands swapped, fmaxf and fminf of
        float), e starting from 0.0, 1.0, -1.0, -0.0, NAN or an array
        element (a statement before the nest)."""
        r = self.r
        fps = [a for a in arrays if a.ty in FP]
        if not fps:
            return None, []
        ty = "float" if self.chance(0.3) else "double"
        sfx = "f" if ty == "float" else ""
        init = r.choice(["0.0", "0.0", "1.0", "-1.0", "-0.0", "NAN", "var"])
        f = ("fmin" if self.chance(0.3) else "fmax") + sfx
        self.nscalar += 1
        e = Scalar("e%d" % self.nscalar, ty, "0" if init == "var" else init,
                   self.nsinks)
        self.nsinks += 1
        fn_scalars.append(e)
        pre = []
        if init == "var":
            a = r.choice(fps)
            pre.append(Stmt("%s = (%s) %s;" % (e.name, ty, self.access(a, [])),
                            {a.name}, {e.name}))
        loops = [Loop(self.new_var(), r.choice("nm"), "up", None, [])
                 for _ in range(r.choice([1, 2, 2]))]
        for outer, inner in zip(loops, loops[1:]):
            outer.body.append(inner)
        a, b = r.choice(fps), r.choice(fps)
        x, y = self.access(a, loops), self.access(b, loops)
        d = "fabs%s ((%s) %s - (%s) %s)" % (sfx, ty, x, ty, y)
        args = (e.name, d) if self.chance(0.7) else (d, e.name)
        st = Stmt("%s = %s (%s, %s);" % ((e.name, f) + args),
                  {a.name, b.name}, {e.name})
        # Its start, by which genf.py tells whether Fortran's max may
        # print it (maxabs_safe).
        st.maxabs = init
        loops[-1].body.append(st)
        return loops[0], pre

    def single_nest(self, arrays, fn_scalars):
        """A single loop (EXT3) that reduces into a new scalar and
        writes an array besides: for floating point a maximum or
        minimum select ("if (q >= s) s = q;", <, >, <=, "s = s > q ? s
        : q", "s = q < s ? q : s") over an array holding -0.0 and
        NaNs, from 0, +-1e30, -0.0 or NAN; for integers a sum "s += q *
        65537" of longs or a maximum; None where no array can be
        written with the element's type."""
        r = self.r
        lp = Loop(self.new_var(), r.choice("nm"), r.choice(["up", "up",
                                                            "down"]),
                  None, [])
        a = r.choice(arrays)
        fp = a.ty in FP
        dsts = [b for b in arrays if not b.ro and (b.ty in FP) == fp]
        if not dsts:
            return None
        b = r.choice(dsts)
        x = self.access(a, [lp])
        w = self.lhs_access(b, [lp])
        self.nq += 1
        q = "q%d" % self.nq
        self.nscalar += 1
        if fp:
            if not a.special and self.chance(0.7):
                a.special = r.choice([1, 2])
            s = Scalar("s%d" % self.nscalar, a.ty,
                       r.choice(["0", "-1e30", "1e30", "-0.0", "NAN"]),
                       self.nsinks)
            lines = ["{", "%s %s = %s;" % (a.ty, q, x),
                     "%s = %s;" % (w, r.choice(["%s * 3", "%s + 1", "-%s"])
                                   % q)]
            rel = r.choice([">=", "<", ">", "<=", "sel", "selr"])
            if rel == "sel":
                lines.append("%s = %s > %s ? %s : %s;" % (s.name, s.name, q,
                                                          s.name, q))
            elif rel == "selr":
                lines.append("%s = %s < %s ? %s : %s;" % (s.name, q, s.name,
                                                          q, s.name))
            else:
                lines += ["if (%s %s %s)" % (q, rel, s.name),
                          "  %s = %s;" % (s.name, q)]
        else:
            s = Scalar("s%d" % self.nscalar, "long",
                       r.choice(["0", "5", "-1000000"]), self.nsinks)
            lines = ["{", "long %s = (long) %s;" % (q, x),
                     "%s = ((%s + 1) & 1023);" % (w, q)]
            if self.chance(0.6):
                lines.append("%s += %s * 65537;" % (s.name, q))
            else:
                lines += ["if (%s > %s)" % (q, s.name),
                          "  %s = %s;" % (s.name, q)]
        self.nsinks += 1
        fn_scalars.append(s)
        lines.append("}")
        lp.body.append(Stmt("\n".join(lines), {a.name, b.name}, {s.name}))
        return lp

    def jacobi_ptr(self, arrays):
        """A Jacobi convergence loop (EXT3) of an array A of doubles of
        1 or 2 dimensions whose error is kept through a new pointer that
        is not restrict ("*P = 0;", then "if (q > *P) *P = q;" over the
        fabs of the change, then "if (*P < tol) break;"), the new values
        into another array B of the same dimensions copied back by a
        second nest, or into A in place; in C the pointer points to its
        own variable or into A or B (the run-time check must then send
        the time loop to the host); None where there is no such A."""
        r = self.r
        cands = [a for a in arrays if a.ty == "double" and not a.ro
                 and len(a.dims) <= 2]
        if not cands:
            return None
        a = r.choice(cands)
        bs = [b for b in arrays if b is not a and not b.ro and b.ty in FP
              and b.dims == a.dims]
        b = r.choice(bs) if bs and self.chance(0.7) else None
        tgts = [x for x in (a, b) if x is not None and x.ty == "double"
                and (x.kind == "global" or not x.restrict)]
        target = None
        if tgts and self.chance(0.6):
            t = r.choice(tgts)
            tot = total_elems(t, t.kind == "global")
            offs = ["0", "1", "(%s) / 2" % tot, "(%s) - 1" % tot]
            if len(t.dims) > 1:
                offs.append("%s + 5" % t.extent(t.dims[-1]))
            target = ("arr", t.name, r.choice(offs))
        p = Ptr("P%d" % len(self.ptrs), "double",
                r.choice(["0", "1e30", "-0.0", "NAN"]), target)
        self.ptrs.append(p)
        one = self.chance(0.5)

        def nest():
            lps = [Loop(self.new_var(), d, "up1" if one else "up", None, [])
                   for d in a.dims]
            for outer, inner in zip(lps, lps[1:]):
                outer.body.append(inner)
            return lps
        loops = nest()
        v = [l.var for l in loops]

        def at(arr, *offs):
            return self.ref(arr, ["%s%s" % (x, "%+d" % o if o else "")
                                  for x, o in zip(v, offs)])
        if len(v) == 1:
            val = "0.5 * (%s + %s)" % (at(a, -1), at(a, 1))
        else:
            val = "0.25 * (%s + %s + %s + %s)" % (
                at(a, -1, 0), at(a, 1, 0), at(a, 0, -1), at(a, 0, 1))
        zero = [0] * len(v)
        self.nq += 2
        q1, q2 = "q%d" % (self.nq - 1), "q%d" % self.nq
        lines = ["{", "double %s = %s;" % (q1, val),
                 "double %s = fabs (%s - %s);" % (q2, q1, at(a, *zero)),
                 "%s = %s;" % (at(b or a, *zero), q1),
                 "if (%s %s *%s)" % (q2, r.choice([">", ">"]), p.name),
                 "  *%s = %s;" % (p.name, q2), "}"]
        ua = {a.name, p.name} | ({b.name} if b else set())
        loops[-1].body.append(Stmt("\n".join(lines), ua, set()))
        reset = Stmt("*%s = 0;" % p.name, {p.name}, set())
        items = [reset, loops[0]]
        if b:
            copy = nest()
            v = [l.var for l in copy]
            copy[-1].body.append(Stmt("%s = %s;" % (at(a, *zero),
                                                    at(b, *zero)),
                                      {a.name, b.name}, set()))
            items.append(copy[0])
        perr = Scalar("*" + p.name, "double", "0", -1)
        return ConvLoop(self.new_var(), items, perr,
                        r.choice(["<", "<", ">"]),
                        r.choice(["1e-3", "0.01", "0.1", "1e9"]),
                        r.choice(["end", "end", "top", "cond"]))

    def color_nest(self, arrays, fn_scalars, err):
        """A red-black sweep (EXT2) of an array of 1 or 2 dimensions
        under a color loop "for (c = 0; c < K; c++)" (K 2 or 3), its
        inner loop strided from "2 + ((i + c) & 1)" or masked by
        "if ((i + j + c) % 2 != 0) continue;", reducing into ERR (a
        maximum of the change, or an integer sum) or, where ERR is
        None, into a new scalar carried across the function; None where
        no array has 1 or 2 dimensions."""
        r = self.r
        cands = [a for a in arrays if not a.ro and len(a.dims) <= 2]
        if not cands:
            return None
        a = r.choice(cands)
        fp = a.ty in FP
        if err is None:
            self.nscalar += 1
            err = Scalar("e%d" % self.nscalar, "double" if fp else "long",
                         r.choice(["0", "1e30"]) if fp else "0", self.nsinks)
            self.nsinks += 1
            fn_scalars.append(err)
        # EXT3: rows from 1 to P-2, the strided start 1 + ((i + c) & 1).
        one = self.ext3 and self.chance(0.5)
        lc = Loop(self.new_var(), str(r.choice([2, 2, 3])), "color", None, [])
        loops = [Loop(self.new_var(), p, "up1" if one else "up", None, [])
                 for p in a.dims]
        masked = self.chance(0.4)
        if not masked:
            inner = loops[-1]
            inner.form = "redblack1" if one else "redblack"
            inner.step = 2
            inner.outer = ("(%s + %s)" % (loops[0].var, lc.var)
                           if len(loops) > 1 else lc.var)
        nest = [lc] + loops
        for outer, inner in zip(nest, nest[1:]):
            outer.body.append(inner)
        body = loops[-1].body
        if masked:
            body.append(Stmt("if ((%s + %s) %% 2 != 0)\n  continue;" % (
                " + ".join(l.var for l in loops), lc.var), set(), set()))
        v = [l.var for l in loops]

        def at(*offs):
            return self.ref(a, ["%s%s" % (x, "%+d" % o if o else "")
                                for x, o in zip(v, offs)])
        if len(v) == 1:
            nb = [at(-1), at(1)]
        else:
            nb = [at(-1, 0), at(1, 0), at(0, -1), at(0, 1)]
        self.nq += 1
        q = "q%d" % self.nq
        if fp:
            c = "%s" % ("0.25" if len(nb) == 4 else "0.5")
            if a.ty == "float":
                c += "f"
            val = "%s * (%s)" % (c, " + ".join(nb))
        else:
            val = "((%s) & 1023)" % " + ".join(nb)
        lines = ["{", "%s %s = %s;" % (a.ty, q, val)]
        here = at(*([0] * len(v)))
        if err.ty in FP:
            self.nq += 1
            d = "q%d" % self.nq
            lines.append("double %s = fabs ((double) %s - (double) %s);"
                         % (d, q, here))
            k = r.randint(0, 2)
            if k == 0:
                lines.append("%s = fmax (%s, %s);" % (err.name, err.name, d))
            elif k == 1:
                lines += ["if (%s > %s)" % (d, err.name),
                          "  %s = %s;" % (err.name, d)]
            else:
                lines.append("%s = %s > %s ? %s : %s;" % (
                    err.name, err.name, d, err.name, d))
        elif fp:
            lines += ["if (%s > %s)" % (q, here), "  %s += 1;" % err.name]
        else:
            lines.append("%s += (long) ((%s) & 7);" % (err.name, q))
        lines += ["%s = %s;" % (here, q), "}"]
        body.append(Stmt("\n".join(lines), {a.name}, {err.name}))
        return lc

    def program(self):
        r = self.r
        arrays = self.gen_arrays()
        fns = [self.function(k, arrays) for k in range(r.randint(1, 3))]
        prog = Program(self.seed, r.randint(5, PMAX), r.randint(5, PMAX),
                       r.randint(1, 4), arrays, fns, self.nsinks)
        prog.ext2 = self.ext2
        prog.ext3 = self.ext3
        prog.ptrs = self.ptrs
        # Fortran's main program (EXT2): array syntax on some of the
        # allocatables (FORM 0: "A = A * c + d", 1: a section, 2: a
        # sum), which genf.py prints after their allocation.
        prog.main_stmts = []
        if self.ext2:
            for a in arrays:
                if a.kind != "global" and self.chance(0.5):
                    prog.main_stmts.append((a.name, r.randint(0, 2)))
        # And a local allocatable W of the main program (EXT2, Fortran):
        # its rank (0: none) and whether its lower bounds are -1 (else
        # 1), allocated from the extents read on one arm of a branch,
        # set and summed by array syntax.
        prog.local_alloc = (0, False)
        if self.ext2 and self.chance(0.6):
            prog.local_alloc = (r.randint(1, 3), self.chance(0.3))
        return prog


def inner_env(env, inner):
    """ENV plus INNER: the loops around a statement at INNER's end."""
    return env + [inner]


# Printing.

def loop_header(lp):
    v, p = lp.var, lp.param
    t = "unsigned" if lp.unsigned else "int"
    bound = "(unsigned) %s - 2" % p if lp.unsigned else "%s - 2" % p
    if lp.form == "up":
        return "for (%s %s = 2; %s < %s; %s++)" % (t, v, v, bound, v)
    if lp.form == "step":
        return "for (%s %s = 2; %s < %s; %s += %d)" % (t, v, v, bound, v,
                                                       lp.step)
    if lp.form == "stepdown":
        return "for (int %s = %s - 3; %s >= 2; %s -= %d)" % (v, p, v, v,
                                                            lp.step)
    if lp.form == "redblack":
        return "for (int %s = 2 + (%s & 1); %s < %s - 2; %s += 2)" % (
            v, lp.outer, v, p, v)
    if lp.form == "color":
        return "for (int %s = 0; %s < %s; %s++)" % (v, v, p, v)
    if lp.form == "neg":
        if lp.start == "small":
            return "for (int %s = -3; %s < %s - 5; %s++)" % (v, v, p, v)
        return "for (int %s = 3 - %s; %s < %s - 3; %s++)" % (v, p, v, p, v)
    if lp.form == "up1":
        return "for (int %s = 1; %s < %s - 1; %s++)" % (v, v, p, v)
    if lp.form == "redblack1":
        return "for (int %s = 1 + (%s & 1); %s < %s - 1; %s += 2)" % (
            v, lp.outer, v, p, v)
    if lp.form == "down":
        return "for (int %s = %s - 3; %s >= 2; %s--)" % (v, p, v, v)
    if lp.form == "lower":
        return "for (int %s = 2; %s <= %s; %s++)" % (v, v, lp.outer, v)
    return "for (int %s = %s + 1; %s < %s - 2; %s++)" % (v, lp.outer, v, p, v)


def conv_test(it):
    """The test of the convergence loop IT that leaves it."""
    return "%s %s %s" % (it.err.name, it.test, it.thr)


def print_items(items, ind, out):
    for it in items:
        if isinstance(it, Stmt):
            for line in it.text.split("\n"):
                out.append(" " * ind + line)
        elif isinstance(it, ConvLoop):
            if not any_stmt(it.body):
                continue
            v = it.var
            if it.style == "cond":
                out.append(" " * ind + "for (int %s = 0; %s < tsteps + 2 "
                           "&& !(%s); %s++)" % (v, v, conv_test(it), v))
            else:
                out.append(" " * ind + "for (int %s = 0; %s < tsteps + 2; "
                           "%s++)" % (v, v, v))
            out.append(" " * ind + "  {")
            if it.style == "top":
                out.append(" " * (ind + 4) + "if (%s > 0 && %s)"
                           % (v, conv_test(it)))
                out.append(" " * (ind + 4) + "  break;")
            print_items(it.body, ind + 4, out)
            if it.style == "end":
                out.append(" " * (ind + 4) + "if (%s)" % conv_test(it))
                out.append(" " * (ind + 4) + "  break;")
            out.append(" " * ind + "  }")
        elif isinstance(it, TimeLoop):
            if not any_stmt(it.body):
                continue
            out.append(" " * ind + "for (int %s = 0; %s < tsteps; %s++)"
                       % (it.var, it.var, it.var))
            out.append(" " * ind + "  {")
            print_items(it.body, ind + 4, out)
            out.append(" " * ind + "  }")
        else:
            if not any_stmt(it.body):
                continue
            out.append(" " * ind + loop_header(it))
            out.append(" " * ind + "  {")
            print_items(it.body, ind + 4, out)
            out.append(" " * ind + "  }")


def any_stmt(items):
    for it in items:
        if isinstance(it, Stmt) or any_stmt(it.body):
            return True
    return False


def stmts(items):
    for it in items:
        if isinstance(it, Stmt):
            yield it
        else:
            yield from stmts(it.body)


def used(fn):
    ua, us = set(), set()
    for s in stmts(fn.nests):
        ua |= s.arrays
        us |= s.scalars
    return ua, us


def param_decl(a):
    if a.kind == "vla":
        q = "restrict " if a.restrict else ""
        return "%s %s[%s%s]%s" % (a.ty, a.name, q, a.extent(a.dims[0]),
                                  "".join("[%s]" % a.extent(p)
                                          for p in a.dims[1:]))
    return "%s *%s%s" % (a.ty, "restrict " if a.restrict else "", a.name)


def total_elems(a, const=False):
    return "*".join(a.extent(p, const) for p in a.dims)


# The checksum of a floating-point array: the sum and the weighted sum
# of its elements.
CHECK_FP = """static void __attribute__ ((noipa))
check_fp (const char *name, const void *p, int fl, long count)
{
  double s = 0, w = 0;
  for (long k = 0; k < count; k++)
    {
      double v = fl ? ((const float *) p)[k] : ((const double *) p)[k];
      s += v;
      w += v * (double) (k % 7 + 1);
    }
  printf ("%s fp %.17g %.17g\\n", name, s, w);
}
"""

# EXT2's: the sums leave out the NaNs, which two more fields count by
# position, as the negative zeros; and "specials", which puts -0.0 in
# place of the +0.0 of every other element, and with MODE 2 a NaN in
# every 89th.
EXT2_PRELUDE = """static void __attribute__ ((noipa))
check_fp (const char *name, const void *p, int fl, long count)
{
  double s = 0, w = 0;
  long nan = 0, negz = 0;
  for (long k = 0; k < count; k++)
    {
      double v = fl ? ((const float *) p)[k] : ((const double *) p)[k];
      if (isnan (v))
        {
          nan += k % 7 + 1;
          continue;
        }
      if (v == 0 && signbit (v))
        negz += k % 7 + 1;
      s += v;
      w += v * (double) (k % 7 + 1);
    }
  printf ("%s fp %.17g %.17g %ld %ld\\n", name, s, w, nan, negz);
}

static void __attribute__ ((noipa))
specials (void *p, int fl, long count, int mode)
{
  for (long k = 0; k < count; k++)
    {
      double v = fl ? ((float *) p)[k] : ((double *) p)[k];
      if (v == 0 && (k & 1))
        v = -0.0;
      if (mode == 2 && k % 89 == 3)
        v = NAN;
      if (fl)
        ((float *) p)[k] = (float) v;
      else
        ((double *) p)[k] = v;
    }
}
"""


def render(prog):
    out = []
    out.append("/* gpugen fuzz program, seed %s.  */" % prog.seed)
    out.append("#include <math.h>\n#include <stdio.h>\n#include <stdlib.h>")
    out.append("#define PMAX %d" % PMAX)
    if getattr(prog, "ext2", False):
        # C's floored remainder, Fortran's modulo (the sign of D).
        out.append("#define MODULO(x, d) ((((x) % (d)) + (d)) % (d))")
    for a in prog.arrays:
        if a.kind == "global":
            out.append("static %s %s%s;" % (a.ty, a.name, "".join(
                "[%s]" % a.extent(p, True) for p in a.dims)))
    out.append("static double sink_fp[%d];" % max(prog.nsinks, 1))
    out.append("static long sink_int[%d];" % max(prog.nsinks, 1))
    byname = {a.name: a for a in prog.arrays + getattr(prog, "ptrs", [])}
    calls = []
    for fn in prog.functions:
        ua, us = used(fn)
        if not any_stmt(fn.nests):
            continue
        params = [byname[n] for n in sorted(ua) if byname[n].kind != "global"]
        sig = ", ".join(["int n", "int m", "int tsteps"]
                        + [param_decl(a) for a in params])
        out.append("")
        out.append("static void __attribute__ ((noipa))\n%s (%s)\n{"
                   % (fn.name, sig))
        scal = [s for s in fn.scalars if s.name in us]
        for s in scal:
            out.append("  %s %s = %s;" % (s.ty, s.name, s.init))
        print_items(fn.nests, 2, out)
        for s in scal:
            out.append("  sink_%s[%d] = %s;" % ("fp" if s.ty in FP else "int",
                                               s.sink, s.name))
        out.append("}")
        calls.append("  %s (n, m, tsteps%s);" % (
            fn.name, "".join(", " + a.name for a in params)))
    out.append("")
    ext2 = getattr(prog, "ext2", False)
    if ext2:
        out.append(EXT2_PRELUDE)
    else:
        out.append(CHECK_FP)
    out.append("""static void __attribute__ ((noipa))
check_int (const char *name, const void *p, int lg, long count)
{
  unsigned long long h = 0;
  for (long k = 0; k < count; k++)
    h = h * 1000003u + (unsigned long long) (lg ? ((const long *) p)[k]
                                             : ((const int *) p)[k]);
  printf ("%s int %llu\\n", name, h);
}

static void __attribute__ ((noipa))
init (void *p, int ty, long count, int salt)
{
  for (long k = 0; k < count; k++)
    {
      int v = (int) ((k * 37 + salt * 11) % 101) - 50;
      switch (ty)
        {
        case 0: ((double *) p)[k] = v * 0.02; break;
        case 1: ((float *) p)[k] = v * 0.02f; break;
        case 2: ((int *) p)[k] = v & 1023; break;
        default: ((long *) p)[k] = v & 1023; break;
        }
    }
}
""")
    out.append("int\nmain (int argc, char **argv)\n{")
    out.append("  int n = argc > 1 ? atoi (argv[1]) : %d;" % prog.n)
    out.append("  int m = argc > 2 ? atoi (argv[2]) : %d;" % prog.m)
    out.append("  int tsteps = argc > 3 ? atoi (argv[3]) : %d;" % prog.tsteps)
    out.append("  if (n > PMAX || m > PMAX || n < 0 || m < 0)\n    return 2;")
    for k, a in enumerate(prog.arrays):
        t = TYPES.index(a.ty)
        if a.kind == "global":
            out.append("  init (%s, %d, %s, %d);" % (a.name, t,
                                                    total_elems(a, True), k))
            continue
        if a.kind == "vla":
            out.append("  %s (*%s)%s = malloc (sizeof (%s) * %s);" % (
                a.ty, a.name, "".join("[%s]" % a.extent(p)
                                      for p in a.dims[1:]),
                a.ty, total_elems(a)))
        else:
            out.append("  %s *%s = malloc (sizeof (%s) * %s);" % (
                a.ty, a.name, a.ty, total_elems(a)))
        out.append("  init (%s, %d, %s, %d);" % (a.name, t, total_elems(a),
                                                 k))
    ptrs = getattr(prog, "ptrs", [])
    if ext2:
        for a in prog.arrays:
            if a.special:
                out.append("  specials (%s, %d, %s, %d);" % (
                    a.name, a.ty == "float", total_elems(a, a.kind == "global"),
                    a.special))
        names = {a.name for a in prog.arrays}
        done = set()
        for p in ptrs:
            # A pointer to an array that the reducer dropped, or to a
            # pointer it did not keep, points to its own variable.
            t = p.target
            if t and t[0] == "arr" and t[1] in names:
                out.append("  %s *%s = (%s *) %s + %s;" % (p.ty, p.name, p.ty,
                                                          t[1], t[2]))
            elif t and t[0] == "ptr" and t[1] in done:
                out.append("  %s *%s = %s;" % (p.ty, p.name, t[1]))
            else:
                out.append("  static %s %s_v;\n  %s *%s = &%s_v;" % (
                    p.ty, p.name, p.ty, p.name, p.name))
            out.append("  *%s = %s;" % (p.name, p.init))
            done.add(p.name)
    out.extend(calls)
    for a in prog.arrays + ptrs:
        cnt = (total_elems(a, a.kind == "global") if a.kind != "pointer"
               else "1")
        if a.ty in FP:
            out.append('  check_fp ("%s", %s, %d, %s);' % (
                a.name, a.name, a.ty == "float", cnt))
        else:
            out.append('  check_int ("%s", %s, %d, %s);' % (
                a.name, a.name, a.ty == "long", cnt))
    out.append('  check_fp ("sink_fp", sink_fp, 0, %d);' % max(prog.nsinks, 1))
    out.append('  check_int ("sink_int", sink_int, 1, %d);'
               % max(prog.nsinks, 1))
    out.append("  return 0;\n}")
    return "\n".join(out) + "\n"


def generate(seed):
    return Gen(seed, EXT or EXT2 or EXT3).program()


if __name__ == "__main__":
    sys.stdout.write(render(generate(int(sys.argv[1]) if len(sys.argv) > 1
                                     else 1)))
