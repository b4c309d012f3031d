/* gpugen-emu.h -- CUDA kernels on the CPU: gpugen's emulation images.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   An emulation image is the CUDA source of a translation unit's kernels
   compiled by the host's C++ compiler into a shared object, which
   libgpugen's emulator (runtime/emulator.c and runtime/emu-memory.c)
   loads and runs when there is no GPU.  The same .cu file serves nvcc and the emulator: it
   includes this header first, and this header gives it the CUDA dialect
   under g++ and, when __CUDACC__ is defined, only pass-through
   definitions of its own macros (GPUGEN_EMU_KERNEL, GPUGEN_EMU_AT,
   GPUGEN_EMU_AT2, GPUGEN_EMU_CHECK, GPUGEN_DYNAMIC_SHARED).

   1. Building an image.  For the kernels of FILE.cu:

	g++ -x c++ -std=gnu++17 -O1 -fPIC -shared -fvisibility=hidden \
	    -I$(gpugen include dir) -o FILE.so FILE.cu -lm

      (any C++17 compiler; -fvisibility=hidden is recommended so that
      kernel names cannot be interposed by the program's own symbols;
      what the emulator needs is exported explicitly).  The bytes of
      FILE.so are the emulation image: struct gpugen_image's emu_image
      points to them and emu_size is their number.  The runtime writes
      them to an anonymous file (memfd) and dlopens it; nothing is
      written to disk where memfd_create works.

   2. The kernel entry convention.  Kernels are written as for nvcc,
      with C linkage so that the image and the CUDA module use the same
      names, and each is followed, at namespace scope, by a
      GPUGEN_EMU_KERNEL line (no semicolon needed) naming the kernel and
      its parameters:

	extern "C" __global__ void
	scale (float *a, int n, float f)
	{
	  int i = blockIdx.x * blockDim.x + threadIdx.x;
	  if (i < n)
	    GPUGEN_EMU_AT (a, i) *= f;
	}
	GPUGEN_EMU_KERNEL (scale, a, n, f)

      Under g++ GPUGEN_EMU_KERNEL defines the exported descriptor
      "const struct gpugen_emu_kernel scale__gpugen_emu" (below); under
      nvcc it is empty.  For the kernel named K in IMAGE->kernel_names,
      the emulator looks up the symbol K__gpugen_emu.  The parameter
      names are used only in messages (the emulator names a device
      buffer after the pointer parameter that carried it into the
      kernel) and may be left out: GPUGEN_EMU_KERNEL (scale).  The
      arguments are those of __gpugen_launch: ARGS[I] points to the value
      of parameter I, with the parameter's type; the descriptor's entry
      function unpacks them with the kernel's own prototype.

   3. Execution.  A launch runs the grid's blocks one after the other,
      each to completion: blocks never interleave, and launches (from
      any thread of the program) are serialized.  Within a block every
      CUDA thread is a fiber (ucontext) with its own stack, so its
      locals are private; the threads run one at a time until each has
      reached __syncthreads () or returned, and a barrier releases its
      threads only when every thread of the block has arrived.  Atomics
      are therefore plain read-modify-writes.  Blocks run in the order
      of their linear index (x fastest) unless GPUGEN_EMU_SHUFFLE is set
      (see gpugen-rt.h), which shuffles the blocks and the threads
      within each block.

   4. Shared memory.  "__shared__" becomes "static" plus placement in
      the ELF section gpugen_emu_shared, so a __shared__ array is one
      object for all threads, and since blocks never interleave it
      belongs to one block at a time: per block, as on a GPU.  Before
      each block the emulator fills the whole section (every kernel's
      __shared__ storage; the linker's __start_/__stop_ symbols bound
      it) with 0xff bytes, a NaN for floating point and -1 for integers,
      so a kernel that reads shared memory it did not write in this
      block gets garbage, not the previous block's values.  Dynamic
      shared memory ("extern __shared__ T name[]" in CUDA, which cannot
      be made static) is declared inside the kernel with
      GPUGEN_DYNAMIC_SHARED (T, name); the emulator allocates
      SHARED_BYTES of __gpugen_launch for it, with guard zones, and
      poisons it the same way.

   5. Checks.  What a GPU does silently is reported on stderr, one line
      naming the kernel, the block and, when known, the thread:

	gpugen: out-of-bounds access in kernel scale, block (3,0,0),
	  thread (4,0,0): a[i] at scale.cu:7: bytes 400..403 of the
	  400-byte buffer a

      (on one line), and makes __gpugen_launch return 0, so that
      generated code falls back to the host (the emulator stays usable,
      unlike a CUDA context after an error):
      - Device buffers (__gpugen_alloc) have guard zones on both sides;
	after each block the emulator checks the guards of the buffers
	the kernel received and reports writes outside them, naming the
	buffer after the kernel parameter.
      - Accesses written GPUGEN_EMU_AT (A, I) (for A[I]),
	GPUGEN_EMU_AT2 (A, I, J) (for A[I][J]) or GPUGEN_EMU_CHECK (P,
	BYTES) (for the BYTES at P) are checked before they happen,
	reads included: against the extent of A when A is an array (a
	__shared__ or local array), otherwise against the device buffer,
	shared memory, thread stack or image data that A (or P) points
	into.  A bad access is reported with the kernel, block, thread,
	source line and buffer, and goes to a scratch location instead,
	so the program does not crash.  Unchecked accesses to __shared__
	arrays are not bounds-checked.
      - Uninitialised device reads.  The emulator keeps, per device
	buffer, which bytes have been written, by a copy to the device
	or by a kernel.  A checked read (GPUGEN_EMU_AT of an element of
	arithmetic type through a pointer, used as a value) of a byte
	nothing wrote is reported like an out-of-bounds access
	("uninitialised device read in kernel ..."), and a copy back to
	the host of such bytes (device garbage that would overwrite the
	host's values) is reported too, naming the first and the last
	of them; the copy still happens.  This needs the emulator to see
	every write: an image declares that all its kernels' accesses to
	device buffers are checked by defining
	GPUGEN_EMU_CHECKED_ACCESSES to 1 before including this header
	(gpugen's generated code does).  For other images a launch
	counts the whole of every buffer that a pointer argument points
	into as written.  A T & bound to GPUGEN_EMU_AT, unary &, and
	GPUGEN_EMU_CHECK count as writes (the accesses through them are
	not seen).  GPUGEN_EMU_UNINIT=0 turns these reports off.
      - GPUGEN_EMU_STRICT=1 makes any of the errors above in a kernel
	and any uninitialised copy back end the program with exit
	status 86, so that an error cannot pass unnoticed behind the
	host path that recomputes correct results (make check runs the
	run tests and gpubench so).
      - A pointer parameter that points outside device memory (a host
	address that generated code forgot to copy) makes the launch
	fail before it starts.
      - A __syncthreads () that some threads of a block reach while
	others have returned ("barrier divergence"), or threads waiting
	at different __syncthreads () calls, is reported; the waiting
	threads are then released so that the block can finish.
      - A kernel that crashes (a wild pointer, a stack overflow into a
	fiber stack's guard page) is named, with its block and thread,
	before the program dies of the signal.

   6. What is supported.  __global__, __device__, __host__,
      __forceinline__, __launch_bounds__, __constant__ (an ordinary
      global), __shared__, threadIdx, blockIdx, blockDim, gridDim,
      warpSize, dim3, uint3, __syncthreads, __syncthreads_count/and/or,
      __threadfence and __threadfence_block, the C math library plus
      rsqrtf, rsqrt, __expf, __logf, __sinf, __cosf, __powf,
      __fdividef, __saturatef, __float_as_int, __int_as_float, min and
      max, and atomicAdd, atomicSub, atomicExch, atomicMin, atomicMax,
      atomicInc, atomicDec, atomicCAS, atomicAnd, atomicOr and
      atomicXor; printf.  Not supported: warp-level primitives (__shfl*,
      __ballot_sync, __syncwarp), textures and surfaces, cooperative
      groups, thread_local variables (they are per OS thread, not per
      CUDA thread), and __noinline__ (it clashes with libstdc++).

   The first part of this header, the interface between an image and
   the emulator, is also C, for runtime/emulator.c and emu-memory.c.  */

#ifndef GPUGEN_EMU_H
#define GPUGEN_EMU_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The version of the interface below.  An image records the version it
   was built with in its context; the emulator refuses other versions.
   Any change to the structures below increments it.  */

#define GPUGEN_EMU_ABI_VERSION 2

/* What an access checked by the emulator (struct gpugen_emu_context's
   ACCESS) does with the bytes: read them, write them, both (a compound
   assignment), or let their address escape (the bytes count as written
   from then on, since what is done through the address is not seen).
   0: only their bounds are checked.  */

#define GPUGEN_EMU_READ 1
#define GPUGEN_EMU_WRITE 2
#define GPUGEN_EMU_ESCAPE 4

/* CUDA's uint3: the type of threadIdx and friends.  */

struct gpugen_emu_uint3
{
  /* The three coordinates.  */
  unsigned int x, y, z;
};

/* The state that an image shares with the emulator.  Every image has
   one (defined by this header, see __gpugen_emu_image_context); kernels
   read it, the emulator writes it.  */

struct gpugen_emu_context
{
  /* GPUGEN_EMU_ABI_VERSION of the header the image was built with.  It
     stays the first field in every version.  */
  unsigned int abi_version;

  /* The image's __shared__ storage, the section gpugen_emu_shared; both
     NULL when the image declares no __shared__ variable.  */
  char *shared_begin;
  char *shared_end;

  /* The coordinates of the running thread: its index in its block, its
     block's index in the grid, and the sizes of block and grid.  Set by
     the emulator before a thread runs or resumes.  */
  struct gpugen_emu_uint3 thread_idx;
  struct gpugen_emu_uint3 block_idx;
  struct gpugen_emu_uint3 block_dim;
  struct gpugen_emu_uint3 grid_dim;

  /* The running block's dynamic shared memory (GPUGEN_DYNAMIC_SHARED),
     or NULL when the launch asked for none.  */
  void *dynamic_shared;

  /* Wait at the barrier of __syncthreads () written at FILE:LINE until
     every thread of the block is there; return the number of threads
     whose PREDICATE was non-zero.  Set by the emulator when it loads
     the image.  */
  int (*barrier) (int predicate, const char *file, int line);

  /* Check an access to the BYTES bytes at PTR, written WHAT at
     FILE:LINE, which MODE (GPUGEN_EMU_READ, ...) says.  When EXTENT is
     non-zero, BASE is an array of EXTENT bytes that must contain them
     (the caller has found that it does not); otherwise the bytes must
     lie in the memory that BASE points into, or, when BASE is NULL, in
     any memory a kernel may access, and, when MODE reads them and they
     are in a device buffer, must have been written by a copy to the
     device or by a kernel.  Return PTR if the access is good; otherwise
     report it and return a zeroed scratch area of at least BYTES
     bytes.  Set by the emulator when it loads the image.  */
  void *(*access) (const void *base, size_t extent, const void *ptr,
		   size_t bytes, int mode, const char *what,
		   const char *file, int line);

  /* Non-zero when every access of the image's kernels to device
     buffers is written GPUGEN_EMU_AT or GPUGEN_EMU_CHECK (the .cu
     defines GPUGEN_EMU_CHECKED_ACCESSES to 1 before including this
     header, as gpugen's generated code does): then the emulator knows
     which bytes the kernels write.  Otherwise a launch counts every
     byte of the buffers its pointer arguments point into as written.  */
  int checked_accesses;
};

/* A kernel of an image, as GPUGEN_EMU_KERNEL describes it.  */

struct gpugen_emu_kernel
{
  /* The kernel's name.  */
  const char *name;

  /* Run one thread of the kernel: call it with the parameter values
     that ARGS points to (the ARGS of __gpugen_launch).  */
  void (*entry) (void **args);

  /* The number of the kernel's parameters.  */
  unsigned int num_params;

  /* The parameter names given to GPUGEN_EMU_KERNEL, as written there
     ("a, n, f"), or "" when none were given.  */
  const char *param_names;

  /* NUM_PARAMS flags (and one more, 0): 1 for a parameter of pointer
     type.  */
  const unsigned char *param_is_pointer;
};

#ifdef __cplusplus
}
#endif

#if defined (__cplusplus) && defined (__CUDACC__)

/* nvcc: the CUDA dialect is native; the emulator's macros become the
   plain accesses and declarations they stand for.  */

#define GPUGEN_EMU_KERNEL(...)
#define GPUGEN_EMU_AT(A, I) ((A)[I])
#define GPUGEN_EMU_AT2(A, I, J) ((A)[I][J])
#define GPUGEN_EMU_CHECK(P, BYTES) (P)
#define GPUGEN_DYNAMIC_SHARED(T, NAME) extern __shared__ T NAME[]

#elif defined (__cplusplus)

/* The host C++ compiler: CUDA C++ on the emulator.  */

#include <assert.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <type_traits>
#include <utility>

#ifndef GPUGEN_EMU_CHECKED_ACCESSES
#define GPUGEN_EMU_CHECKED_ACCESSES 0
#endif

/* The image's context, one per shared object: weak, so that an image
   may be linked from several translation units that include this
   header, and hidden, so that the kernels always reach their own
   image's context.  The bounds of the gpugen_emu_shared section come
   from the linker; they are null when no __shared__ variable exists.  */

extern "C"
{
  extern char __start_gpugen_emu_shared[]
    __attribute__ ((weak, visibility ("hidden")));
  extern char __stop_gpugen_emu_shared[]
    __attribute__ ((weak, visibility ("hidden")));

  __attribute__ ((weak, visibility ("hidden")))
  struct gpugen_emu_context __gpugen_emu_context = {
    GPUGEN_EMU_ABI_VERSION,
    __start_gpugen_emu_shared, __stop_gpugen_emu_shared,
    { 0, 0, 0 }, { 0, 0, 0 }, { 1, 1, 1 }, { 1, 1, 1 },
    NULL, NULL, NULL, GPUGEN_EMU_CHECKED_ACCESSES
  };

  /* Return the image's context: the one symbol, besides the kernel
     descriptors, that the emulator looks up.  */

  __attribute__ ((weak, visibility ("default"))) struct gpugen_emu_context *
  __gpugen_emu_image_context (void)
  {
    return &__gpugen_emu_context;
  }
}

/* CUDA's function and variable qualifiers.  */

#define __global__
#define __device__
#define __host__
#define __constant__
#define __forceinline__ inline __attribute__ ((always_inline))
#define __launch_bounds__(...)

/* __shared__ variables are static (see the head of this file).  "used"
   keeps the compiler from assuming that a call cannot change them, which
   it could otherwise prove for a static local whose address is never
   taken; the barrier is such a call.  */

#define __shared__ \
  static __attribute__ ((section ("gpugen_emu_shared"), used))

/* Declare NAME, a T * to the block's dynamic shared memory: CUDA's
   "extern __shared__ T NAME[]", inside a kernel.  */

#define GPUGEN_DYNAMIC_SHARED(T, NAME) \
  T *const NAME = static_cast<T *> (__gpugen_emu_context.dynamic_shared)

/* CUDA's vector types, as far as the built-in variables need them.  */

typedef struct gpugen_emu_uint3 uint3;

/* CUDA's dim3: a uint3 whose omitted coordinates are 1.  */

struct dim3
{
  /* The three sizes.  */
  unsigned int x, y, z;

  constexpr dim3 (unsigned int vx = 1, unsigned int vy = 1,
		  unsigned int vz = 1)
    : x (vx), y (vy), z (vz)
  {
  }

  constexpr dim3 (uint3 v) : x (v.x), y (v.y), z (v.z)
  {
  }

  constexpr operator uint3 () const
  {
    return uint3 { x, y, z };
  }
};

/* Return the uint3 (X, Y, Z).  */

static inline uint3
make_uint3 (unsigned int x, unsigned int y, unsigned int z)
{
  return uint3 { x, y, z };
}

/* The built-in variables, read-only views of the context.  */

#define threadIdx \
  (static_cast<const uint3 &> (__gpugen_emu_context.thread_idx))
#define blockIdx \
  (static_cast<const uint3 &> (__gpugen_emu_context.block_idx))
#define blockDim \
  (static_cast<const uint3 &> (__gpugen_emu_context.block_dim))
#define gridDim \
  (static_cast<const uint3 &> (__gpugen_emu_context.grid_dim))
#define warpSize 32

/* Barriers.  The call site travels with the barrier so that threads
   waiting at different __syncthreads () can be told apart.  */

#define __syncthreads() \
  ((void) __gpugen_emu_context.barrier (1, __FILE__, __LINE__))
#define __syncthreads_count(P) \
  (__gpugen_emu_context.barrier ((P) != 0, __FILE__, __LINE__))
#define __syncthreads_and(P) \
  (__syncthreads_count (P) \
   == (int) (blockDim.x * blockDim.y * blockDim.z))
#define __syncthreads_or(P) (__syncthreads_count (P) != 0)

/* Threads never run at the same time, so fences only need to stop the
   compiler.  */

#define __threadfence() __atomic_signal_fence (__ATOMIC_SEQ_CST)
#define __threadfence_block() __atomic_signal_fence (__ATOMIC_SEQ_CST)

/* Checked accesses (see the head of this file).  GPUGEN_EMU_AT (A, I)
   is the lvalue A[I], GPUGEN_EMU_AT2 (A, I, J) the lvalue A[I][J], and
   GPUGEN_EMU_CHECK (P, BYTES) the pointer P, each after checking the
   access; WHAT, the access as written, names it in messages.  */

#define GPUGEN_EMU_AT(A, I) \
  (::gpugen_emu::at ((A), (I), #A "[" #I "]", __FILE__, __LINE__))
#define GPUGEN_EMU_AT2(A, I, J) \
  (::gpugen_emu::at (::gpugen_emu::at ((A), (I), #A "[" #I "]", __FILE__, \
				       __LINE__), \
		     (J), #A "[" #I "][" #J "]", __FILE__, __LINE__))
#define GPUGEN_EMU_CHECK(P, BYTES) \
  (::gpugen_emu::check ((P), (BYTES), #P, __FILE__, __LINE__))

/* Describe kernel K, with parameters named by the remaining arguments,
   to the emulator (see the head of this file).  */

#define GPUGEN_EMU_KERNEL(K, ...)					\
  extern "C" __attribute__ ((visibility ("default"), used))		\
  const struct gpugen_emu_kernel K##__gpugen_emu = {			\
    #K, &::gpugen_emu::kernel_traits<decltype (&K)>::entry<&K>,	\
    ::gpugen_emu::kernel_traits<decltype (&K)>::num_params,		\
    #__VA_ARGS__, ::gpugen_emu::kernel_traits<decltype (&K)>::is_pointer \
  };

namespace gpugen_emu
{
  /* What GPUGEN_EMU_KERNEL needs to know of a kernel of type F.  */

  template <typename F> struct kernel_traits;

  /* A kernel with parameters of types P.  */

  template <typename... P> struct kernel_traits<void (*) (P...)>
  {
    /* The number of parameters.  */
    static constexpr unsigned int num_params = sizeof... (P);

    /* One flag per parameter, 1 for pointers, and a final 0.  */
    static constexpr unsigned char is_pointer[] = {
      std::is_pointer<P>::value..., 0
    };

    /* Call kernel K with the values that ARGS[I] point to.  */

    template <void (*K) (P...), size_t... I>
    static void
    call (void **args, std::index_sequence<I...>)
    {
      K (*static_cast<P *> (args[I])...);
    }

    /* Run one thread of kernel K: the descriptor's entry.  */

    template <void (*K) (P...)>
    static void
    entry (void **args)
    {
      call<K> (args, std::index_sequence_for<P...> ());
    }
  };

  /* The address ELEMENTS elements of SIZE bytes after BASE, computed
     without pointer arithmetic, which is undefined out of bounds.  */

  template <typename I>
  inline const void *
  offset_address (const void *base, I elements, size_t size)
  {
    return reinterpret_cast<const void *>
      (reinterpret_cast<uintptr_t> (base)
       + static_cast<uintptr_t> (static_cast<intptr_t> (elements)
				 * static_cast<intptr_t> (size)));
  }

  /* Element I of A, written WHAT at FILE:LINE, after checking the
     access: against the extent of A when A is an array of known size,
     otherwise, A being a pointer, against the bounds of the memory it
     points into.  */

  /* An element of type T of device memory, as GPUGEN_EMU_AT gives it
     for a pointer: an lvalue whose uses are checked, each when it
     happens, as a read (converting it to T), a write (assigning to it),
     both (compound assignment, increment and decrement) or an escape
     of its address (unary &) or of the element as an lvalue (binding
     a T &); see GPUGEN_EMU_READ.  Bind it to a T ("const double v =
     GPUGEN_EMU_AT (a, i);") or a T &, never to auto.  */

  template <typename T>
  class ref
  {
    /* The pointer the element was reached through, the element's
       address, and the access as written, for the check.  */
    const void *base_;
    const void *ptr_;
    const char *what_, *file_;
    int line_;

    /* The element, after checking an access of MODE to it.  */
    T *
    get (int mode) const
    {
      return static_cast<T *>
	(__gpugen_emu_context.access (base_, 0, ptr_, sizeof (T), mode,
				      what_, file_, line_));
    }

  public:
    ref (const void *base, const void *ptr, const char *what,
	 const char *file, int line)
      : base_ (base), ptr_ (ptr), what_ (what), file_ (file), line_ (line)
    {
    }

    /* A read.  Not const, so that a copy (const double v = ref, and
       arithmetic on the ref) prefers it to the conversion below.  */
    operator T ()
    {
      return *get (GPUGEN_EMU_READ);
    }

    /* The element as an lvalue (double &r = ref, as generated code
       binds the device copy of a scalar): an escape.  */
    operator T & () const
    {
      return *get (GPUGEN_EMU_ESCAPE);
    }

    /* Writes.  */
    const ref &
    operator= (T v) const
    {
      *get (GPUGEN_EMU_WRITE) = v;
      return *this;
    }

    const ref &
    operator= (const ref &other) const
    {
      return *this = static_cast<T> (const_cast<ref &> (other));
    }

    /* The address: an escape.  */
    T *
    operator& () const
    {
      return get (GPUGEN_EMU_ESCAPE);
    }

    /* Reads and writes.  */
#define GPUGEN_EMU_REF_OP(OP)						\
    template <typename U>						\
    const ref &								\
    operator OP (U v) const						\
    {									\
      *get (GPUGEN_EMU_READ | GPUGEN_EMU_WRITE) OP v;			\
      return *this;							\
    }
    GPUGEN_EMU_REF_OP (+=)
    GPUGEN_EMU_REF_OP (-=)
    GPUGEN_EMU_REF_OP (*=)
    GPUGEN_EMU_REF_OP (/=)
    GPUGEN_EMU_REF_OP (%=)
    GPUGEN_EMU_REF_OP (&=)
    GPUGEN_EMU_REF_OP (|=)
    GPUGEN_EMU_REF_OP (^=)
    GPUGEN_EMU_REF_OP (<<=)
    GPUGEN_EMU_REF_OP (>>=)
#undef GPUGEN_EMU_REF_OP

    const ref &
    operator++ () const
    {
      ++*get (GPUGEN_EMU_READ | GPUGEN_EMU_WRITE);
      return *this;
    }

    const ref &
    operator-- () const
    {
      --*get (GPUGEN_EMU_READ | GPUGEN_EMU_WRITE);
      return *this;
    }

    T
    operator++ (int) const
    {
      return (*get (GPUGEN_EMU_READ | GPUGEN_EMU_WRITE))++;
    }

    T
    operator-- (int) const
    {
      return (*get (GPUGEN_EMU_READ | GPUGEN_EMU_WRITE))--;
    }
  };

  template <typename A, typename I>
  inline decltype (auto)
  at (A &&a, I i, const char *what, const char *file, int line)
  {
    typedef typename std::remove_reference<A>::type R;

    static_assert (std::is_integral<I>::value || std::is_enum<I>::value,
		   "an array index must be an integer");
    if constexpr (std::extent<R>::value != 0)
      {
	typedef typename std::remove_extent<R>::type T;

	/* A negative I converts to a huge value.  */
	if (static_cast<unsigned long long> (i) < std::extent<R>::value)
	  return (a[i]);
	return (*static_cast<T *>
		(__gpugen_emu_context.access (a, sizeof a,
					      offset_address (a, i, sizeof (T)),
					      sizeof (T), 0, what, file, line)));
      }
    else
      {
	/* A is a pointer.  T comes through *A rather than R, whose
	   qualifiers may include __restrict__, which std::remove_cv
	   leaves.  An element of arithmetic type is reached through a
	   ref, which tells reads from writes; others (rows of arrays,
	   structures) are only bounds-checked.  */
	typedef typename std::remove_reference<decltype (*a)>::type T;
	if constexpr (std::is_arithmetic<T>::value)
	  return ref<T> (a, offset_address (a, i, sizeof (T)), what, file,
			 line);
	else
	  return *static_cast<T *>
	    (__gpugen_emu_context.access (a, 0,
					  offset_address (a, i, sizeof (T)),
					  sizeof (T), 0, what, file, line));
      }
  }

  /* P, written WHAT at FILE:LINE, after checking that the BYTES bytes
     there are memory that a kernel may access.  */

  template <typename T>
  inline T *
  check (T *p, size_t bytes, const char *what, const char *file, int line)
  {
    return static_cast<T *>
      (__gpugen_emu_context.access (NULL, 0, (const void *) p, bytes,
				    GPUGEN_EMU_ESCAPE, what, file, line));
  }

  /* The common type of CUDA's mixed-type min and max.  */

  template <typename A, typename B>
  using common_t = typename std::common_type<A, B>::type;

  /* Atomically (threads never run at the same time) store NEW_VALUE,
     computed from the old value by OP, at ADDRESS; return the old
     value.  */

  template <typename T, typename OP>
  inline T
  update (T *address, OP op)
  {
    T old = *address;
    *address = op (old);
    return old;
  }
}

/* CUDA's min and max, for any two arithmetic types.  */

template <typename A, typename B>
inline ::gpugen_emu::common_t<A, B>
min (A a, B b)
{
  typedef ::gpugen_emu::common_t<A, B> t;
  return static_cast<t> (b) < static_cast<t> (a) ? b : a;
}

template <typename A, typename B>
inline ::gpugen_emu::common_t<A, B>
max (A a, B b)
{
  typedef ::gpugen_emu::common_t<A, B> t;
  return static_cast<t> (a) < static_cast<t> (b) ? b : a;
}

/* CUDA's fast and extra math functions.  They are macros because the C
   library declares some of these names itself (glibc's __expf, C23's
   rsqrt).  */

namespace gpugen_emu
{
  inline float rsqrtf (float x) { return 1.0f / sqrtf (x); }
  inline double rsqrt (double x) { return 1.0 / sqrt (x); }
  inline float fast_expf (float x) { return expf (x); }
  inline float fast_logf (float x) { return logf (x); }
  inline float fast_sinf (float x) { return sinf (x); }
  inline float fast_cosf (float x) { return cosf (x); }
  inline float fast_powf (float x, float y) { return powf (x, y); }
  inline float fdividef (float x, float y) { return x / y; }

  /* X clamped to [0, 1]; NaN gives 0.  */

  inline float
  saturatef (float x)
  {
    return x > 1.0f ? 1.0f : x >= 0.0f ? x : 0.0f;
  }

  /* The bits of X as an int.  */

  inline int
  float_as_int (float x)
  {
    int i;
    memcpy (&i, &x, sizeof i);
    return i;
  }

  /* The float whose bits are I.  */

  inline float
  int_as_float (int i)
  {
    float x;
    memcpy (&x, &i, sizeof x);
    return x;
  }
}

#define rsqrtf ::gpugen_emu::rsqrtf
#define rsqrt ::gpugen_emu::rsqrt
#define __expf ::gpugen_emu::fast_expf
#define __logf ::gpugen_emu::fast_logf
#define __sinf ::gpugen_emu::fast_sinf
#define __cosf ::gpugen_emu::fast_cosf
#define __powf ::gpugen_emu::fast_powf
#define __fdividef ::gpugen_emu::fdividef
#define __saturatef ::gpugen_emu::saturatef
#define __float_as_int ::gpugen_emu::float_as_int
#define __int_as_float ::gpugen_emu::int_as_float

/* CUDA's atomics, each returning the old value.  */

template <typename T>
inline T
atomicAdd (T *address, T value)
{
  return ::gpugen_emu::update (address, [=] (T old) { return old + value; });
}

template <typename T>
inline T
atomicSub (T *address, T value)
{
  return ::gpugen_emu::update (address, [=] (T old) { return old - value; });
}

template <typename T>
inline T
atomicExch (T *address, T value)
{
  return ::gpugen_emu::update (address, [=] (T) { return value; });
}

template <typename T>
inline T
atomicMin (T *address, T value)
{
  return ::gpugen_emu::update (address,
			       [=] (T old) { return value < old ? value : old; });
}

template <typename T>
inline T
atomicMax (T *address, T value)
{
  return ::gpugen_emu::update (address,
			       [=] (T old) { return old < value ? value : old; });
}

template <typename T>
inline T
atomicAnd (T *address, T value)
{
  return ::gpugen_emu::update (address, [=] (T old) { return old & value; });
}

template <typename T>
inline T
atomicOr (T *address, T value)
{
  return ::gpugen_emu::update (address, [=] (T old) { return old | value; });
}

template <typename T>
inline T
atomicXor (T *address, T value)
{
  return ::gpugen_emu::update (address, [=] (T old) { return old ^ value; });
}

template <typename T>
inline T
atomicCAS (T *address, T compare, T value)
{
  return ::gpugen_emu::update (address, [=] (T old)
			       { return old == compare ? value : old; });
}

static inline unsigned int
atomicInc (unsigned int *address, unsigned int limit)
{
  return ::gpugen_emu::update (address, [=] (unsigned int old)
			       { return old >= limit ? 0u : old + 1; });
}

static inline unsigned int
atomicDec (unsigned int *address, unsigned int limit)
{
  return ::gpugen_emu::update (address, [=] (unsigned int old)
			       { return old == 0 || old > limit
				   ? limit : old - 1; });
}

#endif /* __cplusplus */

#endif /* GPUGEN_EMU_H */
