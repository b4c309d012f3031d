! "where (b > 0) a = exp (b) + a" and "if (x(i,j) > t) y(i,j) = y(i,j) /
! 2 + x(i,j)": the arm reads the element it stores, from the memory the
! store overwrites, so the load runs wherever the store made
! unconditional for the model does, under the run-time check of the
! assumed-shape dummies' extents (run-store-read-1.f90 runs them).  On
! explicit-shape dummies, whose extent the procedure does not know, the
! region checks the host memory of the dummies' copies at run time.
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-offload=0 -fplugin-arg-gpugen-dump=details" }

module detect_store_read_1
  implicit none
contains
  subroutine where_exp (a, b)
    real(8), intent(inout) :: a(:)
    real(8), intent(in) :: b(:)
    if (size (a) < size (b)) stop 1
    where (b > 0) a = exp (b) + a ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 1 parallel loops" }
  end subroutine where_exp

  subroutine if_half (x, y, t)
    real(8), intent(in) :: x(:,:), t
    real(8), intent(inout) :: y(:,:)
    integer :: i, j
    if (size (y, 1) < size (x, 1) .or. size (y, 2) < size (x, 2)) stop 2
    do j = 1, size (x, 2) ! { dg-note "gpugen: SCoP with 1 statements, \[0-9\] arrays, 2 parallel loops" }
      do i = 1, size (x, 1)
        if (x(i,j) > t) y(i,j) = y(i,j) / 2 + x(i,j)
      end do
    end do
  end subroutine if_half

  subroutine explicit (a, b, n)
    integer :: n
    real(8) :: a(n), b(n)
    where (b > 0) a = exp (b) + a ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 1 parallel loops" }
  end subroutine explicit
end module detect_store_read_1

! { dg-final { scan-tree-dump-times "conditional stores made unconditional" 3 "gpugen" } }
! { dg-final { scan-tree-dump-times "may be touched outside its object: the host memory of its copies is checked at run time" 1 "gpugen" } }
