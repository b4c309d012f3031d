/* GPUGEN_PROFILE prints per-kernel and per-region statistics at exit,
   then the launch count and the backend.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_PROFILE "1" } */
/* { dg-output "^done\[\r\n\]+" } */
/* { dg-output "gpugen: kernel fake_add_one \\(loop-a\\): 3 launches, grid up to \\(8,1,1\\), block up to \\(128,1,1\\), \[0-9.\]+ ms\[\r\n\]+" } */
/* { dg-output "gpugen: region loop-a: 2 entries, 8000 bytes in \\(\[0-9.\]+ ms\\), 8000 bytes out \\(\[0-9.\]+ ms\\)\[\r\n\]+" } */
/* { dg-output "gpugen: region \\(none\\): 0 entries, 400 bytes in \\(\[0-9.\]+ ms\\), 400 bytes out \\(\[0-9.\]+ ms\\)\[\r\n\]+" } */
/* { dg-output "gpugen: 3 kernel launches on Fake GPU\[\r\n\]*$" } */

#include "runtime-test.h"

int
main (void)
{
  int i;

  for (i = 0; i < 2; i++)
    {
      __gpugen_region_begin ("loop-a");
      CHECK (check_add_one (1000, 128) == 1);
      __gpugen_region_end ();
    }
  CHECK (check_add_one (100, 32) == 1);
  printf ("done\n");
  fflush (stdout);
  return 0;
}
