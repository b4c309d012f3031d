! An if / else-if chain of two division conditions on explicit-shape
! dummies: the exact assumptions of the delinearization (the rows'
! stride at least m) project the arms' domains, whose divisions took
! isl the whole of max-isl-operations ("isl failed or ran past its
! operation quota", the nest on the host).  Now they run past a quota
! of their own and are taken over the domains without their divisions
! (gpugen-delin-assume.cc), and the nest is offloaded.  It runs
! against a host reference (the same nest, kept on the host by a
! volatile factor of 1), every element compared exactly, for sizes 0
! to 30.
! { dg-do run }
! { dg-options "-O2 -fopt-info-omp-optimized" }
! { dg-set-target-env-var GPUGEN_PROFILE "1" }
! { dg-output "region \[^\r\n\]*:27 \\(fchain\\): 165 entries" }
! { dg-gpugen-expect offload }

module run_delin_quota_1
  implicit none
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
contains
  subroutine fchain (n, m, a, b)
    integer, intent(in) :: n, m
    real(8), intent(inout) :: a(m, n)
    real(8), intent(in) :: b(m, n)
    integer :: i, j
    do i = 1, n ! { dg-optimized "loop nest offloaded to the GPU" }
      do j = 1, m
        if (mod (i / 3 + j / 5, 7) == 0) then
          a(j, i) = b(j, i) * 2
        else if (mod (i / 2 + j / 3, 5) == 1) then
          a(j, i) = b(j, i) + 1
        else
          a(j, i) = 0.5d0
        end if
      end do
    end do
  end subroutine fchain

  subroutine fchain_ref (n, m, a, b)
    integer, intent(in) :: n, m
    real(8), intent(inout) :: a(m, n)
    real(8), intent(in) :: b(m, n)
    integer :: i, j
    do i = 1, n
      do j = 1, m
        if (mod (i / 3 + j / 5, 7) == 0) then
          a(j, i) = b(j, i) * 2 * one
        else if (mod (i / 2 + j / 3, 5) == 1) then
          a(j, i) = b(j, i) + one
        else
          a(j, i) = 0.5d0 * one
        end if
      end do
    end do
  end subroutine fchain_ref
end module run_delin_quota_1

program main
  use run_delin_quota_1
  implicit none
  real(8), allocatable :: a1(:), a2(:), b(:)
  integer :: n, m, k
  do n = 0, 30, 2
    do m = 0, 30, 3
      allocate (a1(n * m), a2(n * m), b(n * m))
      do k = 1, n * m ! { dg-optimized "loop nest offloaded to the GPU" }
        b(k) = mod (k, 37) * 0.25d0 - 3
        a1(k) = -k
        a2(k) = -k
      end do
      call fchain (n, m, a1, b)
      call fchain_ref (n, m, a2, b)
      if (any (a1 /= a2)) stop 1
      deallocate (a1, a2, b)
    end do
  end do
end program main
