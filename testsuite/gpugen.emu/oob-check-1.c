/* GPUGEN_EMU_CHECK (P, BYTES) checks the bytes at P against the buffer
   they fall in, and names it; the bad update goes to scratch memory.  */
/* { dg-do run } */
/* { dg-output "^gpugen: out-of-bounds access in kernel histogram, block \\(0,0,0\\), thread \\(7,0,0\\): &bins\\\[value\\\[i\\\]\\\] at \[^\r\n\]*oob-check-1.cu:13: bytes 16..19 of the 16-byte buffer bins\[\r\n\]+" } */
/* { dg-output "gpugen: kernel histogram failed on the emulator; the loop nest runs on the host\[\r\n\]+" } */
/* { dg-output "done\[\r\n\]*$" } */

#include "emu-test.h"

static const char *const names[] = { "histogram" };
EMU_TEST_IMAGE (image, "oob-check-1", names)

/* Values, bins.  */

#define N 8
#define BINS 4

int
main (void)
{
  int value[N] = { 0, 1, 2, 3, 3, 2, 1, BINS }, bins[BINS] = { 0 };
  void *d_value, *d_bins, *args[3];
  int n = N;

  CHECK (__gpugen_device_ready (&image));
  d_value = to_device (value, sizeof value);
  d_bins = to_device (bins, sizeof bins);
  args[0] = &d_value;
  args[1] = &d_bins;
  args[2] = &n;
  CHECK (!launch_1d (&image, 0, 1, N, args));
  __gpugen_free (d_value);
  __gpugen_free (d_bins);
  printf ("done\n");
  return 0;
}
