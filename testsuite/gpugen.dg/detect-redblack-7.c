/* Issue 16, the C twin of detect-redblack-9.f90: a red-black solver
   whose sweep's error is "if (d > err) err = d" with d = fabs (...), in
   a convergence loop.  The select keeps the first of equal elements,
   but absolute values have no -0.0 and the select takes no NaN, so the
   result does not depend on the order: the error's partials are kept
   per (color, row) (gpugen-reduce-rows.cc), not per color, and j is
   parallel within a color.  The time loop is one region; isl's
   scheduler runs past its quota on it, and its original schedule, which
   keeps the time loop outermost (the only one mapped for such a region
   anyway), is mapped (run-redblack-8.c runs it).  Before, the rows were
   the colors and the time loop stayed on the host.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" } */

double
rbc (int n, double u[restrict n][n], const double f[restrict n][n],
     double tol, int maxit, int *itp)
{
  double err = 0;
  int it;
  for (it = 0; it < maxit; it++)
    {
      err = 0;
      for (int c = 0; c < 2; c++)
	for (int i = 1; i < n - 1; i++)
	  for (int j = 1 + ((i + c) & 1); j < n - 1; j += 2)
	    {
	      double v = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1]
				 + u[i][j + 1] - f[i][j]);
	      double d = __builtin_fabs (v - u[i][j]);
	      if (d > err)
		err = d;
	      u[i][j] = v;
	    }
      if (err < tol)
	break;
    }
  *itp = it;
  return err;
}

/* { dg-note "gpugen: SCoP with 5 statements, 2 arrays, 1 parallel loops" "" { target *-*-* } 16 } */
/* { dg-final { scan-tree-dump "\\\[gpugen-reduce\\\] loop \[0-9\]*: 2 iterations; the rows are those of loop \[0-9\]* inside it" "gpugen" } } */
/* { dg-final { scan-tree-dump "SCoP 0: the scheduler ran past its quota on a time loop's region; the original schedule is mapped" "gpugen" } } */
/* { dg-final { scan-tree-dump "SCoP 0 loop at line \[0-9\]* depth 3: parallel" "gpugen" } } */
/* { dg-final { scan-tree-dump-not "SCoP 0 rejected" "gpugen" } } */
