! A one-dimensional array written at a stride: g(1), g(3), ...,
! g(2n-1) are cleared, and the transfer of g copies all of g(1:2n-1)
! back to the host.  The even elements in that range are not written by
! the region, so g must be copied in too, or they come back as whatever
! the device buffer held (issue 11, shape 4).  The same for the columns
! of h(m,2n) written at a stride.  The untouched elements keep their
! values.
! { dg-do run }

module run_stride_write_1
  implicit none
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
contains
  subroutine clear_odd (n, m, g, h)
    integer, intent(in) :: n, m
    real(8), intent(inout) :: g(2*n), h(m,2*n)
    integer :: i, j
    do i = 1, n
      g(2*i-1) = 0
    end do
    do i = 1, n
      do j = 1, m
        h(j,2*i-1) = i - j
      end do
    end do
  end subroutine clear_odd
end module run_stride_write_1

program main
  use run_stride_write_1
  implicit none
  real(8), allocatable :: g(:), h(:,:)
  integer :: i, j, m, n
  n = nint (64 * one)
  m = nint (40 * one)
  allocate (g(2*n), h(m,2*n))
  do i = 1, 2*n
    g(i) = i * one
    do j = 1, m
      h(j,i) = (i * m + j) * one
    end do
  end do
  call clear_odd (n, m, g, h)
  do i = 1, 2*n
    if (mod (i, 2) == 1) then
      if (g(i) * one /= 0) call abort ()
    else
      if (g(i) * one /= i) call abort ()
    end if
    do j = 1, m
      if (mod (i, 2) == 1) then
        if (h(j,i) * one /= (i + 1) / 2 - j) call abort ()
      else
        if (h(j,i) * one /= i * m + j) call abort ()
      end if
    end do
  end do
  deallocate (g, h)
end program main
