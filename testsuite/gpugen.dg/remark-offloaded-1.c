/* One "optimized:" line per offloaded nest, given once its GPU code is
   built, with its kernels, mapped loops and block sizes; the SCoP line
   is a note, since a SCoP may still stay on the host.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all" } */

double a[256][256], x[256];

void
f (void)
{
  for (int i = 0; i < 256; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU: 1 kernel \\(2 loops mapped to blocks of 32x8 threads\\)" } */
    for (int j = 0; j < 256; j++) /* { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 2 parallel loops" "" { target *-*-* } .-1 } */
      a[i][j] = i + j;
}

void
g (void)
{
  for (int i = 0; i < 256; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU: 1 kernel \\(1 loop mapped to blocks of 256 threads\\)" } */
    x[i] = 2 * i; /* { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 1 parallel loops" "" { target *-*-* } .-1 } */
}
