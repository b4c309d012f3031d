/* The gpugen dump file.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   The dump file BASE.NNNt.gpugen is enabled with
   -fplugin-arg-gpugen-dump[=details] (GCC 12 rejects -fdump-tree-gpugen,
   because dump options are parsed before plugins are loaded).  Lines that
   tests scan are plain and stable, start with "gpugen: " and carry no
   brackets:

     gpugen: SCoP 0: 3 statements, 3 arrays, 2 parallel loops
     gpugen: SCoP 0 loop at line 5 depth 1: parallel
     gpugen: SCoP 0 loop at line 9 depth 3: sequential

   With details, each stage's section is tagged for people reading it
   ([gpugen-model], [gpugen-deps]) and shows parameters, context, arrays,
   iteration domains, access relations, the schedule tree in isl's YAML
   block style and the dependence relations.  */

#include "gpugen.h"

/* Print the isl object OBJ to FILE with the printer function PRINT,
   followed by a newline.  */

#define DUMP_ISL(FILE, KIND, OBJ)					\
  do {									\
    isl_printer *p_ = isl_printer_to_file (gpugen_isl_ctx, (FILE));	\
    p_ = isl_printer_print_##KIND (p_, (OBJ));				\
    p_ = isl_printer_end_line (p_);					\
    isl_printer_free (p_);						\
  } while (0)

/* Return the text for array kind K.  */

static const char *
kind_text (enum gpugen_array_kind k)
{
  switch (k)
    {
    case GPUGEN_ARRAY_MEMORY:
      return "memory";
    case GPUGEN_ARRAY_VALUE:
      return "value";
    case GPUGEN_ARRAY_PHI:
      return "phi";
    }
  gcc_unreachable ();
}

/* Print TITLE, a colon and the schedule tree SCHED, in isl's block
   style, to FILE.  */

static void
dump_schedule (FILE *file, const char *title, isl_schedule *sched)
{
  fprintf (file, "%s:\n", title);
  isl_printer *p = isl_printer_to_file (gpugen_isl_ctx, file);
  p = isl_printer_set_yaml_style (p, ISL_YAML_STYLE_BLOCK);
  p = isl_printer_print_schedule (p, sched);
  p = isl_printer_end_line (p);
  isl_printer_free (p);
}

/* Print SCOP to FILE: the summary lines, and with DETAILS the whole
   model.  */

void
gpugen_dump_scop (FILE *file, gpugen_scop *scop, bool details)
{
  int n_mem = 0, n_scalar = 0;
  for (gpugen_array *a : scop->arrays)
    if (a->kind == GPUGEN_ARRAY_MEMORY)
      n_mem++;
    else
      n_scalar++;

  fprintf (file, "gpugen: SCoP %d: %d statements, %d arrays, "
	   "%d parallel loops\n", scop->id, scop->stmts.length (), n_mem,
	   scop->n_parallel);
  for (gpugen_loop_info &li : scop->loops)
    {
      location_t loc = find_loop_location (li.loop).get_location_t ();
      fprintf (file, "gpugen: SCoP %d loop at line %d depth %d: %s\n",
	       scop->id, LOCATION_LINE (loc), li.depth,
	       li.parallel_p ? "parallel"
	       : li.n_stmts ? "sequential" : "empty");
    }
  fprintf (file, "gpugen: SCoP %d scalars: %d\n", scop->id, n_scalar);
  for (gpugen_alias_check &c : scop->alias_checks)
    fprintf (file, "gpugen: SCoP %d alias check: %s and %s\n", scop->id,
	     c.a->name, c.b->name);
  gpugen_reduce_dump_store_checks (file, scop);
  for (gpugen_array *a : scop->arrays)
    if (a->param_dims)
      fprintf (file, "gpugen: SCoP %d delinearized array %s: %d dimensions\n",
	       scop->id, a->name, a->n_dims);
  if (scop->new_schedule)
    fprintf (file, "gpugen: SCoP %d kernels: %d\n", scop->id,
	     scop->n_kernels);
  if (scop->assumptions)
    {
      fprintf (file, "gpugen: SCoP %d assumptions: ", scop->id);
      DUMP_ISL (file, set, scop->assumptions);
    }

  if (!details)
    return;

  fprintf (file, "[gpugen-model] SCoP %d: entry bb %d, exit bb %d\n",
	   scop->id, scop->entry->dest->index, scop->exit_bb->index);
  fprintf (file, "[gpugen-model] parameters:");
  for (tree p : scop->params)
    {
      fprintf (file, " ");
      print_generic_expr (file, p);
    }
  fprintf (file, "\n[gpugen-model] context: ");
  DUMP_ISL (file, set, scop->context);

  for (gpugen_array *a : scop->arrays)
    {
      fprintf (file, "[gpugen-model] array %s (%s, ", a->name,
	       kind_text (a->kind));
      print_generic_expr (file, a->elt_type);
      fprintf (file, ")");
      for (int i = 0; i < a->n_dims; i++)
	{
	  if (a->param_dims && a->param_dims[i] >= 0)
	    {
	      fprintf (file, "[");
	      print_generic_expr (file, scop->params[a->param_dims[i]]);
	      fprintf (file, "]");
	    }
	  else if (a->dim_sizes[i] >= 0)
	    fprintf (file, "[" HOST_WIDE_INT_PRINT_DEC "]", a->dim_sizes[i]);
	  else
	    fprintf (file, "[?]");
	}
      fprintf (file, "%s%s%s%s\n", a->read_p ? " read" : "",
	       a->written_p ? " written" : "",
	       a->live_in_p ? " live-in" : "",
	       a->live_out_p ? " live-out" : "");
    }

  /* The elements each memory array of an alias check touches: what the
     run-time check bounds.  */
  for (gpugen_alias_check &c : scop->alias_checks)
    for (gpugen_array *a : { c.a, c.b })
      {
	isl_union_set *ext = NULL;
	for (gpugen_stmt *s : scop->stmts)
	  for (gpugen_access *acc : s->accesses)
	    if (acc->array == a)
	      {
		isl_union_set *r = isl_union_set_from_set (
		  isl_map_range (isl_map_copy (acc->rel)));
		ext = ext ? isl_union_set_union (ext, r) : r;
	      }
	if (!ext)
	  continue;
	ext = isl_union_set_coalesce (ext);
	fprintf (file, "[gpugen-model] %s touches: ", a->name);
	DUMP_ISL (file, union_set, ext);
	isl_union_set_free (ext);
      }

  for (gpugen_stmt *s : scop->stmts)
    {
      fprintf (file, "[gpugen-model] S_%d (bb %d): domain ", s->id,
	       s->bb->index);
      DUMP_ISL (file, set, s->domain);
      for (gpugen_access *a : s->accesses)
	{
	  fprintf (file, "    %s ", a->write_p ? "write" : "read ");
	  DUMP_ISL (file, map, a->rel);
	}
      if (dump_flags & TDF_DETAILS)
	{
	  for (gimple_stmt_iterator gsi = gsi_start_bb (s->bb);
	       !gsi_end_p (gsi); gsi_next (&gsi))
	    if (!is_gimple_debug (gsi_stmt (gsi)))
	      {
		fprintf (file, "      | ");
		print_gimple_stmt (file, gsi_stmt (gsi), 0, TDF_SLIM);
	      }
	}
    }

  dump_schedule (file, "[gpugen-model] original schedule", scop->schedule);
  if (scop->new_schedule)
    dump_schedule (file, "[gpugen-sched] new schedule", scop->new_schedule);

  fprintf (file, "[gpugen-deps] flow (read after write): ");
  DUMP_ISL (file, union_map, scop->dep_flow);
  fprintf (file, "[gpugen-deps] anti (write after read): ");
  DUMP_ISL (file, union_map, scop->dep_anti);
  fprintf (file, "[gpugen-deps] output (write after write): ");
  DUMP_ISL (file, union_map, scop->dep_output);
  fprintf (file, "[gpugen-deps] dataflow (last writer): ");
  isl_union_map *df = gpugen_deps_dataflow (scop);
  if (df)
    DUMP_ISL (file, union_map, df);
  else
    fprintf (file, "not computed (isl failed or ran past "
	     "max-isl-operations)\n");
  isl_union_map_free (df);
}

/* Dump the mapping of SCOP (gpugen-map.cc), made from the ORIGINAL
   schedule or isl's: its kernels, and with details the region's and
   the kernels' ASTs.  */

void
gpugen_dump_mapping (gpugen_scop *scop, bool original)
{
  if (!dump_file)
    return;
  gpugen_codegen *cg = scop->cg;
  fprintf (dump_file, "gpugen: SCoP %d schedule for the GPU: %s\n",
	   scop->id, original ? "original" : "isl");
  for (gpugen_kernel *k : cg->kernels)
    fprintf (dump_file, "gpugen: SCoP %d kernel %d: %d host loops, "
	     "mapped %d, block (%d,%d,%d), grid at most (%d,%d)\n",
	     scop->id, k->id, k->n_host, k->n_map, k->block[0], k->block[1],
	     k->block[2], k->grid_max[0], k->grid_max[1]);
  for (gpugen_kernel *k : cg->kernels)
    for (int a = 0; a < k->n_map && a < 2; a++)
      if (k->block_offset[a])
	fprintf (dump_file, "gpugen: SCoP %d kernel %d: axis %c may be "
		 "negative: its blocks start at an offset\n", scop->id,
		 k->id, a ? 'y' : 'x');
  for (gpugen_kernel *k : cg->kernels)
    gpugen_tile_dump (dump_file, scop->id, k);
  if (dump_flags & TDF_DETAILS)
    {
      isl_printer *p = isl_printer_to_file (gpugen_isl_ctx, dump_file);
      p = isl_printer_set_output_format (p, ISL_FORMAT_C);
      p = isl_printer_print_str (p, "[gpugen-map] region AST:");
      p = isl_printer_end_line (p);
      p = isl_printer_print_ast_node (p, cg->ast);
      for (gpugen_kernel *k : cg->kernels)
	{
	  p = isl_printer_print_str (p, "[gpugen-map] kernel AST ");
	  p = isl_printer_print_int (p, k->id);
	  p = isl_printer_print_str (p, ":");
	  p = isl_printer_end_line (p);
	  p = isl_printer_print_ast_node (p, k->body);
	}
      isl_printer_free (p);
    }
}
