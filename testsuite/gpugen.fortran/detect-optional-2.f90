! Two- and three-dimensional assumed-shape optional dummies under
! present (), around the nests (upd2, upd3) and inside a nest (acc2):
! gfortran computes their strides and offset under present (), and
! the loops read them through PHI nodes that are undefined where the
! dummy is absent.  Delinearization now follows them
! (gpugen-descr-optional.cc): the first stride 1, rows as long as the
! second, planes as long as the quotient of the third by the second,
! the offset of lower bounds 1, each checked at run time; the copies
! get the check of the host memory.  Before, each present nest was a
! "parametric stride" miss.
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" }

module detect_optional_2
  implicit none
contains
  subroutine upd2 (a, b, w)
    real(8), intent(inout) :: a(:,:)
    real(8), intent(in) :: b(:,:)
    real(8), intent(in), optional :: w(:,:)
    integer :: i, j
    if (present (w)) then
      do j = 1, size (a, 2) ! { dg-note "gpugen: SCoP with 1 statements, 3 arrays, 2 parallel loops" }
        do i = 1, size (a, 1)
          a(i,j) = a(i,j) + w(i,j) * b(i,j)
        end do
      end do
    else
      do j = 1, size (a, 2) ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" }
        do i = 1, size (a, 1)
          a(i,j) = a(i,j) + b(i,j)
        end do
      end do
    end if
  end subroutine upd2

  subroutine acc2 (a, w)
    real(8), intent(inout) :: a(:,:)
    real(8), intent(inout), optional :: w(:,:)
    integer :: i, j
    do j = 1, size (a, 2) ! { dg-note "gpugen: SCoP with 2 statements, 2 arrays, 2 parallel loops" }
      do i = 1, size (a, 1)
        a(i,j) = 2 * a(i,j)
        if (present (w)) w(i,j) = w(i,j) + a(i,j)
      end do
    end do
  end subroutine acc2

  subroutine upd3 (a, w)
    real(8), intent(inout) :: a(:,:,:)
    real(8), intent(in), optional :: w(:,:,:)
    integer :: i, j, k
    if (present (w)) then
      do k = 1, size (a, 3) ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 3 parallel loops" }
        do j = 1, size (a, 2)
          do i = 1, size (a, 1)
            a(i,j,k) = a(i,j,k) + w(i,j,k)
          end do
        end do
      end do
    end if
  end subroutine upd3
end module detect_optional_2
! { dg-final { scan-tree-dump-times "an optional dummy, has rows as long as its strides" 3 "gpugen" } }
! { dg-final { scan-tree-dump-times "delinearized array w_0_\\d+: 2 dimensions" 2 "gpugen" } }
! { dg-final { scan-tree-dump-times "delinearized array w_0_\\d+: 3 dimensions" 1 "gpugen" } }
! { dg-final { scan-tree-dump-not "parametric stride" "gpugen" } }
! { dg-prune-output "offloaded to the GPU" }
