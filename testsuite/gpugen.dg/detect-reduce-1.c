/* The analysis of scalar reductions (gpugen-reduce.cc): a nest whose
   scalar a fold reproduces exactly is rewritten for the model as
   partials per row, so that its outermost loop is parallel (the SCoP's
   note counts it, and not the partials, which live on the device; the
   dump names the fold: 7 SEL_GT, 0 ADD, 11 KEEP_GT,
   of types 9 double, 4 int); the forms left alone keep a nest without
   a parallel loop, and the dump says why.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-note -fplugin-arg-gpugen-dump=details" } */

double a[64][64];
int ia[64][64];

double
err_max (int n, int m)
{
  double err = 0;
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with \[0-9\]+ statements, 1 arrays, 1 parallel loops" } */
    for (int j = 0; j < m; j++)
      if (a[i][j] > err)
	err = a[i][j];
  return err;
}

int
isum (int n, int m, int s)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with \[0-9\]+ statements, 1 arrays, 1 parallel loops" } */
    for (int j = 0; j < m; j++)
      s += ia[i][j];
  return s;
}

double
keep (int n, int m, double e)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with \[0-9\]+ statements, 1 arrays, 1 parallel loops" } */
    for (int j = 0; j < m; j++)
      e = e > a[i][j] ? e : a[i][j];
  return e;
}

double
fsum (int n, int m)
{
  double s = 0;
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with \[0-9\]+ statements, 1 arrays, 0 parallel loops" } */
    for (int j = 0; j < m; j++)
      s += a[i][j];
  return s;
}

int
isum1 (int n)
{
  int s = 0;
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with \[0-9\]+ statements, 1 arrays, 0 parallel loops" } */
    s += ia[i][0];
  return s;
}

/* { dg-final { scan-tree-dump "\\\[gpugen-reduce\\\] loop \[0-9\]+: err_\[0-9\]+ rewritten as partials per row \\(fold 7, type 9\\)" "gpugen" } } */
/* { dg-final { scan-tree-dump "\\\[gpugen-reduce\\\] loop \[0-9\]+: s_\[0-9\]+ rewritten as partials per row \\(fold 0, type 4\\)" "gpugen" } } */
/* { dg-final { scan-tree-dump "\\\[gpugen-reduce\\\] loop \[0-9\]+: e_\[0-9\]+ rewritten as partials per row \\(fold 11, type 9\\)" "gpugen" } } */
/* { dg-final { scan-tree-dump "\\\[gpugen-reduce\\\] loop \[0-9\]+: s_\[0-9\]+ not rewritten: a floating-point sum, reassociated only under -fassociative-math" "gpugen" } } */
/* { dg-final { scan-tree-dump "\\\[gpugen-reduce\\\] loop \[0-9\]+: s_\[0-9\]+ not rewritten: a reduction along a single loop" "gpugen" } } */
