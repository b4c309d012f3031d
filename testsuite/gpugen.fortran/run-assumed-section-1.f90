! Array sections passed to assumed-shape dummies without the contiguous
! attribute: every stride of a(1:m:2, :), a(2:m-1, :) and
! u(:, 1:n:2, :) is a run-time value that differs from the contiguous
! layout's (the first stride is 2, or the second is not the first
! extent), so the run-time check of the replaced strides fails and the
! nests run their host code; the results match a host reference, and
! no kernel runs.
! { dg-do run }
! { dg-gpugen-expect host }

module run_assumed_section_1
  implicit none
  ! Relative tolerance against the largest magnitude of the reference.
  real(8), parameter :: tol = 1d-12
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
contains
  ! A := A + 2 B, any layout.
  subroutine upd2 (a, b)
    real(8), intent(inout) :: a(:,:)
    real(8), intent(in) :: b(:,:)
    integer :: i, j
    do j = 1, size (a, 2)
      do i = 1, size (a, 1)
        a(i,j) = a(i,j) + 2 * b(i,j)
      end do
    end do
  end subroutine upd2

  ! U := U + V in the interior, any layout.
  subroutine upd3 (u, v)
    real(8), intent(inout) :: u(:,:,:)
    real(8), intent(in) :: v(:,:,:)
    integer :: i, j, k
    do k = 2, size (u, 3) - 1
      do j = 2, size (u, 2) - 1
        do i = 2, size (u, 1) - 1
          u(i,j,k) = u(i,j,k) + v(i-1,j,k) + v(i,j+1,k-1)
        end do
      end do
    end do
  end subroutine upd3
end module run_assumed_section_1

program main
  use run_assumed_section_1
  implicit none
  real(8), allocatable :: a(:,:), b(:,:), r(:,:)
  real(8), allocatable :: u(:,:,:), v(:,:,:), w(:,:,:)
  integer :: i, j, k, m, n, l
  m = nint (20 * one)
  n = nint (9 * one)
  l = nint (6 * one)
  allocate (a(m,n), b(m,n), r(m,n))
  do j = 1, n
    do i = 1, m
      a(i,j) = mod (7 * i + 3 * j, 13) * one - 6
      b(i,j) = mod (3 * i + j, 5) * one
    end do
  end do
  do j = 1, n
    do i = 1, m
      r(i,j) = a(i,j) * one
    end do
  end do
  call upd2 (a(1:m:2, :), b(2:m:2, :))
  call upd2 (a(2:m-1, 2:n), b(1:m-2, 1:n-1))
  do j = 1, n
    do i = 1, m, 2
      r(i,j) = r(i,j) + 2 * b(i+1,j) * one
    end do
  end do
  do j = 2, n
    do i = 2, m - 1
      r(i,j) = r(i,j) + 2 * b(i-1,j-1) * one
    end do
  end do
  do j = 1, n
    do i = 1, m
      if (abs (a(i,j) - r(i,j) * one) > tol * 100) call abort ()
    end do
  end do

  allocate (u(m,n,l), v(m,n,l), w(m,n,l))
  do k = 1, l
    do j = 1, n
      do i = 1, m
        u(i,j,k) = mod (i + j + k, 3) * one
        v(i,j,k) = mod (i + 2 * j + 3 * k, 17) * one
      end do
    end do
  end do
  do k = 1, l
    do j = 1, n
      do i = 1, m
        w(i,j,k) = u(i,j,k) * one
      end do
    end do
  end do
  call upd3 (u(:, 1:n:2, :), v(:, 2:n:2, :))
  do k = 2, l - 1
    do j = 2, (n + 1) / 2 - 1
      do i = 2, m - 1
        w(i,2*j-1,k) = w(i,2*j-1,k) + v(i-1,2*j,k) * one + v(i,2*j+2,k-1)
      end do
    end do
  end do
  do k = 1, l
    do j = 1, n
      do i = 1, m
        if (abs (u(i,j,k) - w(i,j,k) * one) > tol * 100) call abort ()
      end do
    end do
  end do
end program main
