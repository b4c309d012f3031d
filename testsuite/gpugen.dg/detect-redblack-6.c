/* A red-black sweep under its color loop (detect-redblack-5.c) with
   the error of the sweep reduced in it by the select that keeps the
   error unless it compares, "err = err > d ? err : d" (the form gpugen
   runs gfortran's max as, detect-redblack-5.f90), whose partials are a
   value and a state: the two chains of scalars have the same accesses,
   and their dependences are computed once.  Under a quota of 200000
   isl operations the model and dependence analysis ran past it and the
   nest stayed on the host; run-redblack-6.c runs it.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details -fplugin-arg-gpugen-max-isl-operations=200000" } */

double
rbmax (int n, double u[restrict n][n], const double f[restrict n][n])
{
  double err = 0.0;
  for (int c = 0; c < 2; c++) /* { dg-note "gpugen: SCoP with 9 statements, 2 arrays" } */
    for (int i = 1; i < n - 1; i++)
      for (int j = 1 + (i + c) % 2; j < n - 1; j += 2)
	{
	  double v = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1]
			     + u[i][j + 1] - f[i][j]);
	  double d = __builtin_fabs (v - u[i][j]);
	  err = err > d ? err : d;
	  u[i][j] = v;
	}
  return err;
}

/* { dg-final { scan-tree-dump-not "SCoP 0 rejected" "gpugen" } } */
/* { dg-final { scan-tree-dump-times "phi_tmp_\[0-9\]* has the accesses of phi_err_\[0-9\]*" 3 "gpugen" } } */
/* { dg-final { scan-tree-dump "SCoP 0 kernels: \[1-9\]" "gpugen" } } */
