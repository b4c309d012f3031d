/* GPUGEN_PREFAULT=0: the copy back into memory that the program never
   touched faults its pages in itself, as before; the profile has no
   prefault line, and the results are right.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_PROFILE "1" } */
/* { dg-set-target-env-var GPUGEN_PREFAULT "0" } */
/* { dg-output "^done\[\r\n\]+" } */
/* { dg-output "gpugen: kernel fake_add_one \\(prefault-1\\): 1 launch, \[^\r\n\]*\[\r\n\]+" } */
/* { dg-output "gpugen: region prefault-1: 1 entry, 6291456 bytes in \\(\[0-9.\]+ ms\\), 6291456 bytes out \\(\[0-9.\]+ ms\\)\[\r\n\]+" } */
/* { dg-output "gpugen: 1 kernel launches on Fake GPU\[\r\n\]*$" } */

#include <sys/mman.h>

#include "region-test.h"

int
main (void)
{
  const long lo = 3, hi = lo + (6L << 20) / sizeof (float);
  const long n = hi + 4096;
  float *a = malloc (n * sizeof *a);
  float *b = mmap (NULL, n * sizeof *b, PROT_READ | PROT_WRITE,
		   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  long i;

  CHECK (a != NULL && b != MAP_FAILED);
  for (i = 0; i < n; i++)
    a[i] = i & 0xfff;
  CHECK (region_add_one_into ("prefault-1", a, b, lo, hi, K_ADD_ONE) == 1);
  for (i = 0; i < n; i++)
    CHECK (b[i] == (lo <= i && i < hi ? (i & 0xfff) + 1 : 0));
  printf ("done\n");
  fflush (stdout);
  return 0;
}
