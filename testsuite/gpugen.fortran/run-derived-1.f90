! Array components of fixed shape of derived types: a dummy of the
! type, a module variable of it (MEM_REF[&gf]), and a component of a
! component.  Each component is an array of its own, at an address
! computed before the nest (the two nests of sweep_mod are one region,
! two kernels).  The results match a host reference.
! { dg-do run }
! { dg-options "-O2 -fopt-info-omp-optimized" }

module run_derived_1
  implicit none
  ! Relative tolerance against the largest magnitude of the reference.
  real(8), parameter :: tol = 1d-12
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
  integer, parameter :: n = 40
  type field
    real(8) :: u(n, n), v(n, n)
    integer :: steps
  end type field
  type state
    integer :: id
    type(field) :: f
  end type state
  type(field), save :: gf
contains
  ! One Jacobi sweep of G%V into G%U's interior.
  subroutine sweep (g)
    type(field), intent(inout) :: g
    integer :: i, j
    do j = 2, n - 1 ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      do i = 2, n - 1
        g%u(i,j) = 0.25d0 * (g%v(i-1,j) + g%v(i+1,j) + g%v(i,j-1) &
             + g%v(i,j+1))
      end do
    end do
  end subroutine sweep

  ! The same on the module variable GF, and on a nested component.
  subroutine sweep_mod (s)
    type(state), intent(inout) :: s
    integer :: i, j
    do j = 2, n - 1 ! { dg-optimized "gpugen: loop nest offloaded to the GPU: 2 kernels" }
      do i = 2, n - 1
        gf%u(i,j) = 0.5d0 * (gf%v(i-1,j) + gf%v(i,j+1))
      end do
    end do
    do j = 1, n
      do i = 1, n
        s%f%v(i,j) = s%f%u(j,i) + s%f%v(i,j)
      end do
    end do
  end subroutine sweep_mod
end module run_derived_1

program main
  use run_derived_1
  implicit none
  type(field) :: g
  type(state) :: s
  real(8) :: r(n, n)
  integer :: i, j
  do j = 1, n
    do i = 1, n
      g%u(i,j) = 0
      g%v(i,j) = mod (3 * i + j, 11) * one
      gf%u(i,j) = 1
      gf%v(i,j) = mod (i + 5 * j, 7) * one
      s%f%u(i,j) = mod (i * j, 13) * one
      s%f%v(i,j) = mod (i + j, 3) * one
    end do
  end do
  call sweep (g)
  call sweep_mod (s)
  do j = 1, n
    do i = 1, n
      if (i > 1 .and. i < n .and. j > 1 .and. j < n) then
        r(i,j) = 0.25d0 * (mod (3 * (i-1) + j, 11) + mod (3 * (i+1) + j, 11) &
             + mod (3 * i + j - 1, 11) + mod (3 * i + j + 1, 11)) * one
        if (abs (g%u(i,j) - r(i,j)) > tol * 20) call abort ()
        r(i,j) = 0.5d0 * (mod (i - 1 + 5 * j, 7) + mod (i + 5 * (j+1), 7)) * one
        if (abs (gf%u(i,j) - r(i,j)) > tol * 20) call abort ()
      else
        if (g%u(i,j) /= 0 .or. gf%u(i,j) /= 1) call abort ()
      end if
      if (s%f%v(i,j) /= (mod (j * i, 13) + mod (i + j, 3)) * one) &
           call abort ()
    end do
  end do
end program main
