// nan-payloads.cu -- the NaN payloads and signs of float and double
// operations on the GPU against the host's (bench/results/
// 2026-12-07-h100-nan-payloads.txt; gpugen-cuda-expr.cc's nan_str).
// Build: nvcc -O2 -arch=sm_90 -o nan-payloads nan-payloads.cu
#include <cstdio>
#include <cstring>
#include <cstdint>
#include <cmath>
#define NOPS 16
__host__ __device__ static void ops_f (float a, float b, double d, float *r)
{
  r[0] = a + 1.0f; r[1] = a * 3.0f; r[2] = -a; r[3] = fabsf (a);
  r[4] = a / b; r[5] = sqrtf (a); r[6] = fmaf (a, b, 1.0f); r[7] = (float) d;
  r[8] = (float) (-d); r[9] = a - b; r[10] = fmaxf (a, 1.0f); r[11] = a > 1.0f ? a : 1.0f;
  r[12] = 1.0f + b; r[13] = b * a; r[14] = (float)(d * 2.0); r[15] = a;
}
__host__ __device__ static void ops_d (double a, double b, float f, double *r)
{
  r[0] = a + 1.0; r[1] = a * 3.0; r[2] = -a; r[3] = fabs (a);
  r[4] = a / b; r[5] = sqrt (a); r[6] = fma (a, b, 1.0); r[7] = (double) f;
  r[8] = (double) (-f); r[9] = a - b; r[10] = fmax (a, 1.0); r[11] = a > 1.0 ? a : 1.0;
  r[12] = 1.0 + b; r[13] = b * a; r[14] = (double)(f * 2.0f); r[15] = a;
}
__global__ void kf (const float *a, const float *b, const double *d, float *r, int n)
{ int i = threadIdx.x; if (i < n) ops_f (a[i], b[i], d[i], r + NOPS * i); }
__global__ void kd (const double *a, const double *b, const float *f, double *r, int n)
{ int i = threadIdx.x; if (i < n) ops_d (a[i], b[i], f[i], r + NOPS * i); }
static float fb (uint32_t u) { float f; memcpy (&f, &u, 4); return f; }
static double db (uint64_t u) { double f; memcpy (&f, &u, 8); return f; }
int main ()
{
  const int n = 4;
  float fa[n] = { fb (0x7fc00000), fb (0xffc00000), fb (0x7fc12345), fb (0x7fa00001) /* signalling */ };
  float fbv[n] = { 2.0f, 2.0f, fb (0x7fc00000), 2.0f };
  double da[n] = { db (0x7ff8000000000000ull), db (0xfff8000000000000ull), db (0x7ff8000012345678ull), db (0x7ff4000000000001ull) };
  double dbv[n] = { 2.0, 2.0, db (0x7ff8000000000000ull), 2.0 };
  float *ga, *gb, *gr; double *gd, *gdb, *gdr;
  cudaMalloc (&ga, sizeof fa); cudaMalloc (&gb, sizeof fbv); cudaMalloc (&gd, sizeof da);
  cudaMalloc (&gdb, sizeof dbv); cudaMalloc (&gr, n * NOPS * 4); cudaMalloc (&gdr, n * NOPS * 8);
  cudaMemcpy (ga, fa, sizeof fa, cudaMemcpyHostToDevice); cudaMemcpy (gb, fbv, sizeof fbv, cudaMemcpyHostToDevice);
  cudaMemcpy (gd, da, sizeof da, cudaMemcpyHostToDevice); cudaMemcpy (gdb, dbv, sizeof dbv, cudaMemcpyHostToDevice);
  kf<<<1, n>>> (ga, gb, gd, gr, n); kd<<<1, n>>> (gd, gdb, ga, gdr, n);
  float rf[n * NOPS]; double rd[n * NOPS];
  if (cudaMemcpy (rf, gr, sizeof rf, cudaMemcpyDeviceToHost) || cudaMemcpy (rd, gdr, sizeof rd, cudaMemcpyDeviceToHost))
    { printf ("cuda error %s\n", cudaGetErrorString (cudaGetLastError ())); return 1; }
  const char *fn[NOPS] = { "a+1", "a*3", "-a", "fabs", "a/b", "sqrt", "fma", "cvt(d)", "cvt(-d)", "a-b", "fmax", "sel>", "1+b", "b*a", "cvt(d*2)", "copy" };
  for (int i = 0; i < n; i++)
    {
      float hf[NOPS]; double hd[NOPS];
      ops_f (fa[i], fbv[i], da[i], hf); ops_d (da[i], dbv[i], fa[i], hd);
      for (int k = 0; k < NOPS; k++)
	{
	  uint32_t g, h; memcpy (&g, &rf[i * NOPS + k], 4); memcpy (&h, &hf[k], 4);
	  uint64_t G, H; memcpy (&G, &rd[i * NOPS + k], 8); memcpy (&H, &hd[k], 8);
	  printf ("in%d %-9s f32 gpu %08x host %08x %s | f64 gpu %016llx host %016llx %s\n", i, fn[k], g, h,
		  g == h ? "same" : "DIFF", (unsigned long long) G, (unsigned long long) H, G == H ? "same" : "DIFF");
	}
    }
  return 0;
}
