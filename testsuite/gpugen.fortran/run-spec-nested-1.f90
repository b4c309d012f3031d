! Conditional stores inside a condition (run-spec-nested-1.c in
! Fortran): "if (x > c) then; if (y > d) then; a = y; else; a = d;
! end if; end if" gives stores under y > d and under x > c, made
! unconditional on trial, the inner first; the end of the pass puts
! them back in the reverse order (before, the inner condition was
! tested ahead of the block that computes it: invalid SSA, an ICE with
! checking, wrong host code without).  keep_last keeps its nest on the
! host (a scalar live after it); nested runs on the device (its 6
! calls enter its region).  Results
! are compared exactly with a host reference.
! { dg-do run }
! { dg-options "-O2 -fno-inline -fchecking=1" }
! { dg-set-target-env-var GPUGEN_PROFILE "1" }
! { dg-output "region \[^\r\n\]*\\(nested\\): 6 entries" }

module run_spec_nested_1
  implicit none
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
contains
  subroutine keep_last (n, x, a, s)
    integer, intent(in) :: n
    real(8), intent(in) :: x(n + 1, n + 1)
    real(4), intent(inout) :: a(n, n)
    real(4), intent(out) :: s
    integer :: i, j
    s = 1
    do j = 1, n
      do i = 1, n
        if (x(i, j) > 0.25d0) then
          if (x(i, j + 1) > 1d0) then
            a(1, i) = real (x(i, j + 1), 4)
          else
            a(1, i) = 1
          end if
        end if
        s = -0.375 * real (x(i + 1, j), 4)
      end do
    end do
  end subroutine keep_last

  subroutine nested (n, x, a, b)
    integer, intent(in) :: n
    real(8), intent(in) :: x(n + 1, n + 1)
    real(4), intent(inout) :: a(n, n), b(n, n)
    integer :: i, j
    do j = 1, n
      do i = 1, n
        if (x(i, j) > 0.25d0) then
          if (x(i + 1, j) > 1d0) then
            a(i, j) = real (x(i + 1, j), 4)
          else
            a(i, j) = 1
          end if
        else
          if (x(i, j + 1) < 0.5d0) then
            b(i, j) = -real (x(i, j + 1), 4)
          else
            b(i, j) = 0.5
          end if
        end if
      end do
    end do
  end subroutine nested
end module run_spec_nested_1

program main
  use run_spec_nested_1
  implicit none
  integer, parameter :: nmax = 21
  real(8) :: x(nmax + 1, nmax + 1)
  real(4), allocatable :: a(:,:), b(:,:), ra(:,:), rb(:,:)
  real(4) :: s
  integer :: i, j, n
  do j = 1, nmax + 1
    do i = 1, nmax + 1
      x(i, j) = mod (i * 7 + j * 13, 11) * 0.2d0
    end do
  end do
  do n = 1, nmax, 4
    allocate (a(n, n), b(n, n), ra(n, n), rb(n, n))
    a = -1
    b = -2
    ra = a
    rb = b
    do j = 1, n
      do i = 1, n
        if (x(i, j) * one > 0.25d0) then
          if (x(i + 1, j) > 1d0) then
            ra(i, j) = real (x(i + 1, j), 4)
          else
            ra(i, j) = 1
          end if
        else
          if (x(i, j + 1) < 0.5d0) then
            rb(i, j) = -real (x(i, j + 1), 4)
          else
            rb(i, j) = 0.5
          end if
        end if
      end do
    end do
    call nested (n, x(1:n + 1, 1:n + 1), a, b)
    if (any (a /= ra) .or. any (b /= rb)) stop 1
    a = -1
    ra = a
    do j = 1, n
      do i = 1, n
        if (x(i, j) * one > 0.25d0) then
          if (x(i, j + 1) > 1d0) then
            ra(1, i) = real (x(i, j + 1), 4)
          else
            ra(1, i) = 1
          end if
        end if
      end do
    end do
    call keep_last (n, x(1:n + 1, 1:n + 1), a, s)
    if (any (a /= ra)) stop 2
    if (s /= -0.375 * real (x(n + 1, n), 4)) stop 3
    deallocate (a, b, ra, rb)
  end do
end program main
