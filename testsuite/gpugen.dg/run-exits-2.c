/* Exits on data from search loops inside a parallel loop: "for (j ...)
   if (a[i][j] == key) { p = j; break; }".  For the model, the search
   runs all its iterations with a flag that records whether the
   condition has held and the values that leave by the exit captured
   where it first holds (gpugen-exits.cc); the j loop is sequential, the
   i loop parallel, and the loads past the exit stay inside the array
   (a declared array, under a run-time check of the parameters).  The
   host code leaves the loop where the program does: offset_search runs
   it when its search may read past the array's end (k + n > N), where
   the program finds the key before.  A recurrence along rows that
   stops at a threshold (rowstop) has its stores guarded by the flag;
   a search down by twos (pair_search) has both loops around it
   parallel.
   The results match a host reference, with keys found at the first, a middle and the last
   position, several times in a row (the first one counts) and not at
   all.  */
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

double a[N][N], b[N][N], val[N];
int pos[N];

void __attribute__ ((noipa))
search (int n, double key)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    {
      int p = -1;
      for (int j = 0; j < n; j++)
	if (a[i][j] == key)
	  {
	    p = j;
	    break;
	  }
      pos[i] = p;
    }
}

/* Where the first value above a threshold is, and the value (n and the
   last value where there is none).  */

void __attribute__ ((noipa))
first_above (int n, double t)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    {
      int j;
      double v = 0;
      for (j = 0; j < n; j++)
	{
	  v = a[i][j] * 2.0;
	  if (v > t)
	    break;
	}
      pos[i] = j;
      val[i] = v;
    }
}

/* A search down by twos, in two parallel loops, whose exits reach
   their join through forwarders of loop-closed SSA form.  */

int pos2[N][N];

void __attribute__ ((noipa))
pair_search (int n, double key)
{
  for (int k = 0; k < n; k++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    for (int i = 0; i < n; i++)
      {
	int p = -1;
	for (int j = n - 1; j >= 0; j -= 2)
	  if (a[k][j] + a[i][j] == key)
	    {
	      p = j;
	      break;
	    }
	pos2[k][i] = p;
      }
}

/* A recurrence along each row that stops when a value crosses a
   threshold: the stores after the exit's test are guarded by the flag
   for the model.  */

void __attribute__ ((noipa))
rowstop (int n, double tol)
{
  for (int i = 0; i < n; i++)
    for (int j = 1; j < n; j++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
      {
	if (b[i][j - 1] > tol)
	  break;
	b[i][j] = b[i][j - 1] * 1.5 + 1.0;
      }
}

void __attribute__ ((noipa))
offset_search (int n, int k, double key)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    {
      int p = -1;
      for (int j = 0; j < n; j++)
	if (a[i][j + k] == key)
	  {
	    p = j;
	    break;
	  }
      pos[i] = p;
    }
}

static int pos_ref[N];
static double val_ref[N], b_ref[N][N];

static void
check (int n)
{
  for (int i = 0; i < n; i++)
    if (pos[i] != host_int (pos_ref[i]) || val[i] != host (val_ref[i]))
      abort ();
}

int
main (void)
{
  int n = host_int (N);
  for (int i = 0; i < n; i++)
    val[i] = val_ref[i] = host (0);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      /* Row i holds 7 at columns 3i mod 41 and after it, in rows
	 i % 4 != 3; none in the others.  */
      a[i][j] = host (i % 4 != 3 && (j == (3 * i) % 41 || j == (3 * i) % 41 + 2)
		      ? 7.0 : (double) ((i + 2 * j) % 5));

  search (n, host (7.0));
  for (int i = 0; i < n; i++)
    {
      pos_ref[i] = -1;
      for (int j = 0; j < n; j++)
	if (host (a[i][j]) == 7.0)
	  {
	    pos_ref[i] = j;
	    break;
	  }
    }
  check (n);

  pair_search (n, host (9.0));
  for (int k = 0; k < n; k++)
    for (int i = 0; i < n; i++)
      {
	int p = -1;
	for (int j = n - 1; j >= 0; j -= 2)
	  if (host (a[k][j]) + a[i][j] == 9.0)
	    {
	      p = j;
	      break;
	    }
	if (pos2[k][i] != p)
	  abort ();
      }

  for (int t = 0; t < 12; t += 5)
    {
      first_above (n, host (t));
      for (int i = 0; i < n; i++)
	{
	  int j;
	  double v = 0;
	  for (j = 0; j < n; j++)
	    {
	      v = host (a[i][j]) * 2.0;
	      if (v > t)
		break;
	    }
	  pos_ref[i] = j;
	  val_ref[i] = v;
	}
      check (n);
    }

  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      b[i][j] = b_ref[i][j] = host ((i % 7) - 3.0 + (j == 0 ? 0.0 : -9.0));
  rowstop (n, host (50.0));
  for (int i = 0; i < n; i++)
    for (int j = 1; j < n; j++)
      {
	if (host (b_ref[i][j - 1]) > 50.0)
	  break;
	b_ref[i][j] = b_ref[i][j - 1] * 1.5 + 1.0;
      }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      if (b[i][j] != host (b_ref[i][j]))
	abort ();

  /* Inside the array (k + n <= N): the kernel runs.  */
  int k = host_int (5);
  offset_search (n - k, k, host (7.0));
  for (int i = 0; i < n - k; i++)
    {
      pos_ref[i] = -1;
      for (int j = 0; j < n - k; j++)
	if (host (a[i][j + k]) == 7.0)
	  {
	    pos_ref[i] = j;
	    break;
	  }
    }
  check (n - k);
  /* Past its end for the parameters, though every row has the key
     before it: the host code runs.  */
  for (int i = 0; i < n; i++)
    a[i][N - 1] = host (7.0);
  offset_search (n - 1, 2, host (7.0));
  for (int i = 0; i < n - 1; i++)
    {
      pos_ref[i] = -1;
      for (int j = 0; j < n - 1; j++)
	if (host (a[i][j + 2]) == 7.0)
	  {
	    pos_ref[i] = j;
	    break;
	  }
    }
  check (n - 1);
  return 0;
}
