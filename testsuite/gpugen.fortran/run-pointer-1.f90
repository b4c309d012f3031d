! Pointer arrays (dummies and module pointers): a pointer's descriptor scales its offsets by a span,
! the distance in bytes between the target's elements, which gpugen
! replaces by the element's size (and the strides and offset by their
! contiguous forms, as for assumed-shape dummies) under a run-time
! check that they are so.  Pointer dummies of rank 1 and 2 are
! offloaded with targets that are whole arrays, contiguous sections and
! a pointer with lower bound 0; a strided section, a component of an
! array of records (a larger span) and overlapping targets (the alias
! check) run the host code.  The results match a host reference, with
! sizes 0, 1, odd and even.  (The procedures read the bounds of their
! dummies, so that their callers in this file set them: the contiguous
! layout is checked against them.)
! { dg-do run }
! { dg-options "-O2 -fno-inline -fopt-info-omp-optimized" }
! { dg-prune-output "gpugen: SCoP with" }

module run_pointer_1
  use iso_c_binding, only: c_long
  implicit none
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
  type rec
    real(8) :: x, y
  end type rec
  ! Module pointers.
  real(8), pointer :: gp(:,:), gq(:,:)
  interface
    ! The runtime's count of kernel launches so far.
    function gpugen_kernel_launches () bind (c)
      import :: c_long
      integer(c_long) :: gpugen_kernel_launches
    end function gpugen_kernel_launches
  end interface
contains
  ! a(i) := 2 b(i) + i, for i = lbound (a, 1) .. n.
  subroutine scale_1d (a, b, n)
    real(8), pointer, intent(inout) :: a(:)
    real(8), pointer, intent(in) :: b(:)
    integer, intent(in) :: n
    integer :: i
    ! Reading the bounds makes the callers of this file set them.
    if (size (a) < n .or. size (b) < n) stop 7
    do i = 1, n ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      a(i) = 2 * b(i) + i
    end do
  end subroutine scale_1d

  subroutine stencil_2d (a, b)
    real(8), pointer, intent(inout) :: a(:,:)
    real(8), pointer, intent(in) :: b(:,:)
    integer :: i, j
    if (size (b, 1) /= size (a, 1) .or. size (b, 2) /= size (a, 2)) stop 8
    do j = 2, size (a, 2) - 1 ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      do i = 2, size (a, 1) - 1
        a(i,j) = b(i-1,j) + b(i+1,j) + b(i,j-1) + b(i,j+1) - 4 * b(i,j)
      end do
    end do
  end subroutine stencil_2d

  ! gp(i,j) := (gq(i-1,j) + gq(i+1,j)) / 2 for i = 2 .. n - 1.
  subroutine module_avg (n, m)
    integer, intent(in) :: n, m
    integer :: i, j
    do j = 1, m ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      do i = 2, n - 1
        gp(i,j) = 0.5d0 * (gq(i-1,j) + gq(i+1,j))
      end do
    end do
  end subroutine module_avg

  ! The same on the host, for the reference.
  subroutine ref_1d (a, b, n)
    real(8), intent(inout) :: a(:)
    real(8), intent(in) :: b(:)
    integer, intent(in) :: n
    integer :: i
    do i = 1, n
      a(i) = 2 * b(i) * one + i
    end do
  end subroutine ref_1d

  subroutine ref_2d (a, b)
    real(8), intent(inout) :: a(:,:)
    real(8), intent(in) :: b(:,:)
    integer :: i, j
    do j = 2, size (a, 2) - 1
      do i = 2, size (a, 1) - 1
        a(i,j) = (b(i-1,j) + b(i+1,j) + b(i,j-1) + b(i,j+1) - 4 * b(i,j)) * one
      end do
    end do
  end subroutine ref_2d

  subroutine check_1d (n)
    integer, intent(in) :: n
    real(8), target :: x(2*n+2), y(2*n+2), rx(2*n+2)
    type(rec), target :: r(n)
    real(8), pointer :: pa(:), pb(:)
    integer(c_long) :: before
    integer :: i

    do i = 1, 2 * n + 2
      x(i) = -i * one
      y(i) = mod (5 * i, 13) * one
      rx(i) = x(i) * one
    end do
    ! Whole arrays.
    pa => x
    pb => y
    call scale_1d (pa, pb, n)
    call ref_1d (rx, y, n)
    ! Contiguous sections, and a pointer with lower bound 0.
    pa => x(3:n+2)
    pb => y(2:n+1)
    call scale_1d (pa, pb, n)
    call ref_1d (rx(3:n+2), y(2:n+1), n)
    pa(0:) => x(n+1:2*n+1)
    call scale_1d (pa, pb, n - 1)
    call ref_1d (rx(n+2:2*n+1), y(2:n+1), n - 1)
    do i = 1, 2 * n + 2
      if (x(i) /= rx(i) * one) stop 1
    end do
    ! A strided section, a component of records, overlapping targets:
    ! the host code.
    before = gpugen_kernel_launches ()
    pa => x(1:2*n:2)
    pb => y(2:2*n:2)
    call scale_1d (pa, pb, n)
    call ref_1d (rx(1:2*n:2), y(2:2*n:2), n)
    do i = 1, n
      r(i)%x = i * one
      r(i)%y = -i * one
    end do
    pa => r%x
    pb => r%y
    call scale_1d (pa, pb, n)
    pa => x(2:n+1)
    pb => x(1:n)
    call scale_1d (pa, pb, n)
    do i = 1, n
      rx(i+1) = 2 * rx(i) * one + i
    end do
    if (n > 1 .and. gpugen_kernel_launches () /= before) stop 2
    do i = 1, 2 * n + 2
      if (x(i) /= rx(i) * one) stop 3
    end do
    do i = 1, n
      if (r(i)%x /= 2 * (-i) + i .or. r(i)%y /= -i) stop 4
    end do
  end subroutine check_1d

  subroutine check_2d (n, m)
    integer, intent(in) :: n, m
    real(8), target :: u(n,m), v(n,m), ru(n,m)
    real(8), pointer :: pa(:,:), pb(:,:)
    integer(c_long) :: before
    integer :: i, j

    do j = 1, m
      do i = 1, n
        u(i,j) = -i - j * one
        v(i,j) = mod (3 * i + 7 * j, 17) * one
        ru(i,j) = u(i,j) * one
      end do
    end do
    pa => u
    pb => v
    call stencil_2d (pa, pb)
    call ref_2d (ru, v)
    ! A section with a stride in the second dimension: the host code.
    before = gpugen_kernel_launches ()
    pa => u(:, 1:m:2)
    pb => v(:, 1:m:2)
    call stencil_2d (pa, pb)
    call ref_2d (ru(:, 1:m:2), v(:, 1:m:2))
    if (n > 2 .and. m > 5 .and. gpugen_kernel_launches () /= before) stop 5
    ! Module pointers: whole arrays, then a strided section (host).
    gp => u
    gq => v
    call module_avg (n, m)
    do j = 1, m
      do i = 2, n - 1
        ru(i,j) = 0.5d0 * (v(i-1,j) + v(i+1,j)) * one
      end do
    end do
    before = gpugen_kernel_launches ()
    gp => u(:, 1:m:2)
    gq => v(:, 2:m:2)
    call module_avg (n, m / 2)
    do j = 1, m / 2
      do i = 2, n - 1
        ru(i,2*j-1) = 0.5d0 * (v(i-1,2*j) + v(i+1,2*j)) * one
      end do
    end do
    if (n > 2 .and. m > 3 .and. gpugen_kernel_launches () /= before) stop 9
    do j = 1, m
      do i = 1, n
        if (u(i,j) /= ru(i,j) * one) stop 6
      end do
    end do
  end subroutine check_2d
end module run_pointer_1

program main
  use run_pointer_1
  implicit none
  integer :: sizes(5) = [0, 1, 2, 7, 40]
  integer :: s
  do s = 1, size (sizes)
    call check_1d (nint (sizes(s) * one))
    call check_2d (nint (sizes(s) * one), nint ((sizes(s) + 3) * one))
  end do
end program main
