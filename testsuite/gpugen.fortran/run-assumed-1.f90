! Contiguous assumed-shape dummies (a(:), the Fortran 2008 "contiguous"
! attribute), with the trip count size (a): gfortran narrows the extent
! it computes from the descriptor (a 64-bit value) to the 32-bit trip
! count before the loop, and indexes the data pointer as an array of
! run-time size.  The model reads the narrowed count as a parameter and
! the data pointer as the array's base.  y matches a host reference.
! { dg-do run }

module run_assumed_1
  implicit none
  ! Relative tolerance against the largest magnitude of the reference.
  real(8), parameter :: tol = 1d-12
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
contains
  subroutine axpy (alpha, x, y)
    real(8), intent(in) :: alpha
    real(8), contiguous, intent(in) :: x(:)
    real(8), contiguous, intent(inout) :: y(:)
    integer :: i
    do i = 1, size (y)
      y(i) = y(i) + alpha * x(i)
    end do
  end subroutine axpy

  subroutine axpy_ref (alpha, x, y)
    real(8), intent(in) :: alpha
    real(8), contiguous, intent(in) :: x(:)
    real(8), contiguous, intent(inout) :: y(:)
    integer :: i
    do i = 1, size (y)
      y(i) = y(i) * one + alpha * x(i)
    end do
  end subroutine axpy_ref

  ! Abort unless each of the CNT elements of X differs from the same
  ! element of REF by at most TOL times the largest magnitude in REF.
  subroutine check (cnt, x, ref)
    integer, intent(in) :: cnt
    real(8), intent(in) :: x(cnt), ref(cnt)
    real(8) :: scale
    integer :: i
    scale = 1
    do i = 1, cnt
      scale = max (scale, abs (ref(i) * one))
    end do
    do i = 1, cnt
      if (.not. (abs (x(i) * one - ref(i)) <= tol * scale)) call abort ()
    end do
  end subroutine check
end module run_assumed_1

program main
  use run_assumed_1
  implicit none
  real(8), allocatable :: x(:), y(:), y_ref(:)
  integer :: i, n
  n = nint (1000 * one)
  allocate (x(n), y(n), y_ref(n))
  do i = 1, n
    x(i) = mod (7 * i, 13) * one - 6
    y(i) = mod (3 * i, 5) * one
  end do
  y_ref = y
  call axpy (0.5d0 * one, x, y)
  call axpy_ref (0.5d0, x, y_ref)
  call check (n, y, y_ref)
  deallocate (x, y, y_ref)
end program main
