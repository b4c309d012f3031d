/* An exit on data made a flag (gpugen-exits.cc) whose condition reads a
   loop-header PHI that gpugen-delicm.cc then reads from the element it
   mirrors (the PHI released), in a nest the model then rejects ("j % 4
   == 1" under the exit: condition not affine): putting the exit back at
   the end of the pass built the condition from the released PHI and
   crashed in rewrite_into_loop_closed_ssa (fuzz --ext2 C seed 194, the
   reproducer fuzz/repro/ice-lcssa-194.c).  The condition now takes its
   operands from the statement that computed it for the flag.  The host
   code must also compute what the program does.  */
/* { dg-do run } */
/* { dg-options "-O2 -fchecking=1 -fopt-info-omp-missed" } */
/* { dg-gpugen-expect any } */
/* { dg-prune-output "stay on the host: __attribute__" } */

#include <stdlib.h>

#define F(NAME, ATTR)							\
  static void __attribute__ ((noipa)) ATTR				\
  NAME (int n, int m, float *A0)					\
  {									\
    for (int i = 2; i < n - 2; i += 2)					\
      {									\
	A0[m + 3] = 0.25f * (float) i;					\
	for (int j = 2; j < n - 2; j++)					\
	  {								\
	    if (A0[m + 3] > 0.5)					\
	      break;							\
	    if (j % 4 == 1)						\
	      A0[2 * (m + 3) + 1] = 0.75f - 0.375f * (float) n;		\
	  }								\
      }									\
  }
F (f0, ) /* { dg-missed "condition not affine" } */
F (f0_r, __attribute__ ((gpugen_off)))

int __attribute__ ((gpugen_off))
main (void)
{
  for (int n = 0; n < 20; n++)
    for (int m = 0; m < 3; m++)
      {
	float a[16] = { 0 }, b[16] = { 0 };
	f0 (n, m, a);
	f0_r (n, m, b);
	for (int k = 0; k < 16; k++)
	  if (a[k] != b[k])
	    abort ();
      }
  return 0;
}
