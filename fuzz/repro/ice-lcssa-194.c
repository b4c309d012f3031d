/* Not fixed (session 19, branch s19-fuzz): an internal compiler error
   (segmentation fault) in rewrite_into_loop_closed_ssa, called at the
   end of gpugen's pass (gpugen.cc, execute, after the undo of the exits
   on data), for the nest below: a loop of step 2 whose inner loop
   leaves on data ("if (A0[m + 3] > 0.5) break;", made a flag by
   gpugen-exits.cc, put back when the model rejects the region for
   "condition not affine") and stores under "j % 4 == 1".  With main's
   plugin (d6b599f) too, at -O2, with or without -fchecking; not with
   -fplugin-arg-gpugen-reductions=0, alias-checks=0 or snapshot=0.

   Found by fuzz --ext2 C seed 194 (fuzz.py reduce, then by hand; the
   shapes are those of the --ext class).  Reproduce:

     gcc -O2 -fplugin=plugin/gpugen.so -fplugin-arg-gpugen-emulate \
       -fplugin-arg-gpugen-nvcc=none -c fuzz/repro/ice-lcssa-194.c

   gdb: #2 rewrite_into_loop_closed_ssa_1, #3 pass_gpugen::execute
   (gpugen.cc:945).  */

void __attribute__ ((noipa))
f0 (int n, int m, float *A0)
{
  for (int i = 2; i < n - 2; i += 2)
    {
      A0[m + 3] = 0.25f * (float) i;
      for (int j = 2; j < n - 2; j++)
        {
          if (A0[m + 3] > 0.5)
            break;
          if (j % 4 == 1)
            A0[2 * (m + 3) + 1] = 0.75f - 0.375f * (float) n;
        }
    }
}
