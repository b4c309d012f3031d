/* GPUGEN_GRAPHS=1: a region's launches in a host loop are submitted in
   batches, the second batch of a size as a new CUDA graph and the later
   ones by replaying it, with the nodes whose arguments changed updated:
   here STEPS launches of fake_fill (a, n, t) for t = 0 .. STEPS - 1
   (each launch's argument differs from the node's previous one) and
   then of fake_add_one, whose results tell that every launch ran, in
   order, with its own arguments.  Batches too small for a graph, and a
   kernel fault inside a replayed graph (caught at the copy back; the
   region runs on the host), are checked too.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_GRAPHS "1" } */
/* { dg-output "^gpugen: cuStreamSynchronize error: CUDA_ERROR_ILLEGAL_ADDRESS \[^\r\n\]*\[\r\n\]+" } */
/* { dg-output "gpugen: kernel fake_add_one \\(the last of 300 queued since the last synchronization\\) failed on Fake GPU; \[^\r\n\]*\[\r\n\]+" } */
/* { dg-output "done\[\r\n\]*$" } */

#include "region-test.h"

/* Run the region on the N ints of A: STEPS fills with 0, 1, ... (or, at
   step CRASH_AT, fake_crash), then ADDS additions of 1.  Return 1 if it
   ran on the device.  The host version computes the same.  */

static int
fill_then_add (int *a, int n, int steps, int adds, int crash_at)
{
  int t, i;

  if (__gpugen_region_enter (GPUGEN_RT_ABI_VERSION, &region_image,
			     "graph-test"))
    {
      unsigned long long slots[3];
      void *d = __gpugen_region_alloc (n * sizeof *a);

      __gpugen_region_copy_in (d, a, 0, n * sizeof *a);
      memcpy (&slots[0], &d, sizeof d);
      store_int (&slots[1], n);
      for (t = 0; t < steps; t++)
	{
	  store_int (&slots[2], t);
	  __gpugen_region_launch (&region_image,
				  t == crash_at ? K_CRASH : K_FILL,
				  (n + 127) / 128, 1, 128, 1, 1,
				  t == crash_at ? 0 : 3, slots);
	}
      for (t = 0; t < adds; t++)
	__gpugen_region_launch (&region_image, K_ADD_ONE, (n + 127) / 128, 1,
				128, 1, 1, 2, slots);
      __gpugen_region_copy_out (a, d, 0, n * sizeof *a);
      if (__gpugen_region_exit ())
	return 1;
    }
  for (i = 0; i < n; i++)
    a[i] = (steps > 0 ? steps - 1 : a[i]);
  return 0;
}

/* Run fill_then_add on 1000 ints holding -5 and check the result: the
   last fill plus the additions (these are floats to the fake kernel,
   so compare as such).  */

static int
check (int steps, int adds, int crash_at)
{
  int a[1000], i, on_device;

  for (i = 0; i < 1000; i++)
    a[i] = -5;
  on_device = fill_then_add (a, 1000, steps, adds, crash_at);
  for (i = 0; i < 1000; i++)
    {
      float f;
      int expected = steps - 1;

      if (on_device && adds > 0)
	{
	  /* fake_add_one adds 1.0f to the bits as a float.  */
	  memcpy (&f, &expected, sizeof f);
	  for (int k = 0; k < adds; k++)
	    f += 1;
	  memcpy (&expected, &f, sizeof f);
	}
      CHECK (a[i] == expected);
    }
  return on_device;
}

int
main (void)
{
  unsigned long launches, updates;

  /* 200 fills and 3 additions: batches of 64, 64 (a new graph), 64
     (replayed), 11 (one by one).  */
  CHECK (check (200, 3, -1) == 1);
  launches = fake_counter ("graph_launches");
  updates = fake_counter ("graph_updates");
  CHECK (launches == 2);
  CHECK (updates == 64);
  /* Again: three replays of the graph of 64, and the batch of 11 seen a
     second time makes a graph of 11.  */
  CHECK (check (200, 3, -1) == 1);
  CHECK (fake_counter ("graph_launches") == launches + 4);
  /* Small batches launch one by one.  */
  launches = fake_counter ("graph_launches");
  CHECK (check (5, 1, -1) == 1);
  CHECK (fake_counter ("graph_launches") == launches);
  /* A fault in a replayed graph.  */
  CHECK (check (299, 1, 150) == 0);
  printf ("done\n");
  return 0;
}
