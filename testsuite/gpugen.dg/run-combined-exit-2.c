/* A break on unsigned long counters that GCC merges with the loop's own
   test ("for (j = 0; j < n; j += 3) { if (j >= 60) break; ... }"), with
   bounds N past LONG_MAX: the host code reads every parameter as a
   "long", so such an N must not reach a kernel modelled on its unsigned
   value (an unsigned comparison of 64 bits is read modulo 2^64 nowhere;
   the nest stays on the host).  Before, N = ULONG_MAX and 2^63 + 5
   gave wrong elements (and an out-of-bounds access on the emulator).
   Every element is compared with a host reference, for N of 0, 1, 30,
   59, 60, 100, 2^63 - 1, 2^63 + 5, ULONG_MAX - 1 and ULONG_MAX, and
   the same nest over unsigned int counters with UINT_MAX.  */
/* { dg-do run } */
/* { dg-gpugen-expect any } */

#include <stdlib.h>
#include <string.h>
#include <limits.h>

#define NESTS(SUFFIX, ATTR)						\
ATTR void								\
ul##SUFFIX (double *a, unsigned long n, unsigned long m)		\
{									\
  for (unsigned long i = 0; i < m; i++)					\
    for (unsigned long j = 0; j < n; j += 3)				\
      {									\
	if (j >= 60)							\
	  break;							\
	a[i * 64 + j] = 2 * a[i * 64 + j] + 1;				\
      }									\
}									\
ATTR void								\
ui##SUFFIX (double *a, unsigned n, unsigned m)				\
{									\
  for (unsigned i = 0; i < m; i++)					\
    for (unsigned j = 0; j < n; j += 3)					\
      {									\
	if (j >= 60)							\
	  break;							\
	a[i * 64UL + j] = 3 * a[i * 64UL + j] - 1;			\
      }									\
}

NESTS (, __attribute__ ((noipa)))
NESTS (_ref, __attribute__ ((noipa, gpugen_off)))

static double a[64 * 64], r[64 * 64];

int __attribute__ ((gpugen_off))
main (void)
{
  static const unsigned long ns[] = {
    0, 1, 30, 59, 60, 100, LONG_MAX, (1UL << 63) + 5, ULONG_MAX - 1,
    ULONG_MAX, UINT_MAX
  };
  for (int i = 0; i < 64 * 64; i++)
    a[i] = r[i] = i % 13 - 6;
  for (int x = 0; x < (int) (sizeof ns / sizeof ns[0]); x++)
    {
      ul (a, ns[x], 64);
      ul_ref (r, ns[x], 64);
      if (memcmp (a, r, sizeof a))
	abort ();
      ui (a, (unsigned) ns[x], 64 - x);
      ui_ref (r, (unsigned) ns[x], 64 - x);
      if (memcmp (a, r, sizeof a))
	abort ();
    }
  return 0;
}
