/* Speculative accesses that the model cannot prove inside their arrays
   (arrays reached through pointers, whose size is unknown): a search
   loop that runs past its exit on data (search_ptr), a conditional
   store made unconditional (copy_pos, two_stores), kept under the
   run-time check of the host memory that the region's copies touch
   (__gpugen_region_host_range_ok, gpugen-hostexpr.cc's host_range_tree).
   Where the arrays are ordinary heap memory the nests run on the
   device.  Where the over-approximated range of an array's copies
   (whole rows, every element a speculative access may touch) reaches
   memory the program never touches and that the region could not copy,
   the check fails and the original host code runs, which touches only
   what the program touches:

   - search_ptr's X ends 4 elements into its last row, against a
     PROT_NONE page: every key is found before it (a copy in of the
     row would fault);
   - copy_pos's Y runs into a read-only page, whose elements the
     condition never selects (the copy back would fault), then lies in
     a MAP_SHARED mapping (copies back would write bytes another process
     may change);
   - two_stores' W lies inside Y's range, beyond the elements Y's
     stores select (restrict holds: no element is accessed through
     both): Y's copy back, after W's, would write Y's old bytes over
     W's results; the alias check between the two ranges fails.

   Each result matches a host reference; the profile counts the
   executions the host memory check sent to the host.  Without the
   check the first two fault and the third gives wrong values.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-prune-output "gpugen: SCoP with" } */
/* { dg-set-target-env-var GPUGEN_PROFILE "1" } */
/* { dg-output "region \[^\r\n\]*:\[0-9\]+ \\(search_ptr\\): 1 of 2 executions on the device, 1 on the host \\(1 by the host memory check\\).*" } */
/* { dg-output "region \[^\r\n\]*:\[0-9\]+ \\(copy_pos\\): 1 of 3 executions on the device, 2 on the host \\(2 by the host memory check\\).*" } */
/* { dg-output "region \[^\r\n\]*:\[0-9\]+ \\(two_stores\\): 1 of 2 executions on the device, 1 on the host \\(1 by the host memory check\\)" } */
/* { dg-gpugen-expect offload } */

#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>

#define N 64

/* The identity, opaque to gpugen: a loop nest that calls it is not a
   SCoP, so the reference and the set-up stay on the host.  */

static double __attribute__ ((noipa))
host (double x)
{
  return x;
}

void __attribute__ ((noipa))
search_ptr (int n, double key, double (*restrict x)[N], int *restrict pos)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    {
      int p = -1;
      for (int j = 0; j < n; j++)
	if (x[i][j] == key)
	  {
	    p = j;
	    break;
	  }
      pos[i] = p;
    }
}

void __attribute__ ((noipa))
copy_pos (int n, double (*restrict y)[N], const double (*restrict x)[N])
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    for (int j = 0; j < n; j++)
      if (x[i][j] > 0)
	y[i][j] = x[i][j];
}

void __attribute__ ((noipa))
two_stores (int n, double *restrict w, double *restrict y,
	    const double *restrict x)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    {
      w[i] = 2.0 * x[i];
      if (x[i] > 0)
	y[i] = x[i];
    }
}

/* The reference of search_ptr.  */

static void
ref_search (int n, double key, double (*x)[N], int *pos)
{
  for (int i = 0; i < n; i++)
    {
      pos[i] = -1;
      for (int j = 0; j < n; j++)
	if (host (x[i][j]) == key)
	  {
	    pos[i] = j;
	    break;
	  }
    }
}

/* Return LEN bytes of fresh private memory followed by a page of
   protection PROT (mmap; the test fails if it cannot have them);
   *PAGE is set to the page size.  */

static char *
guarded (size_t len, int prot, size_t *page)
{
  *page = (size_t) sysconf (_SC_PAGESIZE);
  len = (len + *page - 1) / *page * *page;
  char *m = mmap (NULL, len + *page, PROT_READ | PROT_WRITE,
		  MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (m == MAP_FAILED)
    abort ();
  memset (m + len, 0, *page);
  if (mprotect (m + len, *page, prot) != 0)
    abort ();
  return m + len;
}

static void
test_search (void)
{
  int n = 8;
  double key = 7.0;
  int pos[N], ref[N];
  size_t page;

  /* Heap memory: the device.  Keys at the first, a middle and the last
     position, and nowhere.  */
  double (*x)[N] = malloc (sizeof (double[N][N]));
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      x[i][j] = host ((i * 7 + j * 3) % 5);
  x[0][0] = key;
  x[1][3] = key;
  x[2][n - 1] = key;
  x[4][2] = key;
  x[4][5] = key;
  search_ptr (n, key, x, pos);
  ref_search (n, key, x, ref);
  for (int i = 0; i < n; i++)
    if (pos[i] != ref[i])
      abort ();
  if (ref[3] != -1 || ref[2] != n - 1 || ref[4] != 2)
    abort ();
  free (x);

  /* X's last row runs into a PROT_NONE page after its element 3; every
     row has the key at 3 at the latest, so the program reads none of
     that page, and the region's copy in of the rows would: the host.  */
  char *end = guarded ((n - 1) * sizeof (double[N]) + 4 * sizeof (double),
		       PROT_NONE, &page);
  double (*g)[N] = (double (*)[N]) (end - (n - 1) * sizeof (double[N])
				    - 4 * sizeof (double));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < (i == n - 1 ? 4 : N); j++)
      g[i][j] = host (100.0 + i + j);
  for (int i = 0; i < n; i++)
    g[i][i % 4] = key;
  search_ptr (n, key, g, pos);
  for (int i = 0; i < n; i++)
    if (pos[i] != (int) host (i % 4))
      abort ();
}

static void
test_copy (void)
{
  int n = 8;
  size_t page;
  double (*x)[N] = malloc (sizeof (double[N][N]));
  double (*y)[N] = malloc (sizeof (double[N][N]));
  double (*r)[N] = malloc (sizeof (double[N][N]));

  for (int i = 0; i < n; i++)
    for (int j = 0; j < N; j++)
      {
	x[i][j] = host (((i + 2 * j) % 3) - 1.0) * (j + 1);
	y[i][j] = r[i][j] = host (-100.0 - i - j);
	if (j < n && x[i][j] > 0)
	  r[i][j] = x[i][j];
      }
  /* Heap memory: the device.  */
  copy_pos (n, y, x);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < N; j++)
      if (y[i][j] != r[i][j])
	abort ();

  /* Y's last row runs into a read-only page after its element 5, which
     the condition never selects beyond: the copy back would write it.  */
  char *end = guarded ((n - 1) * sizeof (double[N]) + 6 * sizeof (double),
		       PROT_READ, &page);
  double (*g)[N] = (double (*)[N]) (end - (n - 1) * sizeof (double[N])
				    - 6 * sizeof (double));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < (i == n - 1 ? 6 : N); j++)
      g[i][j] = host (-1.0);
  for (int j = 6; j < N; j++)
    x[n - 1][j] = host (-1.0);
  copy_pos (n, g, x);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < (i == n - 1 ? 6 : N); j++)
      if (g[i][j] != (j < n && x[i][j] > 0 ? x[i][j] : -1.0))
	abort ();

  /* Y in a shared mapping: the host.  */
  double (*s)[N] = mmap (NULL, sizeof (double[N][N]), PROT_READ | PROT_WRITE,
			 MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  if (s == MAP_FAILED)
    abort ();
  for (int i = 0; i < n; i++)
    for (int j = 0; j < N; j++)
      s[i][j] = host (-2.0);
  copy_pos (n, s, x);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < N; j++)
      if (s[i][j] != (j < n && x[i][j] > 0 ? x[i][j] : -2.0))
	abort ();
  free (x);
  free (y);
  free (r);
}

static void
test_two (void)
{
  int n = 50, k = 20;
  double *x = malloc (n * sizeof (double));
  double *w = malloc (n * sizeof (double));
  double *y = malloc (n * sizeof (double));

  for (int i = 0; i < n; i++)
    {
      x[i] = host (i % 3 == 0 ? -1.0 - i : 1.0 + i);
      y[i] = host (-5.0);
    }
  /* Separate arrays: the device.  */
  two_stores (n, w, y, x);
  for (int i = 0; i < n; i++)
    if (w[i] != 2.0 * x[i] || y[i] != (x[i] > 0 ? x[i] : -5.0))
      abort ();

  /* W = Y + K, and X selects no element of Y from K on: the program
     writes W's elements and Y's first ones only.  */
  double *buf = malloc ((n + k) * sizeof (double));
  for (int i = 0; i < n + k; i++)
    buf[i] = host (-5.0);
  for (int i = k; i < n; i++)
    x[i] = host (-1.0 - i);
  two_stores (n, buf + k, buf, x);
  for (int i = 0; i < k; i++)
    if (buf[i] != (x[i] > 0 ? x[i] : -5.0))
      abort ();
  for (int i = 0; i < n; i++)
    if (buf[k + i] != 2.0 * x[i])
      abort ();
  free (buf);
  free (x);
  free (w);
  free (y);
}

int
main (void)
{
  test_search ();
  test_copy ();
  test_two ();
  return 0;
}
