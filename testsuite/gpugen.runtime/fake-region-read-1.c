/* __gpugen_region_read on the fake driver, as the host loop of a time
   loop with an exit on data calls it between steps
   (gpugen-hostexit.cc): after a launch that adds 1 to A[LO..HI) on the
   device (batched into a graph, which the read must submit and wait
   for), an element the copy in covers reads the device's value, one
   outside every copied range the host's, and the region's results are
   still copied back; a read across the end of a copied range fails the
   region (the host's value is given, the exit returns 0 and the host
   path runs).  */
/* { dg-do run } */
/* { dg-output "^done\[\r\n\]*$" } */

#include "region-test.h"

/* Run the region on A[LO..HI) of A[0..N), reading between the launch
   and the copy back the element at READ_AT (READ_BYTES bytes of it)
   into *GOT, with *OK what the read returned.  Return what the region's
   exit returned.  */

static int
region_read (float *a, long lo, long hi, long read_at, size_t read_bytes,
	     float *got, int *ok)
{
  size_t off = lo * sizeof *a, len = (hi - lo) * sizeof *a;
  float buf[2] = { -5, -5 };

  *ok = -1;
  if (!__gpugen_region_enter (GPUGEN_RT_ABI_VERSION, &region_image,
			      "fake-region-read-1.c:1"))
    return -1;
  unsigned long long slots[2];
  void *d_a = __gpugen_region_alloc (hi * sizeof *a);
  __gpugen_region_copy_in (d_a, a, off, len);
  memcpy (&slots[0], &d_a, sizeof d_a);
  store_int (&slots[1], hi);
  __gpugen_region_launch (&region_image, K_ADD_ONE, (hi + 255) / 256, 1,
			  256, 1, 1, 2, slots);
  *ok = __gpugen_region_read (buf, a + read_at, read_bytes);
  *got = buf[0];
  __gpugen_region_copy_out (a, d_a, off, len);
  return __gpugen_region_exit ();
}

int
main (void)
{
  static float a[3000];
  float got;
  int ok;
  long i;

  for (i = 0; i < 3000; i++)
    a[i] = i;
  /* Inside the copied range: the launch's value, and the results come
     back.  */
  CHECK (region_read (a, 100, 2000, 1500, sizeof (float), &got, &ok) == 1);
  CHECK (ok == 1 && got == 1501);
  for (i = 0; i < 3000; i++)
    CHECK (a[i] == i + (100 <= i && i < 2000));
  /* Outside: the host's value.  */
  CHECK (region_read (a, 100, 2000, 2500, sizeof (float), &got, &ok) == 1);
  CHECK (ok == 1 && got == 2500);
  CHECK (region_read (a, 100, 2000, 50, sizeof (float), &got, &ok) == 1);
  CHECK (ok == 1 && got == 50);
  /* Across the end of the copied range: the region fails, nothing is
     copied back.  */
  CHECK (region_read (a, 100, 2000, 1999, 2 * sizeof (float), &got, &ok)
	 == 0);
  CHECK (ok == 0 && got == 1999 + 3);
  for (i = 0; i < 3000; i++)
    CHECK (a[i] == i + 3 * (100 <= i && i < 2000));
  /* Outside a region: the host's value, and 0.  */
  CHECK (__gpugen_region_read (&got, a + 7, sizeof got) == 0 && got == 7);
  printf ("done\n");
  return 0;
}
