! detect-inline-stride-1.f90 run: an assumed-shape dummy's procedure
! inlined at -O3 into a loop of the main program, its first stride
! "s != 0 ? s : 1" read as s, checked to be 1 at run time: the loop
! over whole arrays is one region on the device (GPUGEN_PROFILE names
! it; under main it was "parametric stride", on the host), and a section
! a(1:n:2, :), whose stride GCC knows once the procedure is inlined, is
! modelled with it; each against a host reference bit for bit.  (A
! stride known only at run time makes its loop no region, for another
! reason: "memory reference not supported".)  The copies ra = a * one
! and rb = b * one into the local allocatables, which GCC scalarizes,
! run on the device too (before gpugen_descr_phi_offset, their offset
! was a parameter apart from the stride and their run-time check failed
! every time: "0 of 1 execution on the device").
! { dg-do run }
! { dg-options "-O3" }
! { dg-set-target-env-var GPUGEN_PROFILE "1" }
! { dg-output "region \[^\r\n\]*run-inline-stride-1.f90:48 \\(run_inline_stride_1\\): 1 entry.*" }
! { dg-output "region \[^\r\n\]*run-inline-stride-1.f90:49 \\(run_inline_stride_1\\): 1 entry.*" }
! { dg-output "region \[^\r\n\]*run-inline-stride-1.f90:50 \\(run_inline_stride_1\\): 1 entry" }

module run_inline_stride_1_ref
  implicit none
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
contains
  subroutine smooth_ref (x, y, m)
    integer, intent(in) :: m
    real(8), intent(inout) :: x(:,:)
    real(8), intent(in) :: y(:,:)
    integer :: i, j
    do j = 2, m - 1
      do i = 2, m - 1
        x(i,j) = 0.25d0 * (y(i-1,j) + y(i+1,j) + y(i,j-1) + y(i,j+1)) * one
      end do
    end do
  end subroutine smooth_ref
end module run_inline_stride_1_ref

program run_inline_stride_1
  use run_inline_stride_1_ref
  implicit none
  real(8), allocatable :: a(:,:), b(:,:), ra(:,:), rb(:,:)
  integer :: n, k
  n = 300
  allocate (a(n,n), b(n,n), ra(n,n), rb(n,n))
  call random_number (a)
  call random_number (b)
  ra = a * one
  rb = b * one
  do k = 1, 3
    call smooth (a, b, n)
    call smooth (b, a, n)
  end do
  do k = 1, 3
    call smooth_ref (ra, rb, n)
    call smooth_ref (rb, ra, n)
  end do
  if (any (a /= ra) .or. any (b /= rb)) stop 1
  ! Every other row of the first dimension: a stride of 2.
  do k = 1, 2
    call smooth (a(1:n:2, :), b(1:n:2, :), n / 2)
  end do
  do k = 1, 2
    call smooth_ref (ra(1:n:2, :), rb(1:n:2, :), n / 2)
  end do
  if (any (a /= ra) .or. any (b /= rb)) stop 2
contains
  subroutine smooth (x, y, m)
    integer, intent(in) :: m
    real(8), intent(inout) :: x(:,:)
    real(8), intent(in) :: y(:,:)
    integer :: i, j
    do j = 2, m - 1
      do i = 2, m - 1
        x(i,j) = 0.25d0 * (y(i-1,j) + y(i+1,j) + y(i,j-1) + y(i,j+1))
      end do
    end do
  end subroutine smooth
end program run_inline_stride_1
