/* Red-black sweeps whose strided inner loop is counted by hand, the way
   gfortran counts a DO loop with a step: a count c from a quasi-affine
   start (1 + (i & 1), i % 3) down to 0, the counter j only stepping.
   The count only controls its loop (control_phi_p in gpugen-model.cc):
   it is not modelled and the loop's iterations come from niter
   analysis, so both loops are parallel and each nest is one kernel
   (before, the count was a value carried along the inner loop: that
   loop sequential, and a second kernel).  Also with a continue, where
   the count's test sits in a block of its own.  run-redblack-3.c runs
   them.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" } */

void
red_count (int n, double u[n][n])
{
  for (int i = 1; i < n - 1; i++) /* { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 2 parallel loops" } */
    {
      int j = 1 + (i & 1);
      for (int c = (n - 1 - j) / 2; c > 0; c--, j += 2)
	u[i][j] = 0.25 * (u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1]);
    }
}

void
third_count (int n, int w, double u[n][n])
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 2 parallel loops" } */
    {
      int j = i % 3;
      for (int c = (n - j + 2) / 3; c != 0; c--, j += 3)
	u[i][j] = u[i][j] * w + i;
    }
}

void
red_skip (int n, int m, double u[n][n])
{
  for (int i = 1; i < n - 1; i++) /* { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 2 parallel loops" } */
    {
      int j = 1 + (i & 1);
      for (int c = (n - 1 - j) / 2; c > 0; c--, j += 2)
	{
	  if (i + j > m)
	    continue;
	  u[i][j] = 0.25 * (u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1]);
	}
    }
}

/* { dg-final { scan-tree-dump-times "gpugen: SCoP 0 kernels: 1" 3 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "loop at line \[0-9\]+ depth 2: parallel" 3 "gpugen" } } */
/* { dg-final { scan-tree-dump-not "\\(phi, " "gpugen" } } */
