/* The plugin loads into cc1 and a function with a loop compiles with it
   at -O2, where its pass runs, without any diagnostic.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */

int
sum (int n, const int *a)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}
