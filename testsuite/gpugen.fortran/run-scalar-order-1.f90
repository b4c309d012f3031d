! A scalar whose live range the new schedule breaks inside one kernel
! (issue 11): in each step t, s starts from x(10), sums a diagonal of c
! in a loop that also rewrites x, and g(t) reads it.  The steps carry
! dependences through x, so isl's schedule runs the loops of all steps
! in a single-thread kernel, skewed and interleaved; s kept in a
! register would mix the partial sums of two steps.  gpugen keeps a
! scalar in registers only where every write -> read pair of its
! dataflow stays in one thread of one launch, in order, and keeps s in
! device memory here.  The result matches a host reference.
! { dg-do run }

module run_scalar_order_1
  implicit none
  integer, parameter :: m = 26
  real(8) :: c(m,m), x(m), y(m), g(m)
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
contains
  subroutine steps (n)
    integer, intent(in) :: n
    real(8) :: s
    integer :: i, t
    do t = 1, 3
      do i = 1, n
        x(i+1) = c(2*i-1,i) - 2.5d0
      end do
      s = x(10)
      do i = 1, n
        s = s + c(i+1,2*i-1)
        x(i) = c(i,2*i-1) * 0.5d0 + 0.5d0
      end do
      g(t) = y(8) - 0.5d0 + s
    end do
  end subroutine steps

  subroutine steps_ref (n, xr, gr)
    integer, intent(in) :: n
    real(8), intent(inout) :: xr(m), gr(m)
    real(8) :: s
    integer :: i, t
    do t = 1, 3
      do i = 1, n
        xr(i+1) = c(2*i-1,i) * one - 2.5d0
      end do
      s = xr(10)
      do i = 1, n
        s = s + c(i+1,2*i-1) * one
        xr(i) = c(i,2*i-1) * one * 0.5d0 + 0.5d0
      end do
      gr(t) = y(8) - 0.5d0 + s
    end do
  end subroutine steps_ref
end module run_scalar_order_1

program main
  use run_scalar_order_1
  implicit none
  real(8) :: xr(m), gr(m)
  integer :: i, j, n
  n = nint (12 * one)
  do i = 1, m
    x(i) = mod (i - 1, 7) * one
    y(i) = mod (i - 1, 3) * one
    g(i) = (mod (i - 1, 5) + 1) * one
    do j = 1, m
      c(j,i) = (mod (j - 1 + 2 * (i - 1), 3) + 0.25d0 * mod (j - 1, 4)) * one
    end do
  end do
  xr = x
  gr = g
  call steps (n)
  call steps_ref (n, xr, gr)
  ! Sums of a few small multiples of 1/4: exact in double.
  do i = 1, m
    if (x(i) * one /= xr(i) .or. g(i) * one /= gr(i)) call abort ()
  end do
end program main
