/* No false report on correct code: a kernel reads only what the host
   copied in (a part of a buffer) or what kernels wrote (its own
   compound updates, and in a second launch the first launch's results),
   and only written bytes are copied back.  Nothing but "done" is
   printed.  */
/* { dg-do run } */
/* gpugen-emu-kernels: uninit.cu */
/* { dg-output "^done\[\r\n\]*$" } */

#include "emu-test.h"

static const char *const names[] = { "plus_one", "even_zero",
				     "write_then_read" };
EMU_TEST_IMAGE (image, "uninit", names)

#define N 64
#define BLOCK 32

int
main (void)
{
  float in[N], a[N], b[N], c[N];
  void *d_in, *d_a, *d_b, *d_c, *args[3];
  int n = N, half = N / 2;

  for (int i = 0; i < N; i++)
    in[i] = i;
  CHECK (__gpugen_device_ready (&image));
  /* Only the first half is copied in, and only it is read.  */
  d_in = __gpugen_alloc (sizeof in);
  CHECK (d_in != NULL);
  CHECK (__gpugen_copy_to_device (d_in, in, sizeof in / 2));
  d_c = to_device (NULL, sizeof c);
  args[0] = &d_in;
  args[1] = &d_c;
  args[2] = &half;
  CHECK (launch_1d (&image, 0, N / BLOCK, BLOCK, args));
  /* Kernels write A and B before reading them.  */
  d_a = to_device (NULL, sizeof a);
  d_b = to_device (NULL, sizeof b);
  args[0] = &d_a;
  args[1] = &d_b;
  args[2] = &n;
  CHECK (launch_1d (&image, 2, N / BLOCK, BLOCK, args));
  /* A second launch reads what the first wrote.  */
  args[0] = &d_b;
  args[1] = &d_a;
  CHECK (launch_1d (&image, 0, N / BLOCK, BLOCK, args));
  from_device (a, d_a, sizeof a);
  from_device (b, d_b, sizeof b);
  /* Only the written half of C is copied back.  */
  from_device (c, d_c, sizeof c / 2);
  __gpugen_free (d_in);
  for (int i = 0; i < N; i++)
    CHECK (b[i] == 2 * i + 1 && a[i] == 2 * i + 2);
  for (int i = 0; i < N / 2; i++)
    CHECK (c[i] == i + 1);
  printf ("done\n");
  return 0;
}
