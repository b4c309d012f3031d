/* Snapshots, run: the shapes of snapshot-shapes.h, with a snapshot
   (trmm_down, trmm_up, trmm_up_unit, shift) or without (recurrence, conditional),
   give what the same functions compiled to stay on the host give, for
   sizes with whole tiles of the tiled product and ragged edges, one
   row, no column and no row.  trmm_down on arrays that overlap fails
   the run-time alias check and runs its host version on the same
   memory as the reference.  Where kernels run (the emulator, a GPU),
   each call with rows and columns launches some.  The snapshot of
   trmm_up_unit covers rows 1 and up: it is filled from an offset.  */
/* { dg-do run } */
/* { dg-options "-O2 -fplugin-arg-gpugen-dump=summary" } */

#include <math.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include "gpugen.h"
#include "snapshot-shapes.h"
#undef SNAPSHOT_ATTR
#undef SNAPSHOT_NAME
#define SNAPSHOT_ATTR __attribute__ ((gpugen_off))
#define SNAPSHOT_NAME(f) f##_ref
#include "snapshot-shapes.h"

#define TOL 1e-12

/* The identity, opaque to gpugen: a loop nest that calls it is not a
   SCoP, so the set-up and the comparison stay on the host.  */

static double __attribute__ ((noipa))
host (double x)
{
  return x;
}

static int __attribute__ ((noipa))
host_int (int x)
{
  return x;
}

/* Abort unless each of the COUNT elements of X is within TOL (relative
   to the largest magnitude of REF) of REF's.  */

static void
check (const double *x, const double *ref, long count)
{
  double scale = 1e-300;
  for (long i = 0; i < count; i++)
    if (fabs (host (ref[i])) > scale)
      scale = fabs (ref[i]);
  for (long i = 0; i < count; i++)
    if (!(fabs (host (x[i]) - ref[i]) <= TOL * scale))
      abort ();
}

/* Fill the COUNT elements of X and REF with the same values, from
   SEED.  */

static void
fill (double *x, double *ref, long count, int seed)
{
  for (long i = 0; i < count; i++)
    x[i] = ref[i] = host ((double) ((seed * 7 + 5 * i) % 23) / 23 - 0.4);
}

/* Abort if kernels run at all but the call that made LAUNCHES - BEFORE
   of them launched none: on the emulator (which always runs regions on
   the device) or on a GPU under GPUGEN_OFFLOAD=always; on a GPU under
   auto, the run-time estimate may run a small call on the host.  */

static void
launched (unsigned long before)
{
  const char *offload = getenv ("GPUGEN_OFFLOAD");
  bool forced = (strcmp (gpugen_backend (), "emulator") == 0
		 || (offload && strcmp (offload, "always") == 0));
  if (forced && strcmp (gpugen_backend (), "host") != 0
      && gpugen_kernel_launches () == before)
    abort ();
}

/* Run every shape on M x N matrices and compare with the
   references.  */

static void
test (int m, int n)
{
  long mm = (long) m * m, mn = (long) m * n;
  double *a = malloc (sizeof (double) * (mm + 1));
  double *a_ref = malloc (sizeof (double) * (mm + 1));
  double *b = malloc (sizeof (double) * (mn + 1));
  double *b_ref = malloc (sizeof (double) * (mn + 1));
  int work = m > 0 && n > 0;
  fill (a, a_ref, mm, 1);

  fill (b, b_ref, mn, 2);
  unsigned long before = gpugen_kernel_launches ();
  trmm_down (m, n, 0.625, (double (*)[m]) a, (double (*)[n]) b);
  trmm_down_ref (m, n, 0.625, (double (*)[m]) a_ref, (double (*)[n]) b_ref);
  check (b, b_ref, mn);
  if (work)
    launched (before);

  fill (b, b_ref, mn, 3);
  before = gpugen_kernel_launches ();
  trmm_up (m, n, (double (*)[m]) a, (double (*)[n]) b);
  trmm_up_ref (m, n, (double (*)[m]) a_ref, (double (*)[n]) b_ref);
  check (b, b_ref, mn);
  if (work && m > 1)
    launched (before);

  fill (b, b_ref, mn, 8);
  before = gpugen_kernel_launches ();
  trmm_up_unit (m, n, (double (*)[m]) a, (double (*)[n]) b);
  trmm_up_unit_ref (m, n, (double (*)[m]) a_ref, (double (*)[n]) b_ref);
  check (b, b_ref, mn);
  if (work && m > 1)
    launched (before);

  fill (b, b_ref, mn, 4);
  recurrence (m, n, (double (*)[m]) a, (double (*)[n]) b);
  recurrence_ref (m, n, (double (*)[m]) a_ref, (double (*)[n]) b_ref);
  check (b, b_ref, mn);

  fill (b, b_ref, mn, 5);
  conditional (m, n, host_int (m / 3), (double (*)[m]) a,
	       (double (*)[n]) b);
  conditional_ref (m, n, host_int (m / 3), (double (*)[m]) a_ref,
		   (double (*)[n]) b_ref);
  check (b, b_ref, mn);

  fill (b, b_ref, mn, 6);
  before = gpugen_kernel_launches ();
  shift (mn, b);
  shift_ref (mn, b_ref);
  check (b, b_ref, mn);
  if (mn > 1)
    launched (before);

  free (a);
  free (a_ref);
  free (b);
  free (b_ref);
}

/* trmm_down on one buffer holding A and, overlapping its last rows, B:
   the alias check keeps the nest on the host, which computes what the
   reference computes on a copy.  */

static void
test_overlap (int m, int n)
{
  long mm = (long) m * m, len = mm + (long) m * n;
  double *buf = malloc (sizeof (double) * len);
  double *buf_ref = malloc (sizeof (double) * len);
  fill (buf, buf_ref, len, 7);
  long off = mm - 2 * m;
  trmm_down (m, n, 0.5, (double (*)[m]) buf, (double (*)[n]) (buf + off));
  trmm_down_ref (m, n, 0.5, (double (*)[m]) buf_ref,
		 (double (*)[n]) (buf_ref + off));
  check (buf, buf_ref, len);
  free (buf);
  free (buf_ref);
}

int
main (void)
{
  test (host_int (133), host_int (140));
  test (host_int (37), host_int (45));
  test (host_int (1), host_int (6));
  test (host_int (6), host_int (0));
  test (host_int (0), host_int (5));
  test_overlap (host_int (9), host_int (11));
  return 0;
}

/* { dg-final { scan-tree-dump-times "transfer b_\[0-9\]+_snap: elements \\(m_\[0-9\]+ >= 2 && n_\[0-9\]+ >= 1 \\? 1 : 0\\) \\* n_\[0-9\]+ \\.\\. \[^\n\]*, snapshot filled on the device" 1 "gpugen" } } */
