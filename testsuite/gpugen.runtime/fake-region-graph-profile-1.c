/* GPUGEN_PROFILE with graphs (the default): the launches of a host loop
   are still batched and replayed as graphs, each batch timed as a
   whole, and every launch is counted for its kernel; the results show
   that every launch ran.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_PROFILE "1" } */
/* { dg-set-target-env-var GPUGEN_DEBUG "1" } */
/* { dg-output "regions of this thread submit their launches as CUDA graphs\[\r\n\]+" } */
/* { dg-output ".*built a graph of 64 launches\[\r\n\]+" } */
/* { dg-output ".*done\[\r\n\]+" } */
/* { dg-output "gpugen: kernel fake_add_one \\(graph-profile\\): 300 launches, grid \\(8,1,1\\), block \\(128,1,1\\), \[0-9.\]+ ms\[\r\n\]+" } */
/* { dg-output "gpugen: region graph-profile: 1 entry, \[^\r\n\]*\[\r\n\]+" } */
/* { dg-output "gpugen: 300 kernel launches on Fake GPU\[\r\n\]*$" } */

#include "region-test.h"

int
main (void)
{
  int n = 1000, t, i;
  float *a = malloc (n * sizeof *a);

  CHECK (a != NULL);
  for (i = 0; i < n; i++)
    a[i] = i;
  CHECK (__gpugen_region_enter (GPUGEN_RT_ABI_VERSION, &region_image,
				"graph-profile"));
  {
    unsigned long long slots[2];
    void *d = __gpugen_region_alloc (n * sizeof *a);

    __gpugen_region_copy_in (d, a, 0, n * sizeof *a);
    memcpy (&slots[0], &d, sizeof d);
    store_int (&slots[1], n);
    for (t = 0; t < 300; t++)
      __gpugen_region_launch (&region_image, K_ADD_ONE, (n + 127) / 128, 1,
			      128, 1, 1, 2, slots);
    __gpugen_region_copy_out (a, d, 0, n * sizeof *a);
    CHECK (__gpugen_region_exit ());
  }
  for (i = 0; i < n; i++)
    CHECK (a[i] == i + 300);
  free (a);
  printf ("done\n");
  fflush (stdout);
  return 0;
}
