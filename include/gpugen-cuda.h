/* gpugen-cuda.h -- the subset of the CUDA driver API that gpugen uses.
   Copyright (C) 2026 The gpugen authors.

   This file is part of gpugen, a GCC plugin; it is free software under
   the GNU General Public License version 3 or later (see COPYING).

   libgpugen never links against libcuda: it opens "libcuda.so.1" at run
   time and looks its entry points up with dlsym (runtime/cuda-lib.def).
   This header declares just those entry points, their types and the
   enumerators the runtime passes, so that building gpugen needs no CUDA
   toolkit.  It is written from NVIDIA's published driver API reference;
   the names, numeric values and signatures below are the driver's ABI
   and must match it exactly.

   Several entry points were revised in CUDA 3.2 and later (64-bit device
   pointers and sizes, reference-counting fixes); the driver keeps the old
   symbol for old binaries and exports the new one with a "_v2" suffix.
   The defines below map the plain names onto the revised symbols, as
   NVIDIA's own header does, so "cuMemAlloc" in the runtime means the
   symbol "cuMemAlloc_v2" both to the compiler and, through the two-level
   macros of cuda-lib.def, to dlsym.

   The per-thread default stream variants (_ptds, _ptsz) are not used:
   the entry points of ABI version 1 launch on the legacy default stream
   and synchronize the context after every launch; the regions of
   version 2 queue their copies and launches on a stream of their own
   thread (runtime/async.c).  */

#ifndef GPUGEN_CUDA_H
#define GPUGEN_CUDA_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Entry points whose current symbol carries a version suffix.  */

#define cuDeviceTotalMem cuDeviceTotalMem_v2
#define cuDevicePrimaryCtxRelease cuDevicePrimaryCtxRelease_v2
#define cuMemAlloc cuMemAlloc_v2
#define cuMemFree cuMemFree_v2
#define cuMemGetAddressRange cuMemGetAddressRange_v2
#define cuMemGetInfo cuMemGetInfo_v2
#define cuMemcpyHtoD cuMemcpyHtoD_v2
#define cuMemcpyDtoH cuMemcpyDtoH_v2
#define cuMemcpyDtoD cuMemcpyDtoD_v2
#define cuMemsetD8 cuMemsetD8_v2
#define cuEventDestroy cuEventDestroy_v2
#define cuStreamDestroy cuStreamDestroy_v2
#define cuMemcpyHtoDAsync cuMemcpyHtoDAsync_v2
#define cuMemcpyDtoHAsync cuMemcpyDtoHAsync_v2
#define cuMemcpyDtoDAsync cuMemcpyDtoDAsync_v2
#define cuMemAllocHost cuMemAllocHost_v2
#define cuMemHostRegister cuMemHostRegister_v2
#define cuModuleGetGlobal cuModuleGetGlobal_v2

/* The API version this subset follows (CUDA 11.0 introduced
   cuDevicePrimaryCtxRelease_v2, the newest symbol used here).  */

#define GPUGEN_CUDA_API_VERSION 11000

/* A device address.  It is as wide as a host pointer on the 64-bit hosts
   gpugen supports.  */

#if defined (__LP64__) || defined (_WIN64)
typedef unsigned long long CUdeviceptr;
#else
typedef unsigned int CUdeviceptr;
#endif

/* A device ordinal, as returned by cuDeviceGet.  */

typedef int CUdevice;

/* Opaque handles owned by the driver.  */

typedef struct CUctx_st *CUcontext;
typedef struct CUmod_st *CUmodule;
typedef struct CUfunc_st *CUfunction;
typedef struct CUevent_st *CUevent;
typedef struct CUstream_st *CUstream;
typedef struct CUgraph_st *CUgraph;
typedef struct CUgraphNode_st *CUgraphNode;
typedef struct CUgraphExec_st *CUgraphExec;

/* Status codes of every driver call.  Only the codes that the runtime
   names or that a gpugen user is likely to meet are listed; the driver
   may return others, which cuGetErrorName decodes.  */

typedef enum cudaError_enum
{
  CUDA_SUCCESS = 0,
  CUDA_ERROR_INVALID_VALUE = 1,
  CUDA_ERROR_OUT_OF_MEMORY = 2,
  CUDA_ERROR_NOT_INITIALIZED = 3,
  CUDA_ERROR_DEINITIALIZED = 4,
  CUDA_ERROR_STUB_LIBRARY = 34,
  CUDA_ERROR_DEVICE_UNAVAILABLE = 46,
  CUDA_ERROR_NO_DEVICE = 100,
  CUDA_ERROR_INVALID_DEVICE = 101,
  CUDA_ERROR_INVALID_IMAGE = 200,
  CUDA_ERROR_INVALID_CONTEXT = 201,
  CUDA_ERROR_NO_BINARY_FOR_GPU = 209,
  CUDA_ERROR_ECC_UNCORRECTABLE = 214,
  CUDA_ERROR_INVALID_PTX = 218,
  CUDA_ERROR_UNSUPPORTED_PTX_VERSION = 222,
  CUDA_ERROR_INVALID_SOURCE = 300,
  CUDA_ERROR_FILE_NOT_FOUND = 301,
  CUDA_ERROR_SHARED_OBJECT_INIT_FAILED = 303,
  CUDA_ERROR_INVALID_HANDLE = 400,
  CUDA_ERROR_NOT_FOUND = 500,
  CUDA_ERROR_NOT_READY = 600,
  CUDA_ERROR_ILLEGAL_ADDRESS = 700,
  CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES = 701,
  CUDA_ERROR_LAUNCH_TIMEOUT = 702,
  CUDA_ERROR_ASSERT = 710,
  CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED = 712,
  CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED = 713,
  CUDA_ERROR_HARDWARE_STACK_ERROR = 714,
  CUDA_ERROR_ILLEGAL_INSTRUCTION = 715,
  CUDA_ERROR_MISALIGNED_ADDRESS = 716,
  CUDA_ERROR_INVALID_ADDRESS_SPACE = 717,
  CUDA_ERROR_INVALID_PC = 718,
  CUDA_ERROR_LAUNCH_FAILED = 719,
  CUDA_ERROR_NOT_SUPPORTED = 801,
  CUDA_ERROR_SYSTEM_DRIVER_MISMATCH = 803,
  CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE = 804,
  CUDA_ERROR_UNKNOWN = 999
} CUresult;

/* Device attributes queried with cuDeviceGetAttribute.  */

typedef enum CUdevice_attribute_enum
{
  CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK = 1,
  CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X = 2,
  CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y = 3,
  CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z = 4,
  CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X = 5,
  CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y = 6,
  CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z = 7,
  CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK = 8,
  CU_DEVICE_ATTRIBUTE_TOTAL_CONSTANT_MEMORY = 9,
  CU_DEVICE_ATTRIBUTE_WARP_SIZE = 10,
  CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK = 12,
  CU_DEVICE_ATTRIBUTE_CLOCK_RATE = 13,
  CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT = 16,
  CU_DEVICE_ATTRIBUTE_INTEGRATED = 18,
  CU_DEVICE_ATTRIBUTE_COMPUTE_MODE = 20,
  CU_DEVICE_ATTRIBUTE_ECC_ENABLED = 32,
  CU_DEVICE_ATTRIBUTE_PCI_BUS_ID = 33,
  CU_DEVICE_ATTRIBUTE_PCI_DEVICE_ID = 34,
  CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE = 36,
  CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH = 37,
  CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE = 38,
  CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR = 39,
  CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING = 41,
  CU_DEVICE_ATTRIBUTE_PCI_DOMAIN_ID = 50,
  CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR = 75,
  CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR = 76,
  CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR = 81,
  CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN = 97
} CUdevice_attribute;

/* Kernel attributes read with cuFuncGetAttribute or set with
   cuFuncSetAttribute.  */

typedef enum CUfunction_attribute_enum
{
  CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK = 0,
  CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES = 1,
  CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES = 2,
  CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES = 3,
  CU_FUNC_ATTRIBUTE_NUM_REGS = 4,
  CU_FUNC_ATTRIBUTE_PTX_VERSION = 5,
  CU_FUNC_ATTRIBUTE_BINARY_VERSION = 6,
  CU_FUNC_ATTRIBUTE_CACHE_MODE_CA = 7,
  CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8
} CUfunction_attribute;

/* Options of cuModuleLoadDataEx.  Each option comes with one value in
   the parallel OPTIONVALUES array, passed as a void *: a pointer for the
   log buffers, an unsigned int cast to a pointer for the sizes.  On
   return the driver stores the number of bytes it wrote (including the
   terminating NUL) into the value slot of each *_SIZE_BYTES option.  */

typedef enum CUjit_option_enum
{
  CU_JIT_MAX_REGISTERS = 0,
  CU_JIT_THREADS_PER_BLOCK = 1,
  CU_JIT_WALL_TIME = 2,
  CU_JIT_INFO_LOG_BUFFER = 3,
  CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES = 4,
  CU_JIT_ERROR_LOG_BUFFER = 5,
  CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES = 6,
  CU_JIT_OPTIMIZATION_LEVEL = 7,
  CU_JIT_TARGET_FROM_CUCONTEXT = 8,
  CU_JIT_TARGET = 9,
  CU_JIT_FALLBACK_STRATEGY = 10,
  CU_JIT_GENERATE_DEBUG_INFO = 11,
  CU_JIT_LOG_VERBOSE = 12,
  CU_JIT_GENERATE_LINE_INFO = 13,
  CU_JIT_CACHE_MODE = 14
} CUjit_option;

/* Flags of cuEventCreate.  */

enum
{
  CU_EVENT_DEFAULT = 0x0,
  CU_EVENT_BLOCKING_SYNC = 0x1,
  CU_EVENT_DISABLE_TIMING = 0x2
};

/* Flags of cuStreamCreate: a default stream waits for the legacy
   default stream's work and the other way round.  */
enum
{
  CU_STREAM_DEFAULT = 0x0,
  CU_STREAM_NON_BLOCKING = 0x1
};

/* Flags of cuMemHostRegister.  */
enum
{
  CU_MEMHOSTREGISTER_PORTABLE = 0x1
};

/* Initialization and version.  cuInit's FLAGS must be 0.  A version is
   1000 * major + 10 * minor: 12040 for CUDA 12.4.  */

CUresult cuInit (unsigned int flags);
CUresult cuDriverGetVersion (int *version);

/* Devices.  */

CUresult cuDeviceGetCount (int *count);
CUresult cuDeviceGet (CUdevice *device, int ordinal);
CUresult cuDeviceGetName (char *name, int len, CUdevice device);
CUresult cuDeviceGetAttribute (int *value, CUdevice_attribute attribute,
			       CUdevice device);
CUresult cuDeviceTotalMem (size_t *bytes, CUdevice device);

/* Contexts.  gpugen uses the device's primary context, the one the CUDA
   runtime library would share, made current per thread.  */

CUresult cuDevicePrimaryCtxRetain (CUcontext *context, CUdevice device);
CUresult cuDevicePrimaryCtxRelease (CUdevice device);
CUresult cuCtxSetCurrent (CUcontext context);
CUresult cuCtxGetCurrent (CUcontext *context);
CUresult cuCtxSynchronize (void);

/* Modules and kernels.  IMAGE is a fatbinary, a cubin, or NUL-terminated
   PTX text; the driver finds its size itself.  */

CUresult cuModuleLoadData (CUmodule *module, const void *image);
CUresult cuModuleLoadDataEx (CUmodule *module, const void *image,
			     unsigned int num_options, CUjit_option *options,
			     void **option_values);
CUresult cuModuleGetFunction (CUfunction *function, CUmodule module,
			      const char *name);
CUresult cuModuleGetGlobal (CUdeviceptr *address, size_t *bytes,
			    CUmodule module, const char *name);
CUresult cuModuleUnload (CUmodule module);
CUresult cuFuncGetAttribute (int *value, CUfunction_attribute attribute,
			     CUfunction function);
CUresult cuFuncSetAttribute (CUfunction function,
			     CUfunction_attribute attribute, int value);

/* Memory.  */

CUresult cuMemAlloc (CUdeviceptr *address, size_t bytes);
CUresult cuMemFree (CUdeviceptr address);
CUresult cuMemGetAddressRange (CUdeviceptr *base, size_t *size,
			       CUdeviceptr address);
CUresult cuMemGetInfo (size_t *free_bytes, size_t *total_bytes);
CUresult cuMemcpyHtoD (CUdeviceptr destination, const void *source,
		       size_t bytes);
CUresult cuMemcpyDtoH (void *destination, CUdeviceptr source, size_t bytes);
CUresult cuMemcpyDtoD (CUdeviceptr destination, CUdeviceptr source,
		       size_t bytes);
CUresult cuMemsetD8 (CUdeviceptr destination, unsigned char value,
		     size_t count);

/* Page-locked host memory: allocated (cuMemAllocHost, cuMemFreeHost)
   or a range of ordinary memory locked in place (cuMemHostRegister,
   cuMemHostUnregister).  */
CUresult cuMemAllocHost (void **pointer, size_t bytes);
CUresult cuMemFreeHost (void *pointer);
CUresult cuMemHostRegister (void *pointer, size_t bytes, unsigned int flags);
CUresult cuMemHostUnregister (void *pointer);
/* Streams, and copies queued on one.  A copy from or to pageable
   memory is synchronous with respect to the host memory: it returns
   once the source was read (to the device) or the destination written
   (to the host).  A copy from or to page-locked memory returns at
   once.  */
CUresult cuStreamCreate (CUstream *stream, unsigned int flags);
CUresult cuStreamDestroy (CUstream stream);
CUresult cuStreamSynchronize (CUstream stream);
CUresult cuMemcpyHtoDAsync (CUdeviceptr destination, const void *source,
			    size_t bytes, CUstream stream);
CUresult cuMemcpyDtoHAsync (void *destination, CUdeviceptr source,
			    size_t bytes, CUstream stream);
CUresult cuMemcpyDtoDAsync (CUdeviceptr destination, CUdeviceptr source,
			    size_t bytes, CUstream stream);
CUresult cuMemsetD8Async (CUdeviceptr destination, unsigned char value,
			  size_t count, CUstream stream);
/* The parameters of a kernel node of a graph, as the unversioned
   entry points cuGraphAddKernelNode and cuGraphExecKernelNodeSetParams
   take them (CUDA_KERNEL_NODE_PARAMS_v1 in NVIDIA's header; the _v2
   entry points take a longer structure).  */
typedef struct CUDA_KERNEL_NODE_PARAMS_st
{
  CUfunction func;
  unsigned int gridDimX, gridDimY, gridDimZ;
  unsigned int blockDimX, blockDimY, blockDimZ;
  unsigned int sharedMemBytes;
  void **kernelParams;
  void **extra;
} CUDA_KERNEL_NODE_PARAMS;
/* Graphs (CUDA 11.4 and later): a chain of kernel nodes, instantiated
   once, launched on a stream, its nodes' parameters updated in place.  */
CUresult cuGraphCreate (CUgraph *graph, unsigned int flags);
CUresult cuGraphAddKernelNode (CUgraphNode *node, CUgraph graph,
			       const CUgraphNode *dependencies,
			       size_t num_dependencies,
			       const CUDA_KERNEL_NODE_PARAMS *params);
CUresult cuGraphInstantiateWithFlags (CUgraphExec *exec, CUgraph graph,
				      unsigned long long flags);
CUresult cuGraphExecKernelNodeSetParams (CUgraphExec exec, CUgraphNode node,
					 const CUDA_KERNEL_NODE_PARAMS *params);
CUresult cuGraphLaunch (CUgraphExec exec, CUstream stream);
CUresult cuGraphExecDestroy (CUgraphExec exec);
CUresult cuGraphDestroy (CUgraph graph);
/* Launch.  PARAMS points to an array holding, for each kernel parameter
   in order, a pointer to its value; EXTRA is NULL here.  */

CUresult cuLaunchKernel (CUfunction function, unsigned int grid_x,
			 unsigned int grid_y, unsigned int grid_z,
			 unsigned int block_x, unsigned int block_y,
			 unsigned int block_z, unsigned int shared_bytes,
			 CUstream stream, void **params, void **extra);

/* Events, for timing launches.  */

CUresult cuEventCreate (CUevent *event, unsigned int flags);
CUresult cuEventRecord (CUevent event, CUstream stream);
CUresult cuEventSynchronize (CUevent event);
CUresult cuEventElapsedTime (float *milliseconds, CUevent start,
			     CUevent end);
CUresult cuEventDestroy (CUevent event);

/* Error decoding (CUDA 6.0 and later).  On success *TEXT points to a
   static string: the enumerator's name, or its description.  */

CUresult cuGetErrorString (CUresult error, const char **text);
CUresult cuGetErrorName (CUresult error, const char **text);

#ifdef __cplusplus
}
#endif

#endif /* GPUGEN_CUDA_H */
