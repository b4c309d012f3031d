/* Not fixed (session 20, branch s20-fuzz): an internal compiler error
   in compute_live_loop_exits (tree-ssa-loop-manip.cc:247), called from
   rewrite_into_loop_closed_ssa at the end of gpugen's pass (gpugen.cc,
   execute, after the undo of the reductions), for the convergence loop
   below: a red-black sweep whose rows run from 1 and whose strided
   loop starts at 1 + ((i + c) & 1) (fuzz --ext3's new red-black shape),
   its error "if (d > e) e = d" over fabs values, the loop leaving on
   "e > 1e9" at the end of the step.  With main's plugin (f5ddf49) too,
   at -O2, with or without -fchecking.

   What is known: the region (the whole time loop, the exit tested on
   the host, "the value it leaves of e is the fold of the last step
   tested", gpugen-reduce-exit.cc) is offloaded with 2 kernels; after
   the end of the pass undoes the reduction (gpugen_reduce_undo), the
   PHI after the time loop that merges e's values reads, on the device
   path's edge into it, the host loop's e (defined in the host copy of
   the step), which does not dominate that edge: verify_ssa says
   "definition in block 17 does not dominate use in block 35 for e2_110
   in e2_47 = PHI <e2_110(17), e2_110(18), 1e30(2), e2_110(35)>".  The
   device path's argument was the placeholder, which the undo makes the
   reduction's value again: the value that time loop leaves was not given
   to the device path's edge (gpugen_reduce_exit_last /
   gpugen_host_exit_live_out_value), likely because the strided row loop
   from 1 gives the row loop a second exit.

   Found by fuzz --ext3 C seed 832 (fuzz.py reduce).  Reproduce:

     gcc -O2 -fplugin=plugin/gpugen.so -fplugin-arg-gpugen-emulate \
       -fplugin-arg-gpugen-nvcc=none -c fuzz/repro/ice-lcssa-832.c  */

#include <math.h>

static long A1[83][83];
double sink;

void __attribute__ ((noipa))
f1 (int n, int m, int tsteps, float A0[restrict (m+3)][(n+3)])
{
  double e2 = 1e30;
  for (int i8 = 0; i8 < tsteps + 2; i8++)
    {
      for (int i3 = 2; i3 < m - 2; i3++)
        for (int i4 = 2; i4 < m - 2; i4++)
          A0[m - 1 - i3][0] = fminf ((float) (0.5f * A0[i3-1][1]),
                                     (float) (0.75f * (float) i4));
      e2 = 0;
      for (int i5 = 0; i5 < 2; i5++)
        for (int i6 = 1; i6 < n - 1; i6++)
          for (int i7 = 1 + ((i6 + i5) & 1); i7 < m - 1; i7 += 2)
            {
              long q1 = ((A1[i6-1][i7] + A1[i6+1][i7] + A1[i6][i7-1]
                          + A1[i6][i7+1]) & 1023);
              double q2 = fabs ((double) q1 - (double) A1[i6][i7]);
              if (q2 > e2)
                e2 = q2;
              A1[i6][i7] = q1;
            }
      if (e2 > 1e9)
        break;
    }
  sink = e2;
}
