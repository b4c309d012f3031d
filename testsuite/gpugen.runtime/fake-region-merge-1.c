/* A range that __gpugen_region_host_range_ok checked for writing (an
   array accessed speculatively, partly outside its object) is copied
   back by merging (region.c's merge_copy_out), on the fake driver: the
   region copies A[LO..HI) in and back, and its kernel adds 1 to
   A[0..K) only; between the launch and the copy back, the host writes
   A[W] (W in [K, HI)), as another thread may write bytes of another
   object there while the region runs.  With the check noted, the copy
   back writes only the bytes the kernel changed: A[W] keeps the host's
   write.  (A byte that both the kernel and another thread write would
   be a data race in the program, which the merge need not order.)  Without it (a plain copy back, for an array inside its
   object), A[W] gets the value read at the copy in, as before.  A check
   noted for a region whose checks then fail (no entry) costs the next
   region a merge and changes none of its results.  */
/* { dg-do run } */
/* { dg-output "^done\[\r\n\]*$" } */

#include "region-test.h"

/* Run the region on A[LO..HI), its kernel adding 1 to A[0..K), the host
   writing VALUE to A[W] after the launch; NOTE says whether the range
   is checked for writing first.  Return what the region's exit
   returned.  */

static int
region_merge (float *a, long lo, long hi, long k, long w, float value,
	      int note)
{
  size_t off = lo * sizeof *a, len = (hi - lo) * sizeof *a;

  if (note)
    CHECK (__gpugen_region_host_range_ok ("fake-region-merge-1.c:1", a,
					  off, len, 1) == 1);
  if (!__gpugen_region_enter (GPUGEN_RT_ABI_VERSION, &region_image,
			      "fake-region-merge-1.c:1"))
    return -1;
  unsigned long long slots[2];
  void *d_a = __gpugen_region_alloc (hi * sizeof *a);
  __gpugen_region_copy_in (d_a, a, off, len);
  memcpy (&slots[0], &d_a, sizeof d_a);
  store_int (&slots[1], k);
  __gpugen_region_launch (&region_image, K_ADD_ONE, (k + 255) / 256, 1,
			  256, 1, 1, 2, slots);
  /* The region's own host code never runs here; another thread's
     write.  */
  a[w] = value;
  __gpugen_region_copy_out (a, d_a, off, len);
  return __gpugen_region_exit ();
}

int
main (void)
{
  static float a[3000];
  long i;

  for (i = 0; i < 3000; i++)
    a[i] = i;
  /* Merged: A[1500] keeps -7; A[100..1000) went up by 1.  */
  CHECK (region_merge (a, 100, 2000, 1000, 1500, -7, 1) == 1);
  for (i = 0; i < 3000; i++)
    CHECK (a[i] == (i == 1500 ? -7 : i + (100 <= i && i < 1000)));
  /* A plain copy back: A[1700] gets the value read at the copy in.  */
  CHECK (region_merge (a, 100, 2000, 1000, 1700, -11, 0) == 1);
  for (i = 0; i < 3000; i++)
    CHECK (a[i] == (i == 1500 ? -7 : i + 2 * (100 <= i && i < 1000)));
  /* A check noted for no region: the next one merges, with the same
     results.  */
  CHECK (__gpugen_region_host_range_ok ("fake-region-merge-1.c:2", a, 0,
					sizeof a, 1) == 1);
  CHECK (region_merge (a, 100, 2000, 1000, 1800, -13, 0) == 1);
  for (i = 0; i < 3000; i++)
    CHECK (a[i] == (i == 1500 ? -7 : i == 1800 ? -13
		    : i + 3 * (100 <= i && i < 1000)));
  printf ("done\n");
  return 0;
}
