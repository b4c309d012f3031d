! Speculative accesses on explicit-shape dummies, whose extents the model
! does not trust (old code passes smaller arrays; gfortran drops the
! declared extent of a masked "do concurrent"): a search that runs past
! its exit on data (search_dummy), conditional stores made unconditional
! (explicit), a masked "do concurrent" (masked), a "where ... elsewhere"
! (where_two), and a store whose value loads an optional scalar dummy
! (optional_arg).  No parameter value proves those accesses inside the
! dummies, so the regions check at run time that the host memory of
! the dummies' copies is mapped, readable (and writable where copied
! back) and private (__gpugen_region_host_range_ok), and run on the
! device where it is.  optional_arg is also called without its
! optional dummy, whose "array" is then at address 0, where the program
! never loads it (no element passes the condition): the check fails and
! the original host code runs (without it, the copy in would fault);
! the profile counts that execution.  The results match a host
! reference.
! { dg-do run }
! { dg-options "-O2 -fno-inline -fopt-info-omp-optimized" }
! { dg-prune-output "gpugen: SCoP with" }
! { dg-set-target-env-var GPUGEN_PROFILE "1" }
! { dg-output "region \[^\r\n\]*\\(optional_arg\\): 1 of 2 executions on the device, 1 on the host \\(1 by the host memory check\\)" }

module run_spec_range_1
  implicit none
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
contains
  subroutine search_dummy (n, key, x, q)
    integer, intent(in) :: n
    real(8), intent(in) :: key, x(n,n)
    integer, intent(out) :: q(n)
    integer :: i, j, p
    do i = 1, n ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      p = 0
      do j = 1, n
        if (x(j,i) == key) then
          p = j
          exit
        end if
      end do
      q(i) = p
    end do
  end subroutine search_dummy

  subroutine explicit (p, q, w, n)
    integer :: n, i
    real(8) :: p(n), q(n), w(n)
    do i = 1, n ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      if (w(i) > 0) then
        p(i) = w(i) - 1
        q(i) = w(i) * w(i)
      end if
    end do
  end subroutine explicit

  subroutine masked (x, y, n, m)
    integer :: n, m, i, j
    real(8) :: x(n,m), y(n,m)
    do concurrent (j = 1:m, i = 1:n, x(i,j) > 0.5d0) ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      y(i,j) = x(i,j) * 2 + y(i,j)
    end do
  end subroutine masked

  subroutine where_two (b, c, d, n)
    integer :: n
    real(8) :: b(n), c(n), d(n)
    where (b > 0) ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      c = b * 2
    elsewhere
      d = b + d
    end where
  end subroutine where_two

  subroutine optional_arg (p, w, n, x)
    real(8), intent(inout) :: p(:)
    real(8), intent(in) :: w(:)
    real(8), intent(in), optional :: x
    integer :: n, i
    if (size (p) < n .or. size (w) < n) stop 4
    do i = 1, n ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      if (w(i) > 0) p(i) = x
    end do
  end subroutine optional_arg
end module run_spec_range_1

program main
  use run_spec_range_1
  implicit none
  integer, parameter :: n = 37, m = 23
  real(8) :: x(n,n), w(n), p(n), q(n), rp(n), rq(n), key
  real(8) :: a(n,m), b(n,m), r(n,m), c(n), d(n), rc(n), rd(n)
  integer :: pos(n), rpos(n), i, j

  ! search_dummy: keys at the first, a middle and the last position, and
  ! nowhere.
  key = 7
  do i = 1, n
    do j = 1, n
      x(j,i) = mod (3 * i + 5 * j, 6) * one
    end do
    x(1 + mod (i * 5, n),i) = key * one
  end do
  do j = 1, n
    x(j,4) = 0 * one
    x(j,6) = 0 * one
  end do
  x(1,5) = key
  x(n,6) = key
  do i = 1, n
    rpos(i) = 0
    do j = 1, n
      if (x(j,i) * one == key) then
        rpos(i) = j
        exit
      end if
    end do
  end do
  call search_dummy (n, key, x, pos)
  if (any (pos /= rpos)) stop 1
  if (rpos(4) /= 0 .or. rpos(5) /= 1 .or. rpos(6) /= n) stop 2

  ! explicit: the condition true for some elements, false for others.
  do i = 1, n
    w(i) = (mod (i, 3) - 1) * i * one
    p(i) = -i * one
    q(i) = 100 + i * one
    rp(i) = p(i)
    rq(i) = q(i)
    if (w(i) * one > 0) then
      rp(i) = w(i) - 1
      rq(i) = w(i) * w(i)
    end if
  end do
  call explicit (p, q, w, n)
  if (any (p /= rp) .or. any (q /= rq)) stop 3

  ! masked.
  do j = 1, m
    do i = 1, n
      a(i,j) = (mod (3 * i + 5 * j, 7) - 2) * 0.25d0 * one
      b(i,j) = (i - 2 * j) * one
      r(i,j) = b(i,j)
      if (a(i,j) * one > 0.5d0) r(i,j) = a(i,j) * 2 + r(i,j)
    end do
  end do
  call masked (a, b, n, m)
  if (any (b /= r)) stop 5

  ! where_two.
  do i = 1, n
    c(i) = i * one
    d(i) = -2 * i * one
    rc(i) = c(i)
    rd(i) = d(i)
    if (w(i) * one > 0) then
      rc(i) = w(i) * 2
    else
      rd(i) = w(i) + rd(i)
    end if
  end do
  call where_two (w, c, d, n)
  if (any (c /= rc) .or. any (d /= rd)) stop 6

  ! optional_arg: present (the device), then absent where no element
  ! passes the condition (the host).
  rp = p
  do i = 1, n
    if (w(i) * one > 0) rp(i) = 0.5d0
  end do
  call optional_arg (p, w, n, 0.5d0)
  if (any (p /= rp)) stop 7
  do i = 1, n
    w(i) = -abs (w(i)) - one
  end do
  call optional_arg (p, w, n)
  if (any (p /= rp)) stop 8
end program main
