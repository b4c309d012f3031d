/* gpugen.h -- the user interface of the gpugen runtime.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   Programs compiled with the gpugen plugin need none of this: the
   runtime starts itself the first time an offloaded loop nest runs.
   These calls are for programs that want to control or observe that,
   typically benchmarks:

     #include <gpugen.h>

     int
     main (void)
     {
       gpugen_init ();
       start = now ();
       compute ();
       stop = now ();
       printf ("%lu kernels on %s\n", gpugen_kernel_launches (),
	       gpugen_backend ());
     }

   where compute's loop nests are offloaded by the plugin, and the
   context is created by gpugen_init, outside the timed part.

   The plugin does not add the runtime to the link by itself: compile and
   link through gpugen's specs file (gcc -O2 -specs=.../gpugen.specs,
   which loads the plugin and links -lgpugen with an rpath; pkg-config's
   gpugen.pc and CMake's gpugen::gpugen use it too), or link
   -lgpugen -ldl -lpthread yourself (README.md, "Usage").  */

#ifndef GPUGEN_H
#define GPUGEN_H

#ifdef __cplusplus
extern "C" {
#endif

/* Start the runtime now rather than at the first offloaded loop nest:
   create the device context (about a quarter of a second on a data
   center GPU) and load the device code of every registered translation
   unit.  Return 1 if a GPU or the emulator is ready, 0 if loop nests
   will run on the host.  Calling it again is cheap.  */

extern int gpugen_init (void);

/* Return the number of kernels launched so far, in all threads.  */

extern unsigned long gpugen_kernel_launches (void);

/* Return where offloaded loop nests run: the GPU's name (for example
   "NVIDIA H100 80GB HBM3"), "emulator", or "host".  Starts the runtime
   if it has not started yet (without loading device code).  */

extern const char *gpugen_backend (void);

#ifdef __cplusplus
}
#endif

#endif /* GPUGEN_H */
