! Array components of fixed shape of derived types (run-derived-1.f90
! runs them): a dummy of the type, a module variable of it, a component
! of a component, and a triangular nest over one (syrk-style, do i = j,
! n), each component an array of its own at an address computed before
! the nest.  Each nest is one SCoP.
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-offload=0" }

module detect_derived_1
  implicit none
  integer, parameter :: n = 32
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
  subroutine sweep (g)
    type(field), intent(inout) :: g
    integer :: i, j
    do j = 2, n - 1 ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" }
      do i = 2, n - 1
        g%u(i,j) = 0.25d0 * (g%v(i-1,j) + g%v(i+1,j) + g%v(i,j-1) &
             + g%v(i,j+1))
      end do
    end do
  end subroutine sweep

  subroutine module_var ()
    integer :: i, j
    do j = 1, n ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" }
      do i = 1, n
        gf%v(i,j) = gf%u(j,i) * 2
      end do
    end do
  end subroutine module_var

  subroutine nested (s)
    type(state), intent(inout) :: s
    integer :: i, j
    do j = 1, n ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" }
      do i = 1, n
        s%f%u(i,j) = s%f%v(i,j) + s%id
      end do
    end do
  end subroutine nested

  ! The lower triangle of u := v * v^T.
  subroutine triangle (g)
    type(field), intent(inout) :: g
    integer :: i, j, k
    do j = 1, n ! { dg-note "gpugen: SCoP with 3 statements, 2 arrays, 2 parallel loops" }
      do i = j, n
        g%u(i,j) = 0
        do k = 1, n
          g%u(i,j) = g%u(i,j) + g%v(i,k) * g%v(j,k)
        end do
      end do
    end do
  end subroutine triangle
end module detect_derived_1
