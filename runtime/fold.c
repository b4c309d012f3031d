/* fold.c -- folding the partial results of a scalar reduction.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   A reduction that the plugin offloads (gpugen-reduce.cc) computes on
   the device one partial result per row (per iteration of the outermost
   loop of its nest), each from the fold's identity; the region then
   combines them on the host, in the rows' order, with the reduction's
   initial value (__gpugen_region_fold, region.c, which reads them back
   from the device and calls gpugen_rt_fold).  Each fold is exactly what
   the program's loop computes row after row: gpugen-reduce.cc proves it
   for every input, NaNs, signed zeros, infinities and wrapping integers
   included, and this file only does the arithmetic, in C, without
   reassociation (the runtime is not compiled with -ffast-math).

   Folding on the device.  Where the partials are many (one per
   iteration of a single loop, gpugen_reduce_single_rows_p of the
   plugin), __gpugen_region_fold may first fold contiguous segments of
   them on the device (the image's fold kernel, gpugen-rt.h), each from
   the fold's identity, and then fold the segments' results here, in
   their order, from the initial value.  That gives exactly the
   sequential fold where the fold's step S (E = S (E, X), X the next
   element) satisfies, for every value E and sequence X1 ... Xn:

     fold (E, X1 ... Xn) = S (E, fold (ID, X1 ... Xn))		(*)

   with ID the identity: then the fold of a concatenation is the fold
   of the segments' results, and combining two neighbouring results
   A (left) and B (right) as S (A, B) gives the result of the two
   segments together, however the combines are nested, as long as the
   left one is always the first operand (gpugen_fold_device_kind_p says
   which kinds qualify; the kernels are printed by the plugin's
   gpugen-devfold.cc):

   - ADD and MUL of integers, in the unsigned counterpart (wrapping
     arithmetic modulo 2^N is associative, ID 0 and 1), AND, IOR, XOR
     (ID all ones, 0, 0), MIN and MAX (ID the largest and the smallest
     value of the type): associative steps with an identity, for which
     (*) is associativity.  The integer SEL and KEEP folds are MIN or
     MAX (above: equal integers are the same bits).
   - SEL_GT on floats, "if (X > E) E = X", ID -inf: the sequential fold
     from E returns E when no element is > E, else the FIRST element
     of the class of the largest non-NaN elements (equal by ==, so -0.0
     and +0.0 together): once E reached that class, no later element
     is > E, and before it every element of it is > E.  fold (ID, Xs)
     is that same element, or -inf where no element is > -inf (none,
     all NaN or -inf), and S (E, it) picks it exactly when it is > E,
     else keeps E: (*) holds, for a NaN E as well (nothing is > NaN).
     NaN elements are never selected, an all-NaN segment gives -inf,
     which changes no E.
   - SEL_GE, "if (X >= E) E = X", ID -inf: the same with the LAST
     element of that class (a later equal element replaces E); a
     segment without any element >= -inf gives -inf, and S (E, -inf)
     is -inf only where E is -inf, the same bits.
   - SEL_LT and SEL_LE: the mirror images, ID +inf.
   Not float ADD and MUL (rounding makes them not associative: they
   stay on the host, in order), nor the KEEP folds of floats (their
   states: on the host).  */

#include "internal.h"

#include <stdio.h>
#include <string.h>
#include <stdint.h>

/* The size in bytes of an element of fold type TYPE.  */

static size_t
type_size (unsigned type)
{
  static const unsigned char sizes[GPUGEN_FOLD_N_TYPES] = {
    1, 1, 2, 2, 4, 4, 8, 8, 4, 8
  };
  return type < GPUGEN_FOLD_N_TYPES ? sizes[type] : 0;
}

/* Whether OP applies to elements of TYPE (the bitwise folds and the
   integer minimum and maximum only to integers).  */

static bool
op_type_ok (unsigned op, unsigned type)
{
  bool flt = type == GPUGEN_FOLD_F32 || type == GPUGEN_FOLD_F64;
  switch (op)
    {
    case GPUGEN_FOLD_AND:
    case GPUGEN_FOLD_IOR:
    case GPUGEN_FOLD_XOR:
    case GPUGEN_FOLD_MIN:
    case GPUGEN_FOLD_MAX:
      return !flt;
    default:
      return op < GPUGEN_FOLD_N_OPS;
    }
}

size_t
gpugen_rt_fold_size (unsigned kind)
{
  unsigned op = kind / 16, type = kind % 16;
  if (!op_type_ok (op, type))
    return 0;
  return type_size (type);
}

bool
gpugen_rt_fold_states_p (unsigned kind)
{
  unsigned op = kind / 16;
  return op >= GPUGEN_FOLD_KEEP_GT && op <= GPUGEN_FOLD_KEEP_LE;
}

/* The fold of the integer type T with unsigned counterpart U: E
   combined with each of the N elements of R in turn.  For the types
   of 8 and 16 bits U is a 32-bit unsigned type, so that their operands
   do not promote to int, whose product may overflow; the conversion
   back to T takes the same low bits.  */

#define FOLD_INT(T, U)							\
  static T								\
  fold_##T (unsigned op, T e, const T *r, size_t n)			\
  {									\
    for (size_t k = 0; k < n; k++)					\
      switch (op)							\
	{								\
	case GPUGEN_FOLD_ADD: e = (T) ((U) e + (U) r[k]); break;	\
	case GPUGEN_FOLD_MUL: e = (T) ((U) e * (U) r[k]); break;	\
	case GPUGEN_FOLD_AND: e = (T) (e & r[k]); break;		\
	case GPUGEN_FOLD_IOR: e = (T) (e | r[k]); break;		\
	case GPUGEN_FOLD_XOR: e = (T) (e ^ r[k]); break;		\
	case GPUGEN_FOLD_MIN:						\
	case GPUGEN_FOLD_SEL_LT:					\
	case GPUGEN_FOLD_SEL_LE:					\
	case GPUGEN_FOLD_KEEP_LT:					\
	case GPUGEN_FOLD_KEEP_LE:					\
	  e = r[k] < e ? r[k] : e; break;				\
	default:							\
	  e = r[k] > e ? r[k] : e; break;				\
	}								\
    return e;								\
  }

FOLD_INT (int8_t, uint32_t)
FOLD_INT (uint8_t, uint32_t)
FOLD_INT (int16_t, uint32_t)
FOLD_INT (uint16_t, uint32_t)
FOLD_INT (int32_t, uint32_t)
FOLD_INT (uint32_t, uint32_t)
FOLD_INT (int64_t, uint64_t)
FOLD_INT (uint64_t, uint64_t)

/* The fold of the floating type T: E combined with each of the N
   elements of R in turn, with the rows' states S for the KEEP folds.
   The comparisons are the program's: a NaN compares false, -0.0 equals
   +0.0, and the element or E is chosen exactly as the loop chose
   it.  */

#define FOLD_FLOAT(T)							\
  static T								\
  fold_##T (unsigned op, T e, const T *r, const int *s, size_t n)	\
  {									\
    for (size_t k = 0; k < n; k++)					\
      {									\
	T x = r[k];							\
	if (op >= GPUGEN_FOLD_KEEP_GT)					\
	  {								\
	    if (s[k] == 0)						\
	      continue;							\
	    if (s[k] & 2)						\
	      {								\
		e = x;							\
		continue;						\
	      }								\
	  }								\
	switch (op)							\
	  {								\
	  case GPUGEN_FOLD_ADD: e = e + x; break;			\
	  case GPUGEN_FOLD_MUL: e = e * x; break;			\
	  case GPUGEN_FOLD_SEL_GT: if (x > e) e = x; break;		\
	  case GPUGEN_FOLD_SEL_GE: if (x >= e) e = x; break;		\
	  case GPUGEN_FOLD_SEL_LT: if (x < e) e = x; break;		\
	  case GPUGEN_FOLD_SEL_LE: if (x <= e) e = x; break;		\
	  case GPUGEN_FOLD_KEEP_GT: e = e > x ? e : x; break;		\
	  case GPUGEN_FOLD_KEEP_GE: e = e >= x ? e : x; break;		\
	  case GPUGEN_FOLD_KEEP_LT: e = e < x ? e : x; break;		\
	  case GPUGEN_FOLD_KEEP_LE: e = e <= x ? e : x; break;		\
	  default: break;						\
	  }								\
      }									\
    return e;								\
  }

FOLD_FLOAT (float)
FOLD_FLOAT (double)

/* The names of the operations and of the types in the names of the
   fold kernels (gpugen-rt.h).  */

static const char *const op_names[GPUGEN_FOLD_N_OPS] = GPUGEN_FOLD_OP_NAMES;
static const char *const type_names[GPUGEN_FOLD_N_TYPES]
  = GPUGEN_FOLD_TYPE_NAMES;

bool
gpugen_rt_fold_kernel_name (unsigned kind, char *buf, size_t size)
{
  int n;

  if (!gpugen_fold_device_kind_p (kind))
    return false;
  n = snprintf (buf, size, "gpugen_fold_%s_%s", op_names[kind / 16],
		type_names[kind % 16]);
  return n > 0 && (size_t) n < size;
}

/* Combine one fold type's partials: E is *INIT, the result goes to
   *RESULT (both unaligned host values).  */

#define FOLD_CASE(CODE, T, CALL)					\
  case CODE:								\
    {									\
      T e;								\
      memcpy (&e, init, sizeof e);					\
      e = CALL;								\
      memcpy (result, &e, sizeof e);					\
      return true;							\
    }

bool
gpugen_rt_fold (unsigned kind, void *result, const void *init,
		const void *values, const int *states, size_t count)
{
  unsigned op = kind / 16, type = kind % 16;
  if (gpugen_rt_fold_size (kind) == 0
      || (gpugen_rt_fold_states_p (kind) && states == NULL && count != 0))
    return false;
  switch (type)
    {
      FOLD_CASE (GPUGEN_FOLD_I8, int8_t,
		 fold_int8_t (op, e, (const int8_t *) values, count))
      FOLD_CASE (GPUGEN_FOLD_U8, uint8_t,
		 fold_uint8_t (op, e, (const uint8_t *) values, count))
      FOLD_CASE (GPUGEN_FOLD_I16, int16_t,
		 fold_int16_t (op, e, (const int16_t *) values, count))
      FOLD_CASE (GPUGEN_FOLD_U16, uint16_t,
		 fold_uint16_t (op, e, (const uint16_t *) values, count))
      FOLD_CASE (GPUGEN_FOLD_I32, int32_t,
		 fold_int32_t (op, e, (const int32_t *) values, count))
      FOLD_CASE (GPUGEN_FOLD_U32, uint32_t,
		 fold_uint32_t (op, e, (const uint32_t *) values, count))
      FOLD_CASE (GPUGEN_FOLD_I64, int64_t,
		 fold_int64_t (op, e, (const int64_t *) values, count))
      FOLD_CASE (GPUGEN_FOLD_U64, uint64_t,
		 fold_uint64_t (op, e, (const uint64_t *) values, count))
      FOLD_CASE (GPUGEN_FOLD_F32, float,
		 fold_float (op, e, (const float *) values, states, count))
      FOLD_CASE (GPUGEN_FOLD_F64, double,
		 fold_double (op, e, (const double *) values, states, count))
    default:
      return false;
    }
}
