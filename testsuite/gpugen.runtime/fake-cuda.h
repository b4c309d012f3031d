/* fake-cuda.h -- what the two files of the fake CUDA driver share.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   fake-cuda.c (devices, contexts, modules, memory, launches, events,
   and the queues of streams) and fake-cuda-async.c (asynchronous
   copies, streams, page-locked memory, graphs and the counters that
   tests read) make one library, fake-cuda.so; see fake-cuda.c.  */

#ifndef FAKE_CUDA_H
#define FAKE_CUDA_H

#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "gpugen-cuda.h"

/* A fake module: the kernel names of its image.  */

struct CUmod_st
{
  /* The image text after "FAKEBIN".  */
  char *names;
};

/* A fake kernel handle.  */

struct CUfunc_st
{
  /* Its name, for the built-in behaviour.  */
  char name[64];

  /* Its module.  */
  CUmodule module;

  /* The dynamic shared memory it was allowed with cuFuncSetAttribute.  */
  int max_dynamic_shared;

  /* The next handle of any module, for cleanup.  */
  struct CUfunc_st *next;
};

/* Kinds of queued work.  */

enum op_kind
{
  OP_LAUNCH,
  OP_COPY,
  OP_SET,
  OP_EVENT
};

/* One piece of work queued on a stream.  */

struct op
{
  /* What it is.  */
  enum op_kind kind;

  /* OP_LAUNCH: the kernel, its threads and a copy of its first four
     parameters (the built-in kernels take at most four, of at most 8
     bytes each).  */
  CUfunction function;
  unsigned long long threads;
  unsigned long long params[4];

  /* OP_COPY: BYTES from SRC to DST (host addresses all); OWNED, when
     non-NULL, is a copy of pageable source memory to free afterwards.  */
  void *dst;
  const void *src;
  size_t bytes;
  void *owned;

  /* OP_SET: BYTES at DST set to VALUE.  */
  unsigned char value;

  /* OP_EVENT: the event to record.  */
  CUevent event;

  /* The next piece of work of the stream.  */
  struct op *next;
};

/* A fake stream: its queue of work.  */

struct CUstream_st
{
  /* The queue, oldest first.  */
  struct op *head, *tail;

  /* The next live stream.  */
  struct CUstream_st *next;
};

/* A range of page-locked host memory: allocated or registered.  */

struct pinned
{
  /* Its start and size.  */
  char *base;
  size_t size;

  /* Whether cuMemHostRegister made it (else cuMemAllocHost).  */
  bool registered;

  /* The next range.  */
  struct pinned *next;
};

/* fake-cuda.c.  */

/* Whether cuInit succeeded; the calling thread's current context; the
   sticky execution error and the one the next wait reports.  */

extern bool inited;
extern __thread CUcontext current;
extern CUresult sticky_error, pending_error;

/* The live streams and page-locked ranges, the counters for tests, and
   the locks (STREAM_LOCK guards the streams, ranges and counters; LOCK
   the allocations; STREAM_LOCK is taken first when both are).  */

extern struct CUstream_st *streams;
extern struct pinned *pinned_ranges;
extern unsigned long deferred_ops, registrations, alloc_calls;
extern unsigned long memset_async_bytes, host_alloc_calls;
extern pthread_t init_thread;
extern unsigned long graph_launches, graph_updates;
extern pthread_mutex_t stream_lock, lock;

extern CUresult fake_result (const char *call, CUresult default_error);
extern void *device_memory (CUdeviceptr address, size_t bytes);
extern void flush_stream (CUstream s);
extern void flush_all (void);
extern void enqueue (CUstream s, struct op *o);
extern bool live_stream (CUstream s);
extern bool is_pinned (const void *p, size_t bytes);
extern CUresult surface_error (void);
extern void fill_launch_op (struct op *o, CUfunction function,
			    unsigned long long threads, void **params);

/* Apply FAKE_CUDA_FAIL to the enclosing entry point (whose __func__ is
   its exported name), failing with DEFAULT_ERROR.  */

#define FAKE_CHECK(DEFAULT_ERROR)					\
  do									\
    {									\
      CUresult fake_r_ = fake_result (__func__, (DEFAULT_ERROR));	\
      if (fake_r_ != CUDA_SUCCESS)					\
	return fake_r_;							\
    }									\
  while (0)

/* Fail unless cuInit has succeeded.  */

#define NEED_INIT()							\
  do									\
    if (!inited)							\
      return CUDA_ERROR_NOT_INITIALIZED;				\
  while (0)

/* Fail unless the calling thread has a current context, or the context
   has a sticky execution error.  */

#define NEED_CONTEXT()							\
  do									\
    {									\
      NEED_INIT ();							\
      if (current == NULL)						\
	return CUDA_ERROR_INVALID_CONTEXT;				\
      if (sticky_error != CUDA_SUCCESS)					\
	return sticky_error;						\
    }									\
  while (0)

#endif /* FAKE_CUDA_H */
