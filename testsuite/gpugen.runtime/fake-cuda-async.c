/* fake-cuda-async.c -- the fake CUDA driver's asynchronous copies,
   streams, page-locked memory and graphs, and the counters of tests.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   The second half of fake-cuda.so; fake-cuda.c describes the whole.  */

#include "fake-cuda.h"

/* For tests: the number of live registrations (cuMemHostRegister), of
   registrations ever made, of pieces of work run after being queued,
   and of calls of cuMemAlloc.  */

unsigned long
fake_cuda_live_registrations (void)
{
  struct pinned *r;
  unsigned long n = 0;

  pthread_mutex_lock (&stream_lock);
  for (r = pinned_ranges; r != NULL; r = r->next)
    n += r->registered;
  pthread_mutex_unlock (&stream_lock);
  return n;
}

unsigned long
fake_cuda_registrations (void)
{
  return registrations;
}

unsigned long
fake_cuda_deferred_ops (void)
{
  return deferred_ops;
}

unsigned long
fake_cuda_alloc_calls (void)
{
  return alloc_calls;
}

/* For tests: the page-locked allocations made (cuMemAllocHost).  */

unsigned long
fake_cuda_host_alloc_calls (void)
{
  unsigned long n;

  pthread_mutex_lock (&stream_lock);
  n = host_alloc_calls;
  pthread_mutex_unlock (&stream_lock);
  return n;
}

/* For tests: the bytes cuMemsetD8Async was asked to set.  */

unsigned long
fake_cuda_memset_async_bytes (void)
{
  return memset_async_bytes;
}

unsigned long
fake_cuda_graph_launches (void)
{
  return graph_launches;
}

unsigned long
fake_cuda_graph_updates (void)
{
  return graph_updates;
}

/* The device addresses and sizes of the copies to the host of at least
   DTOH_LOG_MIN bytes made with cuMemcpyDtoHAsync, in order of the
   calls, the first DTOH_LOG_MAX of them since the last
   fake_cuda_dtoh_log; guarded by STREAM_LOCK.  */

#define DTOH_LOG_MAX 4096
#define DTOH_LOG_MIN ((size_t) 64 << 10)
static CUdeviceptr dtoh_source[DTOH_LOG_MAX];
static size_t dtoh_bytes[DTOH_LOG_MAX];
static unsigned dtoh_count;

/* For tests: copy the log of copies to the host (up to MAX entries)
   into SOURCE and BYTES, empty it, and return how many it held.  */

unsigned
fake_cuda_dtoh_log (CUdeviceptr *source, size_t *bytes, unsigned max)
{
  unsigned n;

  pthread_mutex_lock (&stream_lock);
  n = dtoh_count < max ? dtoh_count : max;
  memcpy (source, dtoh_source, n * sizeof *source);
  memcpy (bytes, dtoh_bytes, n * sizeof *bytes);
  dtoh_count = 0;
  pthread_mutex_unlock (&stream_lock);
  return n;
}

/* Queue, or run, a copy of BYTES from SRC to DST on stream S, as
   cuMemcpyHtoDAsync (TO_DEVICE) or cuMemcpyDtoHAsync do.  DEVICE is the
   device side, HOST the host side.  */

static CUresult
async_copy (bool to_device, void *dst, const void *src, size_t bytes,
	    CUstream s)
{
  const void *host = to_device ? src : dst;
  const void *device = to_device ? dst : src;
  struct op *o;
  bool pinned;

  NEED_CONTEXT ();
  if (bytes == 0)
    return CUDA_SUCCESS;
  if (device_memory ((CUdeviceptr) (uintptr_t) device, bytes) == NULL)
    return CUDA_ERROR_INVALID_VALUE;
  pthread_mutex_lock (&stream_lock);
  if (s == NULL)
    flush_all ();
  else if (!live_stream (s))
    {
      pthread_mutex_unlock (&stream_lock);
      return CUDA_ERROR_INVALID_HANDLE;
    }
  if (!to_device && bytes >= DTOH_LOG_MIN && dtoh_count < DTOH_LOG_MAX)
    {
      dtoh_source[dtoh_count] = (CUdeviceptr) (uintptr_t) device;
      dtoh_bytes[dtoh_count++] = bytes;
    }
  pinned = is_pinned (host, bytes);
  if (s == NULL || (!pinned && !to_device))
    {
      /* Synchronous: after the earlier work of the stream.  */
      if (s != NULL)
	flush_stream (s);
      pthread_mutex_unlock (&stream_lock);
      if (surface_error () != CUDA_SUCCESS)
	return sticky_error;
      memcpy (dst, src, bytes);
      return CUDA_SUCCESS;
    }
  o = calloc (1, sizeof *o);
  if (o == NULL)
    {
      pthread_mutex_unlock (&stream_lock);
      return CUDA_ERROR_OUT_OF_MEMORY;
    }
  o->kind = OP_COPY;
  o->dst = dst;
  o->src = src;
  o->bytes = bytes;
  if (!pinned)
    {
      /* A pageable source is read before the call returns.  */
      o->owned = malloc (bytes);
      if (o->owned == NULL)
	{
	  free (o);
	  pthread_mutex_unlock (&stream_lock);
	  return CUDA_ERROR_OUT_OF_MEMORY;
	}
      memcpy (o->owned, src, bytes);
      o->src = o->owned;
    }
  enqueue (s, o);
  pthread_mutex_unlock (&stream_lock);
  return CUDA_SUCCESS;
}

CUresult
cuMemcpyHtoDAsync (CUdeviceptr destination, const void *source,
		   size_t bytes, CUstream stream)
{
  FAKE_CHECK (CUDA_ERROR_INVALID_VALUE);
  return async_copy (true, (void *) (uintptr_t) destination, source, bytes,
		     stream);
}

CUresult
cuMemcpyDtoHAsync (void *destination, CUdeviceptr source, size_t bytes,
		   CUstream stream)
{
  FAKE_CHECK (CUDA_ERROR_INVALID_VALUE);
  return async_copy (false, destination, (const void *) (uintptr_t) source,
		     bytes, stream);
}

CUresult
cuMemcpyDtoDAsync (CUdeviceptr destination, CUdeviceptr source,
		   size_t bytes, CUstream stream)
{
  struct op *o;

  FAKE_CHECK (CUDA_ERROR_INVALID_VALUE);
  NEED_CONTEXT ();
  if (bytes == 0)
    return CUDA_SUCCESS;
  if (device_memory (destination, bytes) == NULL
      || device_memory (source, bytes) == NULL)
    return CUDA_ERROR_INVALID_VALUE;
  o = calloc (1, sizeof *o);
  if (o == NULL)
    return CUDA_ERROR_OUT_OF_MEMORY;
  o->kind = OP_COPY;
  o->dst = (void *) (uintptr_t) destination;
  o->src = (const void *) (uintptr_t) source;
  o->bytes = bytes;
  pthread_mutex_lock (&stream_lock);
  if (stream != NULL && !live_stream (stream))
    {
      pthread_mutex_unlock (&stream_lock);
      free (o);
      return CUDA_ERROR_INVALID_HANDLE;
    }
  if (stream == NULL)
    {
      /* The legacy stream: after everything queued, at once.  */
      flush_all ();
      pthread_mutex_unlock (&stream_lock);
      free (o);
      if (surface_error () != CUDA_SUCCESS)
	return sticky_error;
      memmove ((void *) (uintptr_t) destination,
	       (const void *) (uintptr_t) source, bytes);
      return CUDA_SUCCESS;
    }
  enqueue (stream, o);
  pthread_mutex_unlock (&stream_lock);
  return CUDA_SUCCESS;
}

CUresult
cuMemsetD8Async (CUdeviceptr destination, unsigned char value, size_t count,
		 CUstream stream)
{
  struct op *o;

  FAKE_CHECK (CUDA_ERROR_INVALID_VALUE);
  NEED_CONTEXT ();
  if (count == 0)
    return CUDA_SUCCESS;
  if (device_memory (destination, count) == NULL)
    return CUDA_ERROR_INVALID_VALUE;
  o = calloc (1, sizeof *o);
  if (o == NULL)
    return CUDA_ERROR_OUT_OF_MEMORY;
  o->kind = OP_SET;
  o->dst = (void *) (uintptr_t) destination;
  o->value = value;
  o->bytes = count;
  pthread_mutex_lock (&stream_lock);
  if (stream != NULL && !live_stream (stream))
    {
      pthread_mutex_unlock (&stream_lock);
      free (o);
      return CUDA_ERROR_INVALID_HANDLE;
    }
  memset_async_bytes += count;
  if (stream == NULL)
    {
      /* The legacy stream: after everything queued, at once.  */
      flush_all ();
      pthread_mutex_unlock (&stream_lock);
      free (o);
      if (surface_error () != CUDA_SUCCESS)
	return sticky_error;
      memset ((void *) (uintptr_t) destination, value, count);
      return CUDA_SUCCESS;
    }
  enqueue (stream, o);
  pthread_mutex_unlock (&stream_lock);
  return CUDA_SUCCESS;
}

CUresult
cuStreamCreate (CUstream *stream, unsigned int flags)
{
  CUstream s;

  FAKE_CHECK (CUDA_ERROR_OUT_OF_MEMORY);
  NEED_CONTEXT ();
  if (flags != 0)
    return CUDA_ERROR_INVALID_VALUE;
  s = calloc (1, sizeof *s);
  if (s == NULL)
    return CUDA_ERROR_OUT_OF_MEMORY;
  pthread_mutex_lock (&stream_lock);
  s->next = streams;
  streams = s;
  pthread_mutex_unlock (&stream_lock);
  *stream = s;
  return CUDA_SUCCESS;
}

CUresult
cuStreamDestroy (CUstream stream)
{
  CUstream *link;

  FAKE_CHECK (CUDA_ERROR_INVALID_HANDLE);
  NEED_INIT ();
  pthread_mutex_lock (&stream_lock);
  for (link = &streams; *link != NULL; link = &(*link)->next)
    if (*link == stream)
      break;
  if (*link == NULL)
    {
      pthread_mutex_unlock (&stream_lock);
      return CUDA_ERROR_INVALID_HANDLE;
    }
  flush_stream (stream);
  *link = stream->next;
  pthread_mutex_unlock (&stream_lock);
  free (stream);
  return CUDA_SUCCESS;
}

CUresult
cuStreamSynchronize (CUstream stream)
{
  const char *sync_ms = getenv ("FAKE_CUDA_SYNC_MS");

  FAKE_CHECK (CUDA_ERROR_ILLEGAL_ADDRESS);
  NEED_CONTEXT ();
  /* FAKE_CUDA_SYNC_MS: the time the queued work takes on the "GPU".  */
  if (sync_ms != NULL && atoi (sync_ms) > 0)
    {
      struct timespec t = { atoi (sync_ms) / 1000,
			    atoi (sync_ms) % 1000 * 1000000L };

      nanosleep (&t, NULL);
    }
  pthread_mutex_lock (&stream_lock);
  if (stream == NULL)
    flush_all ();
  else if (!live_stream (stream))
    {
      pthread_mutex_unlock (&stream_lock);
      return CUDA_ERROR_INVALID_HANDLE;
    }
  else
    flush_stream (stream);
  pthread_mutex_unlock (&stream_lock);
  return surface_error ();
}

CUresult
cuMemAllocHost (void **pointer, size_t bytes)
{
  struct pinned *r;

  FAKE_CHECK (CUDA_ERROR_OUT_OF_MEMORY);
  NEED_CONTEXT ();
  if (bytes == 0)
    return CUDA_ERROR_INVALID_VALUE;
  r = calloc (1, sizeof *r);
  if (r == NULL || (r->base = malloc (bytes)) == NULL)
    {
      free (r);
      return CUDA_ERROR_OUT_OF_MEMORY;
    }
  memset (r->base, 0x5a, bytes);
  r->size = bytes;
  if (getenv ("FAKE_CUDA_HOST_ALLOC_MS") != NULL
      && !pthread_equal (pthread_self (), init_thread))
    {
      /* One allocation at a time, each taking that long, as page
	 locking does in the driver (not in the first thread, so that a
	 test knows whose allocations end last).  */
      static pthread_mutex_t serial = PTHREAD_MUTEX_INITIALIZER;

      pthread_mutex_lock (&serial);
      usleep (1000 * atoi (getenv ("FAKE_CUDA_HOST_ALLOC_MS")));
      pthread_mutex_unlock (&serial);
    }
  pthread_mutex_lock (&stream_lock);
  r->next = pinned_ranges;
  pinned_ranges = r;
  host_alloc_calls++;
  pthread_mutex_unlock (&stream_lock);
  *pointer = r->base;
  return CUDA_SUCCESS;
}

/* Remove the page-locked range starting at P, made by cuMemHostRegister
   when REGISTERED and by cuMemAllocHost otherwise, and return it; NULL
   if there is none.  */

static struct pinned *
remove_pinned (void *p, bool registered)
{
  struct pinned *r, **link;

  pthread_mutex_lock (&stream_lock);
  /* Freeing or unregistering waits for the work that may use it.  */
  flush_all ();
  for (link = &pinned_ranges; (r = *link) != NULL; link = &r->next)
    if (r->base == p && r->registered == registered)
      {
	*link = r->next;
	break;
      }
  pthread_mutex_unlock (&stream_lock);
  return r;
}

CUresult
cuMemFreeHost (void *pointer)
{
  struct pinned *r;

  FAKE_CHECK (CUDA_ERROR_INVALID_VALUE);
  NEED_INIT ();
  r = remove_pinned (pointer, false);
  if (r == NULL)
    return CUDA_ERROR_INVALID_VALUE;
  free (r->base);
  free (r);
  return CUDA_SUCCESS;
}

CUresult
cuMemHostRegister (void *pointer, size_t bytes, unsigned int flags)
{
  struct pinned *r, *q;
  char *p = pointer;

  FAKE_CHECK (CUDA_ERROR_OUT_OF_MEMORY);
  NEED_CONTEXT ();
  if (pointer == NULL || bytes == 0 || (flags & ~7u) != 0)
    return CUDA_ERROR_INVALID_VALUE;
  r = calloc (1, sizeof *r);
  if (r == NULL)
    return CUDA_ERROR_OUT_OF_MEMORY;
  r->base = p;
  r->size = bytes;
  r->registered = true;
  pthread_mutex_lock (&stream_lock);
  for (q = pinned_ranges; q != NULL; q = q->next)
    if (q->registered && p < q->base + q->size && q->base < p + bytes)
      {
	pthread_mutex_unlock (&stream_lock);
	free (r);
	return CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED;
      }
  r->next = pinned_ranges;
  pinned_ranges = r;
  registrations++;
  pthread_mutex_unlock (&stream_lock);
  return CUDA_SUCCESS;
}

CUresult
cuMemHostUnregister (void *pointer)
{
  struct pinned *r;

  FAKE_CHECK (CUDA_ERROR_INVALID_VALUE);
  NEED_INIT ();
  r = remove_pinned (pointer, true);
  if (r == NULL)
    return CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED;
  free (r);
  return CUDA_SUCCESS;
}

/* A fake graph, or executable graph: its kernel nodes in order.  */

struct CUgraph_st
{
  /* The nodes: N_NODES of them, as launches.  */
  struct op *nodes;
  unsigned n_nodes;
};

struct CUgraphExec_st
{
  /* A copy of the graph's nodes.  */
  struct op *nodes;
  unsigned n_nodes;
};

/* A node handle is its index in its graph plus one.  */

CUresult
cuGraphCreate (CUgraph *graph, unsigned int flags)
{
  FAKE_CHECK (CUDA_ERROR_OUT_OF_MEMORY);
  NEED_CONTEXT ();
  if (flags != 0)
    return CUDA_ERROR_INVALID_VALUE;
  *graph = calloc (1, sizeof **graph);
  return *graph != NULL ? CUDA_SUCCESS : CUDA_ERROR_OUT_OF_MEMORY;
}

/* Check the launch parameters P as cuLaunchKernel does.  */

static CUresult
check_node_params (const CUDA_KERNEL_NODE_PARAMS *p)
{
  unsigned long long block_threads
    = (unsigned long long) p->blockDimX * p->blockDimY * p->blockDimZ;

  if (p->func == NULL || p->func->module->names == NULL)
    return CUDA_ERROR_INVALID_HANDLE;
  if (p->extra != NULL || p->gridDimX == 0 || p->gridDimY == 0
      || p->gridDimZ == 0 || block_threads == 0 || block_threads > 1024)
    return CUDA_ERROR_INVALID_VALUE;
  return CUDA_SUCCESS;
}

/* The number of threads of the launch P.  */

static unsigned long long
node_threads (const CUDA_KERNEL_NODE_PARAMS *p)
{
  return ((unsigned long long) p->gridDimX * p->gridDimY * p->gridDimZ
	  * p->blockDimX * p->blockDimY * p->blockDimZ);
}

CUresult
cuGraphAddKernelNode (CUgraphNode *node, CUgraph graph,
		      const CUgraphNode *dependencies, size_t num_dependencies,
		      const CUDA_KERNEL_NODE_PARAMS *params)
{
  struct op *nodes;
  CUresult r;

  FAKE_CHECK (CUDA_ERROR_INVALID_VALUE);
  NEED_CONTEXT ();
  if (graph == NULL || node == NULL || params == NULL)
    return CUDA_ERROR_INVALID_VALUE;
  /* Only chains: each node depends on the one added before it.  */
  if (graph->n_nodes == 0
      ? num_dependencies != 0
      : (num_dependencies != 1
	 || dependencies[0] != (CUgraphNode) (uintptr_t) graph->n_nodes))
    return CUDA_ERROR_INVALID_VALUE;
  r = check_node_params (params);
  if (r != CUDA_SUCCESS)
    return r;
  nodes = realloc (graph->nodes, (graph->n_nodes + 1) * sizeof *nodes);
  if (nodes == NULL)
    return CUDA_ERROR_OUT_OF_MEMORY;
  graph->nodes = nodes;
  memset (&nodes[graph->n_nodes], 0, sizeof *nodes);
  fill_launch_op (&nodes[graph->n_nodes], params->func,
		  node_threads (params), params->kernelParams);
  graph->n_nodes++;
  *node = (CUgraphNode) (uintptr_t) graph->n_nodes;
  return CUDA_SUCCESS;
}

CUresult
cuGraphInstantiateWithFlags (CUgraphExec *exec, CUgraph graph,
			     unsigned long long flags)
{
  CUgraphExec e;

  FAKE_CHECK (CUDA_ERROR_INVALID_VALUE);
  NEED_CONTEXT ();
  if (graph == NULL || flags != 0)
    return CUDA_ERROR_INVALID_VALUE;
  e = calloc (1, sizeof *e);
  if (e == NULL
      || (e->nodes = malloc ((graph->n_nodes + 1) * sizeof *e->nodes))
	 == NULL)
    {
      free (e);
      return CUDA_ERROR_OUT_OF_MEMORY;
    }
  memcpy (e->nodes, graph->nodes, graph->n_nodes * sizeof *e->nodes);
  e->n_nodes = graph->n_nodes;
  *exec = e;
  return CUDA_SUCCESS;
}

CUresult
cuGraphExecKernelNodeSetParams (CUgraphExec exec, CUgraphNode node,
				const CUDA_KERNEL_NODE_PARAMS *params)
{
  uintptr_t i = (uintptr_t) node;
  CUresult r;

  FAKE_CHECK (CUDA_ERROR_INVALID_VALUE);
  NEED_CONTEXT ();
  if (exec == NULL || i == 0 || i > exec->n_nodes || params == NULL)
    return CUDA_ERROR_INVALID_VALUE;
  r = check_node_params (params);
  if (r != CUDA_SUCCESS)
    return r;
  memset (&exec->nodes[i - 1], 0, sizeof exec->nodes[i - 1]);
  fill_launch_op (&exec->nodes[i - 1], params->func, node_threads (params),
		  params->kernelParams);
  graph_updates++;
  return CUDA_SUCCESS;
}

CUresult
cuGraphLaunch (CUgraphExec exec, CUstream stream)
{
  unsigned i;

  FAKE_CHECK (CUDA_ERROR_LAUNCH_FAILED);
  NEED_CONTEXT ();
  if (exec == NULL)
    return CUDA_ERROR_INVALID_VALUE;
  pthread_mutex_lock (&stream_lock);
  if (stream == NULL || !live_stream (stream))
    {
      pthread_mutex_unlock (&stream_lock);
      return CUDA_ERROR_INVALID_HANDLE;
    }
  for (i = 0; i < exec->n_nodes; i++)
    {
      struct op *o = malloc (sizeof *o);

      if (o == NULL)
	{
	  pthread_mutex_unlock (&stream_lock);
	  return CUDA_ERROR_OUT_OF_MEMORY;
	}
      *o = exec->nodes[i];
      enqueue (stream, o);
    }
  graph_launches++;
  pthread_mutex_unlock (&stream_lock);
  return CUDA_SUCCESS;
}

CUresult
cuGraphExecDestroy (CUgraphExec exec)
{
  FAKE_CHECK (CUDA_ERROR_INVALID_VALUE);
  NEED_INIT ();
  if (exec == NULL)
    return CUDA_ERROR_INVALID_VALUE;
  free (exec->nodes);
  free (exec);
  return CUDA_SUCCESS;
}

CUresult
cuGraphDestroy (CUgraph graph)
{
  FAKE_CHECK (CUDA_ERROR_INVALID_VALUE);
  NEED_INIT ();
  if (graph == NULL)
    return CUDA_ERROR_INVALID_VALUE;
  free (graph->nodes);
  free (graph);
  return CUDA_SUCCESS;
}

