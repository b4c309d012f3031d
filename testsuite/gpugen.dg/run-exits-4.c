/* What a search loop's exits pass, tested after the loop: "pos[i] = j <
   m ? j : -1", "if (j == m) pos[i] = -1" (where the exit on data also
   stores, and the loop's guard enters the test too), and the while
   form "while (j < m && a[i][j] != key) j++", and an escape-time loop
   whose exit tests sqrt.  The condition on the
   value the exits pass reads data, as the exit's own (gpugen-exits.cc
   tells gpugen-select.cc), and becomes a select; the i loop is
   parallel.  The results match a host reference, with the key at the
   first and the last position, several times in a row, nowhere, and
   empty rows (m = 0).  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-prune-output "gpugen: SCoP with" } */
/* { dg-gpugen-expect offload } */

#include <stdlib.h>
#include <math.h>

#define N 40

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

double a[N][N];
int pos[N], ref[N];

void __attribute__ ((noipa))
ternary (int n, int m, double key)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    {
      int j;
      for (j = 0; j < m; j++)
	if (a[i][j] == key)
	  break;
      pos[i] = j < m ? j : -1;
    }
}

void __attribute__ ((noipa))
store_then_test (int n, int m, double key)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    {
      int j;
      for (j = 0; j < m; j++)
	if (a[i][j] == key)
	  {
	    pos[i] = j;
	    break;
	  }
      if (j == m)
	pos[i] = -1;
    }
}

void __attribute__ ((noipa))
while_form (int n, int m, double key)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    {
      int j = 0;
      while (j < m && a[i][j] != key)
	j++;
      pos[i] = j;
    }
}

/* An escape-time loop whose exit tests a math call (sqrt, which sets
   errno on the host: the search loop may call it, offloaded code
   computes the same values).  */

int esc[N][N];

void __attribute__ ((noipa))
escape (int n, int maxit)
{
  for (int py = 0; py < n; py++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    for (int px = 0; px < n; px++)
      {
	double cx = -2.0 + 3.0 * px / N, cy = -1.2 + 2.4 * py / N;
	double x = 0, y = 0;
	int k;
	for (k = 0; k < maxit; k++)
	  {
	    double xt = x * x - y * y + cx;
	    y = 2 * x * y + cy;
	    x = xt;
	    if (sqrt (x * x + y * y) > 2.0)
	      break;
	  }
	esc[py][px] = k;
      }
}

static void
reference (int n, int m, double key, int notfound)
{
  for (int i = 0; i < n; i++)
    {
      int j;
      for (j = 0; j < m; j++)
	if (host (a[i][j]) == key)
	  break;
      ref[i] = j < m ? j : notfound;
    }
}

static void
check (int n)
{
  for (int i = 0; i < n; i++)
    if (pos[i] != host_int (ref[i]))
      abort ();
}

int
main (void)
{
  int n = host_int (N);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      /* 7 at column 3i mod 41 and 2 after it in rows i % 4 != 3 but 1;
	 row 1 at its last column only; none in the others.  */
      a[i][j] = host (i % 4 != 3 && i != 1
		      && (j == (3 * i) % 41 || j == (3 * i) % 41 + 2)
		      ? 7.0 : (double) ((i + 2 * j) % 5));
  a[1][n - 1] = host (7.0);
  int ms[] = { N, N - 5, 1, 0 };
  for (int k = 0; k < 4; k++)
    {
      int m = host_int (ms[k]);
      reference (n, m, 7.0, -1);
      for (int i = 0; i < n; i++)
	pos[i] = host_int (99);
      ternary (n, m, host (7.0));
      check (n);
      if (k == 0 && (pos[0] != 0 || pos[1] != n - 1 || pos[3] != -1))
	abort ();
      for (int i = 0; i < n; i++)
	pos[i] = host_int (99);
      store_then_test (n, m, host (7.0));
      check (n);
      reference (n, m, 7.0, m);
      while_form (n, m, host (7.0));
      check (n);
    }
  /* No iteration, escapes at the first, later, never (the points of
     the set).  */
  for (int maxit = 0; maxit < 50; maxit += 7)
    {
      escape (n, host_int (maxit));
      int first = 0, never = 0;
      for (int py = 0; py < n; py++)
	for (int px = 0; px < n; px++)
	  {
	    double cx = -2.0 + 3.0 * px / N, cy = -1.2 + 2.4 * py / N;
	    double x = 0, y = 0;
	    int k;
	    for (k = 0; k < maxit; k++)
	      {
		double xt = x * x - y * y + cx;
		y = 2 * x * y + cy;
		x = host (xt);
		if (sqrt (x * x + y * y) > 2.0)
		  break;
	      }
	    if (esc[py][px] != k)
	      abort ();
	    first += k == 0 && maxit > 0;
	    never += k == maxit;
	  }
      if (maxit == 49 && (first == 0 || never == 0))
	abort ();
    }
  return 0;
}
