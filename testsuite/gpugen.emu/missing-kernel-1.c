/* An image whose emulation image lacks one of its kernels is reported
   and runs on the host.  */
/* { dg-do run } */
/* { dg-output "^gpugen: kernel scale is missing from the emulation image of missing-kernel-1 \\(no GPUGEN_EMU_KERNEL for it\\); its loop nests run on the host\[\r\n\]+" } */
/* { dg-output "done\[\r\n\]*$" } */
/* gpugen-emu-kernels: add-one.cu */

#include "emu-test.h"

static const char *const names[] = { "fake_add_one", "scale" };
EMU_TEST_IMAGE (image, "missing-kernel-1", names)

int
main (void)
{
  CHECK (!__gpugen_device_ready (&image));
  printf ("done\n");
  return 0;
}
