/* The NaNs that kernels compute are the GPU's, on the emulator too
   (gpugen-cuda-expr.cc's nan_str): measured on an H100
   (bench/results/2026-12-07-h100-nan-payloads.txt), a float addition,
   product, quotient, negation, absolute value or square root of a NaN
   gives the canonical NaN 0x7fffffff, whatever the operand's payload
   and sign; a double product keeps the operand's payload, as the host
   does; a double negation or absolute value of a NaN keeps its sign,
   which the host flips or clears.  Before, the emulator gave the host's
   bits, and two run tests that compared float NaNs bit for bit passed
   on the emulator and aborted on the GPU (run-reduce-mem-2.c,
   run-reduce-single-1.c).  Every other value is the host's, bit for
   bit.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-set-target-env-var GPUGEN_OFFLOAD "always" } */
/* { dg-gpugen-expect offload } */

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define M 64
static float fa[M], f1[M], f2[M], f3[M], f4[M], f5[M];
static double da[M], d1[M], d2[M], d3[M];

static void __attribute__ ((noipa))
fops (int n)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "loop nest offloaded" } */
    {
      float x = fa[i];
      f1[i] = x + 1.0f;
      f2[i] = x * 3.0f;
      f3[i] = -x;
      f4[i] = fabsf (x);
      f5[i] = x / 2.0f;
    }
}

static void __attribute__ ((noipa))
dops (int n)
{
  for (int i = 0; i < n; i++) /* { dg-optimized "loop nest offloaded" } */
    {
      double x = da[i];
      d1[i] = -x;
      d2[i] = fabs (x);
      d3[i] = x * 3.0;
    }
}

static uint32_t __attribute__ ((gpugen_off))
fbits (float x)
{
  uint32_t u;
  memcpy (&u, &x, sizeof u);
  return u;
}

static uint64_t __attribute__ ((gpugen_off))
dbits (double x)
{
  uint64_t u;
  memcpy (&u, &x, sizeof u);
  return u;
}

static float __attribute__ ((gpugen_off))
fnan (uint32_t u)
{
  float x;
  memcpy (&x, &u, sizeof x);
  return x;
}

static double __attribute__ ((gpugen_off))
dnan (uint64_t u)
{
  double x;
  memcpy (&x, &u, sizeof x);
  return x;
}

/* The float NaN the GPU computes, or the host's value of a number.  */

static void __attribute__ ((gpugen_off))
check_f (float got, float host)
{
  if (host != host ? fbits (got) != 0x7fffffffu : fbits (got) != fbits (host))
    abort ();
}

int __attribute__ ((gpugen_off))
main (void)
{
  static const uint32_t fn[] = { 0x7fc00000u, 0xffc00000u, 0x7fc12345u,
				 0xff812345u };
  static const uint64_t dn[] = { 0x7ff8000000000000ull,
				 0xfff8000000000000ull,
				 0x7ff8000012345678ull,
				 0xfff8000087654321ull };
  for (int i = 0; i < M; i++)
    {
      fa[i] = i % 5 == 1 ? fnan (fn[i % 4]) : (i % 7) * 0.75f - 2.0f;
      da[i] = i % 5 == 2 ? dnan (dn[i % 4]) : (i % 9) * 0.5 - 2.0;
    }
  fops (M);
  dops (M);
  for (int i = 0; i < M; i++)
    {
      float x = fa[i];
      check_f (f1[i], x + 1.0f);
      check_f (f2[i], x * 3.0f);
      check_f (f3[i], -x);
      check_f (f4[i], fabsf (x));
      check_f (f5[i], x / 2.0f);
      double y = da[i];
      if (y != y)
	{
	  /* The operand's sign and payload, quieted.  */
	  uint64_t q = dbits (y) | 0x0008000000000000ull;
	  if (dbits (d1[i]) != q || dbits (d2[i]) != q
	      || dbits (d3[i]) != dbits (y * 3.0))
	    abort ();
	}
      else if (dbits (d1[i]) != dbits (-y) || dbits (d2[i]) != dbits (fabs (y))
	       || dbits (d3[i]) != dbits (y * 3.0))
	abort ();
    }
  return 0;
}
