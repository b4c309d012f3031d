! Loop bounds and a stencil radius read from memory before the nest, in
! Fortran (detect-param-load-1.f90 for the model): the elements of a
! dummy array (dims(1), dims(2)), the fields of a derived-type dummy
! (g%n, g%m, which also give the explicit shape of the arrays) and a
! radius in a module variable.  The loaded values are parameters like
! any other, and the nests are offloaded.  The results match a host
! reference, with empty ranges, one element, odd and even sizes.
! { dg-do run }
! { dg-options "-O2 -fno-inline -fopt-info-omp-optimized" }
! { dg-prune-output "gpugen: SCoP with" }

module run_param_load_1
  implicit none
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
  type grid
    integer :: n, m
  end type grid
  integer :: radius = 1
contains
  subroutine elems (dims, n, a, b)
    integer, intent(in) :: dims(2), n
    real(8), intent(inout) :: a(n), b(n)
    integer :: i
    do i = dims(1), dims(2) ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      a(i) = b(i) * 2 + i
    end do
  end subroutine elems

  ! a(i,j) := the sum of b over the rows i - radius .. i + radius.
  subroutine fields (g, a, b)
    type(grid), intent(in) :: g
    real(8), intent(inout) :: a(g%n, g%m), b(g%n, g%m)
    integer :: i, j, k
    do j = 1, g%m ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      do i = 1 + radius, g%n - radius
        a(i,j) = 0
        do k = -radius, radius
          a(i,j) = a(i,j) + b(i+k,j)
        end do
      end do
    end do
  end subroutine fields
end module run_param_load_1

program main
  use run_param_load_1
  implicit none
  integer :: sizes(5) = [0, 1, 2, 9, 40]
  integer :: s, n, i, j, k, r, dims(2)
  type(grid) :: g
  real(8), allocatable :: a(:), b(:), u(:,:), v(:,:), ref(:,:)
  real(8) :: t

  do s = 1, size (sizes)
    n = nint (sizes(s) * one)
    allocate (a(n), b(n))
    do i = 1, n
      a(i) = -one
      b(i) = i * one
    end do
    dims = [2, n - 1]
    call elems (dims, n, a, b)
    do i = 1, n
      t = -1
      if (i >= 2 .and. i <= n - 1) t = b(i) * 2 + i
      if (a(i) /= t * one) stop 1
    end do
    deallocate (a, b)

    do r = 1, 2
      radius = r
      g%n = n + r
      g%m = n + 3
      allocate (u(g%n, g%m), v(g%n, g%m), ref(g%n, g%m))
      do j = 1, g%m
        do i = 1, g%n
          u(i,j) = -one
          v(i,j) = mod (3 * i + 5 * j, 7) * one
          ref(i,j) = u(i,j) * one
        end do
      end do
      call fields (g, u, v)
      do j = 1, g%m
        do i = 1 + r, g%n - r
          ref(i,j) = 0
          do k = -r, r
            ref(i,j) = ref(i,j) + v(i+k,j) * one
          end do
        end do
      end do
      do j = 1, g%m
        do i = 1, g%n
          if (u(i,j) /= ref(i,j) * one) stop 2
        end do
      end do
      deallocate (u, v, ref)
    end do
  end do
end program main
