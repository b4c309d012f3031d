/* GPUGEN_PROFILE counts the region's kernels, entries and bytes (the
   LO..HI - 1 ranges only); regions that ran on the host count nothing.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_PROFILE "1" } */
/* { dg-output "^done\[\r\n\]+" } */
/* { dg-output "gpugen: kernel fake_add_one \\(region-test.c:1\\): 2 launches, grid \\(8,1,1\\), block \\(128,1,1\\), \[0-9.\]+ ms\[\r\n\]+" } */
/* { dg-output "gpugen: region region-test.c:1: 3 entries, 7200 bytes in \\(\[0-9.\]+ ms\\), 7200 bytes out \\(\[0-9.\]+ ms\\)\[\r\n\]+" } */
/* { dg-output "gpugen: 2 kernel launches on Fake GPU\[\r\n\]*$" } */

#include "region-test.h"

int
main (void)
{
  CHECK (check_region (0, 1000, 128) == 1);
  CHECK (check_region (200, 1000, 128) == 1);
  CHECK (check_region (0, 0, 128) == 1);
  printf ("done\n");
  fflush (stdout);
  return 0;
}
