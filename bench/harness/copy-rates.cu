/* copy-rates: the host-device copy rates and launch costs of the machine,
   for the benchmark harness (next to the d2d and cuBLAS ceilings).

   Measures, for a buffer of MB megabytes (default 512):
     - cudaMemcpy to and from pageable memory (malloc), the path of a
       runtime that copies user arrays directly;
     - cudaMemcpy to and from page-locked memory (cudaMallocHost);
     - cudaHostRegister and cudaHostUnregister of the pageable buffer;
   and for an empty kernel of one block of 32 threads:
     - launch and cudaStreamSynchronize each time;
     - launches queued on a stream, one synchronization at the end;
     - the same launches captured once into a CUDA graph and replayed.
   Each figure is the median of REPS repetitions.  Output, one line each:

     copy: device NAME
     copy: bytes B pageable h2d R GB/s d2h R GB/s
     copy: bytes B pinned h2d R GB/s d2h R GB/s
     copy: register B bytes T ms unregister T ms
     launch: sync T us async T us graph T us

   R in 1e9 bytes per second.  A copy's data are checked after the
   round trip ("check ok").  This is a measurement tool of the benchmark
   harness, not part of gpugen.

   Usage: copy-rates [MB [REPS]].  */

#include <cuda_runtime.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

/* Exit with a message if the CUDA runtime call that returned ERR
   failed; WHAT names the call.  */

static void
check_cuda (cudaError_t err, const char *what)
{
  if (err != cudaSuccess)
    {
      fprintf (stderr, "copy-rates: %s: %s\n", what,
	       cudaGetErrorString (err));
      exit (1);
    }
}

/* The wall-clock time in milliseconds.  */

static double
now_ms (void)
{
  return std::chrono::duration<double, std::milli> (
	   std::chrono::steady_clock::now ().time_since_epoch ()).count ();
}

/* The median of V (which it sorts).  */

static double
median (std::vector<double> &v)
{
  std::sort (v.begin (), v.end ());
  return v[v.size () / 2];
}

/* A kernel that does nothing.  */

__global__ void
empty_kernel (void)
{
}

/* Time REPS copies of BYTES bytes between host memory HOST and device
   memory DEV, to the device when TO_DEVICE, and return the median rate
   in GB/s.  */

static double
copy_rate (void *host, void *dev, size_t bytes, bool to_device, int reps)
{
  std::vector<double> ms;

  for (int r = 0; r < reps + 1; r++)
    {
      double start = now_ms ();
      if (to_device)
	check_cuda (cudaMemcpy (dev, host, bytes, cudaMemcpyHostToDevice),
		    "cudaMemcpy");
      else
	check_cuda (cudaMemcpy (host, dev, bytes, cudaMemcpyDeviceToHost),
		    "cudaMemcpy");
      double t = now_ms () - start;
      if (r > 0)
	ms.push_back (t);
    }
  return bytes / (median (ms) * 1e-3) / 1e9;
}

int
main (int argc, char **argv)
{
  long mb = argc > 1 ? atol (argv[1]) : 512;
  int reps = argc > 2 ? atoi (argv[2]) : 5;
  if (mb <= 0 || reps <= 0)
    {
      fprintf (stderr, "usage: copy-rates [MB [REPS]]\n");
      return 2;
    }
  size_t bytes = (size_t) mb << 20;

  cudaDeviceProp prop;
  check_cuda (cudaGetDeviceProperties (&prop, 0), "cudaGetDeviceProperties");
  printf ("copy: device %s\n", prop.name);

  char *pageable = (char *) malloc (bytes), *pinned, *dev;
  if (pageable == NULL)
    {
      fprintf (stderr, "copy-rates: out of host memory\n");
      return 1;
    }
  for (size_t i = 0; i < bytes; i++)
    pageable[i] = (char) (i * 131 + 7);
  check_cuda (cudaMallocHost (&pinned, bytes), "cudaMallocHost");
  memcpy (pinned, pageable, bytes);
  check_cuda (cudaMalloc (&dev, bytes), "cudaMalloc");

  double ph = copy_rate (pageable, dev, bytes, true, reps);
  double pd = copy_rate (pageable, dev, bytes, false, reps);
  bool ok = true;
  for (size_t i = 0; i < bytes; i += 4093)
    ok &= pageable[i] == (char) (i * 131 + 7);
  printf ("copy: bytes %zu pageable h2d %.2f GB/s d2h %.2f GB/s check %s\n",
	  bytes, ph, pd, ok ? "ok" : "FAILED");
  double kh = copy_rate (pinned, dev, bytes, true, reps);
  double kd = copy_rate (pinned, dev, bytes, false, reps);
  ok = true;
  for (size_t i = 0; i < bytes; i += 4093)
    ok &= pinned[i] == (char) (i * 131 + 7);
  printf ("copy: bytes %zu pinned h2d %.2f GB/s d2h %.2f GB/s check %s\n",
	  bytes, kh, kd, ok ? "ok" : "FAILED");

  std::vector<double> reg, unreg;
  for (int r = 0; r < reps; r++)
    {
      double start = now_ms ();
      check_cuda (cudaHostRegister (pageable, bytes, cudaHostRegisterDefault),
		  "cudaHostRegister");
      double mid = now_ms ();
      check_cuda (cudaHostUnregister (pageable), "cudaHostUnregister");
      reg.push_back (mid - start);
      unreg.push_back (now_ms () - mid);
    }
  printf ("copy: register %zu bytes %.2f ms unregister %.2f ms\n", bytes,
	  median (reg), median (unreg));

  /* Launch costs, per kernel, medians of REPS batches of N.  */
  const int n = 10000;
  cudaStream_t stream;
  check_cuda (cudaStreamCreate (&stream), "cudaStreamCreate");
  empty_kernel<<<1, 32, 0, stream>>> ();
  check_cuda (cudaStreamSynchronize (stream), "cudaStreamSynchronize");
  std::vector<double> sync_us, async_us, graph_us;
  cudaGraph_t graph;
  cudaGraphExec_t exec;
  check_cuda (cudaStreamBeginCapture (stream, cudaStreamCaptureModeGlobal),
	      "cudaStreamBeginCapture");
  for (int i = 0; i < n; i++)
    empty_kernel<<<1, 32, 0, stream>>> ();
  check_cuda (cudaStreamEndCapture (stream, &graph), "cudaStreamEndCapture");
  check_cuda (cudaGraphInstantiate (&exec, graph, 0), "cudaGraphInstantiate");
  for (int r = 0; r < reps; r++)
    {
      double start = now_ms ();
      for (int i = 0; i < n; i++)
	{
	  empty_kernel<<<1, 32, 0, stream>>> ();
	  check_cuda (cudaStreamSynchronize (stream), "cudaStreamSynchronize");
	}
      sync_us.push_back ((now_ms () - start) * 1e3 / n);
      start = now_ms ();
      for (int i = 0; i < n; i++)
	empty_kernel<<<1, 32, 0, stream>>> ();
      check_cuda (cudaStreamSynchronize (stream), "cudaStreamSynchronize");
      async_us.push_back ((now_ms () - start) * 1e3 / n);
      start = now_ms ();
      check_cuda (cudaGraphLaunch (exec, stream), "cudaGraphLaunch");
      check_cuda (cudaStreamSynchronize (stream), "cudaStreamSynchronize");
      graph_us.push_back ((now_ms () - start) * 1e3 / n);
    }
  printf ("launch: sync %.2f us async %.2f us graph %.2f us\n",
	  median (sync_us), median (async_us), median (graph_us));
  check_cuda (cudaGetLastError (), "empty_kernel");
  return 0;
}
