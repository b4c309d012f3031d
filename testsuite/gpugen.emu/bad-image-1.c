/* An emulation image that is not a shared object is reported once and
   its loop nests run on the host.  */
/* { dg-do run } */
/* { dg-output "^gpugen: the emulation image of bad-image \\(10 bytes\\) is not a shared object; its loop nests run on the host\[\r\n\]+" } */
/* { dg-output "done\[\r\n\]*$" } */
/* gpugen-emu-kernels: none */

#define NO_EMU_TEST_IMAGE
#include "emu-test.h"

static const char *const names[] = { "fake_add_one" };
static const char bad[] = "NOT A .SO";

static const struct gpugen_image image = {
  NULL, 0, bad, sizeof bad, 1, names, "bad-image"
};

static void __attribute__ ((constructor))
register_image (void)
{
  __gpugen_register_image (GPUGEN_RT_ABI_VERSION, &image);
}

int
main (void)
{
  CHECK (!__gpugen_device_ready (&image));
  CHECK (!__gpugen_device_ready (&image));
  CHECK (strcmp (gpugen_backend (), "emulator") == 0);
  printf ("done\n");
  return 0;
}
