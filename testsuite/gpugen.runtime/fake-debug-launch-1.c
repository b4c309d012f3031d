/* GPUGEN_DEBUG traces the module load and every launch.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_DEBUG "1" } */
/* { dg-output "gpugen: registered image runtime-test: 3 kernels.*" } */
/* { dg-output "gpugen: using GPU 0: Fake GPU, compute capability 8.0.*" } */
/* { dg-output "gpugen: kernel fake_add_one: 32 registers, at most 1024 threads per block.*" } */
/* { dg-output "gpugen: loaded image runtime-test: .*" } */
/* { dg-output "gpugen: __gpugen_launch: kernel fake_add_one: grid \\\[8,1,1\\\] block \\\[128,1,1\\\] shared 0" } */

#include "runtime-test.h"

int
main (void)
{
  CHECK (check_add_one (1000, 128) == 1);
  return 0;
}
