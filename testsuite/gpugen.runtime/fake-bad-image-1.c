/* An image the driver rejects is reported once, with the JIT error log
   line by line, and its loop nests run on the host.  */
/* { dg-do run } */
/* { dg-output "^gpugen: cuModuleLoadDataEx error: CUDA_ERROR_INVALID_IMAGE \\(device kernel image is invalid\\)\[\r\n\]+" } */
/* { dg-output "gpugen: cannot load the CUDA code of image bad-image \\(9 bytes\\) on Fake GPU \\(compute capability 8.0\\); its loop nests run on the host\[\r\n\]+" } */
/* { dg-output "gpugen: JIT error log: fake-cuda: the image does not start with FAKEBIN\[\r\n\]+" } */
/* { dg-output "gpugen: JIT error log: fake-cuda: it is not a fake module\[\r\n\]+" } */
/* { dg-output "done\[\r\n\]*$" } */

#define NO_TEST_IMAGE
#include "runtime-test.h"

static const char bad_fatbin[] = "NOT CUDA";

static const struct gpugen_image bad_image = {
  bad_fatbin, sizeof bad_fatbin, NULL, 0, 1, test_kernel_names, "bad-image"
};

static void __attribute__ ((constructor))
register_bad_image (void)
{
  __gpugen_register_image (GPUGEN_RT_ABI_VERSION, &bad_image);
}

int
main (void)
{
  CHECK (check_add_one_with (&bad_image, 100, 32) == 0);
  CHECK (check_add_one_with (&bad_image, 100, 32) == 0);
  CHECK (strcmp (gpugen_backend (), "Fake GPU") == 0);
  printf ("done\n");
  return 0;
}
