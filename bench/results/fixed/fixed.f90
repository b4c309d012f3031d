! Fixed-shape module arrays swept to a run-time bound (session 12): the
! model saw them one-dimensional before gpugen-delin-fixed.cc, so that
! the outer loop carried a dependence and ran as a host loop of one
! launch per column; time per call, and a checksum.
module grids
  implicit none
  integer, parameter :: nmax = 4096
  real(8) :: p(nmax, nmax), q(nmax, nmax)
contains
  subroutine smooth (n)
    integer, intent(in) :: n
    integer :: i, j
    do j = 2, n - 1
      do i = 2, n - 1
        q(i, j) = 0.25d0 * (p(i - 1, j) + p(i + 1, j) + p(i, j - 1) + p(i, j + 1))
      end do
    end do
  end subroutine smooth
end module grids

program fixed
  use grids
  implicit none
  integer :: i, j, k, n, calls
  integer(8) :: t0, t1, rate
  character(len=16) :: arg
  real(8) :: s
  n = nmax
  calls = 20
  if (command_argument_count () >= 1) then
    call get_command_argument (1, arg)
    read (arg, *) n
  end if
  do j = 1, nmax
    do i = 1, nmax
      p(i, j) = mod (i * 7 + j * 3, 11) * 0.1d0
    end do
  end do
  q = 0
  call smooth (n)
  call system_clock (t0, rate)
  do k = 1, calls
    call smooth (n)
  end do
  call system_clock (t1)
  s = 0
  do j = 1, n
    s = s + q(j, n / 2) + q(n / 3, j)
  end do
  print '(a,i0,a,f10.3,a,es22.15)', 'smooth n=', n, ': ', &
       1d3 * (t1 - t0) / rate / calls, ' ms per call, checksum ', s
end program fixed
