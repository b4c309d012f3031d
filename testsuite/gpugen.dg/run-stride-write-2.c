/* Elements of one row of a variable-length array written at a column
   stride: "a[2][2 * i] = ..." touches row 2 only, and the transfer of A
   copies the whole row back to the host; the odd columns of that row
   are not written by the region, so the row must be copied in too, or
   they come back as whatever the device buffer held (issue 11, shape 4,
   as the random tester found it: fuzz seed 1023).  The untouched
   elements keep their values.  */
/* { dg-do run } */
/* { dg-gpugen-expect offload } */

#include <stdlib.h>

/* The identity, opaque to gpugen: a loop nest that calls it is not a
   SCoP, so the set-up and the check stay on the host.  */

static long __attribute__ ((noipa))
host (long x)
{
  return x;
}

void __attribute__ ((noipa))
set_row (int n, int m, long a[n][m], const int *b)
{
  for (int i = 2; i < m / 2 - 1; i++)
    a[2][2 * i] = (2 * b[0] + b[2] + i) & 1023;
}

int
main (void)
{
  int n = host (7), m = host (37);
  long (*a)[m] = malloc (sizeof (long) * n * m);
  int b[3] = { 5, 6, 7 };
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i][j] = host (1000 * i + j);
  set_row (n, m, a, b);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      {
	long want = 1000 * i + j;
	if (i == 2 && j % 2 == 0 && j >= 4 && j < 2 * (m / 2 - 1))
	  want = (2 * 5 + 7 + j / 2) & 1023;
	if (host (a[i][j]) != want)
	  abort ();
      }
  free (a);
  return 0;
}
