/* A linearized nest under an if / else-if chain of two division
   conditions: the exact assumptions of its delinearization (the rows'
   stride LD at least their length M) project the arms' domains, whose
   divisions took isl the whole of max-isl-operations ("isl failed or
   ran past its operation quota", the nest on the host).  Now they run
   past a quota of their own and are taken over the domains without
   their divisions (gpugen-delin-assume.cc): the same assumption here.
   The run-time check still sends the region to the host where rows
   overlap (LD < M, where the last write of an element decides it), and
   every result matches a host reference (gpugen_off), element by
   element, for sizes 0 to 40 and strides M - 2 to M + 3.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-set-target-env-var GPUGEN_PROFILE "1" } */
/* { dg-output "region \[^\r\n\]*:41 \\(chain\\): 1079 of 1586 executions on the device, 507 on the host \\(507 by the run-time checks\\)" } */
/* { dg-gpugen-expect offload } */

#include <stdlib.h>
#include <string.h>

#define N 40
#define LD (N + 3)

static double a1[N * LD], a2[N * LD], b[N * LD];

#define CHAIN(S, ATTR)							\
  ATTR void __attribute__ ((noipa))					\
  chain##S (int n, int m, long ld, double *restrict a,			\
	    const double *restrict b)					\
  {									\
    for (int i = 0; i < n; i++)						\
      for (int j = 0; j < m; j++)					\
	if ((i / 3 + j / 5) % 7 == 0)					\
	  a[i * ld + j] = b[i * ld + j] * 2;				\
	else if ((i / 2 + j / 3) % 5 == 1)				\
	  a[i * ld + j] = b[i * ld + j] + 1;				\
	else								\
	  a[i * ld + j] = 0.5;						\
  }

CHAIN (, ) /* { dg-optimized "loop nest offloaded to the GPU" } */
CHAIN (_ref, __attribute__ ((gpugen_off)))

int __attribute__ ((gpugen_off))
main (void)
{
  for (int k = 0; k < N * LD; k++)
    b[k] = (k % 37) * 0.25 - 3;
  for (int n = 0; n <= N; n += 3)
    for (int m = 0; m <= N; m += 2)
      for (int d = -2; d <= 3; d++)
	{
	  long ld = m + d;
	  if (ld < 1 || (n > 0 && (n - 1) * ld + m > N * LD))
	    continue;
	  for (int k = 0; k < N * LD; k++)
	    a1[k] = a2[k] = -k;
	  chain (n, m, ld, a1, b);
	  chain_ref (n, m, ld, a2, b);
	  if (memcmp (a1, a2, sizeof a1))
	    abort ();
	}
  return 0;
}
