/* Conditional stores of an element that the condition does not read
   (PPCG's may-writes): "if (b[i][j] > t) a[i][j] = v".  gpugen makes
   the store unconditional ("a[i][j] = c ? v : a[i][j]", the old value
   loaded first) where every element it may write is inside its array:
   a declared array of constant size whose subscripts stay within it for
   the parameters (a run-time check: offset_store runs the host code
   when n + k > N, where the original never writes past the end
   either), or an element the nest accesses anyway (anyway).  Two
   iterations that conditionally store the same element are ordered by
   the output dependence (last_above: the last j wins, i stays
   parallel; column_max: all i write col[j], the j loop is parallel).
   The host code keeps the conditional stores.  Where GCC loads the
   element after the store on the condition's other side
   (update_then_read), the element is accessed in every iteration and
   the store is made unconditional for good, as for a relaxation.  The results match a
   host reference, with the conditions true for some elements and false
   for others.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-prune-output "gpugen: SCoP with" } */
/* { dg-gpugen-expect offload } */

#include <stdlib.h>
#include <string.h>

#define N 48

/* The identity, opaque to gpugen: a loop nest that calls it is not a
   SCoP, so the reference and the set-up stay on the host.  */

static double __attribute__ ((noipa))
host (double x)
{
  return x;
}

static int __attribute__ ((noipa))
host_int (int x)
{
  return x;
}

double a[N][N], b[N][N], last[N], col[N], off[N];

void __attribute__ ((noipa))
copy_above (int n, double t)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    for (int j = 0; j < n; j++)
      if (b[i][j] > t)
	a[i][j] = b[i][j] * 2.0;
}

void __attribute__ ((noipa))
anyway (int n, double t, double *restrict y, const double *restrict x)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    if (x[i] < t)
      y[i] = x[i];
  for (int i = 0; i < n; i++)
    y[i] = y[i] + 1.0;
}

void __attribute__ ((noipa))
last_above (int n, double t)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    for (int j = 0; j < n; j++)
      if (b[i][j] > t)
	last[i] = b[i][j] + j;
}

void __attribute__ ((noipa))
column_max (int n)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    for (int j = 0; j < n; j++)
      if (b[i][j] > col[j])
	col[j] = b[i][j];
}

/* A conditional store whose element is read after it: GCC loads it
   again on the other side of the condition only, so the element is
   accessed in every iteration (read or written) and the store is made
   "c ? new : old" for good.  */

double upd[N][N], rd[N][N];

void __attribute__ ((noipa))
update_then_read (int n, double t)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    for (int j = 0; j < n; j++)
      {
	if (b[i][j] > t)
	  upd[i][j] = b[i][j];
	rd[i][j] = upd[i][j] * 2;
      }
}

void __attribute__ ((noipa))
offset_store (int n, int k, const double *restrict x)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    if (x[i] > 0)
      off[i + k] = x[i];
}

static double a_ref[N][N], last_ref[N], col_ref[N], off_ref[N];
static double y[N], y_ref[N], x[2 * N];

int
main (void)
{
  int n = host_int (N);
  for (int i = 0; i < n; i++)
    {
      for (int j = 0; j < n; j++)
	{
	  b[i][j] = host ((double) ((7 * i + 5 * j) % 23) - 11);
	  a[i][j] = a_ref[i][j] = host (-100.0 - i - j);
	}
      last[i] = last_ref[i] = host (-1);
      col[i] = col_ref[i] = host (-50);
      off[i] = off_ref[i] = host (-7);
      y[i] = y_ref[i] = host (i);
    }

  copy_above (n, host (3.5));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      if (host (b[i][j]) > 3.5)
	a_ref[i][j] = b[i][j] * 2.0;
  if (memcmp (a, a_ref, sizeof a) != 0)
    abort ();

  for (int i = 0; i < n; i++)
    x[i] = host ((double) ((3 * i) % 11) - 5);
  anyway (n, host (1.5), y, x);
  for (int i = 0; i < n; i++)
    {
      if (host (x[i]) < 1.5)
	y_ref[i] = x[i];
      y_ref[i] = y_ref[i] + 1.0;
    }
  if (memcmp (y, y_ref, sizeof y) != 0)
    abort ();

  last_above (n, host (6.5));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      if (host (b[i][j]) > 6.5)
	last_ref[i] = b[i][j] + j;
  if (memcmp (last, last_ref, sizeof last) != 0)
    abort ();

  column_max (n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      if (host (b[i][j]) > col_ref[j])
	col_ref[j] = b[i][j];
  if (memcmp (col, col_ref, sizeof col) != 0)
    abort ();

  static double upd_ref[N][N];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      upd[i][j] = upd_ref[i][j] = host (i - j);
  update_then_read (n, host (0.5));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
	if (host (b[i][j]) > 0.5)
	  upd_ref[i][j] = b[i][j];
	if (upd[i][j] != upd_ref[i][j] || rd[i][j] != upd_ref[i][j] * 2)
	  abort ();
      }

  /* Within the array: n + k <= N, the kernel runs.  */
  int k = host_int (N / 4);
  for (int i = 0; i < 2 * N; i++)
    x[i] = host ((double) ((5 * i) % 9) - 4);
  offset_store (n - k, k, x);
  for (int i = 0; i < n - k; i++)
    if (host (x[i]) > 0)
      off_ref[i + k] = x[i];
  if (memcmp (off, off_ref, sizeof off) != 0)
    abort ();
  /* Past its end for the parameters (n + k > N), though the original
     stores only below N: the run-time check runs the host code.  */
  for (int i = 0; i < 2 * N; i++)
    x[i] = host (i + k < N && i % 3 == 0 ? i + 1.0 : -1.0);
  offset_store (n, k, x);
  for (int i = 0; i < n; i++)
    if (host (x[i]) > 0)
      off_ref[i + k] = x[i];
  if (memcmp (off, off_ref, sizeof off) != 0)
    abort ();
  return 0;
}
