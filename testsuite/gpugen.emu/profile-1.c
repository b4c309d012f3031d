/* GPUGEN_PROFILE names the emulator as the backend, and counts the
   emulated kernels and the copies of their regions.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_PROFILE "1" } */
/* { dg-output "^gpugen: kernel reduce_sum \\(profile-1.c:40\\): 2 launches, grid \\(1,1,1\\), block \\(64,1,1\\), \[0-9.\]+ ms\[\r\n\]+" } */
/* { dg-output "gpugen: region profile-1.c:40: 2 entries, 512 bytes in \\(\[0-9.\]+ ms\\), 8 bytes out \\(\[0-9.\]+ ms\\)\[\r\n\]+" } */
/* { dg-output "gpugen: 2 kernel launches on emulator\[\r\n\]*$" } */
/* gpugen-emu-kernels: reduce-1.cu */

#include "emu-test.h"

static const char *const names[] = { "reduce_sum" };
EMU_TEST_IMAGE (image, "profile-1", names)

/* Elements, threads per block.  */

#define N 64
#define BLOCK 64

/* Sum the N elements of IN as generated code would, on the device when
   possible; return the sum.  */

static float
sum (const float *in)
{
  float partial = 0;
  int n = N, i;

  if (__gpugen_device_ready (&image))
    {
      void *d_in, *d_partial, *args[3];

      __gpugen_region_begin ("profile-1.c:40");
      d_in = to_device (in, N * sizeof *in);
      d_partial = to_device (NULL, sizeof partial);
      args[0] = &d_in;
      args[1] = &d_partial;
      args[2] = &n;
      CHECK (launch_1d (&image, 0, 1, BLOCK, args));
      from_device (&partial, d_partial, sizeof partial);
      __gpugen_free (d_in);
      __gpugen_region_end ();
      return partial;
    }
  for (i = 0; i < N; i++)
    partial += in[i];
  return partial;
}

int
main (void)
{
  float in[N];
  int i;

  for (i = 0; i < N; i++)
    in[i] = i;
  CHECK (sum (in) == N * (N - 1) / 2);
  CHECK (sum (in) == N * (N - 1) / 2);
  CHECK (gpugen_kernel_launches () == 2);
  return 0;
}
