! Whole-array assignments to allocatable module arrays, which Fortran
! 2003 reallocates when the shapes differ: gfortran writes through PHI
! nodes of the data pointer, offset and index shifts from before and
! after the reallocation.  They are replaced by their values without
! reallocation under a run-time check that none happened: the first
! assignment runs as a kernel; an assignment to an unallocated array
! and one to an array of another shape reallocate and take the host
! path.  The results match a host reference.  Compiled with GCC's IL
! checks: the run-time check is computed before the region, where the
! index shifts without reallocation (computed only on that arm, in
! COPY) are not known, so that their computation is copied there;
! COPY runs as a kernel where gc has ga's shape (its own lower bounds
! too), and on the host after a reallocation, or where gc has another
! shape of as many elements (no reallocation, new bounds) (checked where
! regions must run on the device: on the emulator, or under
! GPUGEN_OFFLOAD=always).
! { dg-do run }
! { dg-options "-O2 -fno-inline -fchecking=1 -fopt-info-omp-optimized" }
! { dg-prune-output "gpugen: SCoP with" }

module run_realloc_1
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
  real(8), allocatable :: ga(:,:), gb(:,:), gc(:,:)
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

  subroutine upd ()
    ga = ga * 0.5d0 + gb ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
  end subroutine upd

  subroutine copy ()
    gc = ga + 1 ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
  end subroutine copy

  ! Call COPY; stop with CODE unless it launched LAUNCHES kernels
  ! (where regions must run on the device; any count where LAUNCHES
  ! is negative).
  subroutine copy_launches (launches, code)
    integer, intent(in) :: launches, code
    integer(c_long) :: before
    before = gpugen_kernel_launches ()
    call copy ()
    if (launches >= 0 .and. forced () &
        .and. gpugen_kernel_launches () /= before + launches) stop code
  end subroutine copy_launches

  ! Abort unless A (M x N) holds K * (I + 2 J mod 7) + B at (I, J).
  subroutine check (a, m, n, k, b)
    real(8), intent(in) :: a(:,:), k, b
    integer, intent(in) :: m, n
    integer :: i, j
    if (size (a, 1) /= m .or. size (a, 2) /= n) call abort ()
    do j = 1, n
      do i = 1, m
        if (a(i,j) * one /= k * mod (i + 2 * j, 7) + b) call abort ()
      end do
    end do
  end subroutine check
end module run_realloc_1

program main
  use run_realloc_1
  implicit none
  integer :: i, j, m, n
  m = nint (30 * one)
  n = nint (20 * one)
  allocate (ga(m,n), gb(m,n))
  do j = 1, n
    do i = 1, m
      ga(i,j) = 2 * mod (i + 2 * j, 7) * one
      gb(i,j) = 3 * one
    end do
  end do
  call upd ()
  call check (ga, m, n, 1d0, 3d0)
  ! Unallocated: allocated on the host path.
  call copy_launches (0, 10)
  call check (gc, m, n, 1d0, 4d0)
  ! Of ga's shape: the kernel.
  gc = -one ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
  call copy_launches (1, 11)
  call check (gc, m, n, 1d0, 4d0)
  ! Another shape: reallocated on the host path, then the kernel.
  deallocate (gc)
  allocate (gc(5,5))
  call copy_launches (0, 12)
  call check (gc, m, n, 1d0, 4d0)
  call copy_launches (1, 13)
  call check (gc, m, n, 1d0, 4d0)
  ! ga's shape with other lower bounds, which gc keeps: the kernel.
  deallocate (gc)
  allocate (gc(0:m-1,-1:n-2))
  gc = -one ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
  call copy_launches (1, 14)
  if (lbound (gc, 1) /= 0 .or. lbound (gc, 2) /= -1) stop 20
  call check (gc, m, n, 1d0, 4d0)
  ! As many elements in another shape: no reallocation, but the
  ! bounds change: the host path.
  deallocate (gc)
  allocate (gc(n,m))
  gc = -one ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
  call copy_launches (0, 15)
  call check (gc, m, n, 1d0, 4d0)
  ! As many rows, fewer columns: reallocated, maybe in place (then the
  ! offset and the data pointer are those from before); right either
  ! way.
  deallocate (gc)
  allocate (gc(m,n/2))
  gc = -one ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
  call copy_launches (-1, 16)
  call check (gc, m, n, 1d0, 4d0)
  call copy_launches (1, 17)
  call check (gc, m, n, 1d0, 4d0)
end program main
