! Whole-array assignments to allocatable module arrays, which Fortran
! 2003 reallocates when the shapes differ: gfortran writes through PHI
! nodes of the data pointer, offset and index shifts from before and
! after the reallocation.  They are replaced by their values without
! reallocation under a run-time check that none happened: the first
! assignment runs as a kernel; an assignment to an unallocated array
! and one to an array of another shape reallocate and take the host
! path.  The results match a host reference.  Compiled with GCC's IL
! checks: the run-time check of the descriptor values must be computed
! where they are known (in COPY, gc's descriptor is loaded again after
! the reallocation, inside the region: that nest stays on the host).
! { dg-do run }
! { dg-additional-options "-fchecking=1" }

module run_realloc_1
  implicit none
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
  real(8), allocatable :: ga(:,:), gb(:,:), gc(:,:)
contains
  subroutine upd ()
    ga = ga * 0.5d0 + gb
  end subroutine upd

  subroutine copy ()
    gc = ga + 1
  end subroutine copy

  ! Abort unless A (M x N) holds K * (I + 2 J mod 7) + B at (I, J).
  subroutine check (a, m, n, k, b)
    real(8), intent(in) :: a(:,:), k, b
    integer, intent(in) :: m, n
    integer :: i, j
    if (size (a, 1) /= m .or. size (a, 2) /= n) call abort ()
    do j = 1, n
      do i = 1, m
        if (a(i,j) * one /= k * mod (i + 2 * j, 7) + b) call abort ()
      end do
    end do
  end subroutine check
end module run_realloc_1

program main
  use run_realloc_1
  implicit none
  integer :: i, j, m, n
  m = nint (30 * one)
  n = nint (20 * one)
  allocate (ga(m,n), gb(m,n))
  do j = 1, n
    do i = 1, m
      ga(i,j) = 2 * mod (i + 2 * j, 7) * one
      gb(i,j) = 3 * one
    end do
  end do
  call upd ()
  call check (ga, m, n, 1d0, 3d0)
  call copy ()
  call check (gc, m, n, 1d0, 4d0)
  deallocate (gc)
  allocate (gc(5,5))
  call copy ()
  call check (gc, m, n, 1d0, 4d0)
  call copy ()
  call check (gc, m, n, 1d0, 4d0)
end program main
