/* GPUGEN_PROFILE counts each execution that a region's run-time checks
   of its model send to the host "by the run-time checks"
   (__gpugen_region_checked, runtime/hostrange.c): an alias check that
   fails (shift called on overlapping ranges, a recurrence the host
   code runs in order) and a delinearization assumption that fails
   (rows called with rows longer than their stride: the subscripts of
   one row reach into the next).  Before, such executions were not
   counted at all, or, where the region also had a host memory check,
   counted "by the host memory check" from ranges computed with the
   values the checks had rejected.  Each result matches a host
   reference.  */
/* { dg-do run } */
/* { dg-options "-O2" } */
/* { dg-set-target-env-var GPUGEN_PROFILE "1" } */
/* { dg-output "region \[^\r\n\]*:\[0-9\]+ \\(shift\\): 1 of 3 executions on the device, 2 on the host \\(2 by the run-time checks\\).*" } */
/* { dg-output "region \[^\r\n\]*:\[0-9\]+ \\(rows\\): 2 of 3 executions on the device, 1 on the host \\(1 by the run-time checks\\)" } */
/* { dg-gpugen-expect offload } */

#include <stdlib.h>

/* Reading this volatile 1 keeps the reference loops on the host.  */
static volatile double one = 1;

__attribute__ ((noipa)) void
shift (int n, double *a, const double *b)
{
  for (int i = 0; i < n; i++)
    a[i] = 0.5 * b[i] + 1;
}

__attribute__ ((noipa)) void
shift_ref (int n, double *a, const double *b)
{
  for (int i = 0; i < n; i++)
    a[i] = 0.5 * b[i] * one + 1;
}

__attribute__ ((noipa)) void
rows (int n, int m, long w, double *a)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i * w + j] = a[i * w + j] * 3 + i - j;
}

__attribute__ ((noipa)) void
rows_ref (int n, int m, long w, double *a)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i * w + j] = a[i * w + j] * 3 * one + i - j;
}

#define N 300

static double x[2 * N + 2], y[2 * N + 2];

static void
fill (void)
{
  for (int i = 0; i < 2 * N + 2; i++)
    x[i] = y[i] = (i * 7 % 23) * 0.25 - 1;
}

static void
check (void)
{
  for (int i = 0; i < 2 * N + 2; i++)
    if (x[i] != y[i])
      abort ();
}

int
main (void)
{
  /* Disjoint: on the device.  */
  fill ();
  shift (N, x + N, x);
  shift_ref (N, y + N, y);
  check ();
  /* Overlapping, both ways: the alias check fails.  */
  fill ();
  shift (N, x + 1, x);
  shift_ref (N, y + 1, y);
  check ();
  fill ();
  shift (N, x, x + 1);
  shift_ref (N, y, y + 1);
  check ();

  /* Rows within their stride: on the device.  */
  fill ();
  rows (20, 10, 12, x);
  rows_ref (20, 10, 12, y);
  check ();
  rows (12, 24, 24, x);
  rows_ref (12, 24, 24, y);
  check ();
  /* Rows of 15 elements 12 apart: the assumption fails.  */
  rows (20, 15, 12, x);
  rows_ref (20, 15, 12, y);
  check ();
  return 0;
}
