/* Jacobi steps over rows indexed "(size_t) (i * m) + j" with unsigned
   i, m: time per step.  */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
static double now (void) { struct timespec t; clock_gettime (CLOCK_MONOTONIC, &t); return t.tv_sec + 1e-9 * t.tv_nsec; }
__attribute__ ((noipa)) void
steps (unsigned n, unsigned m, int k, double *restrict u, double *restrict v)
{
  for (int s = 0; s < k; s++)
    {
      for (unsigned i = 1; i < n - 1; i++)
        for (unsigned j = 1; j < m - 1; j++)
          v[(size_t) (i * m) + j] = 0.25 * (u[(size_t) ((i - 1) * m) + j] + u[(size_t) ((i + 1) * m) + j]
                                            + u[(size_t) (i * m) + j - 1] + u[(size_t) (i * m) + j + 1]);
      for (unsigned i = 1; i < n - 1; i++)
        for (unsigned j = 1; j < m - 1; j++)
          u[(size_t) (i * m) + j] = v[(size_t) (i * m) + j];
    }
}
int main (int argc, char **argv)
{
  unsigned n = argc > 1 ? atoi (argv[1]) : 4000, m = n;
  int k = argc > 2 ? atoi (argv[2]) : 50;
  double *u = malloc ((size_t) n * m * 8), *v = malloc ((size_t) n * m * 8);
  for (size_t i = 0; i < (size_t) n * m; i++) u[i] = v[i] = (i % 17) * 0.1;
  for (int c = 1; c <= 3; c++)
    {
      double t0 = now ();
      steps (n, m, k, u, v);
      double t1 = now ();
      double s = 0;
      for (size_t i = 0; i < (size_t) n * m; i += 97) s += u[i];
      printf ("uprodb n=%u steps=%d call %d: %.1f us/step; sum %.15e\n", n, k, c, 1e6 * (t1 - t0) / k, s);
    }
  return 0;
}
