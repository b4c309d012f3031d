/* With GPUGEN_EMU_STRICT=1 an error that the emulator reports ends the
   program (exit status 86), so that it cannot pass unnoticed behind the
   host path, which recomputes correct results.  The launch runs in a
   child process, whose exit status the test checks.  */
/* { dg-do run } */
/* gpugen-emu-kernels: uninit.cu */
/* { dg-output "^gpugen: uninitialised device read in kernel plus_one\[^\r\n\]*\[\r\n\]+" } */
/* { dg-output "(gpugen: \[^\r\n\]*\[\r\n\]+)*gpugen: GPUGEN_EMU_STRICT is set: exiting with status 86 after the emulator's error\[\r\n\]+" } */
/* { dg-output "child exited with status 86\[\r\n\]+done\[\r\n\]*$" } */

#include <sys/wait.h>
#include <unistd.h>

#include "emu-test.h"

static const char *const names[] = { "plus_one", "even_zero",
				     "write_then_read" };
EMU_TEST_IMAGE (image, "uninit", names)

#define N 64
#define BLOCK 32

int
main (void)
{
  void *d_in, *d_out, *args[3];
  int n = N, status;
  pid_t pid;

  fflush (stdout);
  pid = fork ();
  CHECK (pid >= 0);
  if (pid == 0)
    {
      /* Before the runtime reads its settings.  */
      setenv ("GPUGEN_EMU_STRICT", "1", 1);
      CHECK (__gpugen_device_ready (&image));
      d_in = to_device (NULL, N * sizeof (float));
      d_out = to_device (NULL, N * sizeof (float));
      args[0] = &d_in;
      args[1] = &d_out;
      args[2] = &n;
      launch_1d (&image, 0, N / BLOCK, BLOCK, args);
      printf ("not reached\n");
      return 0;
    }
  CHECK (waitpid (pid, &status, 0) == pid);
  CHECK (WIFEXITED (status));
  printf ("child exited with status %d\n", WEXITSTATUS (status));
  printf ("done\n");
  return 0;
}
