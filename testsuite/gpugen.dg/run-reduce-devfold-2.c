/* Partials folded on the device (gpugen-devfold.cc): every integer
   operation of the folds, at every width, signed and unsigned (a char
   sum and an unsigned short product that wrap, a byte AND, a short IOR,
   an unsigned XOR, an int minimum, an unsigned long long maximum) and
   the selects of floats with > and <= over NaNs and zeros of both
   signs, each from 4096 partials on by its own fold kernel; a double
   sum (not folded: no -fassociative-math) stays on the host.  Results
   and arrays bit for bit against the reference (gpugen_off).  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-omp-optimized" } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */
/* { dg-set-target-env-var GPUGEN_PROFILE "1" } */
/* { dg-output "kernel gpugen_fold_add_i8 \[^\r\n\]*: 2 launches.*kernel gpugen_fold_mul_u16 \[^\r\n\]*: 2 launches.*kernel gpugen_fold_and_u8 \[^\r\n\]*: 2 launches.*kernel gpugen_fold_ior_i16 \[^\r\n\]*: 2 launches.*kernel gpugen_fold_xor_u32 \[^\r\n\]*: 2 launches.*kernel gpugen_fold_min_i32 \[^\r\n\]*: 2 launches.*kernel gpugen_fold_max_u64 \[^\r\n\]*: 2 launches.*kernel gpugen_fold_sel_gt_f32 \[^\r\n\]*: 4 launches.*kernel gpugen_fold_sel_le_f64 \[^\r\n\]*: 4 launches" } */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#define M 6000
static signed char ca[M];
static unsigned short ua[M];
static unsigned char ba[M];
static short sa[M];
static unsigned ia[M];
static int ja[M];
static unsigned long long qa[M];
static float fa[M];
static double da[M];
static int o1[M], o2[M];
#define FUNCS(SUF, ATTR, O)						\
  static signed char __attribute__ ((noipa)) ATTR csum##SUF (int n, signed char s)	\
  { for (int i = 0; i < n; i++) { O[i] = i; s += ca[i]; } return s; }	\
  static unsigned short __attribute__ ((noipa)) ATTR uprod##SUF (int n, unsigned short s) \
  { for (int i = 0; i < n; i++) { O[i] = i + 1; s *= ua[i]; } return s; } \
  static unsigned char __attribute__ ((noipa)) ATTR band##SUF (int n, unsigned char s) \
  { for (int i = 0; i < n; i++) { O[i] = i + 2; s &= ba[i]; } return s; } \
  static short __attribute__ ((noipa)) ATTR sior##SUF (int n, short s) \
  { for (int i = 0; i < n; i++) { O[i] = i + 3; s |= sa[i]; } return s; } \
  static unsigned __attribute__ ((noipa)) ATTR uxor##SUF (int n, unsigned s) \
  { for (int i = 0; i < n; i++) { O[i] = i + 4; s ^= ia[i]; } return s; } \
  static int __attribute__ ((noipa)) ATTR imin##SUF (int n, int s) \
  { for (int i = 0; i < n; i++) { O[i] = i + 5; s = ja[i] < s ? ja[i] : s; } return s; } \
  static unsigned long long __attribute__ ((noipa)) ATTR qmax##SUF (int n, unsigned long long s) \
  { for (int i = 0; i < n; i++) { O[i] = i + 6; if (qa[i] > s) s = qa[i]; } return s; } \
  static float __attribute__ ((noipa)) ATTR fgt##SUF (int n, float s) \
  { for (int i = 0; i < n; i++) { O[i] = i + 7; if (fa[i] > s) s = fa[i]; } return s; } \
  static double __attribute__ ((noipa)) ATTR dle##SUF (int n, double s) \
  { for (int i = 0; i < n; i++) { O[i] = i + 8; if (da[i] <= s) s = da[i]; } return s; } \
  static double __attribute__ ((noipa)) ATTR dsum##SUF (int n, double s) \
  { for (int i = 0; i < n; i++) { O[i] = i + 9; s += da[i]; } return s; }
FUNCS (, , o1) /* { dg-optimized "reduction of 's' over the loop nest at line 49, partials per row" } */
FUNCS (_ref, __attribute__ ((gpugen_off)), o2)
#define CHECK(F, T, ...) do { T x1 = F (__VA_ARGS__), x2 = F##_ref (__VA_ARGS__); if (memcmp (&x1, &x2, sizeof x1) || memcmp (o1, o2, sizeof o1)) abort (); } while (0)
int __attribute__ ((gpugen_off))
main (void)
{
  for (int i = 0; i < M; i++)
    {
      ca[i] = (signed char) (i * 37);
      ua[i] = (unsigned short) (i * 2 + 1);
      /* Bits 1, 3 and 5 cleared by some element, the others never.  */
      ba[i] = (unsigned char) ~(i % 8 == 0 ? 2u << (i / 8 % 3 * 2) : 0u);
      sa[i] = (short) (i % 1500 == 7 ? 1 << (i / 1500) : 0);
      ia[i] = i * 2654435761u;
      ja[i] = (int) (i * 2654435761u) >> 1;
      qa[i] = (unsigned long long) i * 0x9e3779b97f4a7c15ull;
      /* The largest FA and the smallest DA: zeros of both signs.  */
      fa[i] = (i % 7 == 3 ? NAN
	       : i % 5 == 4 ? (i % 2 ? -0.0f : 0.0f) : (float) (i % 5) - 4.0f);
      da[i] = (i % 11 == 4 ? NAN
	       : i % 13 == 0 ? (i / 13 % 3 == 0 ? -0.0 : 0.0) : (double) (i % 13));
    }
  static const int ns[] = { 3, 4095, 4096, M };
  for (int x = 0; x < 4; x++)
    {
      int n = ns[x];
      CHECK (csum, signed char, n, 5);
      CHECK (uprod, unsigned short, n, 3);
      CHECK (band, unsigned char, n, 0xff);
      CHECK (sior, short, n, 0);
      CHECK (uxor, unsigned, n, 1);
      CHECK (imin, int, n, 0);
      CHECK (qmax, unsigned long long, n, 0);
      CHECK (fgt, float, n, -INFINITY);
      CHECK (fgt, float, n, 0.0f);
      CHECK (dle, double, n, INFINITY);
      CHECK (dle, double, n, 0.0);
      CHECK (dsum, double, n, 0.5);
    }
  return 0;
}
