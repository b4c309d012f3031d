/* Internal interface of gpugen's model builder.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   Shared by gpugen-model.cc (accesses, scalars, schedule),
   gpugen-domain.cc (loops and iteration domains) and gpugen-affine.cc
   (affine expressions: "lin" values from scalar evolution, and their
   translation into isl objects).  Nothing here is
   used by the other stages; they see only gpugen.h.  */

#ifndef GPUGEN_MODEL_H
#define GPUGEN_MODEL_H

#include "gpugen.h"

/* The most loop counters and parameters a lin can hold.  */
#define MAX_DEPTH 16
#define MAX_PARAMS 32

/* An affine expression: CST + sum IV[k] * c_k + sum PAR[p] * param_p.  */

struct lin
{
  /* The constant term.  */
  HOST_WIDE_INT cst;
  /* Coefficients of the loop counters, outermost first.  */
  HOST_WIDE_INT iv[MAX_DEPTH];
  /* Coefficients of the parameters, in the order of scop->params.  */
  HOST_WIDE_INT par[MAX_PARAMS];
};

/* Per-loop information used while building the model.  */

struct loop_model
{
  /* The loop.  */
  class loop *loop;
  /* Its depth in the region, from 1.  */
  int depth;
  /* The latch count, affine in the outer counters.  */
  lin niter;
  /* The latch count when it is only quasi-affine (a loop whose step is
     not 1 divides by it), over the outer counters and the loop's own
     (depth dims, the last unused); NULL when NITER holds it.  */
  isl_pw_aff *qniter;
  /* For a shifted loop (gpugen_loop_info's shift), its start Q as a
     quasi-affine function of the outer counters (depth dims, the last
     unused): the loop's dimension is Q + step * c; NULL for other
     loops.  */
  isl_pw_aff *qshift;
  /* For a shifted loop whose latch count is (U - Q) / step (gfortran's
     count of "do i = 2 + mod (j, 2), n - 1, 2"), its last value's bound
     U, over the same counters as QSHIFT: checked to give exactly the
     loop's iterations, the dimension's bound "Q + step * c <= U" is
     then that of the source loop instead of one with the latch count's
     divisions, which made the dependences of a red-black sweep cost isl
     several times the operations; NULL otherwise
     (gpugen-domain.cc's find_shift_bound).  */
  isl_pw_aff *qbound;
  /* Where niter analysis' assumptions for NITER hold, over the outer
     counters (depth - 1 dims); NULL when they always do.  */
  isl_set *assume;
  /* MAY_BE_ZERO as a set over the outer counters (depth - 1 dims); an
     empty set when the loop always runs its latch NITER times.  */
  isl_set *may_be_zero;
  /* For a loop with several exits (gpugen_loop_exit), the iterations
     that do not run because another exit was taken in an earlier one,
     over the counters (depth dims); NULL when there are none.  */
  isl_set *dead;
};

/* A memory reference waiting for delinearization (gpugen-delin.cc).  */

struct gpugen_delin_ref
{
  /* The statement, its GIMPLE statement and the reference.  */
  gpugen_stmt *s;
  gimple *stmt;
  tree ref;
  /* Whether it writes.  */
  bool write;
  /* The base object: a declaration or an SSA pointer defined before the
     region.  */
  tree base;
  /* The element offset and what delinearization learnt while
     computing it (a struct private to gpugen-delin.cc, one block that
     free releases).  */
  struct delin_off *off;
  /* Its index in the model builder's mem_refs.  */
  int mem_idx;
};

/* Where a converted expression is computed, for the checks that a value
   computed in a narrow wrapping type (unsigned int) did not wrap.  */

struct lin_site
{
  /* The block whose domain the value is computed in, or NULL.  */
  basic_block bb;
  /* When BB is NULL: the region loop at whose entry (its preheader's
     domain) the value is computed, or NULL.  */
  class loop *loop;
  /* With LOOP: only entries that run the loop's latch count matter
     (MAY_BE_ZERO false), as for the latch count itself.  */
  bool entered;
};

/* A value computed in a narrow wrapping type (or converted from one to
   a type of the same precision and other signedness) that the model
   reads as the affine L: the value is L modulo 2^precision, so L is
   exact only where it lies within TYPE's range.  gpugen-model.cc turns
   each check into an assumption unless the domain of SITE and the
   context imply it.  */

struct wrap_check
{
  /* The affine value, over DIMS counters (those of SITE).  */
  lin l;
  int dims;
  /* When non-NULL, the value instead: a quasi-affine one (over DIMS
     counters), computed in TYPE from operands congruent to it (to_qaff
     in gpugen-affine.cc); owned by the model builder's qwraps.  */
  isl_pw_aff *q;
  /* The type whose range L must lie in.  */
  tree type;
  /* Where it is computed.  */
  lin_site site;
};

/* A quasi-affine value (a division or remainder of the counters, i / 2)
   that the polys of delinearization treat as a counter of its own,
   number QUASI_ATOM_BASE + its index in the model builder's ATOMS
   (gpugen-quasisub.cc).  */

#define QUASI_ATOM_BASE 8

struct quasi_atom
{
  /* The expression, compared with operand_equal_p.  */
  tree expr;
  /* The loop where it is used and the number of counters it is a
     function of (those of the statement whose reference uses it).  */
  class loop *loop;
  int dims;
  /* Its value over those counters; owned by the builder's qwraps.  */
  isl_pw_aff *q;
};

/* The state of model building for one SCoP.  */

struct model_builder
{
  /* The SCoP being built.  */
  gpugen_scop *scop;
  /* Membership of blocks in the region.  */
  sbitmap in_region;
  /* Position of each block in scop->blocks (reverse post-order).  */
  int *pos;
  /* The region's loops, indexed like scop->loops.  */
  vec<loop_model> loops;
  /* The first reason found, if any.  */
  enum gpugen_reject why;
  /* The statement built for each block, indexed by block index.  */
  gpugen_stmt **stmt_of;
  /* The domain of each block of the region (over the counters of its
     loops), indexed by block index.  */
  isl_set **bdom;
  /* Access trees kept for the alias check: the memory reference of each
     memory access, parallel to the accesses of each statement.  */
  vec<tree> mem_refs;
  vec<gpugen_array *> mem_ref_arrays;
  vec<bool> mem_ref_writes;
  /* References waiting for delinearization.  */
  vec<gpugen_delin_ref> delin;
  /* The no-wrap checks of the values converted so far.  */
  vec<wrap_check> wraps;
  /* Every quasi-affine value a no-wrap check was made for (wrap_check's
     Q), released with the builder: a failed conversion drops its checks
     from WRAPS but not from here.  */
  vec<isl_pw_aff *> qwraps;
  /* The quasi-affine values that delinearization's polys read as
     counters (gpugen-quasisub.cc).  */
  vec<quasi_atom> atoms;
  /* Set whenever a poly reads an atom (gpugen_quasi_atom_poly).  */
  bool atom_used;
  /* The Fortran array descriptors whose loaded strides and offsets
     delinearization replaced by their contiguous forms
     (gpugen-descr.cc).  */
  vec<struct descr_layout *> descrs;
};

/* The context in which tree_to_lin converts an expression.  */

struct lin_ctx
{
  /* The loop where the expression is used.  */
  class loop *loop;
  /* The region loops whose counters are available, outermost first.  */
  vec<class loop *> *loops;
  /* If non-NULL, one pointer base (an SSA pointer defined before the
     region, or the address of a declaration) may appear, with
     coefficient 1; it is stored here.  */
  tree *base;
  /* Where the expression is computed; with neither a block nor a loop,
     a value that may have wrapped is not affine.  */
  lin_site site;
};

/* gpugen-descr.cc (gpugen_descr_poly is in gpugen-poly.h).  */
extern bool gpugen_descr_assume (model_builder *);
extern void gpugen_descr_extents (model_builder *);
extern void gpugen_descr_release (model_builder *);
extern bool gpugen_descr_param_p (model_builder *, tree);
/* Whether T merges one value with undefined ones: a stride or the
   offset of an optional assumed-shape dummy after its present ()
   (gpugen-descr-optional.cc).  */
extern bool gpugen_descr_undefined_merge_p (tree t);
/* The PHI result NAME, defined before MB's region, as its value without
   gfortran's reallocation on assignment, checked at run time; NULL_TREE
   where it is not one (gpugen-descr-realloc.cc).  */
extern tree gpugen_descr_phi_arg (model_builder *mb, tree name);
/* gpugen-descr.cc, for gpugen-descr-realloc.cc: A CODE B (CODE A where B
   is NULL_TREE) appended to SEQ in A's type, in wrapping arithmetic.  */
extern tree descr_arith (enum tree_code code, tree a, tree b,
			 gimple_seq *seq);
/* SEQ inserted at the end of BB, before the statement that ends it.  */
extern void descr_insert_at_end (basic_block bb, gimple_seq seq);
/* Whether V is available at the end of BB.  */
extern bool descr_available_at_end_p (tree v, basic_block bb);
/* Whether the descriptor that REF reads can be read at the end of BB.  */
extern bool descriptor_readable_at_p (tree ref, basic_block bb);
/* Record G as a descriptor load added to the function.  */
extern void descr_note_inserted_load (gimple *g);
/* The value that replaced the PHI result NAME in MB, or NULL_TREE; and
   the record of such a replacement, checked at run time.  */
extern tree descr_phi_known (model_builder *mb, tree name);
extern void descr_phi_note (model_builder *mb, tree name, tree value);
/* The state of MB's descriptor layouts, and its restoration (true where
   something had been added since).  */
extern void gpugen_descr_save (model_builder *mb, vec<unsigned> *state);
extern bool gpugen_descr_restore (model_builder *mb,
				  const vec<unsigned> &state);

/* gpugen-affine.cc.  */
extern bool model_fail (model_builder *, enum gpugen_reject);
extern bool defined_in_region_p (model_builder *, tree);
extern int loop_index (model_builder *, class loop *);
/* The index in LOOPS of the loop of the chrec T, or -1.  */
extern int gpugen_chrec_loop_index (vec<class loop *> *loops, tree t);
extern void enclosing_loops (model_builder *, basic_block,
			     vec<class loop *> *);
extern bool lin_add (lin *, const lin &, const lin &, HOST_WIDE_INT);
extern bool lin_const_p (const lin &);
extern bool lin_no_iv_p (const lin &);
extern bool int_cst_value (tree, HOST_WIDE_INT *);
extern bool tree_to_lin (model_builder *, tree, lin_ctx &, lin *);
extern bool tree_to_congruent_lin (model_builder *, tree, lin_ctx &, lin *);
/* Record that the affine value L, computed where CTX says, is exact
   only where it lies within TYPE's range (a no-wrap check); false
   where CTX says where nothing is computed.  */
extern bool gpugen_need_no_wrap (model_builder *, lin_ctx &ctx, const lin &l,
				 tree type);
extern isl_space *set_space (model_builder *, int, const char *);
extern isl_local_space *safe_local_space (isl_space *);
extern isl_aff *lin_to_aff (const lin &, isl_space *);
extern isl_pw_aff *tree_to_qaff (model_builder *, tree, lin_ctx &, int);
/* The right-hand side of the assignment DEF of NAME as a GENERIC
   expression of NAME's type, or NULL_TREE for other shapes.  */
extern tree gpugen_assign_rhs_expr (tree name, gimple *def);
/* For gpugen-cond.cc: T as an affine value in context CTX, with *EXACT
   set where it is T's value rather than congruent to it modulo
   2^precision (false, with the reason recorded, where T is not
   affine).  */
extern bool to_lin (model_builder *, tree t, lin_ctx &ctx, lin *,
		    bool *exact);
/* Whether the region's SSA name NAME may be recomputed from its
   definition in the loop USE_LOOP.  */
extern bool def_usable_p (tree name, class loop *use_loop);
/* Whether T, used in context CTX, involves a division by a constant or
   a remainder (DEPTH limits the search).  */
extern bool quasi_tree_p (model_builder *, tree t, lin_ctx &ctx, int depth);
/* T, used in context CTX, as an exact quasi-affine function over DIMS
   counters; NULL, with the reason recorded, where it is not one.  */
extern isl_pw_aff *to_qaff (model_builder *, tree t, lin_ctx &ctx, int dims,
			    int depth);

/* gpugen-cond.cc.  */
/* The set over DIMS counters where the condition COND, used in context
   CTX, holds; NULL, with the reason recorded, where it is not affine.  */
extern isl_set *cond_to_set (model_builder *, tree cond, lin_ctx &ctx,
			     int dims);
extern int param_index (model_builder *, tree);
extern tree region_scev (model_builder *, class loop *, tree);

/* gpugen-nowrap.cc.  */
/* Turn MB's no-wrap checks and latch count assumptions into
   assumptions of its SCoP where the context (the second argument) does
   not imply them; false, with the reason recorded, on failure.  */
extern bool gpugen_wrap_assumptions (model_builder *, isl_set *);
/* Add the conditions on the parameters OK (taken) to the assumptions of
   SCOP.  */
extern void gpugen_add_assumption (gpugen_scop *scop, isl_set *ok);
/* The conditions on MB's parameters that hold whenever its region is
   entered.  */
extern isl_set *gpugen_region_guards (model_builder *);

/* gpugen-domain.cc.  */
/* Find the region's loops and their latch counts (mb->loops); false,
   after recording why, when a count is not affine.  */
extern bool gpugen_build_loops (model_builder *);
/* Compute the iteration domain of every block of the region
   (mb->bdom); false, after recording why, when one is not affine.  */
extern bool gpugen_compute_domains (model_builder *);
/* A flag, computed before the region, for a comparison of two pointers
   that holds in every iteration or in none (present ()); NULL_TREE
   where it may change.  */
extern tree gpugen_invariant_flag (model_builder *, enum tree_code, tree,
				   tree);
/* Remove from the domains the iterations after a loop's other exit is
   taken, and give the blocks after the loop the outer counters of each
   exit; false, after recording why, on failure.  */
extern bool gpugen_model_extra_exits (model_builder *);
/* The iteration domain of block BB, named NAME (a new set).  */
extern isl_set *gpugen_block_domain (model_builder *, basic_block,
				     const char *);

/* gpugen-model.cc.  */
/* Free statement S and everything it owns (its accesses, its
   domain).  */
extern void gpugen_stmt_free (gpugen_stmt *s);
extern gpugen_array *gpugen_model_get_array (model_builder *,
					     enum gpugen_array_kind, tree,
					     tree, int);
extern void gpugen_model_add_access (model_builder *, gpugen_stmt *,
				     gpugen_array *, const lin *, bool,
				     gimple *);
/* Whether PHI, of a loop's header, is a counter that only controls that
   loop (gfortran's countm1 of a DO loop whose step is not 1).  */
extern bool control_phi_p (gphi *phi);

/* gpugen-quasisub.cc.  */
/* Add the access of statement S to the memory reference REF of STMT
   whose subscripts involve divisions or remainders, read as
   quasi-affine functions; false where it is not one or cannot be read
   (the caller drops the parameters, checks and reason recorded).  */
extern bool gpugen_quasi_mem_access (model_builder *mb, gpugen_stmt *s,
				     tree ref, bool write, gimple *stmt);
/* The poly term of the division or remainder T, used in LOOP within
   the region loops LOOPS at the site SITE (a block, or NULL), as a
   counter of its own (a quasi_atom): its number, or -1.  */
extern int gpugen_quasi_atom (model_builder *mb, tree t, class loop *loop,
			      vec<class loop *> *loops, basic_block site);
/* The affine L, whose counters from QUASI_ATOM_BASE are quasi_atoms, as
   a function over DIMS counters; NULL where an atom is not one of
   them.  */
extern isl_pw_aff *gpugen_quasi_lin (model_builder *mb, const lin &l,
				     int dims);
/* Whether L has a quasi_atom.  */
extern bool gpugen_quasi_lin_p (const lin &l);
/* Add to S the access to A with the subscripts SUBS[0..A->n_dims - 1]
   where some has a quasi_atom (false, adding nothing, where none has
   or one cannot be read).  */
extern bool gpugen_quasi_lin_access (model_builder *mb, gpugen_stmt *s,
				     gpugen_array *a, const lin *subs,
				     bool write, gimple *stmt);
/* Whether the integer NAME only computes addresses.  */
extern bool gpugen_quasi_address_only_p (tree name);
/* Whether NAME, a pointer defined in loop LOOP whose region loops are
   LOOPS, is one before the region plus a quasi-affine offset
   (recomputable where it is used).  */
extern bool gpugen_quasi_value_p (model_builder *mb, tree name,
				  class loop *loop, vec<class loop *> *loops);

/* gpugen-grain.cc.  */
extern int gpugen_grain_split (model_builder *);
extern int gpugen_grain_forward (model_builder *);

/* gpugen-model.cc, for gpugen-grain.cc.  */
extern bool affine_value_p (model_builder *, tree, class loop *,
			    bool = false);

/* gpugen-delin.cc.  */
extern bool gpugen_delin_offset (model_builder *, gpugen_stmt *, tree,
				 gpugen_delin_ref *);
extern bool gpugen_delin_finish (model_builder *);
extern bool gpugen_delin_value_p (model_builder *, tree, class loop *,
				  vec<class loop *> *);

#endif /* GPUGEN_MODEL_H */
