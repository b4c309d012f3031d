! Two- and three-dimensional assumed-shape optional dummies under
! present (): gfortran computes their strides and offset under present
! (), and they reach the loops through PHI nodes that are undefined
! where the dummy is absent, which delinearization could not follow
! ("parametric stride").  The first stride is now checked to be 1 at
! run time, the rows are as long as the second stride, the planes as
! long as the quotient of the third by the second (checked to divide),
! the offset is checked to be the one of lower bounds 1, and the
! copies get the check of the host memory (gpugen-descr-optional.cc).
! present () around the nests (upd2: the nest of each arm, upd3, low0)
! and inside the nest (acc2, which writes the dummy); the dummy present
! (a whole array, a section with gaps between its rows or planes:
! kernels launch where regions must run on the device) and absent; a
! section of stride 2 in the first dimension, and a dummy declared
! w(:, 2:), whose offset is one row off that of lower bounds 1: the
! host code, by the run-time checks.  All against host references, bit
! for bit (small integers), and the sections' gaps unchanged.
! GPUGEN_PROFILE counts the executions of each region (with n1 = 0, the
! zero strides of upd3's whole array give planes of no rows, the host
! code, and low0's offset is that of lower bounds 1, a kernel; nothing
! runs either way).
! { dg-do run }
! { dg-options "-O2 -fno-inline -fopt-info-omp-optimized" }
! { dg-prune-output "gpugen: SCoP with" }
! { dg-set-target-env-var GPUGEN_PROFILE "1" }
! { dg-output "region \[^\r\n\]*:\[0-9\]+ \\(upd2\\): 10 of 15 executions on the device, 5 on the host \\(5 by the run-time checks\\).*" }
! { dg-output "region \[^\r\n\]*:\[0-9\]+ \\(low0\\): 1 of 5 executions on the device, 4 on the host \\(4 by the run-time checks\\).*" }
! { dg-output "region \[^\r\n\]*:\[0-9\]+ \\(acc2\\): 15 of 20 executions on the device, 5 on the host \\(5 by the run-time checks\\).*" }
! { dg-output "region \[^\r\n\]*:\[0-9\]+ \\(upd3\\): 9 of 15 executions on the device, 6 on the host \\(6 by the run-time checks\\)" }

module run_optional_3
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

  ! Stop with CODE unless the launches since BEFORE are LAUNCHES, where
  ! regions must run on the device and N > 0.
  subroutine launched (before, launches, n, code)
    integer(c_long), intent(in) :: before
    integer, intent(in) :: launches, n, code
    if (n > 0) then
      if (forced () &
          .and. gpugen_kernel_launches () /= before + launches) stop code
    end if
  end subroutine launched

  ! A := A + W * B where W is present, else A + B.
  subroutine upd2 (a, b, w)
    real(8), intent(inout) :: a(:,:)
    real(8), intent(in) :: b(:,:)
    real(8), intent(in), optional :: w(:,:)
    integer :: i, j
    if (present (w)) then
      do j = 1, size (a, 2) ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
        do i = 1, size (a, 1)
          a(i,j) = a(i,j) + w(i,j) * b(i,j)
        end do
      end do
    else
      do j = 1, size (a, 2) ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
        do i = 1, size (a, 1)
          a(i,j) = a(i,j) + b(i,j)
        end do
      end do
    end if
  end subroutine upd2

  ! A := 2 A, then W := W + A where W is present.
  subroutine acc2 (a, w)
    real(8), intent(inout) :: a(:,:)
    real(8), intent(inout), optional :: w(:,:)
    integer :: i, j
    do j = 1, size (a, 2) ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      do i = 1, size (a, 1)
        a(i,j) = 2 * a(i,j)
        if (present (w)) w(i,j) = w(i,j) + a(i,j)
      end do
    end do
  end subroutine acc2

  ! A := A + W where W is present.
  subroutine upd3 (a, w)
    real(8), intent(inout) :: a(:,:,:)
    real(8), intent(in), optional :: w(:,:,:)
    integer :: i, j, k
    if (present (w)) then
      do k = 1, size (a, 3) ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
        do j = 1, size (a, 2)
          do i = 1, size (a, 1)
            a(i,j,k) = a(i,j,k) + w(i,j,k)
          end do
        end do
      end do
    end if
  end subroutine upd3

  ! A := A + W where W is present, W declared with the lower bound 2
  ! in its second dimension: its offset is not that of lower bounds 1,
  ! one row off (the host code, by the run-time checks).
  subroutine low0 (a, w)
    real(8), intent(inout) :: a(:,:)
    real(8), intent(in), optional :: w(:,2:)
    integer :: i, j
    if (present (w)) then
      do j = 1, size (a, 2) ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
        do i = 1, size (a, 1)
          a(i,j) = a(i,j) + w(i,j+1)
        end do
      end do
    end if
  end subroutine low0

  ! X := V, on the host.
  subroutine set2 (x, v)
    real(8), intent(out) :: x(:,:)
    real(8), intent(in) :: v(:,:)
    integer :: i, j
    do j = 1, size (x, 2)
      do i = 1, size (x, 1)
        x(i,j) = v(i,j) * one
      end do
    end do
  end subroutine set2

  ! X := V, on the host.
  subroutine set3 (x, v)
    real(8), intent(out) :: x(:,:,:)
    real(8), intent(in) :: v(:,:,:)
    integer :: i, j, k
    do k = 1, size (x, 3)
      do j = 1, size (x, 2)
        do i = 1, size (x, 1)
          x(i,j,k) = v(i,j,k) * one
        end do
      end do
    end do
  end subroutine set3

  ! X := C everywhere, on the host.
  subroutine fill2 (x, c)
    real(8), intent(out) :: x(:,:)
    real(8), intent(in) :: c
    integer :: i, j
    do j = 1, size (x, 2)
      do i = 1, size (x, 1)
        x(i,j) = c * one
      end do
    end do
  end subroutine fill2

  ! Stop with CODE unless X = V, on the host.
  subroutine same2 (x, v, code)
    real(8), intent(in) :: x(:,:), v(:,:)
    integer, intent(in) :: code
    integer :: i, j
    do j = 1, size (x, 2)
      do i = 1, size (x, 1)
        if (x(i,j) /= v(i,j) * one) stop code
      end do
    end do
  end subroutine same2

  ! Stop with CODE unless X = V, on the host.
  subroutine same3 (x, v, code)
    real(8), intent(in) :: x(:,:,:), v(:,:,:)
    integer, intent(in) :: code
    integer :: i, j, k
    do k = 1, size (x, 3)
      do j = 1, size (x, 2)
        do i = 1, size (x, 1)
          if (x(i,j,k) /= v(i,j,k) * one) stop code
        end do
      end do
    end do
  end subroutine same3
end module run_optional_3

program main
  use run_optional_3
  implicit none
  integer, parameter :: n1s(5) = [0, 1, 5, 33, 64], n2s(5) = [3, 1, 3, 7, 9]
  real(8), allocatable :: a(:,:), b(:,:), w(:,:), a0(:,:), b0(:,:), w0(:,:)
  real(8), allocatable :: r(:,:), big(:,:), gap(:,:)
  real(8), allocatable :: c(:,:,:), d(:,:,:), c0(:,:,:), r3(:,:,:)
  real(8), allocatable :: big3(:,:,:), gap3(:,:,:)
  integer(c_long) :: before
  integer :: s, i, j, k, n1, n2, n
  do s = 1, size (n1s)
    n1 = nint (n1s(s) * one)
    n2 = nint (n2s(s) * one)
    n = n1 * n2
    allocate (a(n1,n2), b(n1,n2), w(n1,n2), a0(n1,n2), b0(n1,n2), &
              w0(n1,n2), r(n1,n2), big(n1+3,n2+2), gap(n1+3,n2+2))
    do j = 1, n2
      do i = 1, n1
        a0(i,j) = mod (3 * i + j, 7) * one
        b0(i,j) = (mod (i + 2 * j, 5) - 2) * one
        w0(i,j) = mod (i * j, 4) * one + 1
      end do
    end do

    ! upd2, present around the nests: a whole array, absent, a section
    ! with gaps between its rows, a section of stride 2.
    call set2 (a, a0)
    call set2 (b, b0)
    call set2 (w, w0)
    before = gpugen_kernel_launches ()
    call upd2 (a, b, w)
    call launched (before, 1, n, 1)
    do j = 1, n2
      do i = 1, n1
        r(i,j) = a0(i,j) + w0(i,j) * b0(i,j) * one
      end do
    end do
    call same2 (a, r, 2)
    call set2 (a, a0)
    before = gpugen_kernel_launches ()
    call upd2 (a, b)
    call launched (before, 1, n, 3)
    do j = 1, n2
      do i = 1, n1
        r(i,j) = a0(i,j) + b0(i,j) * one
      end do
    end do
    call same2 (a, r, 4)
    call set2 (a, a0)
    call fill2 (big, -1d0)
    call set2 (big(2:n1+1,2:n2+1), w0)
    call set2 (gap, big)
    before = gpugen_kernel_launches ()
    call upd2 (a, b, big(2:n1+1,2:n2+1))
    call launched (before, 1, n, 5)
    do j = 1, n2
      do i = 1, n1
        r(i,j) = a0(i,j) + w0(i,j) * b0(i,j) * one
      end do
    end do
    call same2 (a, r, 6)
    call same2 (big, gap, 7)
    deallocate (big, gap)
    allocate (big(2*n1,n2), gap(2*n1,n2))
    call set2 (a, a0)
    call fill2 (big, -1d0)
    call set2 (big(1:2*n1:2,:), w0)
    call set2 (gap, big)
    before = gpugen_kernel_launches ()
    call upd2 (a, b, big(1:2*n1:2,:))
    call launched (before, 0, n, 8)
    do j = 1, n2
      do i = 1, n1
        r(i,j) = a0(i,j) + w0(i,j) * b0(i,j) * one
      end do
    end do
    call same2 (a, r, 9)
    call same2 (big, gap, 10)
    deallocate (big, gap)
    call set2 (a, a0)
    before = gpugen_kernel_launches ()
    call low0 (a, w)
    call launched (before, 0, n, 29)
    do j = 1, n2
      do i = 1, n1
        r(i,j) = a0(i,j) + w0(i,j) * one
      end do
    end do
    call same2 (a, r, 30)

    ! acc2, present inside the nest, the dummy written: a whole array,
    ! absent, a section with gaps, a section of stride 2.
    allocate (big(n1+3,n2+2), gap(n1+3,n2+2))
    call set2 (a, a0)
    call set2 (w, w0)
    before = gpugen_kernel_launches ()
    call acc2 (a, w)
    call launched (before, 1, n, 11)
    do j = 1, n2
      do i = 1, n1
        r(i,j) = 2 * a0(i,j) * one
      end do
    end do
    call same2 (a, r, 12)
    do j = 1, n2
      do i = 1, n1
        r(i,j) = w0(i,j) + 2 * a0(i,j) * one
      end do
    end do
    call same2 (w, r, 13)
    call set2 (a, a0)
    before = gpugen_kernel_launches ()
    call acc2 (a)
    call launched (before, 1, n, 14)
    do j = 1, n2
      do i = 1, n1
        r(i,j) = 2 * a0(i,j) * one
      end do
    end do
    call same2 (a, r, 15)
    call set2 (a, a0)
    call fill2 (big, -1d0)
    call set2 (big(2:n1+1,2:n2+1), w0)
    call set2 (gap, big)
    do j = 1, n2
      do i = 1, n1
        gap(i+1,j+1) = w0(i,j) + 2 * a0(i,j) * one
      end do
    end do
    before = gpugen_kernel_launches ()
    call acc2 (a, big(2:n1+1,2:n2+1))
    call launched (before, 1, n, 16)
    call same2 (big, gap, 17)
    deallocate (big, gap)
    allocate (big(2*n1,n2), gap(2*n1,n2))
    call set2 (a, a0)
    call fill2 (big, -1d0)
    call set2 (big(1:2*n1:2,:), w0)
    call set2 (gap, big)
    do j = 1, n2
      do i = 1, n1
        gap(2*i-1,j) = w0(i,j) + 2 * a0(i,j) * one
      end do
    end do
    before = gpugen_kernel_launches ()
    call acc2 (a, big(1:2*n1:2,:))
    call launched (before, 0, n, 18)
    call same2 (big, gap, 19)
    deallocate (big, gap)

    ! upd3: a whole array, absent, a section with gaps between its rows
    ! and planes, a section of stride 2.
    allocate (c(n1,n2,3), d(n1,n2,3), c0(n1,n2,3), r3(n1,n2,3), &
              big3(n1+2,n2+2,4), gap3(n1+2,n2+2,4))
    do k = 1, 3
      do j = 1, n2
        do i = 1, n1
          c0(i,j,k) = mod (i + 2 * j + 3 * k, 9) * one
          d(i,j,k) = (mod (i * k + j, 6) - 3) * one
          r3(i,j,k) = c0(i,j,k) + d(i,j,k) * one
        end do
      end do
    end do
    call set3 (c, c0)
    before = gpugen_kernel_launches ()
    call upd3 (c, d)
    call launched (before, 1, n, 20)
    call same3 (c, r3, 21)
    call set3 (c, c0)
    before = gpugen_kernel_launches ()
    call upd3 (c)
    call launched (before, 0, n, 22)
    call same3 (c, c0, 23)
    call set3 (c, c0)
    big3 = -1
    call set3 (big3(2:n1+1,1:n2,2:4), d)
    call set3 (gap3, big3)
    before = gpugen_kernel_launches ()
    call upd3 (c, big3(2:n1+1,1:n2,2:4))
    call launched (before, 1, n, 24)
    call same3 (c, r3, 25)
    call same3 (big3, gap3, 26)
    deallocate (big3, gap3)
    allocate (big3(2*n1,n2,3))
    call set3 (c, c0)
    big3 = -1
    call set3 (big3(1:2*n1:2,:,:), d)
    before = gpugen_kernel_launches ()
    call upd3 (c, big3(1:2*n1:2,:,:))
    call launched (before, 0, n, 27)
    call same3 (c, r3, 28)
    deallocate (a, b, w, a0, b0, w0, r, c, d, c0, r3, big3)
  end do
end program main
