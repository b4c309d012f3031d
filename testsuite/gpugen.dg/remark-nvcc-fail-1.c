/* When nvcc fails, the nest is not labelled offloaded: the warning says
   why, and the remark says it stays on the host.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-nvcc=/bin/false -fplugin-arg-gpugen-cache=0" } */

double x[256];

void
g (void)
{
  for (int i = 0; i < 256; i++) /* { dg-missed "gpugen: loop nest not offloaded: no GPU code was built \\(see the warning\\)" } */
    x[i] = 2 * i; /* { dg-message "SCoP with" "" { target *-*-* } .-1 } */
}

/* { dg-warning "gpugen: '/bin/false' failed \\(exit status 1\\); the offloaded loop nests of this file run on the host" "" { target *-*-* } 11 } */
/* { dg-bogus "optimized:" "" { target *-*-* } 11 } */
