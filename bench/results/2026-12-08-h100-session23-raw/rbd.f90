! Red-black Gauss-Seidel with a max error, strided form, the dummy it as DO variable: ms per call.
subroutine rbf (n, u, f, tol, maxit, it)
  integer, intent(in) :: n, maxit
  real(8), intent(inout) :: u(n,n)
  real(8), intent(in) :: f(n,n), tol
  integer, intent(out) :: it
  integer :: i, j, c
  real(8) :: err, v
  do it = 1, maxit
    err = 0
    do c = 0, 1
      do j = 2, n - 1
        do i = 2 + mod (j + c, 2), n - 1, 2
          v = 0.25d0 * (u(i-1,j) + u(i+1,j) + u(i,j-1) + u(i,j+1) - f(i,j))
          err = max (err, abs (v - u(i,j)))
          u(i,j) = v
        end do
      end do
    end do
    if (err < tol) exit
  end do
end subroutine
program rbd
  implicit none
  integer :: n, maxit, it, c, nargs
  character(len=32) :: arg
  real(8), allocatable :: u(:,:), f(:,:)
  integer(8) :: t0, t1, rate
  n = 1000; maxit = 20
  nargs = command_argument_count ()
  if (nargs >= 1) then
    call get_command_argument (1, arg); read (arg, *) n
  end if
  if (nargs >= 2) then
    call get_command_argument (2, arg); read (arg, *) maxit
  end if
  allocate (u(n,n), f(n,n))
  do c = 1, 3
    u = 0; u(1,:) = 1; f = 0
    call system_clock (t0, rate)
    call rbf (n, u, f, 1d-14, maxit, it)
    call system_clock (t1)
    print '(a,i0,a,i0,a,i0,a,f12.3,a,es22.15)', 'rbd n=', n, ' steps=', it, ' call ', c, ': ', &
      1d3 * real (t1 - t0, 8) / rate, ' ms; sum ', sum (u)
  end do
end program
