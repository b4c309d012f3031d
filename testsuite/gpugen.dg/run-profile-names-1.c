/* The runtime's profile names a region by the file as the compiler was
   given it (its path, so that same-named files of different directories
   stay apart), the line of its loop nest and the source name of its
   function, also when IPA cloned the function (scale.constprop.0); its
   kernel is named after the function's source name and the nest's line,
   and its line gives the region, the grid and the block.  */
/* { dg-do run } */

#include <stdlib.h>

double y[1000];

static double __attribute__ ((noipa))
host (double x)
{
  return x;
}

static void __attribute__ ((noinline))
scale (double *p, int n, double f)
{
  for (int i = 0; i < n; i++)
    p[i] *= f;
}

int
main (void)
{
  for (int i = 0; i < 1000; i++)
    y[i] = host (i);
  scale (y, 1000, 2.0);
  for (int i = 0; i < 1000; i++)
    if (host (y[i]) != 2.0 * i)
      abort ();
  return 0;
}

/* { dg-output ".*gpugen: kernel gpugen_scale_L22_0 \\(\[^\n\]*gpugen.dg/run-profile-names-1.c:22, scale\\): 1 launch, grid \\(4,1,1\\), block \\(256,1,1\\), \[0-9.\]+ ms" } */
/* { dg-output ".*gpugen: region \[^\n\]*gpugen.dg/run-profile-names-1.c:22 \\(scale\\): 1 entry" } */
