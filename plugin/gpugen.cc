/* The gpugen pass, its driver and plugin_init.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   gpugen adds one GIMPLE pass, "gpugen", to the loop pipeline: right
   after "ivcanon" at -O2, and right after "loopinit", the pipeline's
   first pass, when -O3's loop transformations are on (below).  After
   ivcanon, final value replacement has rewritten the values that loops
   leave behind (an induction variable's value after its loop); at
   loopinit they are still read from the loop, so the pass rewrites
   them first, as GCC's pass after loopinit would (a nest that reads one
   whose loop has no statement would be a miss).  Why there: loops are in loop-closed SSA
   with preheaders, simple latches and recorded exits, scalar evolution
   is initialized, and header copying (before the pipeline) has already
   turned "for" loops into guarded do-while loops whose iteration counts
   niter analysis can compute.  The loop passes that follow at -O3 and
   -Ofast (unswitching, loop splitting, versioning for strides,
   unroll-and-jam) have not yet turned affine nests into nests with MIN
   bounds and versioned copies, so the nests offloaded at -O2 are the
   nests offloaded at -O3 (bench/opt-parity.sh checks it).  Loop
   distribution, which would turn whole nests into memset/memcpy calls,
   interchange, GRAPHITE, parloops and the vectorizer all run later.  A
   pass inserted after "graphite" would instead nest under graphite0's
   gate and run only with -fgraphite*; this one runs at plain -O2 (and at
   -O3, -Os; not at -O0/-O1's pipeline without the loop passes).

   GRAPHITE's own SCoP builder cannot be called from a plugin (it relies
   on a cache only graphite_transform_loops allocates), so the driver
   below runs gpugen's own stages: detection, model, dependences, and
   reports each SCoP through -fopt-info-omp and the dump file.  A region
   of several loop nests on which isl fails or runs past its quota is
   split into one SCoP per nest, each handled in its turn
   (split_after_isl).  */

#include "gpugen.h"
#include "plugin-version.h"
#include "tree-into-ssa.h"
#include "tree-ssa-loop-manip.h"

/* Required by GCC to load the plugin.  */
int plugin_is_GPL_compatible;

/* The isl context of the plugin: created in plugin_init, with errors set
   to continue (an isl error is a missed optimization, never an abort) and
   an operation quota reset before each SCoP.  */
isl_ctx *gpugen_isl_ctx;

/* The pass object, whose dump (and -fopt-info stream) the remarks of
   the end of the unit reopen.  */
opt_pass *gpugen_pass;

/* What "gcc -v" and "cc1 --help" show.  */
static struct plugin_info gpugen_plugin_info = {
  "0.1",
  NULL
};

/* Whether the pass runs right after "loopinit" rather than after
   "ivcanon": where the loop passes that break the model (unswitching,
   splitting, versioning for strides, unroll-and-jam: -O3, -Ofast) are
   on, and would run before ivcanon (see the head of this file).  */

static bool
gpugen_after_loopinit_p (void)
{
  return (flag_unswitch_loops || flag_split_loops
	  || flag_version_loops_for_strides || flag_unroll_jam);
}

namespace {

const pass_data pass_data_gpugen =
{
  GIMPLE_PASS, /* type */
  "gpugen", /* name */
  OPTGROUP_OMP, /* optinfo_flags */
  TV_PLUGIN_RUN, /* tv_id */
  ( PROP_cfg | PROP_ssa ), /* properties_required */
  0, /* properties_provided */
  0, /* properties_destroyed */
  0, /* todo_flags_start */
  0, /* todo_flags_finish */
};

class pass_gpugen : public gimple_opt_pass
{
public:
  pass_gpugen (gcc::context *ctxt)
    : gimple_opt_pass (pass_data_gpugen, ctxt)
  {}

  /* opt_pass methods: */
  virtual bool gate (function *) { return gpugen_opts.enable != 0; }
  virtual unsigned int execute (function *);

}; // class pass_gpugen

/* Report SCOP through -fopt-info at the location of its first loop, as
   a note.  */

static void
report_scop (gpugen_scop *scop)
{
  if (!dump_enabled_p ())
    return;
  /* The program's arrays: not the snapshots, nor the reductions'
     partials (gpugen-reduce.cc), which live only on the device.  */
  int n_mem = 0;
  for (gpugen_array *a : scop->arrays)
    if (a->kind == GPUGEN_ARRAY_MEMORY && !a->snapshot_of
	&& !gpugen_reduce_partials_p (a->base))
      n_mem++;
  /* Each read-only snapshot (gpugen-snapshot.cc), named for the
     reader.  */
  char *snaps = xstrdup ("");
  for (gpugen_array *a : scop->arrays)
    if (a->snapshot_of)
      {
	char *what = gpugen_array_culprit (scop, a->snapshot_of);
	char *more = xasprintf ("%s, a read-only snapshot of %s for the "
				"reads that see only its values from before "
				"the nest", snaps, what);
	free (what);
	free (snaps);
	snaps = more;
      }
  dump_user_location_t loc = find_loop_location (scop->first_loop);
  /* The alias checks between arrays, and those of a store that the
     region of a time loop makes once after it (gpugen-reduce-fold.cc).  */
  int n_checks = (scop->alias_checks.length ()
		  + gpugen_reduce_store_checks (scop));
  /* A note, not "optimized:": the nest may still stay on the host; the
     "offloaded" line comes when its GPU code exists.  */
  /* The statements split along hyperplanes (gpugen-indexset.cc).  */
  char *splits = gpugen_indexset_note (scop);
  dump_printf_loc (MSG_NOTE, loc,
		   "gpugen: SCoP with %d statements, %d arrays, "
		   "%d parallel loops%s%s%s\n",
		   scop->stmts.length (), n_mem, scop->n_parallel,
		   n_checks == 0 ? ""
		   : n_checks == 1 ? ", 1 run-time alias check"
		   : ", run-time alias checks", snaps, splits);
  free (snaps);
  free (splits);
}

/* The knob of the quota isl_culprit last named: max-isl-operations,
   or map-isl-operations for the mapping stage.  Each remark follows the
   stage whose failure it reports, so it is the right one.  */

static const char *isl_knob = " [max-isl-operations]";

/* Return the knob that decides reason R, as " [KNOB]" for the end of
   a missed remark (KNOB being -fplugin-arg-gpugen-KNOB), or "" when no
   option changes it.  */

static const char *
reject_knob (enum gpugen_reject r)
{
  switch (r)
    {
    case GPUGEN_REJECT_ISL:
      return isl_knob;
    /* GPUGEN_REJECT_PARAMS's text names max-params itself.  */
    case GPUGEN_REJECT_ALIAS:
      return (gpugen_opts.alias_checks ? ""
	      : " [alias-checks=0]");
    default:
      return "";
    }
}

/* Continue the missed remark of SCOP, rejected by the model for reason
   R, with what is at fault, when the model recorded it: the array whose
   reference it could not model (scop->culprit_ref) and its line, the
   loop whose bound it could not express (scop->culprit_loc), the two
   arrays that may alias.  */

static void
report_culprit_ref (gpugen_scop *scop, enum gpugen_reject r)
{
  if (scop->culprit_text)
    {
      dump_printf (MSG_MISSED_OPTIMIZATION, " (%s)", scop->culprit_text);
      return;
    }
  if (r == GPUGEN_REJECT_ALIAS && !scop->alias_checks.is_empty ())
    {
      /* The model leaves the pair at fault as the only check.  */
      const char *names[2];
      gpugen_array *arrays[2] = { scop->alias_checks[0].a,
				  scop->alias_checks[0].b };
      for (int i = 0; i < 2; i++)
	{
	  tree var = arrays[i]->base;
	  if (var && TREE_CODE (var) == SSA_NAME)
	    var = SSA_NAME_VAR (var);
	  names[i] = (var && DECL_P (var) && DECL_NAME (var)
		      ? IDENTIFIER_POINTER (DECL_NAME (var)) : "?");
	}
      dump_printf (MSG_MISSED_OPTIMIZATION, " (%qs and %qs)", names[0],
		   names[1]);
      return;
    }
  if (r == GPUGEN_REJECT_PARAMS && scop->culprit_param)
    {
      /* The value that would have been one parameter too many.  */
      const char *name = gpugen_source_name (scop->culprit_param);
      if (name)
	dump_printf (MSG_MISSED_OPTIMIZATION, " (%qs is one parameter too "
		     "many)", name);
      else
	dump_printf (MSG_MISSED_OPTIMIZATION, " (a value from before the "
		     "nest is one parameter too many)");
      return;
    }
  if ((r == GPUGEN_REJECT_BOUND || r == GPUGEN_REJECT_NITER)
      && !scop->culprit_ref && scop->culprit_loc != UNKNOWN_LOCATION)
    {
      /* The model left the location of the loop whose bound or
	 iteration count it could not express.  */
      dump_printf (MSG_MISSED_OPTIMIZATION, " (the loop at line %d)",
		   LOCATION_LINE (scop->culprit_loc));
      return;
    }
  tree ref = scop->culprit_ref;
  if (!ref || (r != GPUGEN_REJECT_SUBSCRIPT && r != GPUGEN_REJECT_PARAM_STRIDE
	       && r != GPUGEN_REJECT_MEMREF && r != GPUGEN_REJECT_COND))
    return;
  int line = LOCATION_LINE (scop->culprit_loc);
  if (const char *name = gpugen_ref_base_name (ref))
    {
      /* A subscript built from a counter that a loop carries across a
	 loop inside it, which gpugen-carried.cc could not close (the
	 inner loop's trip count varies with the outer loop, or the
	 counter steps under a condition): say so.  */
      bool quad = false;
      int cl = (r == GPUGEN_REJECT_SUBSCRIPT
		? gpugen_ref_carried_counter_line (ref, &quad) : 0);
      /* A store at the position where a search loop left that
	 gpugen-exitstore.cc could not move into the loop: say why.  */
      const char *why = (r == GPUGEN_REJECT_SUBSCRIPT
			 ? gpugen_exit_store_why (ref) : NULL);
      if (why)
	dump_printf (MSG_MISSED_OPTIMIZATION, " (an access to %qs at line %d: "
		     "%s)", name, line, why);
      else if (cl)
	dump_printf (MSG_MISSED_OPTIMIZATION, " (an access to %qs at line %d, "
		     "at an index that the loop at line %d carries across "
		     "the loop inside it%s)", name, line, cl,
		     quad ? ", by an amount that grows with its counter: "
		     "quadratic in it, not affine" : "");
      else
	dump_printf (MSG_MISSED_OPTIMIZATION, " (an access to %qs at line "
		     "%d)", name, line);
    }
  else if (int at = gpugen_ref_alloc_line (ref))
    {
      if (int cl = gpugen_ref_carried_counter_line (ref))
	dump_printf (MSG_MISSED_OPTIMIZATION, " (an access at line %d to "
		     "memory allocated at line %d, at an index that the loop "
		     "at line %d carries across the loop inside it)", line,
		     at, cl);
      else
	dump_printf (MSG_MISSED_OPTIMIZATION, " (an access at line %d to "
		     "memory allocated at line %d)", line, at);
    }
  else
    dump_printf (MSG_MISSED_OPTIMIZATION, " (%T at line %d)", ref, line);
}

/* The isl operation quota of the mapping stage: map-isl-operations,
   or by default ten times max-isl-operations (generating the ASTs of
   the host code and of every kernel takes more of isl than the
   analysis).  */

static unsigned long
map_quota (void)
{
  if (gpugen_opts.map_isl_operations >= 0)
    return gpugen_opts.map_isl_operations;
  return 10UL * gpugen_opts.max_isl_operations;
}

/* The isl operation quota of the scheduler: schedule-isl-operations,
   or by default max-isl-operations.  */

static unsigned long
schedule_quota (void)
{
  if (gpugen_opts.schedule_isl_operations >= 0)
    return gpugen_opts.schedule_isl_operations;
  return gpugen_opts.max_isl_operations;
}

/* The stages that run under an isl quota of their own.  */

enum isl_stage
{
  /* The model and dependence analysis: max-isl-operations.  */
  ISL_STAGE_ANALYSIS,
  /* The scheduler: schedule-isl-operations.  */
  ISL_STAGE_SCHEDULE,
  /* The mapping to the GPU: map-isl-operations.  */
  ISL_STAGE_MAP
};

/* Name the culprit of SCOP after isl failed in STAGE, whose text is
   WHAT: the quota, or isl's own message.  The quota's plugin argument
   ends the missed remark (reject_knob).  */

static void
isl_culprit (gpugen_scop *scop, const char *what, enum isl_stage stage)
{
  unsigned long quota;
  bool by_default = false;
  switch (stage)
    {
    case ISL_STAGE_MAP:
      quota = map_quota ();
      isl_knob = " [map-isl-operations]";
      by_default = gpugen_opts.map_isl_operations < 0;
      break;
    case ISL_STAGE_SCHEDULE:
      quota = schedule_quota ();
      isl_knob = (gpugen_opts.schedule_isl_operations < 0
		  ? " [max-isl-operations]" : " [schedule-isl-operations]");
      break;
    default:
      quota = gpugen_opts.max_isl_operations;
      isl_knob = " [max-isl-operations]";
      break;
    }
  if (isl_ctx_last_error (gpugen_isl_ctx) == isl_error_quota && by_default)
    gpugen_set_culprit (scop, "%s ran past its quota of %lu isl operations, "
			"10 times max-isl-operations", what, quota);
  else if (isl_ctx_last_error (gpugen_isl_ctx) == isl_error_quota)
    gpugen_set_culprit (scop, "%s ran past its quota of %lu isl operations",
			what, quota);
  else if (const char *msg = isl_ctx_last_error_msg (gpugen_isl_ctx))
    gpugen_set_culprit (scop, "isl failed in %s: %s", what, msg);
  else
    gpugen_set_culprit (scop, "isl failed in %s", what);
}

/* Run the model and dependence stages on SCOP.  Return the reason it
   failed, or GPUGEN_OK.  isl runs under its operation quota; a quota hit
   or any isl error becomes GPUGEN_REJECT_ISL.  */

static enum gpugen_reject
analyze_scop (gpugen_scop *scop)
{
  isl_ctx_reset_error (gpugen_isl_ctx);
  isl_ctx_reset_operations (gpugen_isl_ctx);
  isl_ctx_set_max_operations (gpugen_isl_ctx,
			      gpugen_opts.max_isl_operations);
  enum gpugen_reject r = gpugen_model_build (scop);
  if (r == GPUGEN_OK)
    r = gpugen_deps_compute (scop);
  if (r == GPUGEN_OK)
    r = gpugen_private_arrays (scop);
  if (r == GPUGEN_OK)
    r = gpugen_snapshot_reads (scop);
  if (r == GPUGEN_OK)
    r = gpugen_indexset_split (scop);
  /* Whatever a stage concluded from an isl object that came back NULL,
     the reason is isl's.  */
  if (isl_ctx_last_error (gpugen_isl_ctx) != isl_error_none)
    r = GPUGEN_REJECT_ISL;
  if (r == GPUGEN_REJECT_ISL)
    isl_culprit (scop, "the model and dependence analysis",
		 ISL_STAGE_ANALYSIS);
  isl_ctx_set_max_operations (gpugen_isl_ctx, 0);
  return r;
}

/* Compute the new schedule of SCOP under its own isl quota.  Failing
   here does not undo the SCoP: the dump says so, and SCOP gets no
   kernels; except where SCOP is a time loop's region whose exit is
   tested on the host (gpugen-hostexit.cc) and isl ran past its quota:
   isl's schedule would be mapped there only if it kept the time loop
   outermost, so the original schedule, always valid, which does, is
   mapped instead, as for a refused schedule (a red-black solver's
   colors and rows under its time loop, which the scheduler's
   operations outgrow).  */

static void
schedule_scop (gpugen_scop *scop)
{
  isl_ctx_reset_error (gpugen_isl_ctx);
  isl_ctx_reset_operations (gpugen_isl_ctx);
  isl_ctx_set_max_operations (gpugen_isl_ctx, schedule_quota ());
  enum gpugen_reject r = gpugen_schedule_compute (scop);
  if (r == GPUGEN_OK
      && isl_ctx_last_error (gpugen_isl_ctx) != isl_error_none)
    r = GPUGEN_REJECT_ISL;
  if (r != GPUGEN_OK && scop->host_exit
      && isl_ctx_last_error (gpugen_isl_ctx) == isl_error_quota)
    {
      if (dump_file)
	fprintf (dump_file, "[gpugen-schedule] SCoP %d: the scheduler ran "
		 "past its quota on a time loop's region; the original "
		 "schedule is mapped\n", scop->id);
      isl_ctx_reset_error (gpugen_isl_ctx);
      isl_ctx_set_max_operations (gpugen_isl_ctx, 0);
      isl_schedule_free (scop->new_schedule);
      scop->new_schedule = NULL;
      scop->n_kernels = 0;
      scop->schedule_refused_p = true;
      return;
    }
  if (r != GPUGEN_OK)
    isl_culprit (scop, "the scheduler", ISL_STAGE_SCHEDULE);
  isl_ctx_set_max_operations (gpugen_isl_ctx, 0);
  if (r != GPUGEN_OK)
    {
      isl_schedule_free (scop->new_schedule);
      scop->new_schedule = NULL;
      scop->n_kernels = 0;
      if (dump_file)
	fprintf (dump_file, "gpugen: SCoP %d not scheduled: %s\n", scop->id,
		 gpugen_reject_text (r));
    }
}

/* Report that SCOP stays on the host because of R, which a code
   generation stage found.  */

static void
report_not_offloaded (gpugen_scop *scop, enum gpugen_reject r)
{
  if (dump_enabled_p () && r == GPUGEN_REJECT_NO_PARALLEL
      && !scop->culprit_text)
    {
      /* Name the dependence that the outermost loop carries, under the
	 analysis' quota; isl failing here only leaves it unnamed.  */
      isl_ctx_reset_error (gpugen_isl_ctx);
      isl_ctx_reset_operations (gpugen_isl_ctx);
      isl_ctx_set_max_operations (gpugen_isl_ctx,
				  gpugen_opts.max_isl_operations);
      if (char *why = gpugen_deps_culprit (scop))
	{
	  gpugen_set_culprit (scop, "%s", why);
	  free (why);
	}
      isl_ctx_set_max_operations (gpugen_isl_ctx, 0);
      isl_ctx_reset_error (gpugen_isl_ctx);
    }
  if (dump_enabled_p ())
    {
      dump_user_location_t loc = find_loop_location (scop->first_loop);
      dump_printf_loc (MSG_MISSED_OPTIMIZATION, loc,
		       "gpugen: loop nest not offloaded: %s",
		       gpugen_reject_text (r));
      /* What the stage that failed named; else the scalar used after
	 the nest.  */
      if (scop->culprit_text)
	dump_printf (MSG_MISSED_OPTIMIZATION, " (%s)", scop->culprit_text);
      else if (r == GPUGEN_REJECT_LIVE_OUT)
	for (gpugen_array *a : scop->arrays)
	  if (a->kind != GPUGEN_ARRAY_MEMORY && a->live_out_p)
	    {
	      char *what = gpugen_array_culprit (scop, a);
	      dump_printf (MSG_MISSED_OPTIMIZATION, " (%s)", what);
	      free (what);
	      break;
	    }
      dump_printf (MSG_MISSED_OPTIMIZATION, "%s\n", reject_knob (r));
    }
  if (dump_file)
    fprintf (dump_file, "gpugen: SCoP %d not offloaded: %s\n", scop->id,
	     gpugen_reject_text (r));
}

/* Map SCOP's kernels and print their CUDA source into *SOURCE, under
   the isl quota.  Return the reason it cannot be offloaded, or
   GPUGEN_OK.  */

static enum gpugen_reject
prepare_offload (gpugen_scop *scop, char **source)
{
  *source = NULL;
  /* A refused schedule leaves the original one (gpugen-map.cc); a failed
     one (isl's error or quota, named by schedule_scop), a miss.  */
  if (!scop->new_schedule && !scop->schedule_refused_p)
    return GPUGEN_REJECT_ISL;
  if (scop->new_schedule && scop->n_kernels == 0)
    return GPUGEN_REJECT_NO_PARALLEL;
  /* The mapping stage has its own quota (map_quota).  */
  isl_ctx_reset_error (gpugen_isl_ctx);
  isl_ctx_reset_operations (gpugen_isl_ctx);
  isl_ctx_set_max_operations (gpugen_isl_ctx, map_quota ());
  enum gpugen_reject r = gpugen_map_scop (scop);
  /* Whatever failed after isl ran out of operations failed for that.  */
  if ((r == GPUGEN_OK || r == GPUGEN_REJECT_MAP)
      && isl_ctx_last_error (gpugen_isl_ctx) != isl_error_none
      && (r == GPUGEN_OK
	  || isl_ctx_last_error (gpugen_isl_ctx) == isl_error_quota))
    r = GPUGEN_REJECT_ISL;
  if (r == GPUGEN_REJECT_ISL)
    isl_culprit (scop, "the mapping to the GPU", ISL_STAGE_MAP);
  isl_ctx_set_max_operations (gpugen_isl_ctx, 0);
  if (r == GPUGEN_OK)
    {
      /* The estimates, under the analysis' quota; a failure only leaves
	 kernels without them.  */
      isl_ctx_reset_error (gpugen_isl_ctx);
      isl_ctx_reset_operations (gpugen_isl_ctx);
      isl_ctx_set_max_operations (gpugen_isl_ctx,
				  gpugen_opts.max_isl_operations);
      gpugen_profit_estimate (scop);
      isl_ctx_set_max_operations (gpugen_isl_ctx, 0);
      isl_ctx_reset_error (gpugen_isl_ctx);
      r = gpugen_cuda_print (scop, source);
    }
  return r;
}

/* What scheduling and mapping change in a SCoP besides its code
   generation state, saved before them for retry_whole.  */

struct retry_state
{
  retry_state () : context (NULL), assumptions (NULL) {}
  ~retry_state ()
  {
    isl_set_free (context);
    isl_set_free (assumptions);
  }
  /* Copies of the SCoP's context and assumptions.  */
  isl_set *context, *assumptions;
  /* Its arrays' device_p.  */
  auto_vec<bool> device;
};

/* Save into SAVED what scheduling and mapping change in SCOP, when
   SCOP has statements split along hyperplanes (gpugen-indexset.cc).  */

static void
save_retry_state (gpugen_scop *scop, retry_state *saved)
{
  if (!scop->indexset)
    return;
  saved->context = isl_set_copy (scop->context);
  saved->assumptions = isl_set_copy (scop->assumptions);
  for (gpugen_array *a : scop->arrays)
    saved->device.safe_push (a->device_p);
}

/* After SCOP, whose statements gpugen-indexset.cc split, could not be
   offloaded for WHY: put it back as it was before scheduling (SAVED)
   and without the splits, and schedule and map it again, its CUDA
   source into *SOURCE.  Return the reason it still cannot be
   offloaded, or GPUGEN_OK; WHY when it had no splits.  */

static enum gpugen_reject
retry_whole (gpugen_scop *scop, retry_state *saved, enum gpugen_reject why,
	     char **source)
{
  if (!scop->indexset || !saved->context)
    return why;
  if (dump_file)
    fprintf (dump_file, "[gpugen-indexset] SCoP %d: not offloaded with its "
	     "statements split (%s%s%s); tried again whole\n", scop->id,
	     gpugen_reject_text (why), scop->culprit_text ? ": " : "",
	     scop->culprit_text ? scop->culprit_text : "");
  if (dump_enabled_p ())
    dump_printf_loc (MSG_NOTE, find_loop_location (scop->first_loop),
		     "gpugen: SCoP tried again with its split statements "
		     "whole: %s%s%s%s\n", gpugen_reject_text (why),
		     scop->culprit_text ? " (" : "",
		     scop->culprit_text ? scop->culprit_text : "",
		     scop->culprit_text ? ")" : "");
  free (*source);
  *source = NULL;
  if (scop->cg)
    gpugen_codegen_free (scop->cg);
  scop->cg = NULL;
  free (scop->culprit_text);
  scop->culprit_text = NULL;
  isl_schedule_free (scop->new_schedule);
  scop->new_schedule = NULL;
  scop->n_kernels = 0;
  scop->schedule_refused_p = false;
  std::swap (scop->context, saved->context);
  std::swap (scop->assumptions, saved->assumptions);
  for (unsigned i = 0; i < saved->device.length (); i++)
    scop->arrays[i]->device_p = saved->device[i];
  if (!gpugen_indexset_unsplit (scop))
    return why;
  schedule_scop (scop);
  return prepare_offload (scop, source);
}

/* Return true if FUN's loop nests must stay on the host: it has
   __attribute__ ((gpugen_off)), or its name is in off= (its source name,
   or its assembler name, e.g. a Fortran module procedure's
   "__m_MOD_f").  A clone made by IPA (f.constprop.0) shares the source
   name of its origin.  */

static bool
opted_out_p (function *fun)
{
  tree decl = fun->decl;
  if (lookup_attribute ("gpugen_off", DECL_ATTRIBUTES (decl)))
    return true;
  const char *list = gpugen_opts.off;
  if (!list || !DECL_NAME (decl))
    return false;
  const char *names[2] = { IDENTIFIER_POINTER (DECL_NAME (decl)), NULL };
  if (DECL_ASSEMBLER_NAME_SET_P (decl))
    names[1] = IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (decl));
  for (const char *p = list; *p; )
    {
      const char *comma = strchr (p, ',');
      size_t len = comma ? (size_t) (comma - p) : strlen (p);
      for (const char *n : names)
	if (n && strlen (n) == len && !strncmp (n, p, len))
	  return true;
      p += len + (comma != NULL);
    }
  return false;
}

/* Return what the "offloaded" remark of SCOP says after its prefix,
   newly allocated: the number of kernels and, for each, how many loops
   are mapped to threads, the block size and the host loops around its
   launches ("1 kernel (2 loops mapped to blocks of 32x8 threads)").  */

static char *
offload_summary (gpugen_scop *scop)
{
  unsigned n = scop->cg->kernels.length ();
  char *text = xasprintf ("%u kernel%s", n, n == 1 ? "" : "s");
  const char *sep = " (";
  for (gpugen_kernel *k : scop->cg->kernels)
    {
      char *part;
      if (k->n_map == 0)
	part = xasprintf ("%sno loop mapped: one thread", sep);
      else if (k->n_map == 1)
	part = xasprintf ("%s1 loop mapped to blocks of %d threads", sep,
			  k->block[0]);
      else
	part = xasprintf ("%s%d loops mapped to blocks of %dx%d threads",
			  sep, k->n_map, k->block[0], k->block[1]);
      /* gpugen-tile.cc's sizes and shared copies.  */
      if (char *tiled = gpugen_tile_describe (k))
	{
	  char *more = concat (part, ", ", tiled, NULL);
	  free (part);
	  free (tiled);
	  part = more;
	}
      char *host = (k->n_host == 0 ? xstrdup ("")
		    : xasprintf (", launched in %d host loop%s", k->n_host,
				 k->n_host == 1 ? "" : "s"));
      char *more = concat (text, part, host, NULL);
      free (part);
      free (host);
      free (text);
      text = more;
      sep = "; ";
    }
  /* The reductions' partials (gpugen-reduce.cc).  */
  char *red = gpugen_reduce_describe (scop);
  char *done = concat (text, ")", red ? "; " : "", red ? red : "", NULL);
  free (red);
  free (text);
  return done;
}

/* Return the name of FUN as its source spells it, newly allocated:
   IPA's clones ("f.constprop.0", a name no C or Fortran source can
   spell) lose the suffix.  */

static char *
source_function_name (function *fun)
{
  char *name = xstrdup (lang_hooks.decl_printable_name (fun->decl, 2));
  if (char *dot = strchr (name, '.'))
    *dot = '\0';
  return name;
}

/* After isl failed or ran past its quota on SCOP (R is
   GPUGEN_REJECT_ISL), the model found a conditional store that may
   leave its array in one of its nests (GPUGEN_REJECT_COND,
   scop->split_nests_p), or a scalar computed in one of its nests is
   used after the region (GPUGEN_REJECT_LIVE_OUT: the error that a
   convergence loop tests, whose other nests can go on their own),
   split it into its
   loop nests (gpugen_split_scop; for the scalar, a region of one nest
   into the regions inside that nest, whose outer loop stays on the
   host), push them on SCOPS to be handled in their turn, and say so.  Return whether it did (SCOP is then the
   caller's to free).  */

static bool
split_after_isl (function *fun, gpugen_scop *scop, vec<gpugen_scop *> *scops,
		 int *next_id, enum gpugen_reject r = GPUGEN_REJECT_ISL)
{
  auto_vec<gpugen_scop *> parts;
  int n = gpugen_split_scop (fun, scop, &parts, next_id,
			     r == GPUGEN_REJECT_LIVE_OUT);
  if (n == 0)
    return false;
  if (dump_enabled_p () && r == GPUGEN_REJECT_ISL)
    dump_printf_loc (MSG_NOTE, find_loop_location (scop->first_loop),
		     "gpugen: %d loop nests split into SCoPs of their own: "
		     "isl failed or ran past its operation quota on them "
		     "together%s\n", n, reject_knob (GPUGEN_REJECT_ISL));
  else if (dump_enabled_p () && r == GPUGEN_REJECT_LIVE_OUT)
    dump_printf_loc (MSG_NOTE, find_loop_location (scop->first_loop),
		     "gpugen: %d loop nests %ssplit into SCoPs of their own: "
		     "%s%s%s\n", n,
		     (flow_loop_nested_p (scop->first_loop,
					  parts[0]->first_loop)
		      ? "inside it " : ""), gpugen_reject_text (r),
		     scop->culprit_text ? ": " : "",
		     scop->culprit_text ? scop->culprit_text : "");
  else if (dump_enabled_p ())
    dump_printf_loc (MSG_NOTE, find_loop_location (scop->first_loop),
		     "gpugen: %d loop nests split into SCoPs of their own: "
		     "one of them is not a SCoP: %s\n", n,
		     gpugen_reject_text (r));
  if (dump_file)
    fprintf (dump_file, "gpugen: SCoP %d split into %d SCoPs\n", scop->id,
	     n);
  for (gpugen_scop *part : parts)
    scops->safe_push (part);
  return true;
}

/* After the region of SCOP, a time loop whose exit on data is tested on
   the host (gpugen-hostexit.cc), failed for reason R: put the exit back,
   give the loop the missed remark that detection gives it without the
   host test, and push the regions inside it on SCOPS (numbered from
   *NEXT_ID on), whose nests are then offloaded on their own, as
   before, after a note that says why.  Return whether SCOP was such a
   region (it is then the caller's to free).  */

static bool
host_exit_fallback (function *fun, gpugen_scop *scop,
		    vec<gpugen_scop *> *scops, int *next_id,
		    enum gpugen_reject r)
{
  if (!scop->host_exit)
    return false;
  if (dump_file)
    fprintf (dump_file, "[gpugen-hostexit] SCoP %d: the time loop runs on "
	     "the host: %s%s%s\n", scop->id, gpugen_reject_text (r),
	     scop->culprit_text ? ": " : "",
	     scop->culprit_text ? scop->culprit_text : "");
  class loop *loop = gpugen_host_exit_loop (scop->host_exit);
  if (dump_enabled_p ())
    dump_printf_loc (MSG_NOTE, find_loop_location (loop),
		     "gpugen: the loop's exit on data is not tested on the "
		     "host between steps: %s%s%s\n", gpugen_reject_text (r),
		     scop->culprit_text ? ": " : "",
		     scop->culprit_text ? scop->culprit_text : "");
  gpugen_host_exit_restore (scop->host_exit);
  gpugen_detect_inside (fun, loop, scops, next_id);
  return true;
}

/* Check, for SCOP, a time loop whose exit on data is tested on the host,
   what gpugen_host_generate checks only once every region is analyzed:
   the region's shape, the values that leave it (the counter, say,
   which the program may leave by either exit) and the rows of the
   reductions that the test reads.  Return GPUGEN_OK or
   the reason it cannot be generated.  */

static enum gpugen_reject
host_exit_live_out (gpugen_scop *scop)
{
  auto_sbitmap in_region (last_basic_block_for_fn (cfun));
  bitmap_clear (in_region);
  for (basic_block bb : scop->blocks)
    bitmap_set_bit (in_region, bb->index);
  edge entry;
  if (gpugen_check_region_shape (scop, in_region, &entry))
    return GPUGEN_REJECT_HOST;
  auto_vec<tree> phi_vals;
  if (!gpugen_check_live_out (scop, in_region, &phi_vals))
    return GPUGEN_REJECT_LIVE_OUT;
  /* The reductions that the test reads, folded after each step
     (gpugen-reduce-fold.cc).  */
  if (!gpugen_reduce_steps_ok (scop))
    return GPUGEN_REJECT_HOST;
  return GPUGEN_OK;
}

/* With -fchecking, verify that no SSA name of FUN is still used by a
   statement that is no longer in the IL, which GCC's own verifiers do
   not check but walk into (the loop-closed SSA verifier, ldist): the
   stages that rewrite the IL for the model and undo it at the end of
   the pass must leave no such use.  */

static void
verify_no_stray_uses (function *fun)
{
  unsigned i;
  tree name;
  FOR_EACH_SSA_NAME (i, name, fun)
    {
      use_operand_p use_p;
      imm_use_iterator it;
      FOR_EACH_IMM_USE_FAST (use_p, it, name)
	if (!gimple_bb (USE_STMT (use_p)))
	  {
	    print_gimple_stmt (stderr, USE_STMT (use_p), 0, TDF_VOPS);
	    internal_error ("gpugen: SSA name %qE used by a statement "
			    "outside the IL", name);
	  }
    }
}

unsigned int
pass_gpugen::execute (function *fun)
{
  if (number_of_loops (fun) <= 1)
    return 0;

  if (opted_out_p (fun))
    {
      if (dump_enabled_p ())
	dump_printf_loc (MSG_MISSED_OPTIMIZATION,
			 dump_user_location_t::from_function_decl (fun->decl),
			 "gpugen: loop nests of %qs stay on the host: %s\n",
			 function_name (fun),
			 lookup_attribute ("gpugen_off",
					   DECL_ATTRIBUTES (fun->decl))
			 ? "__attribute__((gpugen_off))"
			 : "named in -fplugin-arg-gpugen-off");
      return 0;
    }

  /* After loopinit (-O3), the values that loops leave behind are still
     read from the loops; replace them by their final values first, as
     the pass that follows loopinit at -O3 (sccp) and the ones before
     ivcanon at -O2 do, so that the nests seen here are those seen at
     -O2; not under -fno-tree-scev-cprop, which turns those passes
     off.  */
  unsigned todo = 0;
  if (gpugen_after_loopinit_p () && flag_tree_scev_cprop)
    {
      bool any = false;
      for (auto loop : loops_list (fun, LI_FROM_INNERMOST))
	any |= final_value_replacement_loop (loop);
      if (any)
	{
	  todo |= TODO_cleanup_cfg;
	  scev_reset ();
	}
    }

  gpugen_hoist_temporaries (fun);
  gpugen_close_carried_counters (fun);
  gpugen_sink_exit_code (fun);
  /* Loads of descriptor fields that gfortran leaves in a conditional
     store's arm (an allocatable dummy's data pointer and offset) go to
     the preheader first, so that the arm is a store the select stage
     can rewrite.  */
  gpugen_hoist_invariants (fun);
  gpugen_descr_hoist_loads (fun);
  gpugen_make_selects (fun);
  gpugen_rewrite_exits (fun);
  gpugen_hoist_invariants (fun);
  gpugen_delicm (fun);
  gpugen_reduce_memexit_promote (fun);
  gpugen_host_exits_find (fun);
  gpugen_reduce_memexit_settle (fun);
  auto_vec<gpugen_scop *> scops;
  gpugen_detect_scops (fun, &scops);

  if (dump_file)
    fprintf (dump_file, "gpugen: candidate regions: %d\n",
	     scops.length ());

  int n_ok = 0;
  /* SCoPs whose kernels are ready, with their CUDA source: their host
     code is generated once every SCoP of the function was analyzed, as
     it changes the CFG.  */
  auto_vec<gpugen_scop *> ready;
  auto_vec<char *> sources;
  int next_id = scops.length ();
  for (unsigned si = 0; si < scops.length (); si++)
    {
      gpugen_scop *scop = scops[si];
      /* Its scalar reductions, as partials per row for the model.  */
      gpugen_reduce_scop (&scops, si);
      /* Its maxima and minima kept in memory through a pointer.  */
      gpugen_reduce_mem_scop (&scops, si);
      enum gpugen_reject r = analyze_scop (scop);
      if (r != GPUGEN_OK && host_exit_fallback (fun, scop, &scops, &next_id, r))
	{
	  gpugen_scop_free (scop);
	  continue;
	}
      if ((r == GPUGEN_REJECT_ISL
	   || (r == GPUGEN_REJECT_COND && scop->split_nests_p)
	   || r == GPUGEN_REJECT_SUBSCRIPT
	   || r == GPUGEN_REJECT_PARAM_STRIDE)
	  && split_after_isl (fun, scop, &scops, &next_id, r))
	{
	  gpugen_scop_free (scop);
	  continue;
	}
      if (r != GPUGEN_OK)
	{
	  if (dump_enabled_p ())
	    {
	      dump_user_location_t loc
		= find_loop_location (scop->first_loop);
	      const char *knob = reject_knob (r);
	      dump_printf_loc (MSG_MISSED_OPTIMIZATION, loc,
			       "gpugen: loop nest not a SCoP: %s",
			       gpugen_reject_text (r));
	      report_culprit_ref (scop, r);
	      dump_printf (MSG_MISSED_OPTIMIZATION, "%s\n", knob);
	    }
	  if (dump_file)
	    {
	      fprintf (dump_file, "[gpugen-model] SCoP %d rejected: %s\n",
		       scop->id, gpugen_reject_text (r));
	      const char *msg = isl_ctx_last_error_msg (gpugen_isl_ctx);
	      if (r == GPUGEN_REJECT_ISL && msg)
		fprintf (dump_file, "[gpugen-model] isl: %s (%s:%d)\n", msg,
			 isl_ctx_last_error_file (gpugen_isl_ctx),
			 isl_ctx_last_error_line (gpugen_isl_ctx));
	    }
	}
      else
	{
	  n_ok++;
	  report_scop (scop);
	  retry_state saved;
	  save_retry_state (scop, &saved);
	  schedule_scop (scop);
	  if (dump_file)
	    gpugen_dump_scop (dump_file, scop,
			      (dump_flags & TDF_DETAILS) != 0);
	  if (gpugen_opts.offload)
	    {
	      char *source;
	      enum gpugen_reject why = prepare_offload (scop, &source);
	      if (why != GPUGEN_OK)
		why = retry_whole (scop, &saved, why, &source);
	      if (why == GPUGEN_OK && scop->host_exit)
		why = host_exit_live_out (scop);
	      if (why != GPUGEN_OK
		  && host_exit_fallback (fun, scop, &scops, &next_id, why))
		{
		  free (source);
		  gpugen_scop_free (scop);
		  continue;
		}
	      if (why == GPUGEN_OK)
		{
		  ready.safe_push (scop);
		  sources.safe_push (source);
		  continue;
		}
	      free (source);
	      if ((why == GPUGEN_REJECT_ISL || why == GPUGEN_REJECT_LIVE_OUT)
		  && split_after_isl (fun, scop, &scops, &next_id, why))
		{
		  gpugen_scop_free (scop);
		  continue;
		}
	      report_not_offloaded (scop, why);
	    }
	}
      gpugen_scop_free (scop);
    }

  for (unsigned i = 0; i < ready.length (); i++)
    {
      gpugen_scop *scop = ready[i];
      gpugen_image_add (scop, sources[i]);
      free (sources[i]);
      /* Under LTO there is no image: gpugen_image_add said why the
	 nest stays on the host.  */
      if (!gpugen_image_decl ())
	{
	  gpugen_scop_free (scop);
	  continue;
	}
      location_t rloc
	= gpugen_loop_location (scop->first_loop).get_location_t ();
      expanded_location xloc = expand_location (rloc);
      /* The region's name in the runtime's messages and profile: the
	 file as the compiler was given it (so that same-named files of
	 different directories stay apart), the line and the function's
	 source name.  */
      char *fn = source_function_name (fun);
      char *name = xasprintf ("%s:%d (%s)", xloc.file ? xloc.file : "?",
			      xloc.line, fn);
      free (fn);
      enum gpugen_reject why
	= gpugen_host_generate (scop, gpugen_image_decl (), name);
      if (why == GPUGEN_OK)
	{
	  todo |= TODO_update_ssa | TODO_cleanup_cfg;
	  /* Said once the unit's GPU code is built (gpugen-image.cc).  */
	  gpugen_image_remark (rloc, offload_summary (scop));
	  if (dump_file)
	    fprintf (dump_file, "gpugen: SCoP %d offloaded: %d kernels\n",
		     scop->id, scop->cg->kernels.length ());
	}
      else
	{
	  free (name);
	  gpugen_image_drop (scop);
	  report_not_offloaded (scop, why);
	}
      gpugen_scop_free (scop);
    }
  /* The host code stores what the program does: the time loops' tests
     come back (first: a test that reads the value of a reduction's
     loop itself reads its placeholder until the reduction's rewrite is
     undone), the reductions' partials go (gpugen-reduce.cc), the exits
     on data made flags come back, and the conditional stores made
     unconditional for the model are conditional again (in that order:
     a store made unconditional in a search loop's exit block leaves
     that block split).  */
  if (gpugen_undo_host_exits (fun))
    todo |= TODO_cleanup_cfg;
  if (gpugen_undo_reductions (fun))
    todo |= TODO_cleanup_cfg;
  if (gpugen_reduce_memexit_undo (fun))
    todo |= TODO_cleanup_cfg;
  if (gpugen_undo_exits (fun))
    todo |= TODO_cleanup_cfg;
  if (gpugen_undo_speculative (fun))
    todo |= TODO_cleanup_cfg;
  if (todo)
    {
      free_dominance_info (CDI_DOMINATORS);
      free_dominance_info (CDI_POST_DOMINATORS);
      scev_reset ();
      loops_state_set (LOOPS_NEED_FIXUP);
      /* The host code may use, at the launch, a value defined in a loop
	 before the region (a live-in scalar or a parameter found through
	 the degenerate PHIs that close that loop).  Where the function is
	 in loop-closed SSA form, the passes after this one rely on it:
	 rebuild the loops and close them again over every use.  */
      if (loops_state_satisfies_p (LOOP_CLOSED_SSA))
	{
	  update_ssa (TODO_update_ssa);
	  calculate_dominance_info (CDI_DOMINATORS);
	  fix_loop_structure (NULL);
	  rewrite_into_loop_closed_ssa (NULL, TODO_update_ssa);
	  free_dominance_info (CDI_DOMINATORS);
	}
    }
  /* The host copies of the offloaded regions, with the loops that carry
     no dependence through memory marked for the vectorizer where the
     run-time checks passed.  */
  if (gpugen_hostvec_apply (fun))
    todo |= TODO_cleanup_cfg;

  if (flag_checking)
    verify_no_stray_uses (fun);

  if (dump_file)
    fprintf (dump_file, "gpugen: number of SCoPs: %d\n", n_ok);
  return todo;
}

} // anon namespace

/* Create the pass object.  */

static gimple_opt_pass *
make_pass_gpugen (gcc::context *ctxt)
{
  return new pass_gpugen (ctxt);
}

/* __attribute__ ((gpugen_off)) on a function keeps its loop nests on
   the host; it takes no arguments and is checked by opted_out_p.  */

static tree
handle_gpugen_off (tree *node, tree name, tree, int, bool *no_add_attrs)
{
  if (TREE_CODE (*node) != FUNCTION_DECL)
    {
      warning (OPT_Wattributes, "%qE attribute applies only to functions",
	       name);
      *no_add_attrs = true;
    }
  return NULL_TREE;
}

static const struct attribute_spec gpugen_off_attr = {
  "gpugen_off", 0, 0, true, false, false, false, handle_gpugen_off, NULL
};

/* The PLUGIN_ATTRIBUTES callback: register gpugen_off.  */

static void
register_attributes (void *, void *)
{
  register_attribute (&gpugen_off_attr);
}

/* Free the isl context at the end of the compilation.  */

static void
gpugen_finish (void *, void *)
{
  if (gpugen_isl_ctx)
    isl_ctx_free (gpugen_isl_ctx);
  gpugen_isl_ctx = NULL;
}

/* Warn, once per compilation, when the options keep gpugen from doing
   anything: at -O0 and -Og the loop passes do not run, and with -flto the
   functions are optimized at link time, in lto1, where no device image
   can be built (gpugen-image.cc); say what to do instead.  lto1 itself
   (language "GNU GIMPLE") stays silent: the compile step has
   warned.  */

static void
warn_no_offloading (void)
{
  if (!gpugen_opts.enable || !strcmp (lang_hooks.name, "GNU GIMPLE"))
    return;
  if (!optimize || optimize_debug)
    warning (0, "gpugen: nothing is offloaded at %qs, where the loop "
	     "optimizer does not run; compile with %<-O2%> (or without "
	     "gpugen)", optimize ? "-Og" : "-O0");
  else if (flag_lto)
    warning (0, "gpugen: nothing is offloaded with %<-flto%>, as the loops "
	     "are optimized at link time, where gpugen cannot build GPU "
	     "code; compile the files whose loops are to be offloaded "
	     "without %<-flto%> (their objects link with LTO objects)");
}

/* The plugin's entry point: check the GCC version, parse the arguments,
   create the isl context, register the pass after "loopinit" and forward
   the dump request to the dump manager (GCC 12 parses -fdump-* before
   plugins are loaded, so -fdump-tree-gpugen cannot work).  */

int
plugin_init (struct plugin_name_args *plugin_info,
	     struct plugin_gcc_version *version)
{
  if (!plugin_default_version_check (version, &gcc_version))
    {
      error ("gpugen was built for GCC %s and cannot be loaded into "
	     "GCC %s; rebuild it against the plugin headers of this compiler",
	     gcc_version.basever, version->basever);
      return 1;
    }

  const char *name = plugin_info->base_name;
  if (!gpugen_options_parse (name, plugin_info))
    return 1;

  warn_no_offloading ();

  gpugen_plugin_info.help = gpugen_options_help ();
  register_callback (name, PLUGIN_INFO, NULL, &gpugen_plugin_info);

  gpugen_isl_ctx = isl_ctx_alloc ();
  isl_options_set_on_error (gpugen_isl_ctx, ISL_ON_ERROR_CONTINUE);
  register_callback (name, PLUGIN_FINISH, gpugen_finish, NULL);
  register_callback (name, PLUGIN_ATTRIBUTES, register_attributes, NULL);
  register_callback (name, PLUGIN_ALL_IPA_PASSES_END,
		     gpugen_descr_note_callers, NULL);
  gpugen_image_init (name);
  gpugen_hostvec_init (name);

  struct register_pass_info pass_info;
  pass_info.pass = make_pass_gpugen (g);
  gpugen_pass = pass_info.pass;
  /* Right after "loopinit" when the loop passes that break the model
     (unswitching, splitting, versioning, jam: -O3, -Ofast) are on;
     otherwise after "ivcanon", where final value replacement has
     rewritten the values loops leave behind (see the head of this
     file).  */
  pass_info.reference_pass_name
    = gpugen_after_loopinit_p () ? "loopinit" : "ivcanon";
  pass_info.ref_pass_instance_number = 1;
  pass_info.pos_op = PASS_POS_INSERT_AFTER;
  register_callback (name, PLUGIN_PASS_MANAGER_SETUP, NULL, &pass_info);

  if (gpugen_opts.dump)
    g->get_dumps ()->dump_switch_p (gpugen_opts.dump > 1
				    ? "tree-gpugen-details"
				    : "tree-gpugen");
  return 0;
}
