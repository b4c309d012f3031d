/* d2d-bandwidth: device memory bandwidth ceiling for the benchmark
   harness.

   Copies a buffer of MB megabytes (default 2048, far above any L2) to
   another with cudaMemcpyAsync device-to-device, after a warm-up, with
   CUDA events around each copy, and prints the median of REPS copies as

     d2d: device NAME
     d2d: bytes B ms T gbps R check ok

   where R counts the bytes read plus the bytes written (2 B per copy),
   in 1e9 bytes per second.  The source holds a pattern, never zeros;
   "check" compares a sample of the copy with it.  This is a measurement
   tool of the benchmark harness, not part of gpugen.

   Usage: d2d-bandwidth [MB [REPS]].  */

#include <cuda_runtime.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

/* Exit with a message if the CUDA runtime call that returned ERR
   failed; WHAT names the call.  */

static void
check_cuda (cudaError_t err, const char *what)
{
  if (err != cudaSuccess)
    {
      fprintf (stderr, "d2d-bandwidth: %s: %s\n", what,
	       cudaGetErrorString (err));
      exit (1);
    }
}

/* Write a pattern that depends on the index into the COUNT words of
   P.  */

__global__ void
fill_pattern (unsigned *p, size_t count)
{
  size_t i = blockIdx.x * (size_t) blockDim.x + threadIdx.x;
  for (; i < count; i += (size_t) gridDim.x * blockDim.x)
    p[i] = (unsigned) (i * 2654435761u) ^ 0x5a5a5a5au;
}

int
main (int argc, char **argv)
{
  long mb = argc > 1 ? atol (argv[1]) : 2048;
  int reps = argc > 2 ? atoi (argv[2]) : 21;
  if (mb <= 0 || reps <= 0)
    {
      fprintf (stderr, "usage: d2d-bandwidth [MB [REPS]]\n");
      return 2;
    }
  size_t bytes = (size_t) mb << 20, count = bytes / sizeof (unsigned);

  cudaDeviceProp prop;
  check_cuda (cudaGetDeviceProperties (&prop, 0), "cudaGetDeviceProperties");
  printf ("d2d: device %s\n", prop.name);

  unsigned *src, *dst;
  check_cuda (cudaMalloc (&src, bytes), "cudaMalloc");
  check_cuda (cudaMalloc (&dst, bytes), "cudaMalloc");
  fill_pattern<<<1024, 256>>> (src, count);
  check_cuda (cudaGetLastError (), "fill_pattern");
  check_cuda (cudaMemset (dst, 0xff, bytes), "cudaMemset");

  /* Warm-up.  */
  for (int r = 0; r < 3; r++)
    check_cuda (cudaMemcpyAsync (dst, src, bytes, cudaMemcpyDeviceToDevice),
		"cudaMemcpyAsync");
  check_cuda (cudaDeviceSynchronize (), "cudaDeviceSynchronize");

  cudaEvent_t start, stop;
  check_cuda (cudaEventCreate (&start), "cudaEventCreate");
  check_cuda (cudaEventCreate (&stop), "cudaEventCreate");
  std::vector<float> ms (reps);
  for (int r = 0; r < reps; r++)
    {
      check_cuda (cudaEventRecord (start), "cudaEventRecord");
      check_cuda (cudaMemcpyAsync (dst, src, bytes,
				   cudaMemcpyDeviceToDevice),
		  "cudaMemcpyAsync");
      check_cuda (cudaEventRecord (stop), "cudaEventRecord");
      check_cuda (cudaEventSynchronize (stop), "cudaEventSynchronize");
      check_cuda (cudaEventElapsedTime (&ms[r], start, stop),
		  "cudaEventElapsedTime");
    }

  /* Check a sample of the copy: 4096 words spread over the buffer.  */
  bool ok = true;
  for (int k = 0; k < 4096; k++)
    {
      size_t i = (size_t) k * (count / 4096) + (k % 7);
      unsigned v;
      check_cuda (cudaMemcpy (&v, dst + i, sizeof v, cudaMemcpyDeviceToHost),
		  "cudaMemcpy");
      if (v != ((unsigned) (i * 2654435761u) ^ 0x5a5a5a5au))
	ok = false;
    }

  std::sort (ms.begin (), ms.end ());
  double med = ms[reps / 2];
  printf ("d2d: bytes %zu ms %.4f gbps %.1f check %s\n", bytes, med,
	  2.0 * (double) bytes / (med * 1e-3) / 1e9, ok ? "ok" : "FAIL");

  cudaEventDestroy (start);
  cudaEventDestroy (stop);
  cudaFree (src);
  cudaFree (dst);
  return ok ? 0 : 1;
}
