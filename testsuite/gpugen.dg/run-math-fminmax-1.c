/* fmax, fmin, fmaxf and fminf in offloaded loops give the host C
   library's bits (gpugen-cuda-expr.cc prints them as the prelude's
   gpugen_fmax and friends, gpugen-cuda.cc): every pair of +0.0, -0.0,
   numbers, infinities and NaNs (with either sign and another payload),
   in both orders, is compared bit for bit with the same loop under
   gpugen_off.  The C library decides which zero fmax (+0.0, -0.0)
   returns (glibc up to 2.42 the first operand, CUDA's fmax the larger
   zero) and which NaN fmax of two NaNs returns (glibc the first, CUDA
   a canonical NaN): the emulator calls the host's library, so only a
   GPU run tells the helpers from CUDA's own fmax; map-math-fminmax-1.c
   checks that the kernels call the helpers.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */

#include <math.h>
#include <stdlib.h>
#include <string.h>

#define K 10
#define N (K * K * 8)

double b[N], c[N], a[N], r[N];
float bf[N], cf[N], af[N], rf[N];

#define OFF __attribute__ ((noipa, gpugen_off))
#define ON __attribute__ ((noipa))

#define FN(NAME, T, CALL, X, Y, Z)					\
  static void ON NAME (int n)						\
  {									\
    for (int i = 0; i < n; i++)						\
      Z[i] = CALL (X[i], Y[i]);						\
  }									\
  static void OFF NAME##_ref (T *z, int n)				\
  {									\
    for (int i = 0; i < n; i++)						\
      z[i] = CALL (X[i], Y[i]);						\
  }

FN (dmax, double, fmax, b, c, a)
FN (dmin, double, fmin, b, c, a)
FN (smax, float, fmaxf, bf, cf, af)
FN (smin, float, fminf, bf, cf, af)

/* Fill B, C, BF and CF with every ordered pair of the K values.  */

static void OFF
fill (void)
{
  double v[K] = { 0.0, -0.0, 1.5, -2.0, INFINITY, -INFINITY, NAN, -NAN,
		  0.0, -0.0 };
  unsigned long long payload;
  unsigned int payloadf;
  /* A quiet NaN with another payload, and a negative one.  */
  memcpy (&payload, &v[6], sizeof payload);
  payload |= 0x1234;
  memcpy (&v[8], &payload, sizeof payload);
  payload |= 1ull << 63;
  memcpy (&v[9], &payload, sizeof payload);
  for (int i = 0; i < N; i++)
    {
      b[i] = v[i % K];
      c[i] = v[i / K % K];
      bf[i] = (float) b[i];
      cf[i] = (float) c[i];
    }
  for (int i = 8; i < 10; i++)
    for (int j = 0; j < N; j++)
      {
	if (j % K == i)
	  {
	    memcpy (&payloadf, &bf[j], sizeof payloadf);
	    payloadf |= 0x123;
	    memcpy (&bf[j], &payloadf, sizeof payloadf);
	  }
	if (j / K % K == i)
	  {
	    memcpy (&payloadf, &cf[j], sizeof payloadf);
	    payloadf |= 0x123;
	    memcpy (&cf[j], &payloadf, sizeof payloadf);
	  }
      }
}

int
main (void)
{
  fill ();
  memset (a, 0x55, sizeof a);
  dmax (N);
  dmax_ref (r, N);
  if (memcmp (a, r, sizeof a))
    abort ();
  memset (a, 0x55, sizeof a);
  dmin (N);
  dmin_ref (r, N);
  if (memcmp (a, r, sizeof a))
    abort ();
  memset (af, 0x55, sizeof af);
  smax (N);
  smax_ref (rf, N);
  if (memcmp (af, rf, sizeof af))
    abort ();
  memset (af, 0x55, sizeof af);
  smin (N);
  smin_ref (rf, N);
  if (memcmp (af, rf, sizeof af))
    abort ();
  return 0;
}

/* { dg-message "loop nest offloaded to the GPU: 1 kernel" "" { target *-*-* } 41 } */
/* { dg-message "loop nest offloaded to the GPU: 1 kernel" "" { target *-*-* } 42 } */
/* { dg-message "loop nest offloaded to the GPU: 1 kernel" "" { target *-*-* } 43 } */
/* { dg-message "loop nest offloaded to the GPU: 1 kernel" "" { target *-*-* } 44 } */
