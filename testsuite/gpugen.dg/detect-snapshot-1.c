/* Snapshots (gpugen-snapshot.cc), decided: in snapshot-shapes.h the
   reads of B in trmm_down (rows k < i, rows from the last one up),
   trmm_up and trmm_up_unit (rows k > i, from the first one down; the
   latter's snapshot covers rows 1 and up only), and of x[i + 1] in
   shift, see only values from before the nest and get a snapshot that
   makes more loops parallel.  The reads of rows k < i in recurrence
   (rows from the first one down) see the nest's own writes, and so
   does the read of row i - 1 in conditional (scaled by the same
   iteration of i when i > p): none of them is redirected.  The
   scaling's read in conditional would qualify, but no loop gains, so
   conditional keeps B as it is.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-gpugen-dump=summary" } */

#include "snapshot-shapes.h"

/* { dg-final { scan-tree-dump-times "read-only snapshot b_\[0-9\]+_snap: 3 -> 4 parallel loops" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "read-only snapshot b_\[0-9\]+_snap: 2 -> 3 parallel loops" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "read-only snapshot b_\[0-9\]+_snap: 1 -> 2 parallel loops" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "read-only snapshot x_\[0-9\]+_snap: 0 -> 1 parallel loops" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "\\\[gpugen-snapshot\\\] SCoP 0: b_\[0-9\]+: reads at line 87 \[^\n\]* no snapshot: no more parallel loops \\(2\\)" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "\\\[gpugen-snapshot\\\]" 5 "gpugen" } } */
