/* detect-reduce-exit-3.c's error stored through a pointer that is not
   restrict, with alias-checks=0: no run-time check of the store either,
   and the time loop is refused with a note that says why, its nests a
   region of their own (no alias check between the global arrays).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-offload=0 -fplugin-arg-gpugen-alias-checks=0" } */

#include <math.h>

double ga[64 * 64], gb[64 * 64];

void
psolve (int n, int maxit, double tol, double *errp)
{
  for (int it = 0; it < maxit; it++)
    {
      for (int i = 1; i < n - 1; i++) /* { dg-note "gpugen: the loop's exit on data is not tested on the host between steps: the step stores the reduction's value where the loop's other accesses may read or write \\('errp' at line 29\\)" } */
	for (int j = 1; j < n - 1; j++) /* { dg-missed "loop nest not a SCoP: loop with several exits or irreducible control flow" "" { target *-*-* } .-1 } */
	  gb[i * n + j] = 0.25 * (ga[(i - 1) * n + j] + ga[(i + 1) * n + j] /* { dg-note "gpugen: SCoP with 5 statements, 2 arrays, 3 parallel loops" "" { target *-*-* } .-2 } */
				  + ga[i * n + j - 1] + ga[i * n + j + 1]);
      double err = 0;
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  {
	    double d = fabs (gb[i * n + j] - ga[i * n + j]);
	    err = err > d ? err : d;
	    ga[i * n + j] = gb[i * n + j];
	  }
      *errp = err;
      if (err < tol)
	break;
    }
}
