! Several stores on one side of a data-dependent condition: "if (b(i) >
! 0) then; a(i) = ...; c(i) = ...; else; d(i) = ...", three stores on
! the true side and two on the false side, on assumed-shape dummies
! whose bounds the procedure reads (gfortran computes each element's
! address in the branch: an arm of 17 statements), and stores of scalar
! dummies passed by reference, whose loads are in the branch.  Each store becomes a select, in the order of the source, the
! true side's first; the host code keeps each side's stores in one
! branch.  Before, only one store per side was handled ("condition not
! affine").  The results match a host reference, with sizes 0, 1, odd
! and even.
! { dg-do run }
! { dg-options "-O2 -fno-inline -fopt-info-omp-optimized" }
! { dg-prune-output "gpugen: SCoP with" }

module run_select_6
  implicit none
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
contains
  subroutine two_then (a, b, c, d, x)
    real(8), intent(inout) :: a(:), c(:), d(:)
    real(8), intent(in) :: b(:)
    real(8), value :: x
    integer :: i
    if (size (a) < size (b) .or. size (c) < size (b)) stop 1
    if (size (d) < size (b)) stop 2
    do i = 1, size (b) ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      if (b(i) > 0) then
        a(i) = b(i) * 2
        c(i) = b(i) + x
      else
        d(i) = b(i) * 3
      end if
    end do
  end subroutine two_then

  subroutine three_two (a, b, c, d, e, f)
    real(8), intent(inout) :: a(:), c(:), d(:), e(:), f(:)
    real(8), intent(in) :: b(:)
    integer :: i
    if (size (a) < size (b) .or. size (c) < size (b)) stop 3
    if (size (d) < size (b) .or. size (e) < size (b)) stop 4
    if (size (f) < size (b)) stop 5
    do i = 1, size (b) ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      if (b(i) > 0) then
        a(i) = b(i) - 1
        c(i) = 7
        e(i) = b(i) * b(i)
      else
        d(i) = 5
        f(i) = b(i) + 4
      end if
    end do
  end subroutine three_two

  ! The brief's form with scalar dummies passed by reference: their
  ! loads in the branch run where the condition fails too, and the
  ! objects they read exist for the whole call (not optional).
  subroutine by_ref (a, b, c, d, x, y, z)
    real(8), intent(inout) :: a(:), c(:), d(:)
    real(8), intent(in) :: b(:), x, y, z
    integer :: i
    if (size (a) < size (b) .or. size (c) < size (b)) stop 11
    if (size (d) < size (b)) stop 12
    do i = 1, size (b) ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      if (b(i) > 0) then
        a(i) = x
        c(i) = y
      else
        d(i) = z
      end if
    end do
  end subroutine by_ref
end module run_select_6

program main
  use run_select_6
  implicit none
  integer :: sizes(5) = [0, 1, 2, 9, 40]
  integer :: s, n, i
  real(8), allocatable :: a(:), b(:), c(:), d(:), e(:), f(:)
  real(8), allocatable :: ra(:), rc(:), rd(:), re(:), rf(:)

  do s = 1, size (sizes)
    n = nint (sizes(s) * one)
    allocate (a(n), b(n), c(n), d(n), e(n), f(n))
    allocate (ra(n), rc(n), rd(n), re(n), rf(n))
    do i = 1, n
      b(i) = (mod (i, 3) - 1) * one
      a(i) = i * one
      c(i) = 2 * i * one
      d(i) = 3 * i * one
      e(i) = (i - 7) * one
      f(i) = -i * one
      ra(i) = a(i) * one
      rc(i) = c(i) * one
      rd(i) = d(i) * one
      re(i) = e(i) * one
      rf(i) = f(i) * one
    end do
    do i = 1, n
      if (b(i) * one > 0) then
        ra(i) = b(i) * 2 * one
        rc(i) = b(i) * one + 0.5d0
      else
        rd(i) = b(i) * 3 * one
      end if
    end do
    call two_then (a, b, c, d, 0.5d0 * one)
    do i = 1, n
      if (a(i) /= ra(i) * one .or. c(i) /= rc(i) * one) stop 6
      if (d(i) /= rd(i) * one) stop 7
    end do
    do i = 1, n
      if (b(i) * one > 0) then
        ra(i) = b(i) * one - 1
        rc(i) = 7 * one
        re(i) = b(i) * b(i) * one
      else
        rd(i) = 5 * one
        rf(i) = b(i) * one + 4
      end if
    end do
    call three_two (a, b, c, d, e, f)
    do i = 1, n
      if (a(i) /= ra(i) * one .or. c(i) /= rc(i) * one) stop 8
      if (d(i) /= rd(i) * one .or. e(i) /= re(i) * one) stop 9
      if (f(i) /= rf(i) * one) stop 10
    end do
    do i = 1, n
      if (b(i) * one > 0) then
        ra(i) = 1.5d0 * one
        rc(i) = 2.5d0 * one
      else
        rd(i) = 3.5d0 * one
      end if
    end do
    call by_ref (a, b, c, d, 1.5d0 * one, 2.5d0 * one, 3.5d0 * one)
    do i = 1, n
      if (a(i) /= ra(i) * one .or. c(i) /= rc(i) * one) stop 13
      if (d(i) /= rd(i) * one) stop 14
    end do
    deallocate (a, b, c, d, e, f, ra, rc, rd, re, rf)
  end do
end program main
