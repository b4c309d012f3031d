/* Shape 4 of issue 11: a kernel writes G[2*i] only, and the whole range
   is copied back although it was never copied in, so the odd elements
   come back as device garbage.  The copy back is reported as an
   uninitialised device read (naming the first and the last byte that
   nothing wrote) and, as on a GPU, still happens.  */
/* { dg-do run } */
/* gpugen-emu-kernels: uninit.cu */
/* { dg-output "^gpugen: uninitialised device read: __gpugen_copy_from_device copies 512 bytes from device address \[^\r\n\]* back to the host, of which bytes 4..511 of the 512-byte buffer at \[^\r\n\]* \\(from byte 4 of the copy\\) were never written by a copy to the device or by a kernel\[\r\n\]+" } */
/* { dg-output "odd element 1 is garbage\[\r\n\]+" } */
/* { dg-output "done\[\r\n\]*$" } */

#include <string.h>

#include "emu-test.h"

static const char *const names[] = { "plus_one", "even_zero",
				     "write_then_read" };
EMU_TEST_IMAGE (image, "uninit", names)

#define N 64
#define BLOCK 32

int
main (void)
{
  float g[2 * N];
  void *d_g, *args[2];
  int n = N;
  unsigned u;

  for (int i = 0; i < 2 * N; i++)
    g[i] = 1;
  CHECK (__gpugen_device_ready (&image));
  d_g = to_device (NULL, sizeof g);
  args[0] = &d_g;
  args[1] = &n;
  CHECK (launch_1d (&image, 1, N / BLOCK, BLOCK, args));
  /* The range written, elements 0..2N-2, then the last.  */
  CHECK (__gpugen_copy_from_device (g, d_g, sizeof g));
  CHECK (g[0] == 0 && g[2 * N - 2] == 0);
  memcpy (&u, &g[1], sizeof u);
  if (u == 0xffffffffu)
    printf ("odd element 1 is garbage\n");
  __gpugen_free (d_g);
  printf ("done\n");
  return 0;
}
