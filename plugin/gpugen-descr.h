/* Fortran array descriptors for gpugen's delinearization: what
   gpugen-descr.cc shares with gpugen-descr-optional.cc.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).  */

#ifndef GPUGEN_DESCR_H
#define GPUGEN_DESCR_H

/* The most dimensions of a Fortran array (GFC_MAX_DIMENSIONS).  */
#define MAX_RANK 15

/* One descriptor whose fields the region's offsets read, and the
   parameters of its contiguous layout.  */

struct descr_layout
{
  /* The descriptor: a declaration, or a MEM_REF of a pointer to it;
     NULL_TREE for the record of the PHI nodes gpugen_descr_phi_arg
     replaced (rank 0).  */
  tree desc;
  /* Its rank (the length of its "dim" array).  */
  int rank;
  /* For each dimension: the lower bound and the extent, loaded and
     computed right after the first load from the descriptor that
     delinearization met.  */
  tree lb[MAX_RANK], ext[MAX_RANK];
  /* For each dimension: the stride of the contiguous layout, the
     product of the lower extents (NULL_TREE for the first, which is
     1), and the offset of the contiguous layout; computed there
     too.  */
  tree cstride[MAX_RANK], coffset;
  /* The flag of the run-time check (gpugen_descr_assume), a parameter,
     or NULL_TREE.  */
  tree flag;
  /* The extent of the last dimension where the data pointer (loaded
     with the same memory state as the bounds) is not null, and 0 where
     it is: the bound of the outermost subscript for the in-bounds proof
     of speculative accesses (gpugen_descr_extents), a parameter, or
     NULL_TREE.  */
  tree outer;
  /* The loaded values replaced by their contiguous forms: for each,
     the SSA name and the value it must equal (an SSA name, or
     integer_one_node for the first stride).  */
  vec<tree> loaded, expected;
  /* Whether the strides of the dimensions after the first are taken
     from the descriptor's strides, not from its bounds
     (bounds_unreliable_p): the rows of a delinearized array are then
     as long as its second stride, its planes as long as its third, and
     the array is copied with the check of its host memory
     (spec_range_p).  */
  bool opaque_strides;
  /* Where opaque_strides: for each dimension K from 1, the factor by
     which its stride exceeds the one below (the second stride itself
     for K = 1, loaded; the quotient of the strides K and K - 1 for
     K > 1), parameters of the model, and the product of the factors up
     to K, which a stride K loaded by the program must equal (checked
     at run time: the strides divide each other exactly); computed
     once, right after the first load of a stride after the first
     (opaque_layout).  */
  tree factor[MAX_RANK], ostride[MAX_RANK];
  /* Whether this is the record of an optional assumed-shape dummy's
     strides after its present () (optional_stride_poly): FACTOR and
     OSTRIDE then hold values known before the region, the PHI node
     that merges the second stride with undefined values and the
     quotients of the next ones' PHI nodes, computed at the end of the
     block before the region; LB, EXT, CSTRIDE and COFFSET stay unset,
     and get_layout never returns such a record.  */
  bool merged;
  /* For such a record: the PHI node beside them that merges the data
     pointer with null (where the dummy is absent, or present () fails
     on a null data pointer), or NULL_TREE.  Where it is null the region
     touches none of the dummy's elements, and the checks of the record,
     which read undefined values there, hold (gpugen_descr_assume).  */
  tree data;
};

/* gpugen-descr.cc.  The record and field a load of NAME reads
   (loaded_field); the descriptor, dimension and rank of a load of a
   descriptor's offset, span or stride (descriptor_field); the index of
   a layout's parameter (layout_param); the first stride S of
   "S != 0 ? S : 1" (unit_stride_guard).  */
extern tree loaded_field (tree name, tree *field);
extern tree descriptor_field (tree name, int *dim, int *rank);
extern int layout_param (model_builder *mb, tree t);
extern tree unit_stride_guard (tree name);

/* gpugen-descr-optional.cc: the poly of a stride or of the offset of an
   optional assumed-shape dummy of rank 2 or more after its present
   (), with its run-time checks.  */
extern bool gpugen_descr_optional_poly (model_builder *mb, tree name,
					poly *out);

#endif /* GPUGEN_DESCR_H */
