/* __gpugen_region_fold on the fake driver with an image that has the
   fold kernel gpugen_fold_add_i32 (gpugen-rt.h; fake-cuda.c runs it):
   10000 wrapping int partials from element 3 are folded on the device,
   in one launch queued on the region's stream after the region's copy
   (stream order), and the result is the host's fold; 4095 partials (below
   GPUGEN_FOLD_DEVICE_MIN) launch nothing; an image without the kernel
   folds 10000 on the host; every region exits successfully.  */
/* { dg-do run } */
/* { dg-output "^done\[\r\n\]*$" } */

#include "region-test.h"

#define N 10000

static const char *const fold_names[] = {
  "fake_add_one", "gpugen_fold_add_i32"
};

static const char fold_fatbin[] = "FAKEBIN fake_add_one gpugen_fold_add_i32";

static const struct gpugen_image fold_image = {
  fold_fatbin, sizeof fold_fatbin, NULL, 0,
  sizeof fold_names / sizeof *fold_names, fold_names, "devfold-test"
};

static int part[N];

/* Fold PART[3 .. 3 + COUNT) in a region of IMG; check the host's wrapping
   sum and that LAUNCHES kernels were launched.  */

static void
check (const struct gpugen_image *img, size_t count, unsigned long launches)
{
  unsigned expect = 7;
  int init = 7, got = 0;
  unsigned long before;

  for (size_t k = 0; k < count; k++)
    expect += (unsigned) part[3 + k];
  CHECK (__gpugen_region_enter (GPUGEN_RT_ABI_VERSION, img,
				"fake-region-devfold-1.c:1"));
  void *d = __gpugen_region_alloc (sizeof part);
  __gpugen_region_copy_in (d, part, 0, sizeof part);
  before = gpugen_kernel_launches ();
  CHECK (__gpugen_region_fold (GPUGEN_FOLD_KIND (GPUGEN_FOLD_ADD,
						 GPUGEN_FOLD_I32),
			       &got, &init, d, NULL, 3, count) == 1);
  CHECK (gpugen_kernel_launches () - before == launches);
  CHECK (__gpugen_region_exit () == 1);
  CHECK ((unsigned) got == expect);
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    part[i] = (int) (i * 2654435761u);
  check (&fold_image, N - 3, 1);
  check (&fold_image, N - 3, 1);
  check (&fold_image, GPUGEN_FOLD_DEVICE_MIN - 1, 0);
  check (&region_image, N - 3, 0);
  printf ("done\n");
  return 0;
}
