! An optional allocatable dummy read under present () inside a loop
! nest: the loads of its descriptor fields that gfortran leaves inside
! the outer loop may move before the loop only where the descriptor is
! read already (an absent dummy's descriptor pointer is null).  Called
! without and with it; the results match a host reference.
! { dg-do run }
! { dg-gpugen-expect any }

module run_optional_1
  implicit none
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
contains
  ! A := 2 A, plus W where it is present.
  subroutine addopt (a, w)
    real(8), intent(inout) :: a(:,:)
    real(8), allocatable, optional, intent(in) :: w(:,:)
    integer :: i, j
    do j = 1, size (a, 2)
      if (present (w)) then
        do i = 1, size (a, 1)
          a(i,j) = 2 * a(i,j) + w(i,j)
        end do
      else
        do i = 1, size (a, 1)
          a(i,j) = 2 * a(i,j)
        end do
      end if
    end do
  end subroutine addopt
end module run_optional_1

program main
  use run_optional_1
  implicit none
  real(8), allocatable :: a(:,:), w(:,:)
  integer :: i, j, m, n
  m = nint (17 * one)
  n = nint (13 * one)
  allocate (a(m,n), w(m,n))
  do j = 1, n
    do i = 1, m
      a(i,j) = mod (i + 3 * j, 7) * one
      w(i,j) = mod (2 * i + j, 5) * one
    end do
  end do
  call addopt (a)
  call addopt (a, w)
  do j = 1, n
    do i = 1, m
      if (a(i,j) /= 4 * mod (i + 3 * j, 7) * one + mod (2 * i + j, 5)) &
           call abort ()
    end do
  end do
end program main
