/* The remarks of scalar reductions (gpugen-reduce.cc): a nest whose
   scalar a fold reproduces exactly is offloaded as partials per row,
   and its remark says so, naming the scalar and the nest's loops (two
   reductions of one nest both); the forms it leaves on the host keep
   their "no parallel loop" remark with the reason: a floating-point
   sum without -fassociative-math, fmax of no fabs or from no constant
   (the C library's -0.0 or +0.0), one along a single loop; a scalar the
   nest also stores is no reduction and has no reason.  A reduction
   whose value a later nest of its region reads stays on the host, with
   the reason (its region is split, and the later nest is offloaded
   alone).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-optimized-missed" } */

#include <math.h>

double a[64][64], b[64][64], v[4096];
int ia[64][64];

double
err_max (int n, int m)
{
  double err = 0;
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the \[^\n\]*; reduction of .err. over the loops at lines 24-25, partials per row" } */
    for (int j = 0; j < m; j++)
      {
	double d = fabs (a[i][j] - b[i][j]);
	if (d > err)
	  err = d;
      }
  return err;
}

int
err_and_count (int n, double *ep)
{
  double err = 0;
  int c = 0;
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the \[^\n\]*; reduction of .err. over the loops at lines 39-40, partials per row; reduction of .c. over the loops at lines 39-40, partials per row" } */
    for (int j = 0; j < 64; j++)
      {
	double d = fabs (a[i][j] - b[i][j]);
	if (d > err)
	  err = d;
	if (d > 1.0)
	  c++;
      }
  *ep = err;
  return c;
}

double
fsum (int n, int m)
{
  double s = 0;
  for (int i = 0; i < n; i++) /* { dg-missed "no parallel loop \\(a reduction or recurrence alone\\) \\(the loop at line 56 carries a dependence on .s. at line 56: a floating-point sum, reassociated only under -fassociative-math\\)" } */
    for (int j = 0; j < m; j++)
      s += a[i][j];
  return s;
}

double
fmax_nest (int n, int m)
{
  double e = 0;
  for (int i = 0; i < n; i++) /* { dg-missed "no parallel loop \\(a reduction or recurrence alone\\) \\(the loop at line 66 carries a dependence on .e. at line 66: fmax.s result on -0.0 and \\+0.0 is the C library.s, which the GPU does not reproduce \\(the element is no fabs\\)\\)" } */
    for (int j = 0; j < m; j++)
      e = fmax (e, a[i][j]);
  return e;
}

int
isum1 (int n)
{
  int s = 0;
  for (int i = 0; i < n; i++) /* { dg-missed "no parallel loop \\(a reduction or recurrence alone\\) \\(the loop at line 76 carries a dependence on .s. at line 77: a reduction along a single loop, with no loop inside it to give each iteration a partial result, is not offloaded yet\\)" } */
    s += ia[i][3];
  return s;
}

int
stored (int n)
{
  int s = 0;
  for (int i = 0; i < n; i++) /* The scalar used after the region: split into the loop inside it (a note).  */
    {
      for (int j = 0; j < 64; j++) /* { dg-missed "no parallel loop \\(a reduction or recurrence alone\\) \\(the loop at line 87 carries a dependence on .s. at line 88: a reduction along a single loop" } */
	s += ia[i][j];
      ia[i][0] = s;
    }
  return s;
}

double
read_later (int n)
{
  double err = 0;
  for (int i = 0; i < n; i++) /* { dg-missed "no parallel loop \\(a reduction or recurrence alone\\) \\(the loop at line 98 carries a dependence on .err. at line 98: its value after the loop is read in its region or in a later loop nest\\)" } */
    for (int j = 0; j < 64; j++)
      if (a[i][j] > err)
	err = a[i][j];
  for (int i = 0; i < n; i++) /* { dg-optimized "loop nest offloaded to the \[^\n\]*1 kernel \\(2 loops mapped to blocks of 32x8 threads\\)" } */
    for (int j = 0; j < 64; j++)
      b[i][j] = a[i][j] / err;
  return err;
}

/* { dg-prune-output "SCoP with" } */

double
fmax_start (int n, int m, double e)
{
  for (int i = 0; i < n; i++) /* { dg-missed "no parallel loop \\(a reduction or recurrence alone\\) \\(the loop at line 113 carries a dependence on .e. at line 113: the result of fmax or fmin on -0.0 and \\+0.0 is the C library.s, which the GPU does not reproduce \\(the accumulator does not start from a constant that is neither a NaN nor -0.0\\)\\)" } */
    for (int j = 0; j < m; j++)
      e = fmax (e, fabs (a[i][j]));
  return e;
}
