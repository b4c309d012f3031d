/* A kernel missing from the image is reported by name; the image's loop
   nests run on the host.  */
/* { dg-do run } */
/* { dg-output "gpugen: cuModuleGetFunction error: CUDA_ERROR_NOT_FOUND \\(named symbol not found\\)\[\r\n\]+" } */
/* { dg-output "gpugen: kernel no_such_kernel is missing from the CUDA code of image partial-image; its loop nests run on the host" } */

#define NO_TEST_IMAGE
#include "runtime-test.h"

static const char partial_fatbin[] = "FAKEBIN fake_add_one";
static const char *const partial_names[] = {
  "fake_add_one", "no_such_kernel"
};

static const struct gpugen_image partial_image = {
  partial_fatbin, sizeof partial_fatbin, NULL, 0, 2, partial_names,
  "partial-image"
};

static void __attribute__ ((constructor))
register_partial_image (void)
{
  __gpugen_register_image (GPUGEN_RT_ABI_VERSION, &partial_image);
}

int
main (void)
{
  CHECK (check_add_one_with (&partial_image, 100, 32) == 0);
  return 0;
}
