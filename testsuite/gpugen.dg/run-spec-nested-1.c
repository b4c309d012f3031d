/* Conditional stores inside a condition: "if (x > c) a = y > d ? y :
   d" becomes, in gpugen-select.cc, two stores under y > d, and then
   under x > c as well; each is made unconditional on trial, the inner
   first.  The end of the pass must put them back in the reverse order:
   putting the inner ones back first left their condition "y > d"
   tested before the block of the outer condition that computes it
   (invalid SSA, which -fchecking rejects, and without it wrong host
   code: a wrong sum wherever the region did not run, as in
   keep_last, whose scalar live after the nest keeps it on the host).
   Found by the fuzzer's extended class (seeds 267 and 269).  The
   results are compared exactly with a reference.  */
/* { dg-do run } */
/* { dg-options "-O2 -fchecking=1 -fopt-info-omp-optimized" } */
/* { dg-prune-output "gpugen: SCoP with" } */
/* { dg-gpugen-expect offload } */

#include <stdlib.h>

#define N 24

double x[N + 2][N + 2];
float sink;

/* The identity, opaque to gpugen.  */

static double __attribute__ ((noipa))
host (double v)
{
  return v;
}

/* The scalar live after the nest keeps it on the host: the host code
   with the stores put back.  */

void __attribute__ ((noipa))
keep_last (int n, float a[n + 3][n + 3])
{
  float s = 1;
  for (int i = 2; i < n - 2; i++)
    for (int j = 2; j < n - 2; j++)
      {
	if (x[0][j - 1] > 0.25)
	  a[0][j - 1] = x[1][j] > 1.0 ? x[1][j] : 1.0;
	s = -0.375f * x[0][j];
      }
  sink = s;
}

/* The same stores on the device, an inner condition on each side of
   the outer one, and three levels.  */

void __attribute__ ((noipa))
nested (int n, float a[n][n], float b[n][n])
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    for (int j = 0; j < n; j++)
      {
	if (x[i][j] > 0.25)
	  a[i][j] = x[i + 1][j] > 1.0 ? x[i + 1][j] : 1.0;
	else
	  b[i][j] = x[i][j + 1] < 0.5 ? -x[i][j + 1] : 0.5;
	if (x[i + 1][j + 1] > 0.5)
	  {
	    if (x[i][j] < 1.5)
	      b[i][j] = x[i][j] > 0.75 ? 2.0 * x[i][j] : 0.75;
	  }
      }
}

/* Compare nested (N, A, B) with its reference from A0 and B0.  */

static void
check_nested (int n)
{
  float (*a)[n] = malloc (sizeof (float[n][n]) + 1);
  float (*b)[n] = malloc (sizeof (float[n][n]) + 1);
  float (*ra)[n] = malloc (sizeof (float[n][n]) + 1);
  float (*rb)[n] = malloc (sizeof (float[n][n]) + 1);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
	a[i][j] = ra[i][j] = host (-1.0);
	b[i][j] = rb[i][j] = host (-2.0);
      }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
	if (host (x[i][j]) > 0.25)
	  ra[i][j] = x[i + 1][j] > 1.0 ? x[i + 1][j] : 1.0;
	else
	  rb[i][j] = x[i][j + 1] < 0.5 ? -x[i][j + 1] : 0.5;
	if (host (x[i + 1][j + 1]) > 0.5 && x[i][j] < 1.5)
	  rb[i][j] = x[i][j] > 0.75 ? 2.0 * x[i][j] : 0.75;
      }
  nested (n, a, b);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      if (a[i][j] != ra[i][j] || b[i][j] != rb[i][j])
	abort ();
  free (a);
  free (b);
  free (ra);
  free (rb);
}

int
main (void)
{
  for (int i = 0; i < N + 2; i++)
    for (int j = 0; j < N + 2; j++)
      x[i][j] = host (((i * 7 + j * 13) % 11) * 0.2);

  /* keep_last, against its reference.  */
  int n = 20;
  float (*a)[n + 3] = malloc (sizeof (float[n + 3][n + 3]));
  float (*r)[n + 3] = malloc (sizeof (float[n + 3][n + 3]));
  for (int i = 0; i < n + 3; i++)
    for (int j = 0; j < n + 3; j++)
      a[i][j] = r[i][j] = host (-1.0);
  for (int i = 2; i < n - 2; i++)
    for (int j = 2; j < n - 2; j++)
      if (host (x[0][j - 1]) > 0.25)
	r[0][j - 1] = x[1][j] > 1.0 ? x[1][j] : 1.0;
  keep_last (n, a);
  for (int i = 0; i < n + 3; i++)
    for (int j = 0; j < n + 3; j++)
      if (a[i][j] != r[i][j])
	abort ();
  if (sink != (float) (-0.375f * x[0][n - 3]))
    abort ();
  free (a);
  free (r);

  for (int m = 1; m <= N; m += 4)
    check_nested (m);
  return 0;
}
