/* At -O3, final value replacement (run by the pass itself right after
   loopinit) turns an integer sum over a nest whose inner counter the
   body does not use, "e += i" or "e += a[i][2]", into one addition per
   outer iteration, "e = e + x + x * (m - 5)", and leaves the inner loop
   empty.  The outer loop is then a reduction offloaded through the fold
   path, whose signed additions gpugen-reduce.cc makes wrapping ones for
   the model; the rows read the identity instead of the accumulator in
   the first of the added conversions.  Undoing the rewrite at the end
   of the pass put that accumulator back into the conversion already
   removed: the accumulator was left used by a statement outside the IL,
   and the verifier of loop-closed SSA (or, without -fchecking, ldist)
   crashed.  Found by the fuzzer's extended class at -O3 (C seeds 29,
   39, 41, Fortran seeds 25, 29, 41, 66, 74).  The sums are compared
   with their closed forms.  */
/* { dg-do run } */
/* { dg-options "-O3 -fchecking=1 -fopt-info-omp-optimized" } */
/* { dg-prune-output "gpugen: SCoP with" } */
/* { dg-gpugen-expect offload } */

#include <stdlib.h>

#define N 300

int a[N][N];
long sink_l;
int sink_i;

void __attribute__ ((noipa))
sum_counter (int m)
{
  long e = 0;
  for (int i = 2; i < m - 2; i++) /* { dg-optimized "reduction of .e. over the loops at lines 32-33, partials per row" } */
    for (int j = 2; j < m - 2; j++)	/* j unused */
      e += i;
  sink_l = e;
}

void __attribute__ ((noipa))
sum_column (int m)
{
  long e = 1000000000;
  for (int i = 2; i < m - 2; i++) /* { dg-optimized "reduction of .e. over the loops at lines 42-43, partials per row" } */
    for (int j = 2; j < m - 2; j++)	/* j unused */
      e += (long) (a[i][2] & 7);
  sink_l = e;
}

void __attribute__ ((noipa))
sum_int (int m)
{
  int e = -7;
  for (int i = 1; i < m; i++) /* { dg-optimized "reduction of .e. over the loops at lines 52-53, partials per row" } */
    for (int j = 0; j < m; j++)	/* j unused */
      e += a[i][1];
  sink_i = e;
}

int
main (void)
{
  for (int i = 0; i < N; i++) /* { dg-optimized "loop nest offloaded" } */
    for (int j = 0; j < N; j++)
      a[i][j] = (i * 7 + j * 3) % 11 - 4;

  static const int sizes[] = { 0, 4, 5, 6, 37, N };
  for (unsigned s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
    {
      int m = sizes[s];
      long inner = m - 4 > 0 ? m - 4 : 0;
      long want = 0, want2 = 1000000000;
      int want3 = -7;
      for (int i = 2; i < m - 2; i++)
	{
	  want += inner * i;
	  want2 += inner * (a[i][2] & 7);
	}
      for (int i = 1; i < m; i++)
	want3 += m * a[i][1];

      sum_counter (m);
      if (sink_l != want)
	abort ();
      sum_column (m);
      if (sink_l != want2)
	abort ();
      sum_int (m);
      if (sink_i != want3)
	abort ();
    }
  return 0;
}
