! Fortran's mod and "/" of a value that may be negative, truncated
! toward zero like C's, "if (mod (i / 2 - j / 3, 5) == 1) ... else
! ...", as the condition of a nest, against a host reference (the same
! nest, kept on the host by a volatile factor of 1, exact), every
! element compared exactly for sizes 0 to 7, 41, 48, 63, 64, 70 and
! 300.  gfortran writes "j / 3" subtracted as "j / -3", a negative
! divisor, which the model refused (the nest stayed on the host with
! "condition not affine").  A second nest tests "modulo (i - 2 * j, -4)
! == -1", a floored remainder by a negative constant (the divisor's
! sign), which the model refused too.
! { dg-do run }

module run_divmod_cond_2
  implicit none
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
contains
  subroutine dm (n, m, a, b)
    integer, intent(in) :: n, m
    real(8), intent(inout) :: a(m,n)
    real(8), intent(in) :: b(m,n)
    integer :: i, j
    do i = 1, n
      do j = 1, m
        if (mod (i / 2 - j / 3, 5) == 1) then
          a(j,i) = b(j,i) * 2
        else
          a(j,i) = b(j,i) + 1
        end if
      end do
    end do
  end subroutine dm

  subroutine dm_ref (n, m, a, b)
    integer, intent(in) :: n, m
    real(8), intent(inout) :: a(m,n)
    real(8), intent(in) :: b(m,n)
    integer :: i, j
    do i = 1, n
      do j = 1, m
        if (mod (i / 2 - j / 3, 5) == 1) then
          a(j,i) = b(j,i) * 2 * one
        else
          a(j,i) = (b(j,i) + 1) * one
        end if
      end do
    end do
  end subroutine dm_ref

  subroutine fm (n, a, b)
    integer, intent(in) :: n
    real(8), intent(inout) :: a(n,n)
    real(8), intent(in) :: b(n,n)
    integer :: i, j
    do i = 1, n
      do j = 1, n
        if (modulo (i - 2 * j, -4) == -1) then
          a(j,i) = b(j,i) * 3
        end if
      end do
    end do
  end subroutine fm

  subroutine fm_ref (n, a, b)
    integer, intent(in) :: n
    real(8), intent(inout) :: a(n,n)
    real(8), intent(in) :: b(n,n)
    integer :: i, j
    do i = 1, n
      do j = 1, n
        if (modulo (i - 2 * j, -4) == -1) then
          a(j,i) = b(j,i) * 3 * one
        end if
      end do
    end do
  end subroutine fm_ref

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
end module run_divmod_cond_2

program main
  use run_divmod_cond_2
  implicit none
  integer, parameter :: sizes(14) = [0, 1, 2, 3, 4, 5, 6, 7, 41, 48, 63, 64, 70, 300]
  real(8), allocatable :: u(:,:), r(:,:), f(:,:)
  integer :: k, n
  do k = 1, size (sizes)
    n = sizes(k)
    allocate (u(n,n), r(n,n), f(n,n))
    call init (n, u, r, f)
    call dm (n, n, u, f)
    call dm_ref (n, n, r, f)
    call check (n * n, u, r)
    call fm (n, u, f)
    call fm_ref (n, r, f)
    call check (n * n, u, r)
    deallocate (u, r, f)
  end do
end program main
