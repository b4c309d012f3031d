! An assumed-shape dummy's procedure inlined into its caller at -O3 (an
! internal procedure of the main program, called in a loop): the first
! stride comes from the actual argument's descriptor as the procedure
! computes it, "s != 0 ? s : 1", which delinearization took for an
! opaque factor ("parametric stride", the region on the host at -O3 and
! on the device at -O2, where the procedure is a clone of its own).
! It is now read as the stride s (gpugen-descr.cc, unit_stride_guard),
! whose contiguous form 1 is checked at run time like the others.
! { dg-do compile }
! { dg-options "-O3 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" }

program detect_inline_stride_1
  implicit none
  real(8), allocatable :: a(:,:), b(:,:)
  integer :: n, k
  n = 300
  allocate (a(n,n), b(n,n))
  call random_number (a)
  call random_number (b)
  do k = 1, 3 ! { dg-note "gpugen: SCoP with 2 statements, 2 arrays, 4 parallel loops" }
    call smooth (a, b, n)
    call smooth (b, a, n)
  end do
  print *, sum (a)
contains
  subroutine smooth (x, y, m)
    integer, intent(in) :: m
    real(8), intent(inout) :: x(:,:)
    real(8), intent(in) :: y(:,:)
    integer :: i, j
    do j = 2, m - 1
      do i = 2, m - 1
        x(i,j) = 0.25d0 * (y(i-1,j) + y(i+1,j) + y(i,j-1) + y(i,j+1))
      end do
    end do
  end subroutine smooth
end program detect_inline_stride_1

! { dg-prune-output "SCoP with . statements, 1 arrays, 0 parallel loops" }
! { dg-prune-output "no parallel loop" }
! { dg-final { scan-tree-dump-not "parametric stride" "gpugen" } }
