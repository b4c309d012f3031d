/* A scalar reduction carried by a host loop (issue 11, shape 1).  S
   sums over the inner J loop and carries across the outer I loop, which
   is sequential (row I reads row I - 1) and which the host code runs,
   launching per I; the second J loop is parallel.  The value of S at
   the start of row I + 1 is the one row I's sum left: it must survive
   from one launch to the next, so it cannot live in a register of the
   kernel that sums (gpugen's rule: a scalar stays in registers only
   where every write -> read pair of its dataflow is in one thread of
   one launch, in order; otherwise device memory).  The strict emulator
   also fails the run on a read of device memory nothing wrote.  The
   result matches a host reference.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */
/* { dg-gpugen-expect offload } */

#include <stdlib.h>

#define N 40
#define M 300

long a[N][M], r[N][M], t[N], rt[N];
long b[N][M], rb[N][M], u[N], ru[N];

/* The identity, opaque to gpugen: a loop nest that calls it is not a
   SCoP, so the reference and the set-up stay on the host.  */

static long __attribute__ ((noipa))
host (long x)
{
  return x;
}

static void __attribute__ ((noipa))
rows (int n, int m)
{
  long s = 3;
  for (int i = 1; i < n; i++)
    {
      for (int j = 0; j < m; j++)
	s = (s * 3 + a[i - 1][j]) & 0xffff;
      for (int j = 0; j < m; j++)
	a[i][j] = (a[i - 1][j] + s + j) & 1023;
      t[i] = s;
    }
}

static void __attribute__ ((noipa))
rows_ref (int n, int m)
{
  long s = 3;
  for (int i = 1; i < n; i++)
    {
      for (int j = 0; j < m; j++)
	s = (s * 3 + r[i - 1][j]) & 0xffff;
      for (int j = 0; j < m; j++)
	r[i][j] = (r[i - 1][j] + s + host (j)) & 1023;
      rt[i] = s;
    }
}

/* The same carried sum in the loop that also updates row I: the
   update is parallel over J, the sum is not; with one statement per
   store they are two statements of one J loop.  */

static void __attribute__ ((noipa))
fused (int n, int m)
{
  long s = 1;
  for (int i = 1; i < n; i++)
    {
      for (int j = 0; j < m; j++)
	{
	  b[i][j] = (b[i - 1][j] * 5 + j + i) & 1023;
	  s = (s + b[i - 1][j] * (j + 1)) & 0xfffff;
	}
      u[i] = s;
    }
}

static void __attribute__ ((noipa))
fused_ref (int n, int m)
{
  long s = 1;
  for (int i = 1; i < n; i++)
    {
      for (int j = 0; j < m; j++)
	{
	  rb[i][j] = (rb[i - 1][j] * 5 + host (j) + i) & 1023;
	  s = (s + rb[i - 1][j] * (j + 1)) & 0xfffff;
	}
      ru[i] = s;
    }
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      {
	a[i][j] = r[i][j] = host ((i * 7 + j * 3) % 11);
	b[i][j] = rb[i][j] = host ((i * 5 + j) % 13);
      }
  rows (host (N), host (M));
  rows_ref (host (N), host (M));
  fused (host (N), host (M));
  fused_ref (host (N), host (M));
  for (int i = 0; i < N; i++)
    {
      if (host (t[i]) != rt[i] || host (u[i]) != ru[i])
	abort ();
      for (int j = 0; j < M; j++)
	if (host (a[i][j]) != r[i][j] || host (b[i][j]) != rb[i][j])
	  abort ();
    }
  return 0;
}
