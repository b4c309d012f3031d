/* nussinov: maximum number of base pairs in an RNA secondary structure.  */
#include "bench.h"

#include <stdlib.h>

/* Fill the upper triangle of the N x N table T for the RNA sequence SEQ
   (bases coded 0 = A, 1 = C, 2 = G, 3 = U; A-U and C-G pair, i.e. codes
   summing to 3): t[i][j] becomes the largest number of nested,
   non-crossing base pairs in the subsequence i..j.  Its entries on and
   below the diagonal must be zero on entry (empty subsequences).  The
   best structure on i..j leaves I unpaired, leaves J unpaired, pairs I
   with J around the best structure inside, or splits into two
   independent structures i..k and k+1..j.  Rows are filled from the
   last to the first, each from left to right.  */

void
BENCH_FN (nussinov) (int n, const int seq[n], int t[n][n])
{
  for (int i = n - 1; i >= 0; i--)
    for (int j = i + 1; j < n; j++)
      {
	int best = t[i + 1][j];
	best = t[i][j - 1] > best ? t[i][j - 1] : best;
	int pair = t[i + 1][j - 1] + (seq[i] + seq[j] == 3 ? 1 : 0);
	best = pair > best ? pair : best;
	for (int k = i + 1; k < j - 1; k++)
	  {
	    int split = t[i][k] + t[k + 1][j];
	    best = split > best ? split : best;
	  }
	t[i][j] = best;
      }
}

#ifndef BENCH_REF
BENCH_REF_DECL (nussinov) (int n, const int seq[n], int t[n][n]);

/* Fill SEQ with N bases from a multiplicative hash of the position.  */

static void
init (int n, int *seq)
{
  for (int i = 0; i < n; i++)
    seq[i] = (int) (((unsigned) i * 2654435761u) >> 13) & 3;
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
  bench_init (&b, argc, argv, "nussinov");
  int n = bench_size (&b, 128, 2000);
  size_t count = (size_t) n * n;

  int *seq = malloc (n * sizeof (int));
  int *t = calloc (count, sizeof (int));
  int *t_ref = calloc (count, sizeof (int));
  if (seq == NULL || t == NULL || t_ref == NULL)
    return 2;
  init (n, seq);

  bench_start (&b);
  nussinov (n, seq, (int (*)[n]) t);
  bench_stop (&b);

  nussinov_ref (n, seq, (int (*)[n]) t_ref);
  /* Exact: integer data.  */
  double *out = to_double (t, count);
  double *ref = to_double (t_ref, count);
  bench_check (&b, out, ref, count, 0.0);

  free (seq);
  free (t);
  free (t_ref);
  free (out);
  free (ref);
  return bench_finish (&b);
}
#endif
