/* floyd-warshall: all-pairs shortest path lengths in a weighted digraph.  */
#include "bench.h"

#include <stdlib.h>

/* Replace the N x N row-major distance matrix D (d[i*n+j] the length of
   the edge i -> j, a large value where there is none, 0 on the
   diagonal) by the shortest path lengths.  After step K, d[i*n+j] is
   the shortest path from I to J through intermediate nodes 0..K only.
   "No edge" must stay below INT_MAX / 2 so that sums cannot overflow.  */

void
BENCH_FN (floyd_warshall) (int n, int *d)
{
  for (int k = 0; k < n; k++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
	{
	  int via = d[i * n + k] + d[k * n + j];
	  d[i * n + j] = via < d[i * n + j] ? via : d[i * n + j];
	}
}

#ifndef BENCH_REF
BENCH_REF_DECL (floyd_warshall) (int n, int *d);

/* The length of a missing edge.  */
#define NO_EDGE (1 << 29)

/* Fill D with a sparse-ish digraph on N nodes: about a third of the
   pairs get an edge of length 1..20, the others NO_EDGE, and every node
   an edge to its successor so that all pairs end up connected.  */

static void
init (int n, int *d)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
	if (i == j)
	  d[i * n + j] = 0;
	else if (j == (i + 1) % n || (5 * i + 11 * j + i * j) % 13 < 4)
	  d[i * n + j] = (3 * i + 7 * j) % 20 + 1;
	else
	  d[i * n + j] = NO_EDGE;
      }
}

/* Return the COUNT ints at SRC as a fresh array of doubles.  */

static double *
to_double (const int *src, size_t count)
{
  double *p = bench_alloc (count);
  for (size_t i = 0; i < count; i++)
    p[i] = src[i];
  return p;
}

int
main (int argc, char **argv)
{
  struct bench b;
  bench_init (&b, argc, argv, "floyd-warshall");
  int n = bench_size (&b, 64, 1600);
  size_t count = (size_t) n * n;

  int *d = malloc (count * sizeof (int));
  int *d_ref = malloc (count * sizeof (int));
  if (d == NULL || d_ref == NULL)
    return 2;
  init (n, d);
  init (n, d_ref);

  bench_start (&b);
  floyd_warshall (n, d);
  bench_stop (&b);

  floyd_warshall_ref (n, d_ref);
  /* Exact: integer data.  */
  double *out = to_double (d, count);
  double *ref = to_double (d_ref, count);
  bench_check (&b, out, ref, count, 0.0);

  free (d);
  free (d_ref);
  free (out);
  free (ref);
  return bench_finish (&b);
}
#endif
