/* Privatization (gpugen-private.cc): doitgen's workspace "sum" is
   privatized along r and q, the two-dimensional workspace along i and
   the triangle's along i and j, the one with a recurrence of its own
   along i;
   a workspace whose values cross iterations ("exposed") and one whose
   last iteration does not write every element ("partial") are not.
   The shapes are in private-shapes.h.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-gpugen-dump=summary" } */

#include "private-shapes.h"

/* { dg-final { scan-tree-dump-times "\\\[gpugen-private\\\] SCoP 0: sum_\[0-9\]+ privatized along 2 loops" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "\\\[gpugen-private\\\] SCoP 0: w_\[0-9\]+ privatized along 1 loops" 2 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "\\\[gpugen-private\\\] SCoP 0: w_\[0-9\]+ privatized along 2 loops" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "\\\[gpugen-private\\\]" 4 "gpugen" } } */
