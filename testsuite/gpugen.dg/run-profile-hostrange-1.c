/* GPUGEN_PROFILE counts an execution that the host memory checks send
   to the host once, "by the host memory check", however many of them
   fail, and the disjointness of the ranges copied back of arrays
   accessed speculatively counts too (__gpugen_region_host_checked).
   Two conditional stores made unconditional (Y and Z: their copies
   back cover elements the program may not write):

   - on the heap, apart: the device;
   - both in shared mappings: both host memory checks fail, one
     execution on the host (before, two were counted);
   - Z = Y + K, where X selects Y's elements below K only and restrict
     holds: the ranges copied back overlap, so Y's copy back would write
     Y's old bytes over Z's results; the disjointness fails (before, the
     execution was counted nowhere), twice.

   Each result matches the host's.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-prune-output "gpugen: SCoP with" } */
/* { dg-set-target-env-var GPUGEN_PROFILE "1" } */
/* { dg-output "region \[^\r\n\]*:\[0-9\]+ \\(two_cond\\): 1 of 4 executions on the device, 3 on the host \\(3 by the host memory check\\)" } */
/* { dg-gpugen-expect offload } */

#include <stdlib.h>
#include <sys/mman.h>

/* The identity, opaque to gpugen.  */

static double __attribute__ ((noipa))
host (double x)
{
  return x;
}

void __attribute__ ((noipa))
two_cond (int n, double *restrict y, double *restrict z,
	  const double *restrict x)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "gpugen: loop nest offloaded to the GPU" } */
    {
      if (x[i] > 0)
	y[i] = x[i];
      if (x[i] < -10)
	z[i] = -x[i];
    }
}

/* Check Y[0..N-1] and Z[0..N-1] after two_cond from Y0 and Z0.  */

static void
check (int n, const double *x, const double *y, const double *z,
       double y0, double z0)
{
  for (int i = 0; i < n; i++)
    {
      if (y[i] != (x[i] > 0 ? x[i] : y0))
	abort ();
      if (z[i] != (x[i] < -10 ? -x[i] : z0))
	abort ();
    }
}

int
main (void)
{
  int n = 40, k = 12;
  double *x = malloc (n * sizeof (double));
  double *y = malloc (n * sizeof (double));
  double *z = malloc (n * sizeof (double));

  for (int i = 0; i < n; i++)
    {
      x[i] = host (i % 3 == 0 ? 1.0 + i : -5.0 * i);
      y[i] = host (-1.0);
      z[i] = host (-2.0);
    }
  /* Apart, on the heap: the device.  */
  two_cond (n, y, z, x);
  check (n, x, y, z, -1.0, -2.0);

  /* Both in shared mappings: the host, counted once.  */
  double *s = mmap (NULL, 2 * n * sizeof (double), PROT_READ | PROT_WRITE,
		    MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  if (s == MAP_FAILED)
    abort ();
  for (int i = 0; i < 2 * n; i++)
    s[i] = host (-3.0);
  two_cond (n, s, s + n, x);
  check (n, x, s, s + n, -3.0, -3.0);

  /* Z = Y + K, X positive below K only: the host by the disjointness,
     twice.  */
  double *buf = malloc ((n + k) * sizeof (double));
  for (int i = k; i < n; i++)
    x[i] = host (-11.0 - i);
  for (int r = 0; r < 2; r++)
    {
      for (int i = 0; i < n + k; i++)
	buf[i] = host (-4.0);
      two_cond (n, buf, buf + k, x);
      for (int i = 0; i < k; i++)
	if (buf[i] != (x[i] > 0 ? x[i] : -4.0))
	  abort ();
      for (int i = 0; i < n; i++)
	if (buf[k + i] != (x[i] < -10 ? -x[i] : -4.0))
	  abort ();
    }
  free (buf);
  free (x);
  free (y);
  free (z);
  return 0;
}
