! Modern Fortran shapes that are offloaded: assumed-shape dummies of
! rank 2 and 3 with and without the contiguous attribute (their
! descriptors' strides get their contiguous forms under a run-time
! check), allocatable module arrays (their descriptor offsets
! likewise), array syntax and do concurrent over them.  Each nest is
! one SCoP.
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-all" }

module detect_assumed_2d_1
  implicit none
  real(8), allocatable :: ga(:,:), gb(:,:)
contains
  subroutine s2c (a, b)
    real(8), contiguous, intent(inout) :: a(:,:)
    real(8), contiguous, intent(in) :: b(:,:)
    integer :: i, j
    do j = 1, size (a, 2) ! { dg-note "gpugen: SCoP with" }
      do i = 1, size (a, 1)
        a(i,j) = a(i,j) + 2 * b(i,j)
      end do
    end do
  end subroutine s2c

  subroutine s2n (a, b)
    real(8), intent(inout) :: a(:,:)
    real(8), intent(in) :: b(:,:)
    integer :: i, j
    do j = 1, size (a, 2) ! { dg-note "gpugen: SCoP with" }
      do i = 1, size (a, 1)
        a(i,j) = a(i,j) + 2 * b(i,j)
      end do
    end do
  end subroutine s2n

  subroutine s3c (a, b)
    real(8), contiguous, intent(inout) :: a(:,:,:)
    real(8), contiguous, intent(in) :: b(:,:,:)
    integer :: i, j, k
    do k = 1, size (a, 3) ! { dg-note "gpugen: SCoP with" }
      do j = 1, size (a, 2)
        do i = 1, size (a, 1)
          a(i,j,k) = a(i,j,k) + 2 * b(i,j,k)
        end do
      end do
    end do
  end subroutine s3c

  subroutine s3n (a, b)
    real(8), intent(inout) :: a(:,:,:)
    real(8), intent(in) :: b(:,:,:)
    integer :: i, j, k
    do k = 1, size (a, 3) ! { dg-note "gpugen: SCoP with" }
      do j = 1, size (a, 2)
        do i = 1, size (a, 1)
          a(i,j,k) = a(i,j,k) + 2 * b(i,j,k)
        end do
      end do
    end do
  end subroutine s3n

  subroutine s1n (a, b)
    real(8), intent(inout) :: a(:)
    real(8), intent(in) :: b(:)
    integer :: i
    do i = 1, size (a, 1) ! { dg-note "gpugen: SCoP with" }
      a(i) = a(i) + 2 * b(i)
    end do
  end subroutine s1n

  subroutine modarr (n)
    integer, intent(in) :: n
    integer :: i, j
    do j = 1, n ! { dg-note "gpugen: SCoP with" }
      do i = 1, n
        ga(i,j) = ga(i,j) + gb(i,j)
      end do
    end do
  end subroutine modarr

  subroutine whole (a, b)
    real(8), contiguous, intent(inout) :: a(:,:)
    real(8), contiguous, intent(in) :: b(:,:)
    a = a + 2 * b ! { dg-note "gpugen: SCoP with" }
  end subroutine whole

  subroutine sections (a, b)
    real(8), intent(inout) :: a(:,:)
    real(8), intent(in) :: b(:,:)
    integer :: n, m
    n = size (a, 1)
    m = size (a, 2)
    a(2:n-1, 2:m-1) = 0.25d0 * (b(1:n-2, 2:m-1) + b(3:n, 2:m-1) &
         + b(2:n-1, 1:m-2) + b(2:n-1, 3:m)) ! { dg-note "gpugen: SCoP with" }
  end subroutine sections

  subroutine conc (a, b)
    real(8), intent(inout) :: a(:,:)
    real(8), intent(in) :: b(:,:)
    integer :: i, j
    do concurrent (j = 1:size (a, 2), i = 1:size (a, 1))
      a(i,j) = a(i,j) + 2 * b(i,j) ! { dg-note "gpugen: SCoP with" }
    end do
  end subroutine conc

  ! A section assignment to a module array is a SCoP; so is a
  ! whole-array assignment to an allocatable, which may reallocate it
  ! (Fortran 2003): gfortran writes through PHI nodes of the data
  ! pointer and offset from before and after the reallocation, which
  ! take their values without reallocation under a run-time check, so
  ! that the array written is the one read (2 arrays, no alias check).
  subroutine modsyn ()
    ga(:,:) = ga * 0.5d0 + gb ! { dg-note "gpugen: SCoP with" }
    ga = ga * 0.5d0 + gb ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" }
  end subroutine modsyn
end module detect_assumed_2d_1
