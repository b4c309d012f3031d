! Conditional stores on the false side of their condition: "where (.not.
! (b > 0)) a = b * 3" and "if (b(i) > 0) then; else; a(i) = ...", on
! assumed-shape dummies whose bounds the procedure reads.  The kernels
! store "c ? old : V"; they stored "c ? V : old" before, the store's
! side taken for the true one, a wrong result.  The results match a
! host reference, with sizes 0, 1, odd and even.
! { dg-do run }
! { dg-options "-O2 -fno-inline -fopt-info-omp-optimized" }
! { dg-prune-output "gpugen: SCoP with" }

module run_select_4
  implicit none
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
contains
  subroutine where_not (a, b)
    real(8), intent(inout) :: a(:)
    real(8), intent(in) :: b(:)
    if (size (a) < size (b)) stop 1
    where (.not. (b > 0)) a = b * 3 ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
  end subroutine where_not

  subroutine else_arm (c, b)
    real(8), intent(inout) :: c(:)
    real(8), intent(in) :: b(:)
    integer :: i
    if (size (c) < size (b)) stop 2
    do i = 1, size (b) ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      if (b(i) > 0) then
      else
        c(i) = b(i) * 3 + c(i)
      end if
    end do
  end subroutine else_arm
end module run_select_4

program main
  use run_select_4
  implicit none
  integer :: sizes(5) = [0, 1, 2, 9, 40]
  integer :: s, n, i
  real(8), allocatable :: a(:), b(:), c(:), ra(:), rc(:)

  do s = 1, size (sizes)
    n = nint (sizes(s) * one)
    allocate (a(n), b(n), c(n), ra(n), rc(n))
    do i = 1, n
      b(i) = (mod (i, 3) - 1) * one
      a(i) = i * one
      ra(i) = a(i) * one
      c(i) = 2 * i * one
      rc(i) = c(i) * one
      if (.not. (b(i) * one > 0)) then
        ra(i) = b(i) * 3 * one
        rc(i) = b(i) * 3 * one + rc(i) * one
      end if
    end do
    call where_not (a, b)
    call else_arm (c, b)
    do i = 1, n
      if (a(i) /= ra(i) * one .or. c(i) /= rc(i) * one) stop 3
    end do
    deallocate (a, b, c, ra, rc)
  end do
end program main
