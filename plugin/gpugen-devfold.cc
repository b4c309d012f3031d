/* The fold kernels of a unit's image: the partials of a reduction folded
   on the device, in order.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   A reduction that gpugen-reduce.cc rewrites computes one partial per
   row into a device array, which __gpugen_region_fold (runtime/region.c)
   folds, in the rows' order, into the reduction's value.  A single loop
   that reduces and writes memory besides has one partial per iteration
   (gpugen_reduce_single_rows_p): millions of them, whose copy back and
   fold on the host cost far more than the loop's kernel (1-D Jacobi of
   4M doubles with its error in a time loop: 33.5 MB back and 4M
   elements folded each step, 11 ms, against 0.03 ms of kernels on an
   H100).

   For each fold kind that the unit's regions fold (gpugen_devfold_note,
   called by gpugen-reduce-fold.cc where it emits the call) and whose
   step allows it exactly (gpugen_fold_device_kind_p in gpugen-rt.h:
   the argument is at the head of runtime/fold.c), the unit's CUDA
   source gets one kernel, gpugen_fold_OP_TYPE (gpugen-rt.h gives the
   name, the prototype and the launch), added to the image's kernel
   names after the loop nests' kernels (gpugen-image.cc, at the end of
   the unit):

     extern "C" __global__ void
     gpugen_fold_sel_ge_f64 (const double *values, unsigned long long first,
			     unsigned long long count, double *out)
     {
       __shared__ double red[GPUGEN_FOLD_THREADS];
       ... block b's share [lo, hi) of [0, count), thread t's piece
       [tlo, thi) of it ...
       double e = ID;
       for (k = tlo; k < thi; k++)
	 { double x = values[first + k]; STEP; }	(E = S (E, X))
       red[t] = e;
       for (w = 1; w < GPUGEN_FOLD_THREADS; w *= 2)
	 {
	   __syncthreads ();
	   if (t % (2 w) == 0 && t + w < GPUGEN_FOLD_THREADS)
	     { e = red[t]; x = red[t + w]; STEP; red[t] = e; }
	 }
       __syncthreads ();
       if (t == 0) out[b] = red[0];
     }

   Every combine is S (left, right): red[t] holds the fold of the
   pieces of threads t .. t + w - 1 and red[t + w] of the next w, so
   the block's result is the fold of its share from the identity, and
   the runtime folds the blocks' results in order from the initial
   value.  The runtime launches the kernel where it finds it in the
   image and the partials are many (GPUGEN_FOLD_DEVICE_MIN), and folds
   on the host otherwise; the emulator runs the same kernel (the .cu
   file is one for nvcc and g++).  */

#include "gpugen.h"
#include "../include/gpugen-rt.h"

/* The fold kinds (GPUGEN_FOLD_KIND) that the unit's regions fold on the
   device, by kind.  */

static bool unit_kinds[GPUGEN_FOLD_N_OPS * 16];

/* The names of the folds' operations and types in the names of their
   kernels (gpugen-rt.h, which runtime/fold.c reads them from too).  */

static const char *const op_names[GPUGEN_FOLD_N_OPS] = GPUGEN_FOLD_OP_NAMES;
static const char *const type_names[GPUGEN_FOLD_N_TYPES]
  = GPUGEN_FOLD_TYPE_NAMES;

/* The CUDA types of the fold types, and the unsigned types in which
   their sums and products wrap (32 bits at least, so that no operand
   promotes to int).  */

static const char *const c_types[GPUGEN_FOLD_N_TYPES] = {
  "signed char", "unsigned char", "short", "unsigned short", "int",
  "unsigned int", "long long", "unsigned long long", "float", "double"
};

static const char *const wrap_types[GPUGEN_FOLD_N_TYPES] = {
  "unsigned int", "unsigned int", "unsigned int", "unsigned int",
  "unsigned int", "unsigned int", "unsigned long long",
  "unsigned long long", NULL, NULL
};

/* The smallest and the largest value of each integer fold type, the
   identities of MAX and MIN.  */

static const char *const type_min[GPUGEN_FOLD_N_TYPES] = {
  "(-127 - 1)", "0", "(-32767 - 1)", "0", "(-2147483647 - 1)", "0u",
  "(-9223372036854775807LL - 1)", "0ull", "(-(float) INFINITY)",
  "(-(double) INFINITY)"
};

static const char *const type_max[GPUGEN_FOLD_N_TYPES] = {
  "127", "255", "32767", "65535", "2147483647", "4294967295u",
  "9223372036854775807LL", "18446744073709551615ull",
  "((float) INFINITY)", "((double) INFINITY)"
};

/* Note that a region of the unit folds partials of the fold KIND: the
   unit's image gets its fold kernel, where it has one.  */

void
gpugen_devfold_note (unsigned kind)
{
  if (gpugen_fold_device_kind_p (kind))
    unit_kinds[kind] = true;
}

/* Return the name of the fold kernel of KIND, newly allocated.  */

static char *
kernel_name (unsigned kind)
{
  return xasprintf ("gpugen_fold_%s_%s", op_names[kind / 16],
		    type_names[kind % 16]);
}

/* Return the fold's identity for KIND, a CUDA expression.  */

static const char *
identity (unsigned kind)
{
  switch (kind / 16)
    {
    case GPUGEN_FOLD_ADD:
    case GPUGEN_FOLD_IOR:
    case GPUGEN_FOLD_XOR:
      return "0";
    case GPUGEN_FOLD_MUL:
      return "1";
    case GPUGEN_FOLD_AND:
      return "-1";
    case GPUGEN_FOLD_MIN:
    case GPUGEN_FOLD_SEL_LT:
    case GPUGEN_FOLD_SEL_LE:
      return type_max[kind % 16];
    default:
      return type_min[kind % 16];
    }
}

/* Return the fold's step for KIND, a CUDA statement that combines the
   accumulator E (the left operand: the elements before) with X (the
   element or the result after them), both of the fold's type T.  */

static char *
step (unsigned kind)
{
  unsigned op = kind / 16, type = kind % 16;
  const char *t = c_types[type], *w = wrap_types[type];
  bool flt = type == GPUGEN_FOLD_F32 || type == GPUGEN_FOLD_F64;
  switch (op)
    {
    case GPUGEN_FOLD_ADD:
      return xasprintf ("e = (%s) ((%s) e + (%s) x);", t, w, w);
    case GPUGEN_FOLD_MUL:
      return xasprintf ("e = (%s) ((%s) e * (%s) x);", t, w, w);
    case GPUGEN_FOLD_AND:
      return xstrdup ("e = e & x;");
    case GPUGEN_FOLD_IOR:
      return xstrdup ("e = e | x;");
    case GPUGEN_FOLD_XOR:
      return xstrdup ("e = e ^ x;");
    case GPUGEN_FOLD_MIN:
      return xstrdup ("if (x < e) e = x;");
    case GPUGEN_FOLD_MAX:
      return xstrdup ("if (x > e) e = x;");
    case GPUGEN_FOLD_SEL_GT:
      return xstrdup ("if (x > e) e = x;");
    case GPUGEN_FOLD_SEL_GE:
      /* Equal integers are the same bits: their maximum.  */
      return xstrdup (flt ? "if (x >= e) e = x;" : "if (x > e) e = x;");
    case GPUGEN_FOLD_SEL_LT:
      return xstrdup ("if (x < e) e = x;");
    case GPUGEN_FOLD_SEL_LE:
      return xstrdup (flt ? "if (x <= e) e = x;" : "if (x < e) e = x;");
    default:
      gcc_unreachable ();
    }
}

/* Return the CUDA source of the fold kernel of KIND, newly allocated
   (see the head of this file).  */

static char *
kernel_source (unsigned kind)
{
  char *name = kernel_name (kind);
  char *s = step (kind);
  const char *t = c_types[kind % 16];
  char *text = xasprintf
    ("/* gpugen: the fold kernel of gpugen-devfold.cc for the kind %u.  */\n"
     "extern \"C\" __global__ void\n"
     "%s (const %s *values, unsigned long long first,\n"
     "    unsigned long long count, %s *out)\n"
     "{\n"
     "  __shared__ %s red[%d];\n"
     "  const unsigned long long nb = gridDim.x, b = blockIdx.x;\n"
     "  const unsigned t = threadIdx.x;\n"
     "  const unsigned long long share = (count + nb - 1) / nb;\n"
     "  const unsigned long long lo = b * share < count ? b * share : count;\n"
     "  const unsigned long long hi = count - lo < share ? count : lo + share;\n"
     "  const unsigned long long piece = (hi - lo + %d - 1) / %d;\n"
     "  const unsigned long long tlo = (t * piece < hi - lo\n"
     "\t\t\t\t   ? lo + t * piece : hi);\n"
     "  const unsigned long long thi = (hi - tlo < piece ? hi : tlo + piece);\n"
     "  %s e = %s, x;\n"
     "  for (unsigned long long k = tlo; k < thi; k++)\n"
     "    {\n"
     "      x = GPUGEN_EMU_AT (values, first + k);\n"
     "      %s\n"
     "    }\n"
     "  red[t] = e;\n"
     "  for (unsigned w = 1; w < %d; w *= 2)\n"
     "    {\n"
     "      __syncthreads ();\n"
     "      if (t %% (2 * w) == 0 && t + w < %d)\n"
     "\t{\n"
     "\t  e = red[t];\n"
     "\t  x = red[t + w];\n"
     "\t  %s\n"
     "\t  red[t] = e;\n"
     "\t}\n"
     "    }\n"
     "  __syncthreads ();\n"
     "  if (t == 0)\n"
     "    GPUGEN_EMU_AT (out, b) = red[0];\n"
     "}\n"
     "GPUGEN_EMU_KERNEL (%s, values, first, count, out)\n",
     kind, name, t, t, t, GPUGEN_FOLD_THREADS, GPUGEN_FOLD_THREADS,
     GPUGEN_FOLD_THREADS, t, identity (kind), s, GPUGEN_FOLD_THREADS,
     GPUGEN_FOLD_THREADS, s, name);
  free (s);
  free (name);
  return text;
}

/* Return the CUDA source of the unit's fold kernels, newly allocated
   (empty where it has none).  */

char *
gpugen_devfold_source (void)
{
  char *text = xstrdup ("");
  for (unsigned kind = 0; kind < GPUGEN_FOLD_N_OPS * 16; kind++)
    if (unit_kinds[kind])
      {
	char *k = kernel_source (kind);
	char *both = concat (text, k, "\n", NULL);
	free (k);
	free (text);
	text = both;
      }
  return text;
}

/* Append to NAMES the names of the unit's fold kernels, newly allocated,
   in the order of gpugen_devfold_source.  */

void
gpugen_devfold_names (vec<char *> *names)
{
  for (unsigned kind = 0; kind < GPUGEN_FOLD_N_OPS * 16; kind++)
    if (unit_kinds[kind])
      names->safe_push (kernel_name (kind));
}

/* Forget the unit's fold kinds, at its end.  */

void
gpugen_devfold_reset (void)
{
  memset (unit_kinds, 0, sizeof unit_kinds);
}
