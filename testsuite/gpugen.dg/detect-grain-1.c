/* Statement grain (gpugen-grain.cc): a block with two stores becomes
   two statements (bicg: 3 statements in all, no loop parallel in the
   original order for both, but each has its own); a temporary computed
   in an outer loop from a read-only array is forwarded to its use
   (gemm: one statement, i and j parallel); a block with a store and a
   scalar reduction is split (symm-like).  The shapes are in
   grain-shapes.h.  */
/* { dg-do compile } */

#include "grain-shapes.h"

/* { dg-final { scan-tree-dump-times "statements after splitting blocks at their stores" 2 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "forwarded to its uses" 1 "gpugen" } } */
/* bicg: q[i] = 0, s[j] += ..., q[i] += ....  */
/* { dg-final { scan-tree-dump "S_1 \\(bb \[0-9\]+\\): domain \[^\n\]*S_1\\\[i0, i1\\\]" "gpugen" } } */
/* { dg-final { scan-tree-dump "S_2 \\(bb \[0-9\]+\\): domain \[^\n\]*S_2\\\[i0, i1\\\]" "gpugen" } } */
/* gemm: the update reads a itself, and nothing writes the temporary.  */
/* { dg-final { scan-tree-dump "read  \[^\n\]*S_0\\\[i0, i1, i2\\\] -> a_\[0-9\]+\\\[i0, i1\\\]" "gpugen" } } */
/* { dg-final { scan-tree-dump "val_t_\[0-9\]+ forwarded to its uses" "gpugen" } } */
/* { dg-final { scan-tree-dump-not "(read |write) \[^\n\]*val_t_" "gpugen" } } */
