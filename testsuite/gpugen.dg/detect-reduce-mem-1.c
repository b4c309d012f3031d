/* Maxima and minima kept in memory by a nest through a pointer that is
   not restrict (issues 13 and 16, gpugen-reduce-mem.cc): a minimum and
   the select stored back ("*p = d > *p ? d : *p") are promoted to a
   register and offloaded with partials per row, under a run-time check
   of the bytes of *p against the arrays (the alias check line); the
   Jacobi sweep of the convergence loop ("*errp = 0.0;", "if (d
   > *errp) *errp = d;", "if (*errp < tol) break;") is promoted across
   the time loop (gpugen-reduce-memexit.cc), one region, under the same
   check.  Refused, their nests kept as they were (a scalar read and
   written in every iteration): the form that keeps the accumulator
   unless the comparison holds for it ("*p = *p > d ? *p : d"), fmax
   (the C library's zeros), long double (no fold), and a pointer whose
   location the nest reads elsewhere too.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" } */

#include <math.h>

void
sweep (int n, const double *u, double *w, const double *f, double *errp,
       int maxit, double tol)
{
  for (int it = 0; it < maxit; it++)
    {
      *errp = 0.0; /* { dg-bogus "loop with several exits" } */
      for (int i = 1; i < n - 1; i++) /* { dg-note "gpugen: SCoP with 4 statements, 3 arrays, 2 parallel loops, run-time alias checks" } */
	for (int j = 1; j < n - 1; j++)
	  {
	    double v = 0.25 * (u[(i-1)*n+j] + u[(i+1)*n+j] + u[i*n+j-1]
			       + u[i*n+j+1] - f[i*n+j]);
	    double d = fabs (v - u[i*n+j]);
	    if (d > *errp)
	      *errp = d;
	    w[i*n+j] = v;
	  }
      if (*errp < tol)
	break;
    }
}

void
minimum (int n, int m, const float *a, float *b, float *lo)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 5 statements, 2 arrays, 1 parallel loops, run-time alias checks" } */
    for (int j = 0; j < m; j++)
      {
	float d = a[i * m + j];
	if (d < *lo)
	  *lo = d;
	b[i * m + j] = d * 2;
      }
}

/* The element read again after the store (which may have changed it):
   GCC's partial redundancy elimination reloads it on the store's arm,
   and the condition stays control flow.  */

void
reload (int n, int m, const float *a, float *b, float *lo)
{
  for (int i = 0; i < n; i++) /* { dg-missed "loop nest not a SCoP: condition not affine" } */
    for (int j = 0; j < m; j++) /* { dg-missed "loop nest not a SCoP: condition not affine" } */
      {
	if (a[i * m + j] < *lo)
	  *lo = a[i * m + j];
	b[i * m + j] = a[i * m + j] * 2;
      }
}

void
select_back (int n, int m, const double *a, double *b, double *hi)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 5 statements, 2 arrays, 1 parallel loops, run-time alias checks" } */
    for (int j = 0; j < m; j++)
      {
	double d = a[i * m + j];
	*hi = d > *hi ? d : *hi;
	b[i * m + j] = -d;
      }
}

void
keep (int n, int m, const double *a, double *b, double *hi)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 2 statements, 3 arrays, 0 parallel loops, run-time alias checks" } */
    for (int j = 0; j < m; j++)
      {
	double d = a[i * m + j];
	*hi = *hi > d ? *hi : d;
	b[i * m + j] = -d;
      }
}

void
fm (int n, int m, const double *a, double *b, double *hi)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 2 statements, 3 arrays, 0 parallel loops, run-time alias checks" } */
    for (int j = 0; j < m; j++)
      {
	double d = a[i * m + j];
	*hi = fmax (*hi, d);
	b[i * m + j] = -d;
      }
}

void
ld (int n, int m, const long double *a, long double *b, long double *hi)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 2 statements, 3 arrays, 0 parallel loops, run-time alias checks" } */
    for (int j = 0; j < m; j++)
      {
	long double d = a[i * m + j];
	if (d > *hi)
	  *hi = d;
	b[i * m + j] = -d;
      }
}

void
read_too (int n, int m, const double *a, double *b, double *hi)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 2 statements, 3 arrays, 0 parallel loops, run-time alias checks" } */
    for (int j = 0; j < m; j++)
      {
	double d = a[i * m + j];
	if (d > *hi)
	  *hi = d;
	b[i * m + j] = d + hi[1];
      }
}

/* { dg-final { scan-tree-dump-times "\\*errp_\[0-9\]+\\(D\\) promoted to a register across the time loop for the model" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "gpugen: SCoP \[0-9\]+ alias check: the store \\*errp_\[0-9\]+\\(D\\) and each array" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "promoted to a register for the model" 2 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "not promoted: it keeps the value in memory unless the comparison holds for it" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "not promoted: no accumulator of a type the folds handle" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "is not promoted: the region reads or writes it elsewhere" 1 "gpugen" } } */

