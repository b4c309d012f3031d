! Arrays allocated after a branch on their size, as gpubench's
! jacobi-2d-modern's main does: jump threading copies the size check
! of the allocation onto both arms of "if (n > 1000)", so that the
! offset and the stride of the arrays are PHI nodes of two copies of
! one computation, "~(long) MAX (n, 0)" and "(long) MAX (n, 0)".  They
! are that computation, made again before the region (one MAX for
! both, a parameter: delinearization relates the offset to the
! stride); before, they were two unrelated parameters, the run-time
! check of the rows failed, and the initialisation nest and the copies
! of allocate (source=) ran on the host although reported offloaded.
! Each runs as a kernel (checked where regions must run on the device:
! the emulator, or GPUGEN_OFFLOAD=always) and matches a host reference.
! { dg-do run }
! { dg-options "-O2 -fno-inline -fchecking=1 -fopt-info-omp-optimized" }
! { dg-prune-output "gpugen: SCoP with" }

module run_alloc_phi_1
  use iso_c_binding, only: c_long, c_ptr, c_char, c_f_pointer
  implicit none
  interface
    ! The name of the runtime's backend.
    function gpugen_backend () bind (c)
      import :: c_ptr
      type(c_ptr) :: gpugen_backend
    end function gpugen_backend
    ! The runtime's count of kernel launches so far.
    function gpugen_kernel_launches () bind (c)
      import :: c_long
      integer(c_long) :: gpugen_kernel_launches
    end function gpugen_kernel_launches
  end interface
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
contains
  ! Whether regions must run on the device: the emulator's backend, or
  ! GPUGEN_OFFLOAD=always.
  logical function forced ()
    character(kind=c_char), pointer :: name(:)
    character(len=8), parameter :: emu = 'emulator'
    character(len=16) :: offload
    integer :: i
    call c_f_pointer (gpugen_backend (), name, [9])
    forced = .true.
    do i = 1, 8
      if (name(i) /= emu(i:i)) forced = .false.
      if (name(i) == achar (0)) exit
    end do
    call get_environment_variable ('GPUGEN_OFFLOAD', offload)
    if (offload == 'always') forced = .true.
  end function forced
end module run_alloc_phi_1

program main
  use run_alloc_phi_1
  implicit none
  real(8), allocatable :: a(:,:), b(:,:), c(:,:)
  integer :: n, steps, i, j
  integer(c_long) :: before
  n = nint (37 * one)
  steps = 8
  if (n > 1000) steps = 100
  allocate (a(n, n), b(n, n))
  ! No call of the runtime before the first region: it chooses its
  ! backend at the first call, once a region registered its image.
  do j = 1, n ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
    do i = 1, n
      a(i, j) = dble (mod (i * j + 3, 17)) / 17d0
      b(i, j) = dble (mod (2 * i + j, 11)) + steps
    end do
  end do
  if (forced () .and. gpugen_kernel_launches () < 2) stop 1
  before = gpugen_kernel_launches ()
  allocate (c, source = a) ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
  if (forced () .and. gpugen_kernel_launches () == before) stop 2
  do j = 1, n
    do i = 1, n
      if (a(i, j) /= dble (mod (i * j + 3, 17)) / 17d0 * one) stop 3
      if (b(i, j) /= (mod (2 * i + j, 11) + 8) * one) stop 4
      if (c(i, j) /= a(i, j) * one) stop 5
    end do
  end do
end program main
