! Whole-array assignments to local allocatables inside a loop (rank 3
! and rank 2, reallocated on the first pass): ms per call.
module reallocb_m
contains
  subroutine s (a, n, passes, t)
    integer, intent(in) :: n, passes
    real(8), intent(in) :: a(n,n,n)
    real(8), intent(out) :: t
    real(8), allocatable :: r(:,:,:), q(:,:)
    integer :: it
    do it = 1, passes
      r = sqrt (a) * 2.0d0 + it
      q = a(:,:,1) + it
    end do
    t = r(1,1,1) + r(n,n,n) + q(n,1)
  end subroutine
end module
program reallocb
  use reallocb_m
  real(8), allocatable :: a(:,:,:)
  real(8) :: t
  integer :: n, c
  integer(8) :: t0, t1, rate
  character(len=16) :: arg
  n = 256
  if (command_argument_count () >= 1) then
    call get_command_argument (1, arg); read (arg, *) n
  end if
  allocate (a(n,n,n)); a = 1.5d0
  do c = 1, 3
    call system_clock (t0, rate)
    call s (a, n, 5, t)
    call system_clock (t1)
    print '(a,i0,a,i0,a,f12.3,a,es22.15)', 'reallocb n=', n, ' call ', c, ': ', &
      1d3 * (t1 - t0) / rate, ' ms; t ', t
  end do
end program
