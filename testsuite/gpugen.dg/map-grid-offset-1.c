/* The skewed kernel of run-grid-skew-1.c (fuzz seed 101301): both of
   its mapped members may be negative, so each axis gets a block
   offset: the dump says so, and the kernel's block indices are its
   blocks taken from that offset, modulo the most blocks of the axis
   (the grid, computed by the host code, covers only the blocks of the
   members' values).  A kernel whose members are never negative (the
   first one here) has no offset.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-gpugen-dump=details" } */
/* { dg-final { scan-tree-dump "SCoP 0 kernel 1: axis x may be negative: its blocks start at an offset" "gpugen" } } */
/* { dg-final { scan-tree-dump "SCoP 0 kernel 1: axis y may be negative: its blocks start at an offset" "gpugen" } } */
/* { dg-final { scan-tree-dump-not "SCoP 0 kernel 0: axis" "gpugen" } } */
/* { dg-final { scan-tree-dump "const long b1 = \\(blockIdx.x \\+ o1\\) % 8192;" "gpugen" } } */
/* { dg-final { scan-tree-dump "const long b2 = \\(blockIdx.y \\+ o2\\) % 8192;" "gpugen" } } */
/* { dg-final { scan-tree-dump "const long b0 = blockIdx.x;" "gpugen" } } */

int a0[83][83];
int a1[83];

void
f2 (int n, int m)
{
  for (int i12 = n - 3; i12 >= 2; i12--)
    {
      a0[2 * i12][i12] = (a1[n - 1 - i12] + i12 + a0[2 * i12 - 2][i12 - 2])
			 & 1023;
      for (int i13 = i12 + 1; i13 < n - 2; i13++)
	{
	  for (int i14 = 2; i14 < m - 2; i14++)
	    a0[n - 1 - i12][i13] = (3 * i12 + a1[n - 1 - i12]) & 1023;
	  for (int i15 = n - 3; i15 >= 2; i15--)
	    {
	      a0[2 * i12][2 * i13] = a1[n - 1 - i13];
	      a0[i12 + 1][i13] = (n + a1[i12 - 2]) & 1023;
	    }
	}
    }
}
