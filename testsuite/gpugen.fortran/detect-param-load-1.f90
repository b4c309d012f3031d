! Loop bounds read from memory before the nest, in Fortran: from the
! elements of a dummy array (dims(1), dims(2)) and from the fields of a
! derived-type dummy (g%n, g%m, which also give the explicit shape of
! the arrays).  The loaded values are parameters like any other.
! { dg-do compile }
! { dg-options "-O2 -fopt-info-omp-all -fplugin-arg-gpugen-offload=0" }

module detect_param_load_1
  implicit none
  type grid
    integer :: n, m
  end type grid
contains
  subroutine elems (dims, n, a, b)
    integer, intent(in) :: dims(2), n
    real(8), intent(inout) :: a(n), b(n)
    integer :: i
    do i = dims(1), dims(2) ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 1 parallel loops" }
      a(i) = b(i) * 2
    end do
  end subroutine elems

  subroutine fields (g, a, b)
    type(grid), intent(in) :: g
    real(8), intent(inout) :: a(g%n, g%m), b(g%n, g%m)
    integer :: i, j
    do j = 1, g%m ! { dg-note "gpugen: SCoP with 1 statements, 2 arrays, 2 parallel loops" }
      do i = 1, g%n
        a(i,j) = b(i,j) + 1
      end do
    end do
  end subroutine fields
end module detect_param_load_1
