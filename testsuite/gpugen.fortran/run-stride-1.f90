! Loops with a step other than 1 and a parity condition, in Fortran:
! "do i = 1, n, 2" and "do i = n, 1, -3" (gfortran counts them with an
! unsigned trip count, (n - 1) / 3 computed between the loops), and a
! red sweep of a red-black relaxation written with mod (i + j, 2) on an
! explicit-shape dummy.  The results match a host reference for an odd
! and an even size.
! { dg-do run }

module run_stride_1
  implicit none
  ! Relative tolerance against the largest magnitude of the reference.
  real(8), parameter :: tol = 1d-12
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
contains
  subroutine steps (n, a, b)
    integer, intent(in) :: n
    real(8), intent(inout) :: a(n), b(n)
    integer :: i
    do i = 1, n, 2
      a(i) = b(i) + 1
    end do
    do i = n, 1, -3
      b(i) = 2 * a(i)
    end do
  end subroutine steps

  subroutine steps_ref (n, a, b)
    integer, intent(in) :: n
    real(8), intent(inout) :: a(n), b(n)
    integer :: i
    do i = 1, n, 2
      a(i) = b(i) * one + 1
    end do
    do i = n, 1, -3
      b(i) = 2 * a(i) * one
    end do
  end subroutine steps_ref

  subroutine red (n, u, f)
    integer, intent(in) :: n
    real(8), intent(inout) :: u(n,n)
    real(8), intent(in) :: f(n,n)
    integer :: i, j
    do j = 2, n - 1
      do i = 2, n - 1
        if (mod (i + j, 2) == 0) then
          u(i,j) = 0.25d0 * (u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1) &
               - f(i,j))
        end if
      end do
    end do
  end subroutine red

  subroutine red_ref (n, u, f)
    integer, intent(in) :: n
    real(8), intent(inout) :: u(n,n)
    real(8), intent(in) :: f(n,n)
    integer :: i, j
    do j = 2, n - 1
      do i = 2, n - 1
        if (mod (i + j, 2) == 0) then
          u(i,j) = 0.25d0 * (u(i-1,j) * one + u(i+1,j) + u(i,j-1) &
               + u(i,j+1) - f(i,j))
        end if
      end do
    end do
  end subroutine red_ref

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
end module run_stride_1

program main
  use run_stride_1
  implicit none
  real(8), allocatable :: a(:), b(:), a_ref(:), b_ref(:), u(:,:), f(:,:), &
       u_ref(:,:)
  integer :: i, j, n, t
  do t = 0, 1
    n = nint ((61 + t) * one)
    allocate (a(n), b(n), a_ref(n), b_ref(n), u(n,n), f(n,n), u_ref(n,n))
    do i = 1, n
      a(i) = mod (5 * i, 7) * one
      b(i) = mod (3 * i, 11) - 5 * one
      do j = 1, n
        u(i,j) = mod (i * j, 5) * one
        f(i,j) = mod (i + 2 * j, 9) / 9d0 * one
      end do
    end do
    a_ref = a
    b_ref = b
    u_ref = u
    call steps (n, a, b)
    call steps_ref (n, a_ref, b_ref)
    call check (n, a, a_ref)
    call check (n, b, b_ref)
    call red (n, u, f)
    call red_ref (n, u_ref, f)
    call check (n * n, u, u_ref)
    deallocate (a, b, a_ref, b_ref, u, f, u_ref)
  end do
end program main
