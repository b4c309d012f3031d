/* dmma-exact.cu -- whether the FP64 tensor cores (mma.sync m8n8k4 .f64)
   compute what a k-ordered chain of FMAs computes, bit for bit: the
   condition for gpugen to use them on a contraction without changing
   its results (bench/results/2026-11-25-h100-dgemm-wide.txt).
   Build: nvcc -O3 -gencode arch=compute_90,code=sm_90 -o dmma-exact
   dmma-exact.cu; run: ./dmma-exact [N] (N a multiple of 32).  */
#include <cstdio>
#include <cstdlib>
#include <cstring>
__global__ void init (double *a, long n, unsigned seed)
{
  long i = blockIdx.x * (long) blockDim.x + threadIdx.x;
  if (i < n * n)
    {
      unsigned x = (unsigned) i * 2654435761u ^ seed;
      x ^= x >> 13; x *= 0x5bd1e995; x ^= x >> 15;
      a[i] = (double) (x & 0xffffff) / 16777216.0 - 0.5 + 1e-9 * (x >> 24);
    }
}
/* One thread an element: the FMA chain in k order.  */
__global__ void chain (double *c, const double *a, const double *b, int n)
{
  int i = blockIdx.y * blockDim.y + threadIdx.y, j = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n || j >= n) return;
  double s = 0;
  for (int k = 0; k < n; k++)
    s = fma (a[(long) i * n + k], b[(long) k * n + j], s);
  c[(long) i * n + j] = s;
}
/* One warp an 8 x 8 tile, mma.sync m8n8k4 over k.  */
__global__ void dmma (double *c, const double *a, const double *b, int n)
{
  int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32, lane = threadIdx.x % 32;
  int tiles = n / 8, ti = warp / tiles, tj = warp % tiles;
  if (ti >= tiles) return;
  int g = lane >> 2, t = lane & 3;
  double c0 = 0, c1 = 0;
  for (int k = 0; k < n; k += 4)
    {
      double av = a[(long) (8 * ti + g) * n + k + t];
      double bv = b[(long) (k + t) * n + 8 * tj + g];
      asm volatile ("mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 {%0,%1}, {%2}, {%3}, {%0,%1};"
		    : "+d" (c0), "+d" (c1) : "d" (av), "d" (bv));
    }
  c[(long) (8 * ti + g) * n + 8 * tj + 2 * t] = c0;
  c[(long) (8 * ti + g) * n + 8 * tj + 2 * t + 1] = c1;
}
int main (int argc, char **argv)
{
  int n = argc > 1 ? atoi (argv[1]) : 1024;
  size_t bytes = (size_t) n * n * 8;
  double *a, *b, *c1, *c2;
  cudaMalloc (&a, bytes); cudaMalloc (&b, bytes); cudaMalloc (&c1, bytes); cudaMalloc (&c2, bytes);
  init<<<(n * n + 255) / 256, 256>>> (a, n, 1);
  init<<<(n * n + 255) / 256, 256>>> (b, n, 7);
  chain<<<dim3 (n / 16, n / 16), dim3 (16, 16)>>> (c1, a, b, n);
  dmma<<<(n / 8) * (n / 8) / 4, 128>>> (c2, a, b, n);
  cudaError_t e = cudaDeviceSynchronize ();
  double *h1 = (double *) malloc (bytes), *h2 = (double *) malloc (bytes);
  cudaMemcpy (h1, c1, bytes, cudaMemcpyDeviceToHost);
  cudaMemcpy (h2, c2, bytes, cudaMemcpyDeviceToHost);
  long diff = 0; double maxrel = 0;
  for (long i = 0; i < (long) n * n; i++)
    if (memcmp (&h1[i], &h2[i], 8))
      {
	diff++;
	double r = fabs (h1[i] - h2[i]) / (fabs (h1[i]) + 1e-300);
	if (r > maxrel) maxrel = r;
      }
  printf ("dmma vs fma chain n %d: %s, %ld of %ld elements differ, max rel %.2e\n",
	  n, cudaGetErrorString (e), diff, (long) n * n, maxrel);
  return 0;
}
