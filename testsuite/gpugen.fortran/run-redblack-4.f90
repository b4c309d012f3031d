! The red-black sweep of detect-redblack-4.f90, under its color loop
! ("do i = 2 + mod (j + c, 2), n - 1, 2"), three times, against a host
! reference (the same sweep, kept on the host by a volatile factor of
! 1, exact), every element compared exactly for sizes 0 to 7 and 41 to
! 70 and 300.
! { dg-do run }

module run_redblack_4
  implicit none
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
contains
  subroutine rbcolor (n, u, f)
    integer, intent(in) :: n
    real(8), intent(inout) :: u(n,n)
    real(8), intent(in) :: f(n,n)
    integer :: i, j, c
    do c = 0, 1
      do j = 2, n - 1
        do i = 2 + mod (j + c, 2), n - 1, 2
          u(i,j) = 0.25d0 * (u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1) - f(i,j))
        end do
      end do
    end do
  end subroutine rbcolor

  subroutine rbcolor_ref (n, u, f)
    integer, intent(in) :: n
    real(8), intent(inout) :: u(n,n)
    real(8), intent(in) :: f(n,n)
    integer :: i, j, c
    do c = 0, 1
      do j = 2, n - 1
        do i = 2 + mod (j + c, 2), n - 1, 2
          u(i,j) = 0.25d0 * (u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1) &
                             - f(i,j)) * one
        end do
      end do
    end do
  end subroutine rbcolor_ref

  subroutine init (n, u, r, f)
    integer, intent(in) :: n
    real(8), intent(out) :: u(n,n), r(n,n), f(n,n)
    integer :: i, j
    do j = 1, n
      do i = 1, n
        u(i,j) = (mod (i * 37 + j * 11, 23) - 7.5d0 + j * 0.125d0) * one
        r(i,j) = u(i,j)
        f(i,j) = mod (i * 5 + j * 3, 7) * 0.5d0 * one
      end do
    end do
  end subroutine init

  subroutine check (count, x, ref)
    integer, intent(in) :: count
    real(8), intent(in) :: x(count), ref(count)
    integer :: i
    do i = 1, count
      if (x(i) * one /= ref(i)) call abort ()
    end do
  end subroutine check
end module run_redblack_4

program main
  use run_redblack_4
  implicit none
  integer, parameter :: sizes(14) = [0, 1, 2, 3, 4, 5, 6, 7, 41, 48, 63, 64, 70, 300]
  real(8), allocatable :: u(:,:), r(:,:), f(:,:)
  integer :: k, n, s
  do k = 1, size (sizes)
    n = sizes(k)
    allocate (u(n,n), r(n,n), f(n,n))
    call init (n, u, r, f)
    do s = 1, 3
      call rbcolor (n, u, f)
      call rbcolor_ref (n, r, f)
      call check (n * n, u, r)
    end do
    deallocate (u, r, f)
  end do
end program main
