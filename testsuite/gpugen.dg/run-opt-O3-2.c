/* Parity of the optimization levels: values that loops leave behind.
   At -O3 gpugen's pass runs right after "loopinit", before final value
   replacement (sccp); loop invariant motion has already sunk the store
   of an element that the inner loop writes in every iteration (a[i][0]
   = ... j ...) past that loop, where it reads the counter's last value
   from the loop, which then has no statement.  The pass replaces such
   values by their final values first, as sccp does right after it and
   as the passes before ivcanon do at -O2, so that both nests are
   offloaded at -O3 as at -O2; the results match host references.  */
/* { dg-do run } */
/* { dg-options "-O3 -fopt-info-omp-all -fplugin-arg-gpugen-dump=summary" } */
/* { dg-gpugen-expect offload } */

#include <stdlib.h>

/* The identity, opaque to gpugen: a loop nest that calls it is not a
   SCoP, so the references and the set-up stay on the host.  */

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

/* Each row's last element, scaled, plus its column: the store of
   r[i] is the last iteration's.  */

void __attribute__ ((noipa))
last_of_row (int n, int m, double a[n][m], double *restrict r)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "loop nest offloaded" } */
    for (int j = 0; j < m; j++)
      r[i] = a[i][j] * 2.0 + j;
}

static void
last_of_row_ref (int n, int m, double a[n][m], double *r)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      r[i] = host (a[i][j]) * 2.0 + j;
}

/* A column's last element, stored in every iteration of a middle
   loop: its store sinks past two loops.  */

void __attribute__ ((noipa))
last_of_plane (int n, int m, double a[n][m], double *restrict c)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "loop nest offloaded" } */
    for (int k = 0; k < 3; k++)
      for (int j = 0; j < m; j++)
	c[i] = a[i][j] - k;
}

static void
last_of_plane_ref (int n, int m, double a[n][m], double *c)
{
  for (int i = 0; i < n; i++)
    c[i] = host (a[i][m - 1]) - 2;
}

int
main (void)
{
  int n = host_int (37), m = host_int (29);
  double (*a)[m] = malloc (sizeof (double) * n * m);
  double *r = malloc (sizeof (double) * n);
  double *r_ref = malloc (sizeof (double) * n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i][j] = host ((double) ((5 * i + 3 * j) % 17) - 8);
  last_of_row (n, m, a, r);
  last_of_row_ref (n, m, a, r_ref);
  for (int i = 0; i < n; i++)
    if (r[i] != r_ref[i])
      abort ();
  last_of_plane (n, m, a, r);
  last_of_plane_ref (n, m, a, r_ref);
  for (int i = 0; i < n; i++)
    if (r[i] != r_ref[i])
      abort ();
  free (a);
  free (r);
  free (r_ref);
  return 0;
}

/* { dg-final { scan-tree-dump-times "SCoP \[0-9\]+ offloaded: \[0-9\]+ kernels" 2 "gpugen" } } */
/* { dg-prune-output "SCoP with" } */
/* { dg-prune-output "not offloaded" } */
/* { dg-prune-output "not a SCoP" } */
