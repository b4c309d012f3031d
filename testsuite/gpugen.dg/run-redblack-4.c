/* Strided loops counting down from a quasi-affine start, as a red-black
   sweep run backwards, where the order of the iterations matters: a
   value carried down the row by 2 from n - 3 - (i & 1)
   ("u[i][j] = u[i][j + 2] + 1"), one carried by 3 from n - 1 - i % 3 to
   the element below, and a running sum down the row.  The loop's
   dimension in the model is the counter's value, negated for a loop
   counting down so that it grows from one iteration to the next (before,
   it was the value itself: the model ran the iterations upwards, found
   the reads to see only the values from before the nest and made the
   loop parallel with a snapshot, and the results were wrong from n = 5).
   Each inner loop is sequential, the outer one parallel; every element
   equals a host reference's (bit for bit) for sizes 0 to 12, 33 and 64.
   detect-redblack-4.c checks the model.  */
/* { dg-do run } */
/* { dg-gpugen-expect offload } */
/* { dg-set-target-env-var GPUGEN_EMU_STRICT "1" } */

#include <stdlib.h>
#include <string.h>

#define N 64

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

void __attribute__ ((noipa))
carry2 (int n, double u[n][n])
{
  for (int i = 1; i < n - 1; i++)
    for (int j = n - 3 - (i & 1); j >= 0; j -= 2)
      u[i][j] = u[i][j + 2] + 1;
}

void __attribute__ ((noipa))
carry2_ref (int n, double u[n][n])
{
  for (int i = 1; i < n - 1; i++)
    for (int j = n - 3 - (i & 1); j >= 0; j -= 2)
      u[i][j] = host (u[i][j + 2]) + 1;
}

void __attribute__ ((noipa))
carry3 (int n, double u[n][n])
{
  for (int i = 0; i < n; i++)
    for (int j = n - 1 - i % 3; j >= 3; j -= 3)
      u[i][j - 3] = 0.5 * u[i][j - 3] + u[i][j];
}

void __attribute__ ((noipa))
carry3_ref (int n, double u[n][n])
{
  for (int i = 0; i < n; i++)
    for (int j = n - 1 - i % 3; j >= 3; j -= 3)
      u[i][j - 3] = 0.5 * host (u[i][j - 3]) + u[i][j];
}

void __attribute__ ((noipa))
sum (int n, double u[n][n])
{
  for (int i = 0; i < n; i++)
    {
      double s = 0;
      for (int j = n - 1 - (i & 1); j >= 0; j -= 2)
	{
	  s = 0.5 * s + u[i][j];
	  u[i][j] = s;
	}
    }
}

void __attribute__ ((noipa))
sum_ref (int n, double u[n][n])
{
  for (int i = 0; i < n; i++)
    {
      double s = 0;
      for (int j = n - 1 - (i & 1); j >= 0; j -= 2)
	{
	  s = 0.5 * s + host (u[i][j]);
	  u[i][j] = s;
	}
    }
}

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
      init (n);								\
      NAME (n, (double (*)[n]) u);					\
      NAME##_ref (n, (double (*)[n]) r);				\
      check (n * n);							\
    }									\
  while (0)

int
main (void)
{
  static const int sizes[] = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
			       33, 64 };
  for (unsigned a = 0; a < sizeof sizes / sizeof sizes[0]; a++)
    {
      int n = host_int (sizes[a]);
      RUN (carry2);
      RUN (carry3);
      RUN (sum);
    }
  return 0;
}
