#!/usr/bin/env python3
# iss.py -- random differential test of gpugen's index-set splitting.
# Copyright (C) 2026 The gpugen authors.
#
# This file is part of gpugen, a GCC plugin; it is free software under
# the GNU General Public License version 3 or later (see COPYING).
"""Random differential test of index-set splitting (gpugen-indexset.cc).

Each seed gives a C program with one loop nest of 2 or 3 loops
(rectangular, or triangular from or to an outer counter, counting up or
down) whose statement writes a[i][j] (or another pair of subscripts) of
an n x n VLA and reads 1 to 3 elements of a whose subscripts mix the
counters, the constants 0..2, a parameter m and n - 1 - counter, most
of them sharing one subscript with the write: the reads that hit the
elements the statement's own instances write on a hyperplane (j == k,
i == m, ...), which the stage splits along.  The update is linear, a
minimum, a conditional maximum or a division; 30% of the nests update
a second array b as well.  The same nest, with __attribute__
((gpugen_off)), is the reference, run in the same program for n = 0..11
and several m, every element compared exactly (memcmp).

    python3 fuzz/iss.py show SEED
    python3 fuzz/iss.py run FROM TO [-O2|-O3]

"run" builds each program with the plugin of this tree for the
emulator, runs it with GPUGEN_EMULATE=1 GPUGEN_EMU_STRICT=1
GPUGEN_OFFLOAD=always, and prints per seed its exit status (0: every
result equal), whether a statement was split and whether the nest was
offloaded; the programs that fail stay in fuzz/failures/iss-SEED.c.
It exits 1 when one failed.  Not part of make check."""

import os
import random
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def nest(r):
    """The body of one random nest (lines), from the generator R."""
    depth = r.choice([2, 3, 3])
    names = ['k', 'i', 'j'][3 - depth:]
    loops = []
    for d, v in enumerate(names):
        outer = names[:d]
        lo, hi = '0', 'n'
        f = r.random()
        if outer and f < 0.2:
            lo = '%s + 1' % r.choice(outer)
        elif outer and f < 0.35:
            hi = '%s + 1' % r.choice(outer)
        loops.append((v, lo, hi, r.random() < 0.25))

    def sub():
        f = r.random()
        if f < 0.55:
            return r.choice(names)
        if f < 0.7:
            return str(r.randint(0, 2))
        if f < 0.82:
            return 'm'
        if f < 0.92:
            return 'n - 1 - %s' % r.choice(names)
        return r.choice(names)

    if depth == 3 and r.random() < 0.8:
        w = [names[1], names[2]]
        if r.random() < 0.3:
            w = [names[2], names[1]]
    elif depth == 2:
        w = [names[0], names[1]]
    else:
        w = [sub(), sub()]

    def ref(s):
        return 'a[%s][%s]' % (s[0], s[1])

    reads = [[sub(), sub()] for _ in range(r.choice([1, 2, 2, 3]))]
    for rd in reads:
        if r.random() < 0.6:
            p = r.randint(0, 1)
            rd[p] = w[p]
    terms = [ref(rd) for rd in reads]
    op = r.choice(['lin', 'min', 'max', 'div'])
    if op == 'lin':
        e = '%s * 0.5' % ref(w) + ''.join(
            ' %s %s * %s' % (r.choice('+-'), t,
                             r.choice(['0.25', '0.75', '1.5']))
            for t in terms)
    elif op == 'min':
        s = ' + '.join(terms)
        e = '(%s) < %s ? (%s) : %s' % (s, ref(w), s, ref(w))
    elif op == 'max':
        s = ' - '.join(terms)
        e = '(%s) > %s ? (%s) * 0.5 : %s' % (s, ref(w), s, ref(w))
    else:
        e = '%s - %s / (%s * %s + 4.0)' % (ref(w), terms[0], terms[-1],
                                           terms[-1])
    second = r.random() < 0.3
    lines = []
    ind = '  '
    for (v, lo, hi, down) in loops:
        if down:
            lines.append('%sfor (int %s = (%s) - 1; %s >= %s; %s--)'
                         % (ind, v, hi, v, lo, v))
        else:
            lines.append('%sfor (int %s = %s; %s < %s; %s++)'
                         % (ind, v, lo, v, hi, v))
        ind += '  '
    if second:
        lines += ['%s{' % ind, '%s  %s = %s;' % (ind, ref(w), e),
                  '%s  b[%s][%s] += %s * 0.5;' % (ind, names[-2], names[-1],
                                                  ref([sub(), sub()])),
                  '%s}' % ind]
    else:
        lines.append('%s%s = %s;' % (ind, ref(w), e))
    return lines


MAIN = r'''#include <stdio.h>
#include <string.h>
#define N 12
#define NEST(S, ATTR) \
ATTR void nest##S (int n, int m, double a[n][n], double b[n][n]) \
{ \
%s}
NEST (, __attribute__ ((noipa)))
NEST (_ref, __attribute__ ((noipa, gpugen_off)))
static double a[N * N], ar[N * N], b[N * N], br[N * N];
int __attribute__ ((gpugen_off))
main (void)
{
  int bad = 0;
  for (int n = 0; n < N; n++)
    for (int m = 0; m < (n ? n : 1); m += 1 + n / 4)
      {
        for (int q = 0; q < N * N; q++)
          {
            a[q] = ar[q] = (double) ((q * 37 + n * 11 + m) %% 29) - 9.5;
            b[q] = br[q] = (double) ((q * 13 + m) %% 7);
          }
        nest (n, m, (double (*)[n]) a, (double (*)[n]) b);
        nest_ref (n, m, (double (*)[n]) ar, (double (*)[n]) br);
        if (memcmp (a, ar, sizeof a) || memcmp (b, br, sizeof b))
          {
            printf ("mismatch n %%d m %%d\n", n, m);
            bad = 1;
          }
      }
  return bad;
}
'''


def program(seed):
    """The C program of SEED."""
    body = nest(random.Random(seed))
    return MAIN % ''.join(l + ' \\\n' for l in body)


def run_one(seed, opt, tmp):
    """Build and run SEED's program; return (status, split, offloaded),
    status None when the build failed."""
    src = os.path.join(tmp, 'p%d.c' % seed)
    exe = os.path.join(tmp, 'p%d' % seed)
    with open(src, 'w') as f:
        f.write(program(seed))
    cmd = ['gcc', opt, '-fplugin=%s/plugin/gpugen.so' % ROOT,
           '-fplugin-arg-gpugen-emulate', '-fopt-info-omp-optimized-note',
           src, '-o', exe, '-L%s/runtime' % ROOT, '-Wl,-Bstatic', '-lgpugen',
           '-Wl,-Bdynamic', '-ldl', '-lpthread']
    b = subprocess.run(cmd, capture_output=True, text=True, cwd=tmp)
    if b.returncode != 0:
        return None, False, False
    split = 'pieces where it reads' in b.stderr
    off = 'offloaded to the GPU' in b.stderr
    env = dict(os.environ, GPUGEN_EMULATE='1', GPUGEN_EMU_STRICT='1',
               GPUGEN_OFFLOAD='always')
    try:
        p = subprocess.run([exe], capture_output=True, env=env, timeout=120)
        status = p.returncode
    except subprocess.TimeoutExpired:
        status = 'timeout'
    return status, split, off


def main(argv):
    if len(argv) == 3 and argv[1] == 'show':
        sys.stdout.write(program(int(argv[2])))
        return 0
    if len(argv) not in (4, 5) or argv[1] != 'run':
        sys.stderr.write(__doc__)
        return 2
    first, last = int(argv[2]), int(argv[3])
    opt = argv[4] if len(argv) == 5 else '-O2'
    failed = n_split = n_off = 0
    with tempfile.TemporaryDirectory(prefix='gpugen-iss-') as tmp:
        for seed in range(first, last + 1):
            status, split, off = run_one(seed, opt, tmp)
            n_split += split
            n_off += off
            print('seed %d: %s%s%s' % (seed,
                                       'build failed' if status is None
                                       else 'status %s' % status,
                                       ', split' if split else '',
                                       ', offloaded' if off else ''))
            if status != 0:
                failed += 1
                os.makedirs(os.path.join(ROOT, 'fuzz', 'failures'),
                            exist_ok=True)
                with open(os.path.join(ROOT, 'fuzz', 'failures',
                                       'iss-%d.c' % seed), 'w') as f:
                    f.write(program(seed))
    n = last - first + 1
    print('iss: %d programs, %d with a statement split, %d offloaded, '
          '%d failed' % (n, n_split, n_off, failed))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
