/* Exits on data that run code of their own, and loops around nests that
   stop on data.  "for (j ...) if (a[i][j] < t) { pos[i] = j; break; }":
   the exit's store moves past the loop's end under a flag
   (gpugen_sink_exit_code), where it becomes a select (each of two
   stores with a condition of its own), and the search a flag for the
   model (gpugen-exits.cc); the i loop is parallel.  A
   convergence loop, "for (it ...) { stencil; err = sum ...; copy; if
   (err < tol) break; }", stays on the host; its nests go to the GPU on
   their own, but for the one that computes the error, a reduction used
   after it.  The results match a host reference, with the exit taken
   at the first and the last iteration, several times in a row (the
   first one counts), not at all, and empty loops; the convergence loop
   stops at its first step, later, at its count, or runs no step.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-prune-output "gpugen: SCoP with" } */
/* { dg-gpugen-expect offload } */

#include <stdlib.h>

#define N 40

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

double a[N][N], b[N][N], c[N][N], val[N];
int pos[N];

/* POS[i] := the first j < m with a[i][j] < t, -1 if none.  */

void __attribute__ ((noipa))
store_first (int n, int m, double t)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    {
      pos[i] = -1;
      for (int j = 0; j < m; j++)
	if (a[i][j] < t)
	  {
	    pos[i] = j;
	    break;
	  }
    }
}

/* The same without the store before the search: POS[i] keeps its value
   where there is no hit; VAL[i] := a value computed from the hit.  */

void __attribute__ ((noipa))
store_only (int n, int m, double t)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    for (int j = 0; j < m; j++)
      if (a[i][j] < t)
	{
	  pos[i] = j;
	  break;
	}
}

void __attribute__ ((noipa))
store_value (int n, int m, double t)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    for (int j = 0; j < m; j++)
      if (a[i][j] > t)
	{
	  val[i] = a[i][j] * 2.0 + j;
	  break;
	}
}

/* Two stores: each gets a condition of its own on the flag.  */

void __attribute__ ((noipa))
store_two (int n, int m, double t)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    for (int j = 0; j < m; j++)
      if (a[i][j] < t)
	{
	  pos[i] = j;
	  val[i] = a[i][j] + j;
	  break;
	}
}

/* Jacobi sweeps until the squared change falls below TOL or MAXIT
   sweeps ran; return the sweeps run.  */

int __attribute__ ((noipa))
jacobi (int n, int maxit, double tol)
{
  int it;
  for (it = 0; it < maxit; it++)
    {
      for (int i = 1; i < n - 1; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
	for (int j = 1; j < n - 1; j++)
	  b[i][j] = 0.25 * (a[i-1][j] + a[i+1][j] + a[i][j-1] + a[i][j+1]);
      double err = 0;
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  err += (b[i][j] - a[i][j]) * (b[i][j] - a[i][j]);
      for (int i = 1; i < n - 1; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
	for (int j = 1; j < n - 1; j++)
	  a[i][j] = b[i][j];
      if (err < tol)
	break;
    }
  return it;
}

/* The same without a count, stopping on one value: one region.  */

void __attribute__ ((noipa))
relax (int n, double tol)
{
  for (;;)
    {
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  b[i][j] = 0.5 * a[i][j] + 0.125 * (a[i-1][j] + a[i+1][j]
					      + a[i][j-1] + a[i][j+1]);
      for (int i = 1; i < n - 1; i++)
	for (int j = 1; j < n - 1; j++)
	  a[i][j] = b[i][j];
      if (a[n / 2][n / 2] > tol) /* { dg-optimized "gpugen: loop nest offloaded to the GPU: 2 kernels \[^\n\]*launched in 1 host loop" } */
	break;
    }
}

static int pos_ref[N];
static double val_ref[N];

static void
check (int n)
{
  for (int i = 0; i < n; i++)
    if (pos[i] != host_int (pos_ref[i]) || val[i] != host (val_ref[i]))
      abort ();
}

static void
fill (int n)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      /* Row i is below 1 at column 5i mod 43 and 2 after it, in rows
	 i % 5 != 4 but 1; nowhere in the others; row 0 at its first column,
	 row 1 at its last.  */
      a[i][j] = host (i % 5 != 4 && i != 1 && (j == (5 * i) % 43
				     || j == (5 * i) % 43 + 2)
		      ? 0.5 : 2.0 + (i + 3 * j) % 7);
}

static void
reference (int n, int m, double t, int init, int value)
{
  for (int i = 0; i < n; i++)
    {
      if (init)
	pos_ref[i] = -1;
      for (int j = 0; j < m; j++)
	if (value ? host (a[i][j]) > t : host (a[i][j]) < t)
	  {
	    if (value)
	      val_ref[i] = a[i][j] * 2.0 + j;
	    else
	      pos_ref[i] = j;
	    break;
	  }
    }
}

static void
set_pos (int n)
{
  for (int i = 0; i < n; i++)
    {
      pos[i] = pos_ref[i] = host_int (100 + i);
      val[i] = val_ref[i] = host (-1.0 - i);
    }
}

static void
grid (int n)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
	a[i][j] = host (i == 0 || j == 0 || i == n - 1 || j == n - 1
			? 1.0 : 0.01 * ((i * 7 + j * 3) % 11));
	b[i][j] = c[i][j] = a[i][j];
      }
}

int
main (void)
{
  int n = host_int (N);
  fill (n);
  a[0][0] = host (0.5);
  a[1][n - 1] = host (0.5);
  int ms[] = { N, N - 7, 1, 0 };
  for (int k = 0; k < 4; k++)
    {
      int m = host_int (ms[k]);
      set_pos (n);
      store_first (n, m, host (1.0));
      reference (n, m, 1.0, 1, 0);
      check (n);
      /* The first and the last iteration, and none.  */
      if (k == 0 && (pos[0] != 0 || pos[1] != n - 1 || pos[4] != -1))
	abort ();
      set_pos (n);
      store_only (n, m, host (1.0));
      reference (n, m, 1.0, 0, 0);
      check (n);
      set_pos (n);
      store_value (n, m, host (7.5));
      reference (n, m, 7.5, 0, 1);
      check (n);
      set_pos (n);
      store_two (n, m, host (1.0));
      reference (n, m, 1.0, 0, 0);
      for (int i = 0; i < n; i++)
	if (pos_ref[i] != 100 + i)
	  val_ref[i] = host (a[i][pos_ref[i]]) + pos_ref[i];
      check (n);
    }
  /* No row at all.  */
  set_pos (n);
  store_first (0, n, host (1.0));
  check (n);

  /* Convergence: no sweep, one sweep, until converged, until the count
     ends it.  */
  int maxits[] = { 0, 1, 1000, 7 };
  double tols[] = { 1.0, 100.0, 1e-2, 1e-30 };
  for (int k = 0; k < 4; k++)
    {
      grid (n);
      int it = jacobi (n, host_int (maxits[k]), host (tols[k]));
      int it_ref;
      for (it_ref = 0; it_ref < maxits[k]; it_ref++)
	{
	  for (int i = 1; i < n - 1; i++)
	    for (int j = 1; j < n - 1; j++)
	      b[i][j] = 0.25 * (host (c[i-1][j]) + c[i+1][j] + c[i][j-1]
				+ c[i][j+1]);
	  double err = 0;
	  for (int i = 1; i < n - 1; i++)
	    for (int j = 1; j < n - 1; j++)
	      err += (b[i][j] - c[i][j]) * (b[i][j] - c[i][j]);
	  for (int i = 1; i < n - 1; i++)
	    for (int j = 1; j < n - 1; j++)
	      c[i][j] = host (b[i][j]);
	  if (err < tols[k])
	    break;
	}
      if (it != host_int (it_ref) || (k == 2 && (it < 3 || it >= 1000)))
	abort ();
      for (int i = 0; i < n; i++)
	for (int j = 0; j < n; j++)
	  if (a[i][j] != host (c[i][j]))
	    abort ();
    }
  if (jacobi (n, 0, 1.0) != 0)
    abort ();

  for (int k = 0; k < 2; k++)
    {
      grid (n);
      double tol = host (k ? 0.06 : 0.0);
      relax (n, tol);
      for (;;)
	{
	  for (int i = 1; i < n - 1; i++)
	    for (int j = 1; j < n - 1; j++)
	      b[i][j] = 0.5 * host (c[i][j]) + 0.125 * (c[i-1][j] + c[i+1][j]
							+ c[i][j-1] + c[i][j+1]);
	  for (int i = 1; i < n - 1; i++)
	    for (int j = 1; j < n - 1; j++)
	      c[i][j] = host (b[i][j]);
	  if (c[n / 2][n / 2] > tol)
	    break;
	}
      for (int i = 0; i < n; i++)
	for (int j = 0; j < n; j++)
	  if (a[i][j] != host (c[i][j]))
	    abort ();
    }
  return 0;
}
