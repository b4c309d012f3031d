/* Triangular contractions of constant sizes: at 32 the register tiling
   has a single tile, whose tile loops isl drops, so no statement has a
   constant slot and the kernel is tiled again without registers (it
   stayed on the host before: the CUDA printer found a statement
   without its slot); at 96 it has several tiles (tiled too, without
   registers: no statement has a constant slot either).  Every element
   matches a host reference.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp -fplugin-arg-gpugen-dump" } */
/* { dg-prune-output "\[^\n\]*optimized: gpugen: SCoP with\[^\n\]*" } */
/* { dg-final { scan-tree-dump "no outer tile loops for a user node" "gpugen" } } */

#include <math.h>
#include <stdlib.h>

static double __attribute__ ((noipa))
host (double x)
{
  return x;
}

static double u[32][32], v[32][32], w[96][96], x[96][96];

void
small (void)
{
  for (int i = 0; i < 32; i++) /* { dg-optimized "tiled 32x32x32" } */
    for (int j = 0; j <= i; j++)
      {
	u[i][j] = 0;
	for (int k = 0; k < 32; k++)
	  u[i][j] += v[i][k] * v[j][k];
      }
}

void
large (void)
{
  for (int i = 0; i < 96; i++) /* { dg-optimized "loop nest offloaded" } */
    for (int j = 0; j <= i; j++)
      {
	w[i][j] = 0;
	for (int k = 0; k < 96; k++)
	  w[i][j] += x[i][k] * x[j][k];
      }
}

int
main (void)
{
  for (int i = 0; i < 32; i++)
    for (int k = 0; k < 32; k++)
      {
	v[i][k] = host ((double) ((3 * i + 5 * k) % 17) / 17 - 0.5);
	u[i][k] = -7.0;
      }
  for (int i = 0; i < 96; i++)
    for (int k = 0; k < 96; k++)
      {
	x[i][k] = host ((double) ((7 * i + 2 * k) % 19) / 19 - 0.25);
	w[i][k] = -7.0;
      }
  small ();
  large ();
  for (int i = 0; i < 32; i++)
    for (int j = 0; j < 32; j++)
      {
	double s = -7.0;
	if (j <= i)
	  {
	    s = 0;
	    for (int k = 0; k < 32; k++)
	      s += host (v[i][k]) * v[j][k];
	  }
	if (!(fabs (host (u[i][j]) - s) <= 1e-12 * (1 + fabs (s))))
	  abort ();
      }
  for (int i = 0; i < 96; i++)
    for (int j = 0; j < 96; j++)
      {
	double s = -7.0;
	if (j <= i)
	  {
	    s = 0;
	    for (int k = 0; k < 96; k++)
	      s += host (x[i][k]) * x[j][k];
	  }
	if (!(fabs (host (w[i][j]) - s) <= 1e-12 * (1 + fabs (s))))
	  abort ();
      }
  return 0;
}
