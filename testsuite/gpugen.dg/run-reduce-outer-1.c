/* A reduction nest inside an outer loop that starts the scalar again in
   each of its iterations, the scalar used after the outer loop (a
   timing loop around a call that GCC inlined, "for (k...) { e = 0; for
   i for j e = max (e, ...); }", or a sum of the counts of each step):
   the region of the outer loop fails because the scalar is used after
   it, and is split into the regions inside that loop (gpugen.cc,
   split_after_isl; gpugen-detect.cc, gpugen_split_scop), whose
   reductions are then offloaded, the outer loop staying on the host.
   A loop that stores each step's count in an array stays one region.
   Every value must be the host reference's (gpugen_off), bit for bit,
   for no row, one row and many, and for no, one and several steps.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */
/* { dg-prune-output "loop nest offloaded to the GPU: 2 kernels" } */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#define N 37
double a[N][N], b[N][N];
long cnt[16];

#define A(NAME, ATTR) \
double __attribute__ ((noipa)) ATTR NAME (int n, int reps) \
{ double e = -1.0; \
  for (int k = 0; k < reps; k++) \
    { e = 0.0; \
      for (int i = 0; i < n; i++) \
	for (int j = 0; j < n; j++) \
	  { double d = fabs (a[i][j] - b[i][j] * k); if (d > e) e = d; } } \
  return e; }
#define B(NAME, ATTR) \
long __attribute__ ((noipa)) ATTR NAME (int n, int reps) \
{ long s = 0; \
  for (int k = 0; k < reps; k++) \
    { long c = 0; \
      for (int i = 0; i < n; i++) \
	for (int j = 0; j < n; j++) \
	  if (a[i][j] > 0.1 * k) c++; \
      s = s * 3 + c; } \
  return s; }
#define C(NAME, ATTR) \
void __attribute__ ((noipa)) ATTR NAME (int n, int reps) \
{ for (int k = 0; k < reps; k++) \
    { long c = 0; \
      for (int i = 0; i < n; i++) \
	for (int j = 0; j < i; j++) \
	  c += (long) (a[i][j] * 100) ^ k; \
      cnt[k] = c; } }
A (fa, ) /* { dg-optimized "loop nest offloaded to the GPU: 1 kernel \\(1 loop mapped\[^\n\]*; reduction of .e. over the loop nest" } */
A (fa_ref, __attribute__ ((gpugen_off)))
B (fb, ) /* { dg-optimized "loop nest offloaded to the GPU: 1 kernel \\(1 loop mapped\[^\n\]*; reduction of .c. over the loop nest" } */
B (fb_ref, __attribute__ ((gpugen_off)))
C (fc, ) /* { dg-optimized "loop nest offloaded to the GPU: 1 kernel" } */
C (fc_ref, __attribute__ ((gpugen_off)))
int main (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      { a[i][j] = sin (i * 0.7 + j * 0.3); b[i][j] = cos (i * j * 0.01); }
  static const int ns[] = { 0, 1, 2, 17, 37 };
  for (int m = 0; m < 5; m++)
    for (int r = 0; r < 4; r++)
      {
	int n = ns[m];
	double x = fa (n, r), y = fa_ref (n, r);
	if (memcmp (&x, &y, sizeof x)) abort ();
	if (fb (n, r) != fb_ref (n, r)) abort ();
	long c1[16]; memset (cnt, 0, sizeof cnt); fc (n, r); memcpy (c1, cnt, sizeof c1);
	memset (cnt, 0, sizeof cnt); fc_ref (n, r);
	if (memcmp (c1, cnt, sizeof c1)) abort ();
      }
  return 0;
}
