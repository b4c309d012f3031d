/* A read-only snapshot of an array whose reads are several pieces with
   divisions (fuzz --ext2 C seed 135, reduced): in a loop of step 3,
   "a[2][i + 1]" is written from "a[2][2 * i - 1]" and "a[0][i - 1]",
   which read only values from before the nest and go to a snapshot
   filled on the device from a's buffer.  The snapshot's rows were
   those without the constraints on divisions (loose_rows in
   gpugen-memory.cc, meant for arrays only read, which are copied from
   the host under a run-time check), 1 .. 6n, past a's exact rows 1 ..
   6n - 2 ((n - 2) % 3): the fill copied past a's device buffer, which
   the emulator reports ("__gpugen_region_copy_device: invalid size",
   and with GPUGEN_EMU_STRICT the program exits) and a GPU may not.
   Every element against the host reference (gpugen_off), for n from 0
   to 41, where (n - 2) % 3 takes each value, and m = 1 and 3 (the
   rows past row 2 untouched); each call with iterations launches one
   kernel on the device.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */
/* { dg-set-target-env-var GPUGEN_PROFILE "1" } */
/* { dg-output "kernel gpugen_f_L\[0-9\]*_0 \[^\r\n\]*: 74 launches" } */

#include <stdlib.h>
#include <string.h>

#define F(NAME, ATTR)							\
  static void __attribute__ ((noipa)) ATTR				\
  NAME (int n, int m, int a[restrict (2 * m + 3)][2 * n + 3])		\
  {									\
    for (int i = 2; i < n - 2; i += 3)					\
      a[2][i + 1] = (5 * i & 1023) < ((a[2][2 * i - 1] * a[0][i - 1]	\
				       + 8 * i) & 1023)			\
		    ? 5 * i & 1023					\
		    : (a[2][2 * i - 1] * a[0][i - 1] + 8 * i) & 1023;	\
  }

F (f, ) /* { dg-optimized "loop nest offloaded" } */
F (f_ref, __attribute__ ((gpugen_off)))

#define NMAX 41
static int p[(2 * 3 + 3) * (2 * NMAX + 3)], q[(2 * 3 + 3) * (2 * NMAX + 3)];

static void __attribute__ ((noipa, gpugen_off))
fill (int cnt)
{
  for (int k = 0; k < cnt; k++)
    p[k] = q[k] = (k * 37) % 101 - 50;
}

int
main (void)
{
  for (int m = 1; m <= 3; m += 2)
    for (int n = 0; n <= NMAX; n++)
      {
	fill ((2 * m + 3) * (2 * n + 3));
	f (n, m, (int (*)[2 * n + 3]) p);
	f_ref (n, m, (int (*)[2 * n + 3]) q);
	if (memcmp (p, q, sizeof p) != 0)
	  abort ();
      }
  return 0;
}
