/* Linearized subscripts whose row offset alone is computed in 32-bit
   unsigned arithmetic (issue 16): "(size_t) (i * m) + j", the product
   of unsigned int values zero-extended and the column added in 64 bits
   (unsigned or int), was "array subscript not affine".  The product is
   read as its value where the element offsets stay below a bound that
   the region's run-time check tests on the elements its transfers
   copy: 2^32 where the column is the innermost subscript, 2^32 - 1 for
   v[(size_t) (i * m + 1) + j], whose product holds one element of the
   column (its innermost subscript is j + 1).  The offset computed
   whole in unsigned int was offloaded before and keeps its bound.  A
   rest that holds a row (u[(size_t) (i * m) + m + j]), or a product
   less a constant that moves the column into the row above
   (v[(size_t) (i * m - 1) + j], [i - 1][j - 1 + m]), leaves the
   product's range unknown: still a miss.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=summary" } */

typedef __SIZE_TYPE__ size_t;

void
plain (unsigned n, unsigned m, double *restrict u, double *restrict v)
{
  for (unsigned i = 0; i < n; i++) /* { dg-optimized "loop nest offloaded to the GPU: 1 kernel" } */
    for (unsigned j = 0; j < m; j++)
      u[(unsigned long) (i * m) + j] = v[(unsigned long) (i * m) + j] + 1.0;
}

void
shifted (unsigned n, unsigned m, double *restrict u, double *restrict v)
{
  for (unsigned i = 0; i < n; i++) /* { dg-optimized "loop nest offloaded to the GPU: 1 kernel" } */
    for (unsigned j = 0; j + 1 < m; j++)
      u[(size_t) (i * m) + j + 1] = v[(size_t) (i * m) + j] * 2.0;
}

void
stencil (unsigned n, unsigned m, double *restrict u, double *restrict v)
{
  for (unsigned i = 1; i < n - 1; i++) /* { dg-optimized "loop nest offloaded to the GPU: 1 kernel" } */
    for (int j = 1; j < (int) m - 1; j++)
      u[(size_t) (i * m) + j] = 0.25 * (v[(size_t) ((i - 1) * m) + j]
					+ v[(size_t) ((i + 1) * m) + j]
					+ v[(size_t) (i * m) + j - 1]
					+ v[(size_t) (i * m) + j + 1]);
}

void
before (unsigned n, unsigned m, double *restrict u, double *restrict v)
{
  for (unsigned i = 0; i < n; i++) /* { dg-optimized "loop nest offloaded to the GPU: 1 kernel" } */
    for (unsigned j = 0; j + 1 < m; j++)
      u[(size_t) (i * m) + j] = v[(size_t) (i * m + 1) + j];
}

void
whole (unsigned n, unsigned m, double *restrict u, double *restrict v)
{
  for (unsigned i = 0; i < n; i++) /* { dg-optimized "loop nest offloaded to the GPU: 1 kernel" } */
    for (unsigned j = 0; j < m; j++)
      u[(unsigned long) (i * m + j)] = v[(unsigned long) (i * m + j)] - 1.0;
}

void
rowplus (unsigned n, unsigned m, double *restrict u, double *restrict v)
{
  for (unsigned i = 0; i < n; i++) /* { dg-missed "loop nest not a SCoP: array subscript not affine \\(an access to 'u' at line 68\\)" } */
    for (unsigned j = 0; j < m; j++)
      u[(size_t) (i * m) + m + j] = v[(size_t) (i * m) + j];
}

void
neg (unsigned n, unsigned m, double *restrict u, double *restrict v)
{
  for (unsigned i = 1; i < n; i++) /* { dg-missed "loop nest not a SCoP: array subscript not affine \\(an access to 'v' at line 76\\)" } */
    for (unsigned j = 0; j < m; j++)
      u[(size_t) (i * m) + j] = v[(size_t) (i * m - 1) + j];
}

/* { dg-final { scan-tree-dump-times "transfer \[uv\]_\[0-9\]+: elements below 4294967296 \\(offsets computed in a narrow wrapping type\\), checked at run time" 9 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "transfer v_\[0-9\]+: elements below 4294967295 \\(offsets computed in a narrow wrapping type\\), checked at run time" 1 "gpugen" } } */
/* { dg-final { scan-tree-dump-times "elements below" 10 "gpugen" } } */
