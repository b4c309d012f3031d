/* Conditions on counters that GCC combines before gpugen sees them: the
   truth value of "i > 3 && j < m" computed as "_1 & _2" and tested as
   "_3 != 0" (also "|", "^" and "!"), and range tests folded into one
   unsigned comparison: "i >= 2 && i <= 5" as "(unsigned) i - 2 <= 3",
   "j < 3 || j > 7" as "(unsigned) j - 3 > 4", and "i / 3 == -2" as
   "(unsigned) i + 8 <= 2".  The truth value is read back as the
   comparisons it combines (cond_to_set's truth_tree), and an unsigned
   comparison of computed values as the comparison of their values
   modulo 2^32 (unsigned_compare_set), exact whether or not they wrap;
   each nest is a SCoP with both loops parallel (it was a miss,
   "condition not affine").  run-cond-combined-1.c runs them
   (detect-cond-combined-1.f90 in Fortran).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" } */

void
and2 (int n, int m, double a[n][n], const double *w)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" } */
    for (int j = 0; j < n; j++)
      if (i > 3 && j < m)
	a[i][j] = w[i] + j;
}

void
or2 (int n, int m, double a[n][n], const double *w)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" } */
    for (int j = 0; j < n; j++)
      if (i == 3 || j == m)
	a[i][j] = w[i] - j;
}

void
range (int n, double a[n][n], const double *w)
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" } */
    for (int j = 0; j < n; j++)
      if ((i >= 2 && i <= 5) || j < 3 || j > 7)
	a[i][j] = w[j] * 2;
}

void
negdiv (int lo, int n, double a[][64], const double *w)
{
  for (int i = lo; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" } */
    for (int j = 0; j < 64; j++)
      if (i / 3 == -2 || i % 4 == -1 || (j >= 10 && j < 20))
	a[i + 40][j] = w[j] + i;
}

void
xor2 (int n, double a[n][n])
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 2 parallel loops" } */
    for (int j = 0; j < n; j++)
      if ((i > 5) != (j > 5) && !(i == j + 1))
	a[i][j] += 1;
}

/* The unsigned values of the range tests, computed in the outer loop and
   compared in the inner one ("(unsigned) i - 2", "(unsigned) i + 8"),
   are recomputed there modulo 2^32 without a no-wrap check (they are
   only compared: gpugen-model.cc's compared_only_p); with one, RANGE
   held only for n <= 0, and NEGDIV only from row -8.  */
/* { dg-final { scan-tree-dump-not "no-wrap assumption" "gpugen" } } */
