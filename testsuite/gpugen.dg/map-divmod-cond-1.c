/* A condition with nested divisions by constants, "(i / 3 + j / 5) % 7
   == 0" (in the model floor((i + 3 floor(j / 5)) / 21), each branch a
   statement), in one kernel whose two loops are mapped to threads by
   grid strides.  isl built the AST of the kernel's two nested one-member
   bands hundreds of times slower than that of one band with both
   members (the same loops): the nest ran past the mapping's quota
   after minutes of compilation and stayed on the host.  copy_subtree
   (gpugen-map.cc) now joins an untiled kernel's nested bands into one;
   its AST fits well within a third of the default quota, which this
   test sets so that it fails in seconds, not minutes, where the bands
   stay apart.  run-divmod-cond-1.c runs it.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-map-isl-operations=1000000" } */

void
md2 (int n, double a[restrict n][n], const double b[restrict n][n])
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU: 1 kernel \\(2 loops mapped to blocks of 32x8 threads\\)" } */
    for (int j = 0; j < n; j++)
      a[i][j] = ((i / 3 + j / 5) % 7 == 0) ? b[i][j] : -b[i][j];
}

