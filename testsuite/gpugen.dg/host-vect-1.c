/* The host copy of a versioned region is the original code and stays
   open to the later loop passes: at -O3 its innermost loops are
   vectorized as in a build without the plugin (with the vectorizer's
   own alias versioning where it needs one), so that a region whose
   run-time estimate picks the host runs as fast as plain -O3 code.  */
/* { dg-do compile } */
/* { dg-options "-O3 -fopt-info-omp-vec-optimized" } */

/* All-pairs shortest paths: no parallel loop in the original order (its
   statement is split into 9 pieces, gpugen-indexset.cc, whose kernels
   run per step); its host copy keeps the vectorized inner loop.  */

void
paths (int n, int *d)
{
  for (int k = 0; k < n; k++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU: 9 kernels \\(2 loops mapped to blocks of 32x8 threads, launched in 1 host loop; " } */
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++) /* { dg-optimized "loop vectorized using" } */
	{ /* { dg-optimized "loop versioned for vectorization because of possible aliasing" "" { target *-*-* } .-1 } */
	  int via = d[i * n + k] + d[k * n + j];
	  d[i * n + j] = via < d[i * n + j] ? via : d[i * n + j];
	}
}

int a[512][512], b[512][512];

/* A parallel nest on arrays of known size: the host copy's inner loop
   is vectorized without versioning (a main loop and an epilogue).  */

void
smooth (int n)
{
  for (int i = 1; i < n - 1; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU: 1 kernel \\(2 loops mapped to blocks of 32x8 threads\\)" } */
    for (int j = 1; j < n - 1; j++) /* { dg-optimized "loop vectorized using 16 byte vectors" } */
      b[i][j] = a[i][j - 1] + a[i][j] + a[i][j + 1]; /* { dg-optimized "loop vectorized using 8 byte vectors" "" { target *-*-* } .-1 } */
}
