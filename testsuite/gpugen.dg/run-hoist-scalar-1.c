/* The nest of detect-hoist-scalar-1.c, whose bounds and coefficient it
   reads from a structure in a block GCC's invariant motion leaves in the
   loop (gpugen-hoist.cc moves them before the loop), run against a host
   reference, every element compared exactly, for sizes 0 to 5 and 37 by
   0 to 4 and 29 (M of 0 too: the loads are then not made by the
   program, and may be made before the loop).  */
/* { dg-do run } */
/* { dg-gpugen-expect offload } */

#include <stdlib.h>
#include <string.h>

struct prob
{
  int n, m;
  double *a;
  double alpha;
};

void __attribute__ ((noipa))
from_struct (struct prob *s, double *restrict out)
{
  for (int i = 0; i < s->n; i++)
    for (int j = 0; j < s->m; j++)
      out[i * s->m + j] = s->a[i * s->m + j] * s->alpha + i;
}

void __attribute__ ((noipa, gpugen_off))
from_struct_ref (struct prob *s, double *restrict out)
{
  for (int i = 0; i < s->n; i++)
    for (int j = 0; j < s->m; j++)
      out[i * s->m + j] = s->a[i * s->m + j] * s->alpha + i;
}

static double in[37 * 29], out[37 * 29], ref[37 * 29];

int __attribute__ ((gpugen_off))
main (void)
{
  static const int ns[] = { 0, 1, 2, 3, 4, 5, 37 };
  static const int ms[] = { 0, 1, 2, 3, 4, 29 };
  for (int k = 0; k < 37 * 29; k++)
    in[k] = k % 23 - 11;
  for (unsigned x = 0; x < sizeof ns / sizeof *ns; x++)
    for (unsigned y = 0; y < sizeof ms / sizeof *ms; y++)
      {
	struct prob p = { ns[x], ms[y], in, 0.5 * (y + 1) };
	memset (out, 0, sizeof out);
	memset (ref, 0, sizeof ref);
	from_struct (&p, out);
	from_struct_ref (&p, ref);
	if (memcmp (out, ref, sizeof out))
	  abort ();
      }
  return 0;
}
