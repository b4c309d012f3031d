/* With reductions=0 (gpugen-reduce.cc off), a nest whose scalar a fold
   would reproduce stays on the host, and its remark says why and names
   the knob.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-missed -fplugin-arg-gpugen-reductions=0" } */

double a[64][64];

double
err_max (int n, int m)
{
  double err = 0;
  for (int i = 0; i < n; i++) /* { dg-missed "no parallel loop \\(a reduction or recurrence alone\\) \\(the loop at line 13 carries a dependence on .err. at line 13: a reduction, kept on the host with reductions=0\\)" } */
    for (int j = 0; j < m; j++)
      if (a[i][j] > err)
	err = a[i][j];
  return err;
}
