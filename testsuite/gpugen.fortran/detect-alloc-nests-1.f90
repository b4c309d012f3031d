! Two loop nests of one region over allocatable dummies and over module
! allocatables and pointers: the loads of the second nest's descriptor
! fields, which gfortran puts between the nests, move before the first
! one (gpugen_descr_hoist_loads), and each region is one SCoP of two
! statements; before, the loads were a memory reference the model does
! not support, and both nests stayed on the host.  A load the first nest
! makes already is reused, so that an array read in both nests is one
! array of the SCoP (no run-time alias check with itself).
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-dump=details" }

module detect_alloc_nests_1
  implicit none
  real(8), allocatable :: ma(:,:), mb(:,:)
  real(8), pointer :: pa(:), pb(:)
contains
  subroutine dummies (a, b, n)
    real(8), allocatable, intent(inout) :: a(:,:), b(:,:)
    integer, intent(in) :: n
    integer :: i, j
    do j = 1, n ! { dg-note "gpugen: SCoP with 2 statements, 2 arrays, 4 parallel loops" }
      do i = 1, n
        a(i,j) = a(i,j) + 1
      end do
    end do
    do j = 1, n
      do i = 1, n
        b(i,j) = 2 * a(i,j)
      end do
    end do
  end subroutine dummies

  subroutine modules (n)
    integer, intent(in) :: n
    integer :: i, j
    do j = 1, n ! { dg-note "gpugen: SCoP with 2 statements, 2 arrays, 4 parallel loops" }
      do i = 1, n
        ma(i,j) = ma(i,j) + 1
      end do
    end do
    do j = 1, n
      do i = 1, n
        mb(i,j) = 2 * ma(i,j)
      end do
    end do
  end subroutine modules

  subroutine pointers (n)
    integer, intent(in) :: n
    integer :: i
    do i = 1, n ! { dg-note "gpugen: SCoP with 2 statements, 2 arrays, 2 parallel loops, 1 run-time alias check" }
      pa(i) = pa(i) + 1
    end do
    do i = 1, n
      pb(i) = 2 * pa(i)
    end do
  end subroutine pointers
end module detect_alloc_nests_1
