/* A region with two copies back of 5 MiB into memory the program never
   touched announces both (__gpugen_region_prefault, as the plugin emits
   for regions with several copies back) after its launch: the pages of
   both ranges are faulted in while the first copy back waits for the
   launch (200 ms on the fake device), once each (the profile counts
   each range once), and the results are right.  */
/* { dg-do run } */
/* { dg-set-target-env-var FAKE_CUDA_SYNC_MS "200" } */
/* { dg-set-target-env-var GPUGEN_COPY_THREADS "3" } */
/* { dg-set-target-env-var GPUGEN_PROFILE "1" } */
/* { dg-output "^done\[\r\n\]+" } */
/* { dg-output "gpugen: kernel fake_add_one \\(prefault-4\\): 1 launch, \[^\r\n\]*\[\r\n\]+" } */
/* { dg-output "gpugen: region prefault-4: 1 entry, 5242880 bytes in \\(\[0-9.\]+ ms\\), 10485760 bytes out \\(\[0-9.\]+ ms\\)\[\r\n\]+" } */
/* { dg-output "gpugen: region prefault-4: 10485760 bytes of copies back faulted in while the device ran, of 10485760 examined \\(then \[0-9.\]+ ms waited for the parts in hand, not in the copies' time\\)\[\r\n\]+" } */
/* { dg-output "gpugen: 1 kernel launches on Fake GPU\[\r\n\]*$" } */

#include <sys/mman.h>

#include "region-test.h"

int
main (void)
{
  const long n = (5L << 20) / sizeof (float);
  float *a = malloc (n * sizeof *a);
  float *b = mmap (NULL, n * sizeof *b, PROT_READ | PROT_WRITE,
		   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  float *c = mmap (NULL, n * sizeof *c, PROT_READ | PROT_WRITE,
		   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  unsigned long long slots[2];
  size_t bytes = n * sizeof *a;
  void *d;
  long i;

  CHECK (a != NULL && b != MAP_FAILED && c != MAP_FAILED);
  for (i = 0; i < n; i++)
    a[i] = i & 0xfff;
  CHECK (__gpugen_region_enter (GPUGEN_RT_ABI_VERSION, &region_image,
				"prefault-4"));
  d = __gpugen_region_alloc (bytes);
  __gpugen_region_copy_in (d, a, 0, bytes);
  memcpy (&slots[0], &d, sizeof d);
  store_int (&slots[1], n);
  __gpugen_region_launch (&region_image, K_ADD_ONE, (n + 255) / 256, 1, 256,
			  1, 1, 2, slots);
  __gpugen_region_prefault (b, d, 0, bytes);
  __gpugen_region_prefault (c, d, 0, bytes);
  __gpugen_region_copy_out (b, d, 0, bytes);
  __gpugen_region_copy_out (c, d, 0, bytes);
  CHECK (__gpugen_region_exit ());
  for (i = 0; i < n; i++)
    CHECK (b[i] == (i & 0xfff) + 1 && c[i] == b[i]);
  printf ("done\n");
  fflush (stdout);
  return 0;
}
