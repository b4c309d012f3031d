! Conditional stores of an element that the condition does not read, in
! Fortran (PPCG's may-writes): "if (b(i,j) > t) a(i,j) = ...".  gpugen
! makes each store unconditional ("c ? new : old", the old value loaded
! first) where every element it may write is inside its array: a module
! array of fixed shape whose subscripts stay within it for the
! parameters (a run-time check), or an element the nest accesses anyway
! (anyway, with explicit-shape dummies).  Two iterations that store the
! same element conditionally are ordered by the output dependence
! (last_above: the last j wins, i stays parallel).  A "where" on module
! arrays is such a store too (masked).  The results match a
! host reference, with both sides of the conditions taken.
! { dg-do run }
! { dg-options "-O2 -fopt-info-omp-optimized" }
! { dg-prune-output "gpugen: SCoP with" }

module run_store_1
  implicit none
  integer, parameter :: nmax = 40
  real(8) :: a(nmax,nmax), b(nmax,nmax), last(nmax)
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
contains
  subroutine copy_above (n, t)
    integer, intent(in) :: n
    real(8), intent(in) :: t
    integer :: i, j
    do j = 1, n ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      do i = 1, n
        if (b(i,j) > t) a(i,j) = b(i,j) * 2
      end do
    end do
  end subroutine copy_above

  subroutine anyway (n, t, x, y)
    integer, intent(in) :: n
    real(8), intent(in) :: t, x(n)
    real(8), intent(inout) :: y(n)
    integer :: i
    do i = 1, n ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      if (x(i) < t) y(i) = x(i)
    end do
    do i = 1, n
      y(i) = y(i) + 1
    end do
  end subroutine anyway

  subroutine last_above (n, t)
    integer, intent(in) :: n
    real(8), intent(in) :: t
    integer :: i, j
    do i = 1, n ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      do j = 1, n
        if (b(j,i) > t) last(i) = b(j,i) + j
      end do
    end do
  end subroutine last_above

  ! A masked whole-array assignment: the conditional stores of "where".
  subroutine masked (t)
    real(8), intent(in) :: t
    where (b > t) a = b - 1 ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
  end subroutine masked
end module run_store_1

program main
  use run_store_1
  implicit none
  real(8) :: a_ref(nmax,nmax), last_ref(nmax), x(nmax), y(nmax), y_ref(nmax)
  integer :: i, j, n
  n = nint (nmax * one)
  do j = 1, n
    do i = 1, n
      b(i,j) = mod (7 * i + 5 * j, 23) - 11 * one
      a(i,j) = -100 - i - j * one
      a_ref(i,j) = a(i,j)
    end do
    last(j) = -one
    last_ref(j) = last(j)
    x(j) = mod (3 * j, 11) - 5 * one
    y(j) = j * one
    y_ref(j) = y(j)
  end do

  call copy_above (n, 3.5d0 * one)
  do j = 1, n
    do i = 1, n
      if (b(i,j) * one > 3.5d0) a_ref(i,j) = b(i,j) * 2
      if (a(i,j) /= a_ref(i,j) * one) call abort ()
    end do
  end do

  call anyway (n, 1.5d0 * one, x, y)
  do i = 1, n
    if (x(i) * one < 1.5d0) y_ref(i) = x(i)
    y_ref(i) = y_ref(i) + 1
    if (y(i) /= y_ref(i) * one) call abort ()
  end do

  call last_above (n, 6.5d0 * one)
  do i = 1, n
    do j = 1, n
      if (b(j,i) * one > 6.5d0) last_ref(i) = b(j,i) + j
    end do
    if (last(i) /= last_ref(i) * one) call abort ()
  end do

  call masked (-2.5d0 * one)
  do j = 1, nmax
    do i = 1, nmax
      if (b(i,j) * one > -2.5d0) a_ref(i,j) = b(i,j) - 1
      if (a(i,j) /= a_ref(i,j) * one) call abort ()
    end do
  end do
end program main
