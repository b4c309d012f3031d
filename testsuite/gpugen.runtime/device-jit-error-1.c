/* On a real GPU, PTX that does not assemble is reported with ptxas's
   error log, and its loop nests run on the host.  */
/* { dg-do run } */
/* { dg-require-effective-target gpugen_cuda_device } */
/* { dg-output "gpugen: cuModuleLoadDataEx error: CUDA_ERROR_INVALID_PTX \\(a PTX JIT compilation failed\\)\[\r\n\]+" } */
/* { dg-output "gpugen: cannot load the CUDA code of image bad-ptx \[^\r\n\]*; its loop nests run on the host\[\r\n\]+" } */
/* { dg-output "gpugen: JIT error log: ptxas.*bogus" } */

#include "device-test.h"

static const char bad_ptx[] =
  ".version 7.0\n"
  ".target sm_50\n"
  ".address_size 64\n"
  "\n"
  ".visible .entry gpugen_add_one (.param .u64 a, .param .u32 n)\n"
  "{\n"
  "  bogus.instruction;\n"
  "  ret;\n"
  "}\n";

static const struct gpugen_image bad_image = {
  bad_ptx, sizeof bad_ptx, NULL, 0, 1, device_kernel_names, "bad-ptx"
};

int
main (void)
{
  __gpugen_register_image (GPUGEN_RT_ABI_VERSION, &bad_image);
  CHECK (check_add_one_with (&bad_image, 1000, 128) == 0);
  CHECK (check_add_one_with (&device_image, 1000, 128) == 1);
  return 0;
}
