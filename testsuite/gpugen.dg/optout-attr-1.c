/* __attribute__ ((gpugen_off)) keeps a function's loop nests on the
   host, and the remark names the function and the attribute; the same
   nest in another function is still offloaded.  The attribute on a
   variable is a warning.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all" } */

double y[100];

__attribute__ ((gpugen_off)) void
f (void) /* { dg-missed "gpugen: loop nests of 'f' stay on the host: __attribute__\\(\\(gpugen_off\\)\\)" } */
{
  for (int i = 0; i < 100; i++)
    y[i] = 2 * i;
}

void
g (void)
{
  for (int i = 0; i < 100; i++) /* { dg-optimized "offloaded" } */
    y[i] = 3 * i;
}

int v __attribute__ ((gpugen_off)); /* { dg-warning "'gpugen_off' attribute applies only to functions" } */
