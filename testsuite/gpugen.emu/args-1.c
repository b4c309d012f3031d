/* ARGS[I] of __gpugen_launch points to the value of parameter I, of
   the parameter's type, whatever the type: the emulator's kernel entry
   unpacks them with the kernel's own prototype.  */
/* { dg-do run } */

#include "emu-test.h"

static const char *const names[] = { "mixed" };
EMU_TEST_IMAGE (image, "args-1", names)

/* The structure of args-1.cu.  */

struct pair
{
  int a;
  double b;
};

/* Elements.  */

#define N 10

int
main (void)
{
  double y[N];
  float x[N];
  struct pair p = { 100, 0.5 };
  double d = 1000;
  char c = 7;
  int n = N, i;
  void *d_y, *d_x, *args[6];

  for (i = 0; i < N; i++)
    x[i] = i;
  CHECK (__gpugen_device_ready (&image));
  d_x = to_device (x, sizeof x);
  d_y = to_device (NULL, sizeof y);
  args[0] = &d_y;
  args[1] = &d_x;
  args[2] = &n;
  args[3] = &p;
  args[4] = &d;
  args[5] = &c;
  CHECK (launch_1d (&image, 0, 2, 8, args));
  from_device (y, d_y, sizeof y);
  __gpugen_free (d_x);
  for (i = 0; i < N; i++)
    CHECK (y[i] == i + 100 + 0.5 + 1000 + 7);
  return 0;
}
