/* Internal interface of gpugen's mapping stage.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   Shared by gpugen-map.cc (mapping kernels to blocks and threads, the
   region's AST) and gpugen-choose.cc (the choice of the schedule the
   kernels are mapped from, which decides on the kernels as
   gpugen-map.cc maps them).  Nothing here is used by the other stages;
   they see only gpugen.h.  */

#ifndef GPUGEN_MAP_H
#define GPUGEN_MAP_H

#include "gpugen.h"

/* The block size and the most blocks of each axis: 1-D kernels use 256
   threads along x, or BLOCK_1D_LOOP where each thread runs a loop
   (gpugen_block_1d), 2-D kernels 32 along x and 8 along y.  */
#define BLOCK_1D 256
#define BLOCK_1D_LOOP 32
#define BLOCK_X 32
#define BLOCK_Y 8
#define GRID_MAX 8192

/* The threads of a block that run one row of a kernel of reductions'
   rows together (gpugen_kernel's lanes, gpugen-reduce-lanes.cc): a
   warp.  */
#define REDUCE_LANES 32

/* One mapped member, found by gpugen_choose_members.  */

struct mapped_member
{
  /* The band node holding it.  */
  isl_schedule_node *band;
  /* Its position in that band.  */
  int member;
};

/* gpugen-map.cc.  */

/* Say in the dump file why mapping SCOP failed (WHY), and return
   GPUGEN_REJECT_MAP.  */
extern enum gpugen_reject gpugen_map_fail (gpugen_scop *scop,
					   const char *why);
/* K when the schedule tree node NODE is a mark "kernel_<k>", else -1.  */
extern int gpugen_node_kernel_index (isl_schedule_node *node);
/* The members of the band below the kernel mark MARK of SCOP that are
   mapped, into MEMBERS (at most two, x last); their number.  */
extern int gpugen_choose_members (gpugen_scop *scop, isl_schedule_node *mark,
				  mapped_member *members);
/* The block size of a 1-D kernel whose one mapped member is M:
   BLOCK_1D_LOOP when each thread runs a loop of its own, else
   BLOCK_1D.  */
extern int gpugen_block_1d (mapped_member &m);
/* The values of the mapped member M as a union map from statement
   instances to a one-dimensional anonymous space.  */
extern __isl_give isl_union_map *gpugen_member_map (mapped_member &m);

/* gpugen-choose.cc.  */

/* Choose the schedule of SCOP that its kernels are mapped from, whether
   it is the original one and the number of its kernels; GPUGEN_OK, or
   the reason why none fits.  */
extern enum gpugen_reject gpugen_choose_schedule (gpugen_scop *scop,
						  isl_schedule **sched_out,
						  bool *original_out,
						  int *n_kernels_out);

#endif /* GPUGEN_MAP_H */
