! A guard on a value computed by a loop, in Fortran: a column's sum of
! squares with "if (t <= eps) t = 1" (correlation-style).  The path on
! which the inner loop runs no iteration reaches the guard's arm
! straight from the outer loop (jump threading), so the arm is shared
! and the join has three predecessors; gpugen gives the diamond its own
! and makes it a select.  s matches a host reference with the guard
! taken on both sides, and with no rows (n = 0).
! { dg-do run }
! { dg-options "-O2 -fopt-info-omp-optimized" }
! { dg-prune-output "gpugen: SCoP with" }

module run_select_2
  implicit none
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
contains
  subroutine norm (n, m, a, s)
    integer, intent(in) :: n, m
    real(8), intent(in) :: a(n,m)
    real(8), intent(out) :: s(m)
    real(8) :: t
    integer :: i, j
    do j = 1, m ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      t = 0
      do i = 1, n
        t = t + a(i,j) * a(i,j)
      end do
      if (t <= 0.1d0) t = 1
      s(j) = t
    end do
  end subroutine norm

  subroutine norm_ref (n, m, a, s)
    integer, intent(in) :: n, m
    real(8), intent(in) :: a(n,m)
    real(8), intent(out) :: s(m)
    real(8) :: t
    integer :: i, j
    do j = 1, m
      t = 0
      do i = 1, n
        t = t + a(i,j) * one * a(i,j)
      end do
      if (t <= 0.1d0) t = 1
      s(j) = t
    end do
  end subroutine norm_ref
end module run_select_2

program main
  use run_select_2
  implicit none
  real(8), allocatable :: a(:,:), s(:), s_ref(:)
  integer :: i, j, n, m, z, rows
  n = nint (40 * one)
  m = nint (56 * one)
  allocate (a(n,m), s(m), s_ref(m))
  do j = 1, m
    do i = 1, n
      a(i,j) = mod (3 * i + j, 7) / 4d0 * one
      if (mod (j, 5) == 0) a(i,j) = 0
    end do
  end do
  do z = 0, 1
    rows = n
    if (z == 1) rows = nint (0 * one)
    do j = 1, m
      s(j) = -one
      s_ref(j) = -one
    end do
    ! With no rows, the dummy a(0,m) is empty (sequence association).
    call norm (rows, m, a, s)
    call norm_ref (rows, m, a, s_ref)
    do j = 1, m
      if (.not. (abs (s(j) * one - s_ref(j)) <= 1d-12 * abs (s_ref(j)))) &
        call abort ()
    end do
  end do
  deallocate (a, s, s_ref)
end program main
