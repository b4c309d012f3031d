/* Loop bounds from a MIN or MAX macro with a +1 or -1 in one operand:
   GCC computes "MIN (n, i + w + 1)" as a selection "i + w < n ? (int)
   ((unsigned) (i + w) + 1) : n" (the addition in unsigned arithmetic,
   where it cannot overflow), which was "loop bound not affine".  The
   model reads the selection piecewise (cond_qaff in gpugen-affine.cc):
   the first value where the condition holds, the second elsewhere, the
   unsigned arithmetic exactly under a no-wrap check (w <= INT_MAX - n:
   the source's own i + w + 1 does not overflow).  Each band is one
   kernel over both loops.  GCC reads "MAX (0, i - w - 1)" as a MAX_EXPR
   (lower), which the model read already.  run-cond-bound-1.c runs
   them.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" } */

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))

void
upper (int n, int w, double a[n][n], double b[n][n])
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" } */
    for (int j = i; j < MIN (n, i + w + 1); j++)
      a[i][j] = b[i][j] * 2 + i - j;
}

void
lower (int n, int w, double a[n][n], double b[n][n])
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" } */
    for (int j = MAX (0, i - w - 1); j < i; j++)
      a[i][j] = b[i][j] * 3 - i;
}

void
band (int n, int w, double a[n][n], double b[n][n])
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" } */
    for (int j = MAX (0, i - w); j < MIN (n, i + w + 1); j++)
      a[i][j] += b[j][i];
}

void
upper_le (int n, int w, double a[n][n])
{
  for (int i = 0; i < n; i++) /* { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 2 parallel loops" } */
    for (int j = i + 1; j <= MIN (n - 1, i + w + 2); j++)
      a[i][j] = a[i][j] * 0.5 + j;
}

/* The no-wrap check of the unsigned addition is an assumption.  */
/* { dg-final { scan-tree-dump "no-wrap assumption: \[^\n\]*w_\[0-9\]+ <= 2147483647 - n_\[0-9\]+" "gpugen" } } */
/* { dg-final { scan-tree-dump-times "gpugen: SCoP 0 kernels: 1" 4 "gpugen" } } */
/* { dg-final { scan-tree-dump-not "not a SCoP" "gpugen" } } */
