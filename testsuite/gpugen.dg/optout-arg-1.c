/* -fplugin-arg-gpugen-off=NAMES keeps the loop nests of the functions
   it names on the host; the others are still offloaded.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-off=h,f" } */

double y[100];

void
f (void) /* { dg-missed "gpugen: loop nests of 'f' stay on the host: named in -fplugin-arg-gpugen-off" } */
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
