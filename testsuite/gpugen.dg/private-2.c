/* privatize=0 leaves every workspace of private-shapes.h as it is.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-gpugen-dump=summary -fplugin-arg-gpugen-privatize=0" } */

#include "private-shapes.h"

/* { dg-final { scan-tree-dump-not "\\\[gpugen-private\\\]" "gpugen" } } */
