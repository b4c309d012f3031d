! Conditional stores into arrays of COMMON blocks: gfortran reaches a
! block's array as a component of MEM_REF[&blk], which the check that a
! store made unconditional on trial stays inside its array's object
! (gpugen-spec.cc's object_box) did not see through, so that "whose
! store may write outside its array" kept the nests on the host.  The
! block's components lie inside it: a one-dimensional array under
! "if", a two-dimensional one (linearized by gfortran), and an array
! written on both sides of "where ... elsewhere" into two arrays, each
! offloaded and matching a host reference for sizes 0, 1, odd and even,
! up to the arrays' extents (the run-time check that the stores stay
! inside the arrays holds; past them the program itself would be
! wrong).
! { dg-do run }
! { dg-options "-O2 -fno-inline -fopt-info-omp-optimized" }
! { dg-prune-output "gpugen: SCoP with" }

subroutine c1d (n)
  implicit none
  integer :: n, i
  real(8) :: x(100), y(100), z(100)
  common /run_common_1a/ x, y, z
  do i = 1, n ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
    if (y(i) > 0.5d0) x(i) = 2 * y(i) + 1
  end do
end subroutine c1d

subroutine c2d (n)
  implicit none
  integer :: n, i, j
  real(8) :: a(20,20), b(20,20)
  common /run_common_1b/ a, b
  do j = 1, n ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
    do i = 1, n
      if (b(i,j) > 0) a(i,j) = b(i,j) * 3 - i
    end do
  end do
end subroutine c2d

subroutine cwhere (n)
  implicit none
  integer :: n
  real(8) :: x(100), y(100), z(100)
  common /run_common_1a/ x, y, z
  where (y(1:n) > 0.5d0) ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
    x(1:n) = y(1:n) - 1
  elsewhere
    z(1:n) = y(1:n) + 1
  end where
end subroutine cwhere

program main
  implicit none
  real(8), volatile :: one = 1
  real(8) :: x(100), y(100), z(100), a(20,20), b(20,20)
  real(8) :: x0(100), z0(100), a0(20,20)
  common /run_common_1a/ x, y, z
  common /run_common_1b/ a, b
  integer, parameter :: sizes(5) = [0, 1, 7, 20, 100]
  integer :: s, n, i, j
  do i = 1, 100
    y(i) = mod (7 * i, 10) / 9d0 * one
    x0(i) = -i * one
    z0(i) = i * one
  end do
  do j = 1, 20
    do i = 1, 20
      b(i,j) = (mod (i + 3 * j, 5) - 2) * one
      a0(i,j) = (i - j) * one
    end do
  end do
  do s = 1, size (sizes)
    n = sizes(s)
    x = x0
    call c1d (n)
    do i = 1, 100
      if (i <= n .and. y(i) > 0.5d0) then
        if (x(i) /= 2 * y(i) + 1) stop 1
      else
        if (x(i) /= x0(i)) stop 2
      end if
    end do
    x = x0
    z = z0
    call cwhere (n)
    do i = 1, 100
      if (i <= n .and. y(i) > 0.5d0) then
        if (x(i) /= y(i) - 1 .or. z(i) /= z0(i)) stop 3
      else if (i <= n) then
        if (x(i) /= x0(i) .or. z(i) /= y(i) + 1) stop 4
      else
        if (x(i) /= x0(i) .or. z(i) /= z0(i)) stop 5
      end if
    end do
    if (n <= 20) then
      a = a0
      call c2d (n)
      do j = 1, 20
        do i = 1, 20
          if (i <= n .and. j <= n .and. b(i,j) > 0) then
            if (a(i,j) /= b(i,j) * 3 - i) stop 6
          else
            if (a(i,j) /= a0(i,j)) stop 7
          end if
        end do
      end do
    end if
  end do
end program main
