/* Under GPUGEN_EMU_SHUFFLE the blocks run in a shuffled order (never
   the natural one), so a kernel whose result depends on block order
   gives a different result and is caught, while an order-independent
   kernel stays right.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_EMU_SHUFFLE "1" } */
/* { dg-output "^chain depends on the block order\[\r\n\]+" } */
/* { dg-output "block_numbers is right\[\r\n\]*$" } */
/* gpugen-emu-kernels: order.cu */

#include "emu-test.h"

static const char *const names[] = { "chain", "block_numbers" };
EMU_TEST_IMAGE (image, "order", names)

/* The number of blocks.  */

#define GRID 16

/* Run kernel KERNEL on GRID blocks with OUT (GRID ints, zeroed first)
   and return 1 if it stored 1, 2, ..., GRID there as in order.  */

static int
in_order_result (unsigned kernel)
{
  int out[GRID] = { 0 }, b, same = 1;
  void *d_out = to_device (out, sizeof out), *args[1] = { &d_out };

  CHECK (launch_1d (&image, kernel, GRID, 4, args));
  from_device (out, d_out, sizeof out);
  for (b = 0; b < GRID; b++)
    same &= out[b] == b + 1;
  return same;
}

int
main (void)
{
  int i;

  CHECK (__gpugen_device_ready (&image));
  /* Every shuffled order differs from the natural one, so chain is
     always wrong, whatever the seed.  */
  for (i = 0; i < 5; i++)
    CHECK (!in_order_result (0));
  printf ("chain depends on the block order\n");
  for (i = 0; i < 5; i++)
    CHECK (in_order_result (1));
  printf ("block_numbers is right\n");
  return 0;
}
