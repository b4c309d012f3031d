/* Under the default -ftrapping-math, a store that GCC sinks into the
   join of a data-dependent condition whose arm computes the stored value
   with floating-point operations that may raise an exception: "if (b[i]
   > 0) a[i] = 1; else a[i] = a[i] * 2 + b[i]" (Fortran's "where ...
   elsewhere" on one array), and the same with both sides computing.  A
   select would compute the arm where the condition holds too, raising
   exceptions the program does not, on the host as well: the store goes
   back into each side, and the two conditional stores are made
   unconditional on trial, their arms' operations moving back into their
   branches at the end of the pass, so that only the kernels compute
   them everywhere (run-select-8.c checks the host code's flags).
   Before, "condition not affine" kept these nests on the host
   (run-select-5.c offloads them only without trapping math).  The
   results match a host reference, for sizes 0, 1, 2, odd and N.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-prune-output "gpugen: SCoP with" } */
/* { dg-gpugen-expect offload } */

#include <stdlib.h>

#define N 48

double da[N], db[N], dc[N], rd[N], rc[N];

/* The identity, opaque to gpugen: a loop nest that calls it is not a
   SCoP, so the reference and the set-up stay on the host.  */

static double __attribute__ ((noipa))
id (double v)
{
  return v;
}

static void __attribute__ ((noipa))
one_side (int n)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    if (db[i] > 0)
      da[i] = 1;
    else
      da[i] = da[i] * 2 + db[i];
}

static void __attribute__ ((noipa))
both_sides (int n)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    if (db[i] > 0.5)
      dc[i] = db[i] * 3 - dc[i];
    else
      dc[i] = db[i] / 2 + 1;
}

int
main (void)
{
  static const int sizes[] = { 0, 1, 2, 9, N };
  for (unsigned s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
    {
      int n = sizes[s];
      for (int i = 0; i < N; i++)
	{
	  db[i] = id ((i * 3) % 4 - 1);
	  da[i] = rd[i] = id (2 * i - 11);
	  dc[i] = rc[i] = id (i * 0.25);
	  if (i < n)
	    {
	      rd[i] = id (db[i]) > 0 ? 1 : id (rd[i]) * 2 + db[i];
	      rc[i] = (id (db[i]) > 0.5 ? id (db[i]) * 3 - rc[i]
		       : id (db[i]) / 2 + 1);
	    }
	}
      one_side (n);
      both_sides (n);
      for (int i = 0; i < N; i++)
	if (da[i] != rd[i] || dc[i] != rc[i])
	  abort ();
    }
  return 0;
}
