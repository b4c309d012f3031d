/* The kept .cu file (keep=1) maps each line of a kernel's statement to
   its source file and line with #line, and gives the code after it its
   own lines in the .cu file again, so that nvcc's messages point at the
   right file.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-gpugen-keep" } */

void
axpy (int n, double a, const double *restrict x, double *restrict y)
{
  for (int i = 0; i < n; i++)
    y[i] = a * x[i]
	   + y[i];
}

/* { dg-final { scan-file cuda-line-1.c.gpugen.cu "\n *#line 12 \"\[^\"\n\]*gpugen.dg/cuda-line-1.c\"\n *const double" } } */
/* { dg-final { scan-file cuda-line-1.c.gpugen.cu "\n *#line 12\n" } } */
/* { dg-final { scan-file cuda-line-1.c.gpugen.cu "\n( *)#line (\[0-9\]+) \"cuda-line-1.c.gpugen.cu\"\n" } } */
/* { dg-final { scan-file-not cuda-line-1.c.gpugen.cu "gpugen-back" } } */
/* { dg-final { file delete cuda-line-1.c.gpugen.cu } } */
