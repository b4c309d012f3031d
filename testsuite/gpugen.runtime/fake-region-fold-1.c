/* __gpugen_region_fold on the fake driver, against the loops whose
   reductions the plugin offloads (gpugen-reduce.cc): for each fold, a
   ragged matrix of values (NaNs of several payloads, -0.0 and +0.0,
   infinities, repeated maxima; empty rows) is reduced row after row by
   the loop's own update from the initial value, and its rows are
   reduced each from the fold's identity (the device's partials: for the
   KEEP folds also the row's state, 1 for an element that is not a NaN,
   2 for a NaN); the partials go to the device, __gpugen_region_fold
   combines them, and the result must have the loop's bits, for every
   initial value (NaN, -0.0, +0.0, infinities, ordinary values).  The
   integer folds wrap (signed values added in their unsigned type).
   Outside a region the fold gives the initial value and 0; after it,
   the region exits successfully; an unknown kind gives 0.  */
/* { dg-do run } */
/* { dg-output "^done\[\r\n\]*$" } */

#include "region-test.h"

#include <math.h>
#include <stdint.h>

#define ROWS 37
#define COLS 9

/* The update of each floating-point fold, as the loop does it.  */

static double
update (unsigned op, double e, double d)
{
  switch (op)
    {
    case GPUGEN_FOLD_SEL_GT: return d > e ? d : e;
    case GPUGEN_FOLD_SEL_GE: return d >= e ? d : e;
    case GPUGEN_FOLD_SEL_LT: return d < e ? d : e;
    case GPUGEN_FOLD_SEL_LE: return d <= e ? d : e;
    case GPUGEN_FOLD_KEEP_GT: return e > d ? e : d;
    case GPUGEN_FOLD_KEEP_GE: return e >= d ? e : d;
    case GPUGEN_FOLD_KEEP_LT: return e < d ? e : d;
    case GPUGEN_FOLD_KEEP_LE: return e <= d ? e : d;
    default: abort ();
    }
}

/* The fold's identity.  */

static double
identity (unsigned op)
{
  if (op <= GPUGEN_FOLD_SEL_GE)
    return -INFINITY;
  if (op <= GPUGEN_FOLD_SEL_LE)
    return INFINITY;
  return NAN;
}

/* Whether X and Y have the same bits.  */

static int
same (double x, double y)
{
  return memcmp (&x, &y, sizeof x) == 0;
}

/* A NaN with payload P.  */

static double
nan_payload (unsigned p)
{
  uint64_t b = 0x7ff8000000000000ull | p;
  double d;
  memcpy (&d, &b, sizeof d);
  return d;
}

/* A pseudo-random value, special ones often; with TIES, only NaNs,
   zeros of both signs and values below them, so that the extremes tie
   on -0.0 and +0.0 (or, negated, on the minimum).  */

static unsigned seed = 12345;

static double
value (int ties)
{
  seed = seed * 1103515245u + 12345u;
  unsigned r = (seed >> 16) % 16;
  if (ties)
    {
      double v = (r < 2 ? nan_payload (seed % 5 + 1) : r < 7 ? -0.0
		  : r < 12 ? 0.0 : r < 14 ? -1.0 : -INFINITY);
      return ties > 1 ? -v : v;
    }
  switch (r)
    {
    case 0: return nan_payload (seed % 7 + 1);
    case 1: return -0.0;
    case 2: return 0.0;
    case 3: return INFINITY;
    case 4: return -INFINITY;
    default: return (double) (int) ((seed >> 8) % 7) - 3.0;
    }
}

/* Fold on the device the partials of rows of lengths LEN of the values
   X (row-major, COLS a row) by OP from INIT, and check the loop's
   bits.  */

static void
check_double (unsigned op, double x[ROWS][COLS], int len[ROWS], double init)
{
  double part[ROWS], expect = init, got = 12345;
  int state[ROWS];
  unsigned kind = GPUGEN_FOLD_KIND (op, GPUGEN_FOLD_F64);
  for (int i = 0; i < ROWS; i++)
    {
      double r = identity (op);
      state[i] = 0;
      for (int j = 0; j < len[i]; j++)
	{
	  expect = update (op, expect, x[i][j]);
	  r = update (op, r, x[i][j]);
	  state[i] |= isnan (x[i][j]) ? 2 : 1;
	}
      part[i] = r;
    }
  int keep = op >= GPUGEN_FOLD_KEEP_GT;
  CHECK (__gpugen_region_enter (GPUGEN_RT_ABI_VERSION, &region_image,
				"fake-region-fold-1.c:1"));
  void *d_part = __gpugen_region_alloc (sizeof part);
  void *d_state = __gpugen_region_alloc (sizeof state);
  __gpugen_region_copy_in (d_part, part, 0, sizeof part);
  __gpugen_region_copy_in (d_state, state, 0, sizeof state);
  /* From the third row on, as a region whose partials start there.  */
  double e3 = init;
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < len[i]; j++)
      e3 = update (op, e3, x[i][j]);
  double got3 = 0;
  CHECK (__gpugen_region_fold (kind, &got, &init, d_part,
			       keep ? d_state : NULL, 0, ROWS) == 1);
  CHECK (__gpugen_region_fold (kind, &got3, &e3, d_part,
			       keep ? d_state : NULL, 3, ROWS - 3) == 1);
  CHECK (__gpugen_region_exit () == 1);
  if (!same (got, expect) || !same (got3, expect))
    {
      printf ("fold %u from %g: %g and %g, expected %g\n", op, init, got,
	      got3, expect);
      abort ();
    }
}

/* The same for the integer folds of 32 bits, signed and unsigned.  */

static void
check_int (unsigned op, int type, int32_t x[ROWS][COLS], int len[ROWS],
	   int32_t init)
{
  uint32_t part[ROWS], e = init, id;
  switch (op)
    {
    case GPUGEN_FOLD_MUL: id = 1; break;
    case GPUGEN_FOLD_AND: id = ~0u; break;
    case GPUGEN_FOLD_MIN:
      id = type == GPUGEN_FOLD_I32 ? INT32_MAX : UINT32_MAX;
      break;
    case GPUGEN_FOLD_MAX:
      id = type == GPUGEN_FOLD_I32 ? (uint32_t) INT32_MIN : 0;
      break;
    default: id = 0; break;
    }
  for (int i = 0; i < ROWS; i++)
    {
      uint32_t r = id;
      for (int j = 0; j < len[i]; j++)
	{
	  uint32_t d = x[i][j];
	  uint32_t *p[2] = { &e, &r };
	  for (int k = 0; k < 2; k++)
	    {
	      uint32_t v = *p[k];
	      int lt = (type == GPUGEN_FOLD_I32 ? (int32_t) d < (int32_t) v
			: d < v);
	      switch (op)
		{
		case GPUGEN_FOLD_ADD: v += d; break;
		case GPUGEN_FOLD_MUL: v *= d; break;
		case GPUGEN_FOLD_AND: v &= d; break;
		case GPUGEN_FOLD_IOR: v |= d; break;
		case GPUGEN_FOLD_XOR: v ^= d; break;
		case GPUGEN_FOLD_MIN: v = lt ? d : v; break;
		default: v = (!lt && d != v) ? d : v; break;
		}
	      *p[k] = v;
	    }
	}
      part[i] = r;
    }
  unsigned kind = GPUGEN_FOLD_KIND (op, type);
  uint32_t got = 7;
  CHECK (__gpugen_region_enter (GPUGEN_RT_ABI_VERSION, &region_image,
				"fake-region-fold-1.c:2"));
  void *d_part = __gpugen_region_alloc (sizeof part);
  __gpugen_region_copy_in (d_part, part, 0, sizeof part);
  CHECK (__gpugen_region_fold (kind, &got, &init, d_part, NULL, 0, ROWS)
	 == 1);
  CHECK (__gpugen_region_exit () == 1);
  CHECK (got == e);
}

int
main (void)
{
  static double x[ROWS][COLS];
  static int32_t ix[ROWS][COLS];
  int len[ROWS];
  for (int t = 0; t < 40; t++)
    {
      for (int i = 0; i < ROWS; i++)
	{
	  seed = seed * 1103515245u + 12345u;
	  len[i] = (seed >> 16) % (COLS + 1);
	  for (int j = 0; j < COLS; j++)
	    {
	      x[i][j] = value (t % 3);
	      seed = seed * 1103515245u + 12345u;
	      ix[i][j] = (int32_t) (seed * 2654435761u);
	    }
	}
      /* Rows that end and start with a NaN, and one of NaNs only.  */
      x[5][0] = nan_payload (9);
      len[5] = len[5] < 3 ? 3 : len[5];
      x[6][len[6] > 0 ? len[6] - 1 : 0] = nan_payload (10);
      len[7] = 2;
      x[7][0] = x[7][1] = nan_payload (11);
      double inits[] = { NAN, nan_payload (3), -0.0, 0.0, INFINITY,
			 -INFINITY, 1.0, -2.0 };
      for (unsigned op = GPUGEN_FOLD_SEL_GT; op <= GPUGEN_FOLD_KEEP_LE; op++)
	for (unsigned k = 0; k < sizeof inits / sizeof *inits; k++)
	  check_double (op, x, len, inits[k]);
      for (unsigned op = GPUGEN_FOLD_ADD; op <= GPUGEN_FOLD_MAX; op++)
	{
	  check_int (op, GPUGEN_FOLD_I32, ix, len, 0);
	  check_int (op, GPUGEN_FOLD_U32, ix, len, 0);
	  check_int (op, GPUGEN_FOLD_I32, ix, len, INT32_MIN + 5);
	  check_int (op, GPUGEN_FOLD_U32, ix, len, -3);
	}
    }
  /* Outside a region: the initial value, and 0; an unknown kind: 0.  */
  double init = 2.5, got = 0;
  CHECK (__gpugen_region_fold (GPUGEN_FOLD_KIND (GPUGEN_FOLD_ADD,
						 GPUGEN_FOLD_F64),
			       &got, &init, NULL, NULL, 0, 0) == 0
	 && got == 2.5);
  got = 0;
  CHECK (__gpugen_region_fold (GPUGEN_FOLD_KIND (GPUGEN_FOLD_AND,
						 GPUGEN_FOLD_F64),
			       &got, &init, NULL, NULL, 0, 0) == 0
	 && got == 0);
  printf ("done\n");
  return 0;
}
