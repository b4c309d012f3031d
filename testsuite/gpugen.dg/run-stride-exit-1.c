/* Early exits on counters from strided loops whose start is
   quasi-affine (detect-stride-exit-1.c): a red-black sweep's row from
   1 + (i & 1) by 2 that stops past a constant or past i, one down by 2
   from n - 2 - (i & 1) that stops below i, and steps of 3 from i % 3 up
   and from n - 1 - i % 3 down that stop where j + i passes a parameter
   m.  Before, each stayed on the host ("condition not affine").  Every
   element equals a host reference's (bit for bit) for sizes -1 to 10,
   33, 62, 101, 103 and 104 (the constant threshold 100 falls inside the
   last three) and thresholds m from -3 to 200: exits taken in the first
   iteration, in none, and in between.  */
/* { dg-do run } */
/* { dg-gpugen-expect offload } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */

#include <stdlib.h>
#include <string.h>

#define N 104

/* The identity, opaque to gpugen: a loop nest that calls it is not a
   SCoP, so the reference and the set-up stay on the host.  */

static double __attribute__ ((noipa))
host (double x)
{
  return x;
}

static int __attribute__ ((noipa))
host_int (int x)
{
  return x;
}

/* Each nest, and its reference with host () in the statement.  */

#define NEST(NAME, LOOP, EXIT)						\
  void __attribute__ ((noipa))						\
  NAME (int n, int m, double u[n][n])					\
  {									\
    for (int i = 1; i < n - 1; i++)					\
      LOOP								\
	{								\
	  if (EXIT)							\
	    break;							\
	  u[i][j] = 0.25 * (u[i-1][j] + u[i+1][j]) + j;			\
	}								\
  }									\
  void __attribute__ ((noipa))						\
  NAME##_ref (int n, int m, double u[n][n])				\
  {									\
    for (int i = 1; i < n - 1; i++)					\
      LOOP								\
	{								\
	  if (EXIT)							\
	    break;							\
	  u[i][j] = 0.25 * (host (u[i-1][j]) + u[i+1][j]) + j;		\
	}								\
  }

NEST (brk_c, for (int j = 1 + (i & 1); j < n - 1; j += 2), j > 100)
NEST (brk_i, for (int j = 1 + (i & 1); j < n - 1; j += 2), j > i)
NEST (down_i, for (int j = n - 2 - (i & 1); j > 0; j -= 2), j < i)
NEST (mod3, for (int j = i % 3; j < n; j += 3), j + i > m)
NEST (down3, for (int j = n - 1 - i % 3; j >= 0; j -= 3), j < m - i)

static double u[N * N], r[N * N];

/* Fill U and R with the same small integers.  */

static void
init (int n)
{
  for (int k = 0; k < n * n; k++)
    u[k] = r[k] = host ((k * 7) % 13 - 6);
}

/* Abort unless the first COUNT elements of U and R are equal.  */

static void
check (int count)
{
  for (int k = 0; k < count; k++)
    if (host (u[k]) != r[k])
      abort ();
}

#define RUN(NAME)							\
  do									\
    {									\
      init (nn);							\
      NAME (n, m, (double (*)[nn]) u);					\
      NAME##_ref (n, m, (double (*)[nn]) r);				\
      check (nn * nn);							\
    }									\
  while (0)

int
main (void)
{
  static const int sizes[] = { -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 33,
			       62, 101, 103, 104 };
  static const int ms[] = { -3, 0, 1, 2, 5, 17, 60, 200 };
  for (unsigned a = 0; a < sizeof sizes / sizeof sizes[0]; a++)
    for (unsigned b = 0; b < sizeof ms / sizeof ms[0]; b++)
      {
	int n = host_int (sizes[a]), m = host_int (ms[b]);
	int nn = n > 0 ? n : 0;
	RUN (brk_c);
	RUN (brk_i);
	RUN (down_i);
	RUN (mod3);
	RUN (down3);
      }
  return 0;
}
