/* Under -fwrapv int arithmetic wraps too: u[i*n + j] with int
   counters and size is computed in a wrapping int and sign-extended,
   its value where it lies in [-2^31, 2^31).  Delinearization reads it
   so, with the bound 2^31 on the elements each array's transfer
   copies, checked at run time (issue 16; without -fwrapv the int
   arithmetic does not overflow and needs no bound).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fwrapv -fplugin-arg-gpugen-dump=details" } */

void
jac (int n, double *u, double *v)
{
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      u[i*n+j] = v[i*n+j-1] + v[i*n+j+1];
}

/* { dg-final { scan-tree-dump-times "SCoP 0 offloaded: 1 kernels" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "transfer \[uv\]_\[0-9\]+: elements below 2147483648 \\(offsets computed in a narrow wrapping type\\), checked at run time" 2 "gpugen" } } */
