/* GPUGEN_DEBUG=1 traces the lazy registration, each launch of a region
   with its grid and block, and launches that an empty grid skips.
   (Launches submitted one by one: batches replayed as graphs are traced
   by batch.)  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_GRAPHS "0" } */
/* { dg-set-target-env-var GPUGEN_DEBUG "1" } */
/* { dg-output "gpugen: registered image region-test: 3 kernels.*" } */
/* { dg-output "gpugen: using GPU 0: Fake GPU, compute capability 8.0.*" } */
/* { dg-output "gpugen: loaded image region-test: .*" } */
/* { dg-output "gpugen: __gpugen_region_launch: kernel fake_add_one: grid \\\[8,1,1\\\] block \\\[128,1,1\\\] shared 0\[\r\n\]+" } */
/* { dg-output "gpugen: __gpugen_region_launch: kernel 0 of region region-test.c:1: empty grid \\\[0,1,1\\\], nothing to launch\[\r\n\]+" } */

#include "region-test.h"

int
main (void)
{
  CHECK (check_region (0, 1000, 128) == 1);
  CHECK (check_region (0, 0, 128) == 1);
  return 0;
}
