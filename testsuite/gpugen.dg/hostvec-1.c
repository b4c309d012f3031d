/* The host copy of an offloaded region is versioned on its run-time
   checks (gpugen-hostvec.cc): in the copy that runs when they pass,
   the loops that carry no dependence through memory are marked for the
   vectorizer, which at -O2 then vectorizes them (an epilogue, no alias
   check); the copy that runs when they fail (the arrays overlap) is
   left alone, and -O2's vectorizer keeps it scalar: each loop is
   vectorized once.  A loop that carries a dependence through memory
   is not marked; a reduction is left to the vectorizer, which keeps
   the order of a floating-point sum.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-vec-optimized -fopt-info-omp-optimized-note -fplugin-arg-gpugen-dump=details -fdump-tree-optimized" } */

/* Levinson-Durbin, as gpubench's durbin: the step loop carries
   dependences, its three inner loops do not (the dot product's only
   through the scalar DOT).  */

void
durbin (int n, const double *r, double *y, double *z)
{
  double alpha = -r[0];
  double beta = 1.0;

  y[0] = -r[0];
  for (int k = 1; k < n; k++) /* { dg-note "gpugen: SCoP with" } */
    { /* { dg-optimized "gpugen: loop nest offloaded to the GPU" "" { target *-*-* } .-1 } */
      double dot = 0.0;

      beta = (1.0 - alpha * alpha) * beta;
      for (int i = 0; i < k; i++) /* { dg-note "gpugen: host copy of the loop marked for vectorization: it carries no dependence through memory once the run-time checks passed" } */
	dot = dot + r[k - 1 - i] * y[i]; /* { dg-optimized "loop vectorized using" "" { target *-*-* } .-1 } */
      alpha = -(r[k] + dot) / beta;
      for (int i = 0; i < k; i++) /* { dg-note "gpugen: host copy of the loop marked for vectorization" } */
	z[i] = y[i] + alpha * y[k - 1 - i]; /* { dg-optimized "loop vectorized using" "" { target *-*-* } .-1 } */
      for (int i = 0; i < k; i++) /* { dg-note "gpugen: host copy of the loop marked for vectorization" } */
	y[i] = z[i]; /* { dg-optimized "loop vectorized using" "" { target *-*-* } .-1 } */
      y[k] = alpha;
    }
}

/* Running column sums: the inner loop carries a recurrence through
   memory and is not marked; the outer one is marked (the vectorizer
   does not take it at -O2).  */

void
prefix (int m, int n, double *a, const double *b)
{
  for (int j = 0; j < m; j++) /* { dg-note "gpugen: SCoP with" } */
    for (int i = 1; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" "" { target *-*-* } .-1 } */
      a[i * m + j] = a[(i - 1) * m + j] + b[i * m + j]; /* { dg-note "gpugen: host copy of the loop marked for vectorization" "" { target *-*-* } .-2 } */
}

/* { dg-final { scan-tree-dump-times "\\\[gpugen-hostvec\\\] SCoP \[0-9\]+: loop \[0-9\]+ carries no dependence through memory: marked" 4 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "\\\[gpugen-hostvec\\\] SCoP \[0-9\]+: loop \[0-9\]+ carries a dependence through memory" 2 "gpugen" } } */
/* In-order: the FP sum is not reassociated.  */
/* { dg-final { scan-tree-dump-not "REDUC_PLUS" "optimized" } } */
