/* device-test.h -- device code for the device-* tests of gpugen.runtime.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   The device-* tests run only on a machine with a CUDA GPU (effective
   target gpugen_cuda_device) and the real driver.  Their device code is
   PTX written by hand, which any driver since CUDA 11.0 JIT-compiles for
   its GPU, so the tests need no CUDA toolkit.  Kernels, in the order of
   runtime-test.h's kernel indexes:

     gpugen_add_one (float *a, int n)   a[i] += 1 for i < n, one thread
					per element
     gpugen_crash ()                    stores to address 0, which fails
					with CUDA_ERROR_ILLEGAL_ADDRESS  */

#define NO_TEST_IMAGE
#include "runtime-test.h"

/* Kernel indexes of DEVICE_IMAGE.  */

enum
{
  D_ADD_ONE,
  D_CRASH
};

static const char device_ptx[] =
  ".version 7.0\n"
  ".target sm_50\n"
  ".address_size 64\n"
  "\n"
  ".visible .entry gpugen_add_one (.param .u64 a, .param .u32 n)\n"
  "{\n"
  "  .reg .pred %p;\n"
  "  .reg .b32 %r<6>;\n"
  "  .reg .b64 %rd<4>;\n"
  "  .reg .f32 %f<3>;\n"
  "\n"
  "  ld.param.u64 %rd1, [a];\n"
  "  ld.param.u32 %r1, [n];\n"
  "  mov.u32 %r2, %ctaid.x;\n"
  "  mov.u32 %r3, %ntid.x;\n"
  "  mov.u32 %r4, %tid.x;\n"
  "  mad.lo.s32 %r5, %r2, %r3, %r4;\n"
  "  setp.ge.s32 %p, %r5, %r1;\n"
  "  @%p bra done;\n"
  "  cvta.to.global.u64 %rd2, %rd1;\n"
  "  mul.wide.s32 %rd3, %r5, 4;\n"
  "  add.s64 %rd2, %rd2, %rd3;\n"
  "  ld.global.f32 %f1, [%rd2];\n"
  "  add.f32 %f2, %f1, 0f3F800000;\n"
  "  st.global.f32 [%rd2], %f2;\n"
  "done:\n"
  "  ret;\n"
  "}\n"
  "\n"
  ".visible .entry gpugen_crash ()\n"
  "{\n"
  "  .reg .b32 %r<2>;\n"
  "  .reg .b64 %rd<2>;\n"
  "\n"
  "  mov.u64 %rd1, 0;\n"
  "  mov.u32 %r1, 1;\n"
  "  st.global.u32 [%rd1], %r1;\n"
  "  ret;\n"
  "}\n";

static const char *const device_kernel_names[] = {
  "gpugen_add_one", "gpugen_crash"
};

static const struct gpugen_image device_image = {
  device_ptx, sizeof device_ptx, NULL, 0,
  sizeof device_kernel_names / sizeof *device_kernel_names,
  device_kernel_names, "device-ptx"
};

/* Register DEVICE_IMAGE as the plugin's constructor would.  */

static void __attribute__ ((constructor))
register_device_image (void)
{
  __gpugen_register_image (GPUGEN_RT_ABI_VERSION, &device_image);
}

/* Return 1 if the backend is a real GPU: neither the host, the
   emulator nor the fake driver.  */

static int __attribute__ ((unused))
backend_is_gpu (void)
{
  const char *b = gpugen_backend ();

  return (strcmp (b, "host") != 0 && strcmp (b, "emulator") != 0
	  && strcmp (b, "Fake GPU") != 0);
}
