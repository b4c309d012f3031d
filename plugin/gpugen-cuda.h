/* Internal interface of gpugen's CUDA printer.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   Shared by gpugen-cuda.cc (statements, kernels, the entry points) and
   gpugen-cuda-expr.cc (types, constants, operands, memory references and
   the right-hand sides of GIMPLE assignments).  Everything here lives in
   the namespace gpugen_cuda, so that nothing collides with cc1's own
   symbols; only gpugen.h's entry points are global.  */

#ifndef GPUGEN_CUDA_H
#define GPUGEN_CUDA_H

#define INCLUDE_STRING
#define INCLUDE_VECTOR
#include "gpugen.h"

namespace gpugen_cuda {

typedef std::string str;

/* The printed text of one statement, computed once per SCoP.  */

struct stmt_code
{
  /* Whether the statement was printed (successfully or not).  */
  bool done;
  /* Whether printing it succeeded.  */
  bool ok;
  /* Its body, one line per element, without the counter bindings.  */
  std::vector<str> lines;
  /* The source location of the GIMPLE statement that each line of LINES
     prints, as far as LINES goes (UNKNOWN_LOCATION for a line of no one
     statement); shorter than LINES where the last lines have none.  */
  std::vector<location_t> locs;
  /* The SSA names defined before the region that it reads as live-in
     scalar arguments.  */
  auto_vec<tree> live_in;
};

struct mma_state;
struct lanes_state;

/* The state of printing the kernels of one SCoP.  */

struct cuda_state
{
  /* The SCoP.  */
  gpugen_scop *scop;
  /* Membership of blocks in the region, by block index.  */
  sbitmap in_region;
  /* The isl names of the parameters, in the order of scop->params.  */
  std::vector<str> param_names;
  /* The statements' texts, indexed by statement id.  */
  stmt_code *codes;
  /* The first reason something could not be printed; empty if none;
     and the location of the statement it was found in, for the missed
     remark (UNKNOWN_LOCATION if none).  */
  str why;
  location_t why_loc;
  /* The GIMPLE statement being printed, or NULL.  */
  gimple *stmt;
  /* While printing a statement: the statement, the SSA versions of the
     names of its block whose values it needs, and its text.  */
  gpugen_stmt *s;
  bitmap needed;
  stmt_code *code;
  /* The kernel being printed, whose promotions to shared memory
     (gpugen-shared.cc) the statements' references follow; NULL
     outside print_kernel.  */
  gpugen_kernel *kernel;
  /* While the kernel's AST is printed: what gpugen-mma.cc knows of it,
     or NULL when it runs no products on the tensor cores.  */
  mma_state *mma;
  /* While the AST of a kernel of lanes (gpugen_kernel's lanes) is
     printed: the plan of its shared row loop (gpugen-reduce-lanes.cc),
     or NULL when its rows run in one thread of each block.  */
  lanes_state *lanes;
};

/* gpugen-cuda.cc.  */
str sfmt (const char *fmt, ...) ATTRIBUTE_PRINTF_1;
bool fail (cuda_state *cs, const char *fmt, ...) ATTRIBUTE_PRINTF_2;
long constant_trip_count (isl_ast_node *node);
bool uses_ident_p (const str &text, const char *id);
gpugen_stmt *user_stmt (cuda_state *cs, isl_ast_node *node,
			isl_ast_expr **call);

/* gpugen-cuda-expr.cc.  */
bool array_ref_str (cuda_state *cs, gpugen_array *arr, gpugen_access *acc,
		    const std::vector<str> &subs, str *out);
bool affine_str (cuda_state *cs, tree name, str *out);
bool ast_expr_str (__isl_take isl_ast_expr *e, str *out);
bool call_str (cuda_state *cs, gcall *call, str *out);
bool const_str (cuda_state *cs, tree cst, str *out);
const char * ctype (tree type);
str cv (const char *to, tree from, const str &e);
gpugen_array * find_array (cuda_state *cs, enum gpugen_array_kind kind, tree base);
bool in_region_p (cuda_state *cs, tree name);
bool operand_str (cuda_state *cs, tree op, str *out);
bool outside_str (cuda_state *cs, tree name, str *out);
bool ref_str (cuda_state *cs, gimple *stmt, bool write, tree *elt, str *out);
bool rhs_str (cuda_state *cs, gassign *stmt, str *out);
bool scalar_ref_str (cuda_state *cs, gpugen_access *acc, str *out);
bool same_repr_p (tree from, tree to);
isl_printer *print_user (isl_printer *p, isl_ast_print_options *options,
			 isl_ast_node *node, void *user);
isl_printer * set_print_names (isl_printer *p);
str tree_text (tree t);
str value_name (tree name);

/* gpugen-mma.cc.  */
mma_state *mma_plan_kernel (cuda_state *cs, gpugen_kernel *kernel);
bool mma_free (mma_state *st);
isl_printer *mma_print_for (cuda_state *cs, mma_state *st, isl_printer *p,
			    isl_ast_print_options *options,
			    isl_ast_node *node, bool *done);

/* gpugen-reduce-lanes.cc.  */
lanes_state *lanes_plan_kernel (cuda_state *cs, gpugen_kernel *kernel);
void lanes_free (lanes_state *st);
isl_printer *lanes_print_for (cuda_state *cs, lanes_state *st,
			      isl_printer *p, isl_ast_print_options *options,
			      isl_ast_node *node, bool *done);

/* gpugen-shared.cc.  */
bool shared_ref_str (cuda_state *cs, gpugen_access *acc,
		     const std::vector<str> &subs, str *out);
const char *gpugen_ast_user_name (isl_ast_node *node, isl_ast_expr **call);
bool shared_user_p (isl_ast_node *node);
tree shared_scaled_operand (cuda_state *cs, gassign *stmt);
isl_printer *shared_print_user (cuda_state *cs, isl_printer *p,
				isl_ast_node *node);
str shared_decls (cuda_state *cs, gpugen_kernel *kernel);

/* gpugen-register.cc.  */
bool register_ref_str (cuda_state *cs, gpugen_access *acc, str *out);
str register_slot_text (isl_ast_node *node);
bool register_user_p (isl_ast_node *node);
isl_printer *register_print_user (cuda_state *cs, isl_printer *p,
				  isl_ast_node *node);
str register_decls (gpugen_kernel *kernel);

} // namespace gpugen_cuda

#endif /* GPUGEN_CUDA_H */
