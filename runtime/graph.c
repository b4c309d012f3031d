/* graph.c -- replaying the launches of regions as CUDA graphs.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   With GPUGEN_GRAPHS (on by default: measured on an H100, 0.80 us per
   launch of a host loop against 3.25 us launched one by one, and every
   run test passes with it), the launches that a region queues on its thread's stream (async.c) are not submitted one
   by one: they are collected into a batch of up to BATCH_MAX launches,
   with a copy of their arguments, and the batch is submitted when it is
   full or when anything else is about to use the stream (a copy, a
   wait).  A batch is submitted as a CUDA graph, a chain of kernel
   nodes, when the thread has a graph of that many nodes: the nodes
   whose kernel, geometry or arguments differ from the batch's are
   updated in place (cuGraphExecKernelNodeSetParams, which may change
   every field of a node, the kernel included within one context) and
   the graph is launched with one call.  A graph of N nodes is built the
   second time a batch of N launches (N >= GRAPH_MIN) is submitted;
   smaller batches, and the first of each size, are launched one by one.
   A time loop that launches the same kernels step after step thus pays
   one graph launch per BATCH_MAX kernels plus the updates of the nodes
   whose arguments changed.

   Errors: a launch or graph call that fails when the batch is submitted
   is reported and makes the call that submitted it fail (so the region
   fails, before any copy back, and runs on the host); a kernel that
   fails while executing is caught where the stream is waited for, as
   without graphs.  A failure to build or update a graph is not an error
   of the region: the batch is then launched one by one, and the thread
   stops using graphs.

   Under GPUGEN_PROFILE the kernels of a batch cannot be timed one by
   one (a graph replay has no events between its nodes): each submitted
   batch, replayed as a graph or launched one by one, is bracketed by
   two events on the stream, the host waits for the second at once, and
   the elapsed time is split evenly among the batch's launches (the
   profile's per-kernel device times are then shares of batches, exact
   in total; the wait costs about what the profile's waits without
   graphs cost, one per TIMED_LAUNCHES launches there, one per batch of
   up to BATCH_MAX here).  */

#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* The most launches in a batch.  */

#define BATCH_MAX 64

/* The fewest launches in a batch worth a graph.  */

#define GRAPH_MIN 8

/* The most arguments (8-byte slots) of a launch that is batched; a
   launch with more is submitted at once, after the batch.  */

#define MAX_SLOTS 24

/* The graphs a thread keeps, by number of nodes.  */

#define MAX_GRAPHS 4

/* One batched launch: its kernel, geometry and a copy of its
   arguments.  */

struct batched_launch
{
  /* The kernel, its name for messages.  */
  CUfunction function;
  const char *name;

  /* The kernel as the profile knows it: its image and index.  */
  const struct gpugen_image *img;
  unsigned kernel;

  /* Its grid, block and dynamic shared memory.  */
  unsigned grid[3], block[3], shared_bytes;

  /* Its arguments: NARGS slots of 8 bytes, each the value of a
     parameter at the slot's start.  */
  unsigned nargs;
  unsigned long long slots[MAX_SLOTS];
};

/* A graph of the thread: a chain of N nodes, what they launch now, and
   the executable graph.  */

struct thread_graph
{
  /* The number of nodes; 0 for an unused entry.  */
  unsigned n;

  /* The graph, its nodes and its executable form.  */
  CUgraph graph;
  CUgraphNode nodes[BATCH_MAX];
  CUgraphExec exec;

  /* What each node launches now.  */
  struct batched_launch launches[BATCH_MAX];

  /* When it was last used, to replace the oldest.  */
  unsigned long stamp;
};

/* The graph state of a thread.  */

struct thread_batch
{
  /* The launches waiting to be submitted.  */
  struct batched_launch batch[BATCH_MAX];
  unsigned n_batch;

  /* The thread's graphs.  */
  struct thread_graph graphs[MAX_GRAPHS];
  unsigned long stamp;

  /* The batch sizes submitted once without a graph, the last few.  */
  unsigned seen[MAX_GRAPHS];

  /* Graphs failed in this thread: stop using them.  */
  bool broken;

  /* Under GPUGEN_PROFILE, the events around a submitted batch; NULL
     until made (or when they cannot be).  */
  CUevent start, stop;
};

/* The calling thread's batch, allocated on first use (it is large).  */

static __thread struct thread_batch *tb;

/* A thread-specific key whose destructor frees the thread's batch and
   graphs.  */

static pthread_key_t batch_key;
static pthread_once_t batch_key_once = PTHREAD_ONCE_INIT;
static bool batch_key_ok;

/* Destroy graph G's driver objects and mark it unused.  */

static void
destroy_graph (struct thread_graph *g)
{
  if (g->exec != NULL)
    CUDA_CALL_NOCHECK (cuGraphExecDestroy, g->exec);
  if (g->graph != NULL)
    CUDA_CALL_NOCHECK (cuGraphDestroy, g->graph);
  g->exec = NULL;
  g->graph = NULL;
  g->n = 0;
}

/* Free the thread's batch; the destructor of BATCH_KEY.  */

static void
release_batch (void *p)
{
  struct thread_batch *b = p;
  unsigned i;

  if (gpugen_rt_backend_if_started () == GPUGEN_RT_CUDA
      && gpugen_rt_bind_thread ())
    {
      for (i = 0; i < MAX_GRAPHS; i++)
	destroy_graph (&b->graphs[i]);
      if (b->start != NULL)
	CUDA_CALL_NOCHECK (cuEventDestroy, b->start);
      if (b->stop != NULL)
	CUDA_CALL_NOCHECK (cuEventDestroy, b->stop);
    }
  free (b);
  tb = NULL;
}

/* Create BATCH_KEY; called once.  */

static void
create_batch_key (void)
{
  batch_key_ok = pthread_key_create (&batch_key, release_batch) == 0;
}

/* Return true if the launches of the calling thread's regions are
   batched: GPUGEN_GRAPHS is on, the driver has graphs, and the thread's
   batch exists (it is made here).  */

bool
gpugen_rt_graph_enabled (void)
{
  if (tb != NULL)
    return !tb->broken;
  if (!gpugen_rt_config.graphs
      || !CUDA_CALL_EXISTS (cuGraphCreate)
      || !CUDA_CALL_EXISTS (cuGraphAddKernelNode)
      || !CUDA_CALL_EXISTS (cuGraphInstantiateWithFlags)
      || !CUDA_CALL_EXISTS (cuGraphExecKernelNodeSetParams)
      || !CUDA_CALL_EXISTS (cuGraphLaunch)
      || !CUDA_CALL_EXISTS (cuGraphExecDestroy)
      || !CUDA_CALL_EXISTS (cuGraphDestroy))
    return false;
  pthread_once (&batch_key_once, create_batch_key);
  if (!batch_key_ok)
    return false;
  tb = calloc (1, sizeof *tb);
  if (tb == NULL)
    return false;
  pthread_setspecific (batch_key, tb);
  gpugen_rt_debug (1, "regions of this thread submit their launches as "
		   "CUDA graphs");
  return true;
}

/* Fill *P with what launch L launches; ARGS receives the pointers to its
   arguments.  */

static void
node_params (CUDA_KERNEL_NODE_PARAMS *p, struct batched_launch *l,
	     void **args)
{
  unsigned i;

  for (i = 0; i < l->nargs; i++)
    args[i] = &l->slots[i];
  p->func = l->function;
  p->gridDimX = l->grid[0];
  p->gridDimY = l->grid[1];
  p->gridDimZ = l->grid[2];
  p->blockDimX = l->block[0];
  p->blockDimY = l->block[1];
  p->blockDimZ = l->block[2];
  p->sharedMemBytes = l->shared_bytes;
  p->kernelParams = args;
  p->extra = NULL;
}

/* Return true if launches A and B launch the same thing.  */

static bool
same_launch (const struct batched_launch *a, const struct batched_launch *b)
{
  return (a->function == b->function && a->nargs == b->nargs
	  && memcmp (a->grid, b->grid, sizeof a->grid) == 0
	  && memcmp (a->block, b->block, sizeof a->block) == 0
	  && a->shared_bytes == b->shared_bytes
	  && memcmp (a->slots, b->slots, a->nargs * sizeof *a->slots) == 0);
}

/* Launch L on STREAM.  Return false after reporting a failure.  */

static bool
launch_one (struct batched_launch *l, CUstream stream)
{
  void *args[MAX_SLOTS];
  unsigned i;
  CUresult r;

  for (i = 0; i < l->nargs; i++)
    args[i] = &l->slots[i];
  r = CUDA_CALL_NOCHECK (cuLaunchKernel, l->function, l->grid[0],
			 l->grid[1], l->grid[2], l->block[0], l->block[1],
			 l->block[2], l->shared_bytes, stream, args, NULL);
  if (r != CUDA_SUCCESS)
    {
      CUDA_REPORT (cuLaunchKernel, r);
      gpugen_rt_error ("kernel %s: cannot launch grid [%u,%u,%u] block "
		       "[%u,%u,%u]; the loop nest runs on the host", l->name,
		       l->grid[0], l->grid[1], l->grid[2], l->block[0],
		       l->block[1], l->block[2]);
      return false;
    }
  return true;
}

/* Build a graph of the N launches of the batch into G.  Return false
   (after a trace; G is then unused) if the driver refuses.  */

static bool
build_graph (struct thread_graph *g, unsigned n)
{
  CUDA_KERNEL_NODE_PARAMS p;
  void *args[MAX_SLOTS];
  unsigned i;
  CUresult r;

  memset (g, 0, sizeof *g);
  r = CUDA_CALL_NOCHECK (cuGraphCreate, &g->graph, 0);
  for (i = 0; r == CUDA_SUCCESS && i < n; i++)
    {
      g->launches[i] = tb->batch[i];
      node_params (&p, &g->launches[i], args);
      r = CUDA_CALL_NOCHECK (cuGraphAddKernelNode, &g->nodes[i], g->graph,
			     i > 0 ? &g->nodes[i - 1] : NULL, i > 0, &p);
    }
  if (r == CUDA_SUCCESS)
    r = CUDA_CALL_NOCHECK (cuGraphInstantiateWithFlags, &g->exec, g->graph,
			   0);
  if (r != CUDA_SUCCESS)
    {
      gpugen_rt_debug (1, "cannot build a graph of %u launches: %s; this "
		       "thread launches one by one", n,
		       gpugen_rt_cuda_error (r));
      destroy_graph (g);
      return false;
    }
  g->n = n;
  gpugen_rt_debug (1, "built a graph of %u launches", n);
  return true;
}

static bool submit_batch (CUstream stream, unsigned n);

/* Under GPUGEN_PROFILE, wait for the event STOP recorded after the N
   launches of the batch and START before them, and charge each launch
   its share of the elapsed time (see the head of this file).  */

static void
charge_batch (unsigned n)
{
  float elapsed = 0;
  unsigned i;

  /* A kernel that failed is reported at the stream's wait, not here.  */
  if (CUDA_CALL_NOCHECK (cuEventSynchronize, tb->stop) != CUDA_SUCCESS
      || CUDA_CALL_NOCHECK (cuEventElapsedTime, &elapsed, tb->start,
			    tb->stop) != CUDA_SUCCESS)
    elapsed = 0;
  for (i = 0; i < n; i++)
    gpugen_rt_profile_launch (tb->batch[i].img, tb->batch[i].kernel,
			      elapsed / n);
}

/* Submit the batch on STREAM (see submit_batch); under GPUGEN_PROFILE,
   time it as the head of this file says.  Return false after reporting
   a failure of a launch.  */

bool
gpugen_rt_graph_flush (CUstream stream)
{
  unsigned n;
  bool timed, ok;

  if (tb == NULL || tb->n_batch == 0)
    return true;
  n = tb->n_batch;
  tb->n_batch = 0;
  timed = false;
  if (gpugen_rt_config.profile)
    {
      if (tb->start == NULL
	  && CUDA_CALL_NOCHECK (cuEventCreate, &tb->start, CU_EVENT_DEFAULT)
	     != CUDA_SUCCESS)
	tb->start = NULL;
      if (tb->stop == NULL
	  && CUDA_CALL_NOCHECK (cuEventCreate, &tb->stop, CU_EVENT_DEFAULT)
	     != CUDA_SUCCESS)
	tb->stop = NULL;
      timed = (tb->start != NULL && tb->stop != NULL
	       && CUDA_CALL_NOCHECK (cuEventRecord, tb->start, stream)
		  == CUDA_SUCCESS);
    }
  ok = submit_batch (stream, n);
  if (timed && ok
      && CUDA_CALL_NOCHECK (cuEventRecord, tb->stop, stream) == CUDA_SUCCESS)
    charge_batch (n);
  else if (gpugen_rt_config.profile)
    {
      /* Count the launches anyway, untimed.  */
      unsigned i;

      for (i = 0; i < n; i++)
	gpugen_rt_profile_launch (tb->batch[i].img, tb->batch[i].kernel, 0);
    }
  return ok;
}

/* Submit the N launches of the batch on STREAM: as a graph when the
   thread has one of their number (see the head of this file), else
   launch by launch.  Return false after reporting a failure of a
   launch.  */

static bool
submit_batch (CUstream stream, unsigned n)
{
  struct thread_graph *g = NULL, *oldest;
  unsigned i;
  bool seen = false;

  if (n >= GRAPH_MIN && !tb->broken)
    {
      oldest = &tb->graphs[0];
      for (i = 0; i < MAX_GRAPHS; i++)
	{
	  if (tb->graphs[i].n == n)
	    g = &tb->graphs[i];
	  if (tb->graphs[i].stamp < oldest->stamp)
	    oldest = &tb->graphs[i];
	  if (tb->seen[i] == n)
	    seen = true;
	}
      if (g == NULL && seen)
	{
	  destroy_graph (oldest);
	  if (build_graph (oldest, n))
	    g = oldest;
	  else
	    tb->broken = true;
	}
      else if (g == NULL)
	{
	  memmove (&tb->seen[1], &tb->seen[0],
		   (MAX_GRAPHS - 1) * sizeof *tb->seen);
	  tb->seen[0] = n;
	}
    }
  if (g != NULL)
    {
      CUDA_KERNEL_NODE_PARAMS p;
      void *args[MAX_SLOTS];
      CUresult r = CUDA_SUCCESS;

      for (i = 0; r == CUDA_SUCCESS && i < n; i++)
	if (!same_launch (&g->launches[i], &tb->batch[i]))
	  {
	    g->launches[i] = tb->batch[i];
	    node_params (&p, &g->launches[i], args);
	    r = CUDA_CALL_NOCHECK (cuGraphExecKernelNodeSetParams, g->exec,
				   g->nodes[i], &p);
	  }
      if (r == CUDA_SUCCESS)
	r = CUDA_CALL_NOCHECK (cuGraphLaunch, g->exec, stream);
      if (r == CUDA_SUCCESS)
	{
	  g->stamp = ++tb->stamp;
	  return true;
	}
      /* The graph cannot be trusted any more; nothing of it ran, since
	 an update or a launch that fails enqueues nothing.  */
      gpugen_rt_debug (1, "cannot launch a graph of %u launches: %s; this "
		       "thread launches one by one", n,
		       gpugen_rt_cuda_error (r));
      destroy_graph (g);
      tb->broken = true;
    }
  for (i = 0; i < n; i++)
    if (!launch_one (&tb->batch[i], stream))
      return false;
  return true;
}

/* Add a launch of FUNCTION (kernel KERNEL of IMG, called NAME) with
   the geometry and the
   NARGS arguments ARGS (pointers to 8-byte slots) of cuLaunchKernel to
   the calling thread's batch, submitting the batch on STREAM first when
   it is full, or submitting the launch at once (after the batch) when it
   has too many arguments.  Return false after reporting a failure of a
   launch.  */

bool
gpugen_rt_graph_add (CUstream stream, CUfunction function,
		     const struct gpugen_image *img, unsigned kernel,
		     const char *name, const unsigned grid[3], const unsigned block[3],
		     unsigned shared_bytes, unsigned nargs, void **args)
{
  struct batched_launch *l;
  unsigned i;

  if (tb->n_batch == BATCH_MAX && !gpugen_rt_graph_flush (stream))
    return false;
  l = &tb->batch[tb->n_batch];
  l->function = function;
  l->name = name;
  l->img = img;
  l->kernel = kernel;
  memcpy (l->grid, grid, sizeof l->grid);
  memcpy (l->block, block, sizeof l->block);
  l->shared_bytes = shared_bytes;
  l->nargs = nargs <= MAX_SLOTS ? nargs : 0;
  for (i = 0; i < l->nargs; i++)
    memcpy (&l->slots[i], args[i], sizeof l->slots[i]);
  if (nargs > MAX_SLOTS)
    {
      CUresult r;

      if (!gpugen_rt_graph_flush (stream))
	return false;
      r = CUDA_CALL_NOCHECK (cuLaunchKernel, function, grid[0], grid[1],
			     grid[2], block[0], block[1], block[2],
			     shared_bytes, stream, args, NULL);
      if (r != CUDA_SUCCESS)
	{
	  CUDA_REPORT (cuLaunchKernel, r);
	  return false;
	}
      /* Counted, not timed, by the profile.  */
      if (gpugen_rt_config.profile)
	gpugen_rt_profile_launch (img, kernel, 0);
      return true;
    }
  tb->n_batch++;
  return true;
}
