! Allocatables of a main program whose extent is set before the
! allocate on one arm of a branch and read by a call on the other
! ("n = 24; if (...) read (buf, *) n; allocate (a(n,n,n))", issue 16):
! GCC scalarizes their descriptors, and the strides and the offset
! reach the loops as PHI nodes of the join after the allocation, the
! constants of the arm that keeps n (24, 576) beside "(long) MAX (n,
! 0)" and its square.  At rank 3 there were two stride parameters that
! delinearization could not relate ("parametric stride").
! gpugen-descr-realloc.cc's phi_offset_anchored writes the PHIs as
! polys of one of them, which holds on every path (lower bounds 1), or
! of a loop bound "ub", reading each extent "MAX (ub - lb + 1, 0)" as
! "ub - lb + 1" under a run-time check (lower bounds 0, -2 and 5).  Each
! nest runs as a kernel, on the arm that reads n (a, b, w) and on the
! one that keeps it (c, v), and matches a host reference element by
! element.
! { dg-do run }
! { dg-options "-O2 -fno-inline -fchecking=1 -fopt-info-omp-optimized" }
! { dg-prune-output "gpugen: SCoP with" }

module run_alloc_cond_1
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
end module run_alloc_cond_1

program main
  use run_alloc_cond_1
  implicit none
  real(8), allocatable :: a(:,:,:), b(:,:,:), w(:,:,:), c(:,:,:), v(:,:)
  real(8), allocatable :: u(:,:,:)
  integer :: n, m, l, i, j, k
  integer(c_long) :: before
  character(len=16) :: buf
  write (buf, '(i0)') nint (13 * one)
  n = 24
  if (one > 0) read (buf, *) n
  allocate (a(n,n,n), b(n,n,n), w(0:n-1,-2:n-3,5:n+4))
  m = 7
  if (command_argument_count () >= 1) then
    call get_command_argument (1, buf)
    read (buf, *) m
  end if
  allocate (c(m,m,m), v(m,m))
  l = 6
  if (command_argument_count () >= 2) then
    call get_command_argument (2, buf)
    read (buf, *) l
  end if
  allocate (u(0:l-1,-2:l-3,5:l+4))
  ! No call of the runtime before the first region: it chooses its
  ! backend at the first call, once a region registered its image.
  a = 1.5d0 ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
  if (forced () .and. gpugen_kernel_launches () /= 1) stop 1
  before = gpugen_kernel_launches ()
  do k = 1, n ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
    do j = 1, n
      do i = 1, n
        b(i, j, k) = a(i, j, k) + i + 2 * j + 3 * k
      end do
    end do
  end do
  do k = 5, n + 4 ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
    do j = -2, n - 3
      do i = 0, n - 1
        w(i, j, k) = 4 * i - j + 7 * k
      end do
    end do
  end do
  c = 0.5d0 ! { dg-optimized "gpugen: loop nest offloaded to the GPU: 2 kernels" }
  ! One region with the nest above: two kernels.
  do j = 1, m
    do i = 1, m
      v(i, j) = c(i, j, 2) + 5 * i - j
    end do
  end do
  u = 2.5d0 ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
  do k = 5, l + 4 ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
    do j = -2, l - 3
      do i = 0, l - 1
        u(i, j, k) = u(i, j, k) + 4 * i - j + 7 * k
      end do
    end do
  end do
  if (forced () .and. gpugen_kernel_launches () - before /= 6) stop 2
  if (n /= 13 .or. m /= 7 .or. l /= 6) stop 3
  do k = 1, n
    do j = 1, n
      do i = 1, n
        if (a(i, j, k) /= 1.5d0 * one) stop 4
        if (b(i, j, k) /= (1.5d0 + i + 2 * j + 3 * k) * one) stop 5
        if (w(i - 1, j - 3, k + 4) /= (4 * (i - 1) - (j - 3) &
            + 7 * (k + 4)) * one) stop 6
      end do
    end do
  end do
  do k = 1, m
    do j = 1, m
      do i = 1, m
        if (c(i, j, k) /= 0.5d0 * one) stop 7
      end do
      if (v(k, j) /= (0.5d0 + 5 * k - j) * one) stop 8
    end do
  end do
  do k = 1, l
    do j = 1, l
      do i = 1, l
        if (u(i - 1, j - 3, k + 4) /= (2.5d0 + 4 * (i - 1) - (j - 3) &
            + 7 * (k + 4)) * one) stop 9
      end do
    end do
  end do
end program main
