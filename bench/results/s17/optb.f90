! A 2-D optional assumed-shape weight under present (): time per call.
module optb_m
contains
  subroutine upd (a, b, w)
    real(8), intent(inout) :: a(:,:)
    real(8), intent(in) :: b(:,:)
    real(8), intent(in), optional :: w(:,:)
    integer :: i, j, k
    if (present (w)) then
      do j = 1, size (a, 2)
        do i = 1, size (a, 1)
          do k = 1, 20
            a(i,j) = a(i,j) * 0.5d0 + w(i,j) * b(i,j)
          end do
        end do
      end do
    else
      do j = 1, size (a, 2)
        do i = 1, size (a, 1)
          a(i,j) = a(i,j) + b(i,j)
        end do
      end do
    end if
  end subroutine
end module
program optb
  use optb_m
  real(8), allocatable :: a(:,:), b(:,:), w(:,:)
  integer :: n, c, calls
  integer(8) :: t0, t1, rate
  character(len=16) :: arg
  n = 4000; calls = 5
  if (command_argument_count () >= 1) then
    call get_command_argument (1, arg); read (arg, *) n
  end if
  allocate (a(n,n), b(n,n), w(n,n))
  a = 1; b = 2; w = 0.25d0
  do c = 1, 3
    call upd (a, b, w)
    call system_clock (t0, rate)
    call upd (a, b, w)
    call system_clock (t1)
    print '(a,i0,a,i0,a,f12.3,a,es22.15)', 'optb n=', n, ' call ', c, ': ', &
      1d6 * (t1 - t0) / rate, ' us; sum ', sum (a(:, 1:n:97))
  end do
end program
