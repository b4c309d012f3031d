! detect-inline-stride-1.f90 with a nest before the loop ("a = 0"): the
! descriptor loads of the inlined procedure then lie between two nests
! of one region, not before it, so its subscripts are not affine there;
! the region is split into its nests (gpugen.cc, split_after_isl), and
! the loop, a region of its own, reads the stride as in
! detect-inline-stride-1.f90: both are offloaded (before, neither).
! { dg-do compile }
! { dg-options "-O3 -fopt-info-omp-all" }

program detect_inline_stride_2
  implicit none
  real(8), allocatable :: a(:,:), b(:,:)
  integer :: n, k
  n = 300
  allocate (a(n,n), b(n,n))
  call random_number (b)
  a = 0 ! { dg-note "gpugen: 2 loop nests split into SCoPs of their own: one of them is not a SCoP: array subscript not affine" }
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
end program detect_inline_stride_2

! { dg-note "gpugen: SCoP with 1 statements, 1 arrays, 2 parallel loops" "" { target *-*-* } 17 }
! { dg-prune-output "SCoP with . statements, 1 arrays, 0 parallel loops" }
! { dg-prune-output "no parallel loop" }
