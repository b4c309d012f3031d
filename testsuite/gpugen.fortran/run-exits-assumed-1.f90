! A search loop with an exit on data over an assumed-shape dummy, in
! Fortran: "do j = 1, size (x, 1); if (x(j,i) == key) then; p = j;
! exit; ...".  For the model the search runs all its iterations (a flag
! captures the first hit, gpugen-exits.cc), so its loads past the exit
! must stay inside the array: the descriptor's extents bound them,
! under a run-time check.  The results match a host reference, with
! keys found at the first, a middle and the last position, several
! times in a column and not at all; a section with a stride in its
! first dimension takes the host code (no launch).
! { dg-do run }
! { dg-options "-O2 -fno-inline -fopt-info-omp-optimized" }
! { dg-prune-output "gpugen: SCoP with" }

module run_exits_assumed_1
  use iso_c_binding, only: c_long
  implicit none
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
  interface
    ! The runtime's count of kernel launches so far.
    function gpugen_kernel_launches () bind (c)
      import :: c_long
      integer(c_long) :: gpugen_kernel_launches
    end function gpugen_kernel_launches
  end interface
contains
  ! Q(i) := the first j with X(j,i) == KEY, 0 if none.
  subroutine search (key, x, q)
    real(8), intent(in) :: key, x(:,:)
    integer, intent(out) :: q(:)
    integer :: i, j, p
    do i = 1, size (x, 2) ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      p = 0
      do j = 1, size (x, 1)
        if (x(j,i) == key) then
          p = j
          exit
        end if
      end do
      q(i) = p
    end do
  end subroutine search
end module run_exits_assumed_1

program main
  use run_exits_assumed_1
  implicit none
  integer, parameter :: m = 23, n = 17
  real(8) :: x(m,n)
  integer :: q(n), r(n), i, j
  integer(c_long) :: before

  do i = 1, n
    do j = 1, m
      x(j,i) = mod (3 * j + 5 * i, 11) * one
    end do
  end do
  x(1,1) = 99 * one
  x(m,2) = 99 * one
  x(m/2,3) = 99 * one
  x(m/2+3,3) = 99 * one
  call search (99 * one, x, q)
  do i = 1, n
    r(i) = 0
    do j = 1, m
      if (x(j,i) == 99 * one) then
        r(i) = j
        exit
      end if
    end do
    if (q(i) /= r(i)) call abort ()
  end do
  if (q(1) /= 1 .or. q(2) /= m .or. q(3) /= m/2 .or. q(4) /= 0) call abort ()

  before = gpugen_kernel_launches ()
  call search (99 * one, x(1:m:2,:), q)
  if (gpugen_kernel_launches () /= before) call abort ()
  do i = 1, n
    r(i) = 0
    do j = 1, m, 2
      if (x(j,i) == 99 * one) then
        r(i) = (j + 1) / 2
        exit
      end if
    end do
    if (q(i) /= r(i)) call abort ()
  end do
end program main
