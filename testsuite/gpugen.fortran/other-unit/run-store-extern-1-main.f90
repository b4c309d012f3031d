! The main program of run-store-extern-1.f90, in a translation unit of
! its own: the procedures it calls are compiled in another one.  Reading
! the volatile "one" keeps the set-up and the reference on the host.

program main
  use run_store_extern_1
  use iso_c_binding, only: c_long
  implicit none
  interface
    ! The runtime's count of kernel launches so far.
    function gpugen_kernel_launches () bind (c)
      import :: c_long
      integer(c_long) :: gpugen_kernel_launches
    end function gpugen_kernel_launches
  end interface
  real(8), volatile :: one = 1
  integer :: sizes(5) = [0, 1, 7, 33, 64]
  integer :: s

  do s = 1, size (sizes)
    call check (nint (sizes(s) * one))
  end do

contains
  ! The value of b(i) (or b(i,j) with k = i + 3 * j) for the tests.
  real(8) function val (k)
    integer, intent(in) :: k
    val = mod (7 * k, 23) - 11 * one
  end function val

  subroutine check (n)
    integer, intent(in) :: n
    real(8) :: a1(n), b1(n), r1(n), a2(n,n+1), b2(n,n+1), r2(n,n+1)
    real(8), allocatable :: al(:), rl(:), none(:)
    integer(c_long) :: before
    integer :: i, j, m

    do i = 1, n
      b1(i) = val (i)
      a1(i) = -100 - i * one
      do j = 1, n + 1
        b2(i,j) = val (i + 3 * j)
        a2(i,j) = -200 - i - j * one
      end do
    end do
    r1 = a1
    r2 = a2

    call where_1d (a1, b1, 2.5d0 * one)
    do i = 1, n
      if (b1(i) * one > 2.5d0) r1(i) = b1(i) - 1
      if (a1(i) /= r1(i) * one) stop 1
    end do
    ! A section with a stride: the layout check sends it to the host.
    before = gpugen_kernel_launches ()
    call where_1d (a1(1:n:2), b1(2:n:2), -3.5d0 * one)
    if (n > 1 .and. gpugen_kernel_launches () /= before) stop 2
    do i = 1, n - 1, 2
      if (b1(i+1) * one > -3.5d0) r1(i) = b1(i+1) - 1
    end do
    do i = 1, n
      if (a1(i) /= r1(i) * one) stop 3
    end do

    call where_2d (a2, b2, -1.5d0 * one)
    do j = 1, n + 1
      do i = 1, n
        if (b2(i,j) * one > -1.5d0) r2(i,j) = 2 * b2(i,j)
        if (a2(i,j) /= r2(i,j) * one) stop 4
      end do
    end do
    before = gpugen_kernel_launches ()
    call where_2d (a2(:,1:n+1:2), b2(:,2:n+1:2), 0.5d0 * one)
    if (n > 1 .and. gpugen_kernel_launches () /= before) stop 5
    do j = 1, n, 2
      do i = 1, n
        if (b2(i,j+1) * one > 0.5d0) r2(i,j) = 2 * b2(i,j+1)
      end do
    end do
    do j = 1, n + 1
      do i = 1, n
        if (a2(i,j) /= r2(i,j) * one) stop 6
      end do
    end do

    allocate (al(n), rl(n))
    do i = 1, n
      al(i) = i * one
    end do
    rl = al
    call where_alloc (al, b1, 1.5d0 * one)
    do i = 1, n
      if (b1(i) * one < 1.5d0) rl(i) = b1(i) + 3
      if (al(i) /= rl(i) * one) stop 7
    end do
    call if_alloc (al, b1, 0.5d0 * one)
    do i = 1, n
      if (b1(i) * one > 0.5d0) rl(i) = b1(i)
      if (al(i) /= rl(i) * one) stop 8
    end do
    ! An allocatable shorter than b, with b(i) > t only inside it, and
    ! one that is not allocated, with b(i) > t nowhere: both legal, and
    ! the run-time check fails (its extent is m < n, or 0).
    m = n / 2
    do i = 1, n
      b1(i) = merge (200 * one, -one, i <= m)
    end do
    deallocate (al, rl)
    allocate (al(m), rl(m))
    al = -one
    rl = al
    before = gpugen_kernel_launches ()
    call if_alloc (al, b1, 100 * one)
    if (gpugen_kernel_launches () /= before) stop 9
    do i = 1, m
      rl(i) = b1(i)
      if (al(i) /= rl(i) * one) stop 10
    end do
    before = gpugen_kernel_launches ()
    call if_alloc (none, b1, 1000 * one)
    if (gpugen_kernel_launches () /= before .or. allocated (none)) stop 11
  end subroutine check
end program main
