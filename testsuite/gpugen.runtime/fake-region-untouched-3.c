/* GPUGEN_PROFILE names the bytes of copies to the device that lay in
   host memory never touched (set to zero on the device, untouched.c);
   with GPUGEN_UNTOUCHED=0 in a second run of the same program (the
   environment variable CHILD tells them apart) every byte is read and
   the line is absent.  */
/* { dg-do run } */
/* { dg-set-target-env-var GPUGEN_PROFILE "1" } */
/* { dg-output "^done\[\r\n\]+" } */
/* { dg-output "child: done, 0 bytes set\[\r\n\]+" } */
/* { dg-output "(gpugen: \[^\r\n\]*\[\r\n\]+)*gpugen: region untouched-3: 1 entry, 16777216 bytes in \\(\[0-9.\]+ ms\\), 16777216 bytes out \\(\[0-9.\]+ ms\\)\[\r\n\]+" } */
/* { dg-output "gpugen: region untouched-3: 16777216 bytes of copies in lay in host memory never touched and were set to zero on the device instead of being read\[\r\n\]+" } */

#include <stdint.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include "region-test.h"

int
main (void)
{
  const long hi = (16L << 20) / sizeof (float);
  float *a = mmap (NULL, hi * sizeof *a + (2 << 20), PROT_READ | PROT_WRITE,
		   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  float *b;
  long i;

  CHECK (a != MAP_FAILED);
  /* Whole blocks of 2 MiB.  */
  b = (float *) (((uintptr_t) a + (2 << 20) - 1) & ~(uintptr_t) ((2 << 20) - 1));
  if (getenv ("CHILD") != NULL)
    {
      CHECK (region_add_one_into ("untouched-3-child", b, b, 0, hi,
				  K_ADD_ONE) == 1);
      for (i = 0; i < hi; i++)
	CHECK (b[i] == 1);
      fflush (stdout);
      fprintf (stderr, "child: done, %lu bytes set\n",
	       fake_counter ("memset_async_bytes"));
      return 0;
    }
  CHECK (region_add_one_into ("untouched-3", b, b, 0, hi, K_ADD_ONE) == 1);
  for (i = 0; i < hi; i++)
    CHECK (b[i] == 1);
  printf ("done\n");
  fflush (stdout);
  if (fork () == 0)
    {
      setenv ("CHILD", "1", 1);
      setenv ("GPUGEN_UNTOUCHED", "0", 1);
      unsetenv ("GPUGEN_PROFILE");
      execl ("/proc/self/exe", "child", (char *) NULL);
      _exit (127);
    }
  {
    int status;

    CHECK (wait (&status) > 0 && WIFEXITED (status)
	   && WEXITSTATUS (status) == 0);
  }
  return 0;
}
