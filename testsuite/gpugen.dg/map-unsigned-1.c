/* Linearized subscripts computed in 32-bit unsigned arithmetic (issue
   16), mapped: each array whose offsets GCC computes in unsigned int
   and zero-extends (v[(i-1)*n + j], v[i*n + j - 1], ...) gets the
   bound 2^32 on the elements its transfer copies, which the region's
   run-time check tests, without overflow, from the rows copied and the
   row size: (n - 1) * n elements and more for the Jacobi step's u.
   With 64-bit counters nothing wraps, and no bound is needed.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-gpugen-dump=details" } */

void
jac (unsigned n, double *u, double *v)
{
  for (unsigned i = 1; i < n - 1; i++)
    for (unsigned j = 1; j < n - 1; j++)
      u[i*n+j] = 0.25 * (v[(i-1)*n+j] + v[(i+1)*n+j] + v[i*n+j-1]
			 + v[i*n+j+1]);
}

void
red (unsigned n, float *w)
{
  for (unsigned i = 1; i < n - 1; i++)
    for (unsigned j = 1 + (i & 1); j < n - 1; j += 2)
      w[i*n+j] = 0.25f * (w[(i-1)*n+j] + w[(i+1)*n+j] + w[i*n+j-1]
			  + w[i*n+j+1]);
}

void
wide (unsigned long n, double *x, double *y)
{
  for (unsigned long i = 1; i < n - 1; i++)
    for (unsigned long j = 1; j < n - 1; j++)
      x[i*n+j] = y[i*n+j-1] + y[i*n+j+1];
}

/* { dg-final { scan-tree-dump-times "SCoP 0 offloaded: 1 kernels" 3 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "transfer u_\[0-9\]+: elements below 4294967296 \\(offsets computed in a narrow wrapping type\\), checked at run time" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "transfer v_\[0-9\]+: elements below 4294967296 \\(offsets computed in a narrow wrapping type\\), checked at run time" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "transfer w_\[0-9\]+: elements below 4294967296 \\(offsets computed in a narrow wrapping type\\), checked at run time" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "elements below" 3 "gpugen" } } */
