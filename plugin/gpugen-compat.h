/* GCC version compatibility for the gpugen plugin.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   Every dependence of gpugen on a particular GCC release lives here, the
   way the Linux kernel's gcc-common.h gathers its own: the stage files
   include this header and nothing else from GCC directly that varies
   between releases.  gpugen is written against GCC 12 and refuses to load
   into any other major version (plugin_default_version_check, plus the
   check below at build time).  */

#ifndef GPUGEN_COMPAT_H
#define GPUGEN_COMPAT_H

#define INCLUDE_ISL
#include "gcc-plugin.h"
#include "config.h"
#include "system.h"
#include "coretypes.h"
#include "backend.h"
#include "tree.h"
#include "gimple.h"
#include "tree-pass.h"
#include "context.h"
#include "diagnostic-core.h"
#include "dumpfile.h"
#include "cfgloop.h"
#include "ssa.h"
#include "fold-const.h"
#include "gimple-iterator.h"
#include "gimple-pretty-print.h"
#include "tree-pretty-print.h"
#include "tree-cfg.h"
#include "tree-ssa-loop.h"
#include "tree-ssa-loop-niter.h"
#include "tree-chrec.h"
#include "tree-scalar-evolution.h"
#include "tree-data-ref.h"
#include "tree-ssa-alias.h"
#include "tree-eh.h"
#include "internal-fn.h"
#include "tree-vectorizer.h"	/* find_loop_location.  */
#include "dominance.h"
#include "cfganal.h"
#include "stringpool.h"
#include "attribs.h"
#include "builtins.h"
#include "langhooks.h"
#include "alias.h"

#include <isl/ctx.h>
#include <isl/options.h>
#include <isl/id.h>
#include <isl/space.h>
#include <isl/local_space.h>
#include <isl/val.h>
#include <isl/aff.h>
#include <isl/constraint.h>
#include <isl/set.h>
#include <isl/map.h>
#include <isl/union_set.h>
#include <isl/union_map.h>
#include <isl/flow.h>
#include <isl/schedule.h>
#include <isl/schedule_node.h>
#include <isl/printer.h>
#include <isl/ast.h>
#include <isl/ast_build.h>

#include "bversion.h"
#if BUILDING_GCC_MAJOR != 12
#error "gpugen is written for GCC 12; build it against gcc-12-plugin-dev"
#endif

#endif /* GPUGEN_COMPAT_H */
