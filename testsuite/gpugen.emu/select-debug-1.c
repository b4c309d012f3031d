/* Under GPUGEN_DEBUG the runtime says why it uses the emulator and what
   it loads and launches there.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_DEBUG "1" } */
/* { dg-output "gpugen: no GPU: cannot load the CUDA driver: /nonexistent/libcuda.so.1: \[^\r\n\]*\[\r\n\]+" } */
/* { dg-output "gpugen: emulator: blocks run in order, 256 KiB of stack per thread\[\r\n\]+" } */
/* { dg-output "gpugen: using the emulator\[\r\n\]+" } */
/* { dg-output "gpugen: loaded emulation image select: \[0-9\]+ bytes, 1 kernel, 0 bytes of __shared__ variables\[\r\n\]+" } */
/* { dg-output "gpugen: __gpugen_launch: kernel fake_add_one: grid \\\[4,1,1\\\] block \\\[32,1,1\\\] shared 0\[\r\n\]+" } */
/* { dg-output "gpugen: emulator: kernel fake_add_one: 4 blocks of 32 threads\[\r\n\]+" } */
/* gpugen-emu-kernels: add-one.cu */

#include "select-test.h"

int
main (void)
{
  check_add_one (1);
  return 0;
}
