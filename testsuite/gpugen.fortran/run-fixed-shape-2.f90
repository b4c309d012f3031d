! Arrays of fixed shape split by their constant strides where a
! reference's constant offset holds whole rows (a(i, c), a(i, j + 1) of
! a module array a(24, 24): detect-fixed-shape-2.f90), and a Jacobi
! solver over module arrays whose convergence loop leaves on data tested
! on the host between its steps.  Each against a host reference bit for
! bit (steps, and the step where the solver stopped, too); on the
! emulator each call of sweep_col launches exactly three kernels (none
! before: the nest was missed), and each step of the solver two (before:
! five kernels in host loops, one launch per column or element).
! { dg-do run }
! { dg-options "-O2 -fno-inline" }

module run_fixed_shape_2
  use iso_c_binding, only: c_long, c_ptr, c_char, c_f_pointer
  implicit none
  interface
    ! The name of the runtime's backend.
    function gpugen_backend () bind (c)
      import :: c_ptr
      type(c_ptr) :: gpugen_backend
    end function gpugen_backend
    ! The runtime's count of kernel launches so far.
    function gpugen_kernel_launches () bind (c)
      import :: c_long
      integer(c_long) :: gpugen_kernel_launches
    end function gpugen_kernel_launches
  end interface
  integer, parameter :: n = 24, maxsteps = 40, c = 11
  double precision :: a(n, n), b(n, n), hist(n, maxsteps)
  double precision :: ra(n, n), rb(n, n), rhist(n, maxsteps)
  real(8) :: u(0:101, 0:101), v(0:101, 0:101)
  real(8) :: ru(0:101, 0:101), rv(0:101, 0:101)
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
  integer(c_long) :: before
contains
  ! Whether regions must run on the device: the emulator's backend, or
  ! GPUGEN_OFFLOAD=always.
  logical function forced ()
    character(kind=c_char), pointer :: name(:)
    character(len=8), parameter :: emu = 'emulator'
    character(len=16) :: offload
    integer :: i
    call c_f_pointer (gpugen_backend (), name, [9])
    forced = .true.
    do i = 1, 8
      if (name(i) /= emu(i:i)) forced = .false.
      if (name(i) == achar (0)) exit
    end do
    call get_environment_variable ('GPUGEN_OFFLOAD', offload)
    if (offload == 'always') forced = .true.
  end function forced

  ! Stop with CODE unless K kernels ran since BEFORE (where regions must
  ! run on the device).
  subroutine launches (k, code)
    integer, intent(in) :: k, code
    if (forced () .and. gpugen_kernel_launches () - before /= k) stop code
  end subroutine launches

  subroutine sweep_col (nn, t)
    integer, value :: nn, t
    integer :: i, j
    do j = 2, nn - 1
      do i = 2, nn - 1
        b(i, j) = 0.25d0 * (a(i - 1, j) + a(i + 1, j) + a(i, j - 1) &
                            + a(i, j + 1))
      end do
    end do
    do j = 2, nn - 1
      do i = 2, nn - 1
        a(i, j) = b(i, j)
      end do
    end do
    do i = 1, nn
      hist(i, t) = a(i, c)
    end do
  end subroutine sweep_col

  subroutine sweep_col_ref (nn, t)
    integer, value :: nn, t
    integer :: i, j
    do j = 2, nn - 1
      do i = 2, nn - 1
        rb(i, j) = 0.25d0 * (ra(i - 1, j) + ra(i + 1, j) + ra(i, j - 1) &
                             + ra(i, j + 1)) * one
      end do
    end do
    do j = 2, nn - 1
      do i = 2, nn - 1
        ra(i, j) = rb(i, j) * one
      end do
    end do
    do i = 1, nn
      rhist(i, t) = ra(i, c) * one
    end do
  end subroutine sweep_col_ref

  subroutine solve (m, tol, maxit, itout)
    integer, intent(in) :: m, maxit
    real(8), intent(in) :: tol
    integer, intent(out) :: itout
    integer :: i, j, it
    real(8) :: err
    do it = 1, maxit
      do j = 1, m
        do i = 1, m
          v(i, j) = 0.25d0 * (u(i - 1, j) + u(i + 1, j) + u(i, j - 1) &
                              + u(i, j + 1))
        end do
      end do
      err = 0
      do j = 1, m
        do i = 1, m
          err = max (err, abs (v(i, j) - u(i, j)))
          u(i, j) = v(i, j)
        end do
      end do
      if (err < tol) exit
    end do
    itout = it
  end subroutine solve

  subroutine solve_ref (m, tol, maxit, itout)
    integer, intent(in) :: m, maxit
    real(8), intent(in) :: tol
    integer, intent(out) :: itout
    integer :: i, j, it
    real(8) :: err
    do it = 1, maxit
      do j = 1, m
        do i = 1, m
          rv(i, j) = 0.25d0 * (ru(i - 1, j) + ru(i + 1, j) + ru(i, j - 1) &
                               + ru(i, j + 1)) * one
        end do
      end do
      err = 0
      do j = 1, m
        do i = 1, m
          err = max (err, abs (rv(i, j) - ru(i, j)) * one)
          ru(i, j) = rv(i, j)
        end do
      end do
      if (err < tol) exit
    end do
    itout = it
  end subroutine solve_ref

  subroutine init_grid ()
    integer :: i, j
    do j = 0, 101
      do i = 0, 101
        u(i, j) = mod (i * 7 + j * 13, 17) * 0.125d0
        if (i == 0 .or. j == 0) u(i, j) = 4
      end do
    end do
    v = 0
    ru = u
    rv = v
  end subroutine init_grid
end module run_fixed_shape_2

program main
  use run_fixed_shape_2
  implicit none
  integer :: i, j, t, nn, k, it, rit
  integer, parameter :: sizes(4) = [24, 17, 3, 2]
  real(8), parameter :: tols(3) = [1d30, 1d-2, 0d0]
  integer, parameter :: sides(3) = [100, 37, 5]

  do k = 1, size (sizes)
    nn = sizes(k)
    do j = 1, n
      do i = 1, n
        a(i, j) = mod (i * 3 + j * 5, 11) - 4.5d0
      end do
    end do
    b = 0
    hist = -1
    ra = a
    rb = b
    rhist = hist
    do t = 1, 6
      before = gpugen_kernel_launches ()
      call sweep_col (nn, t)
      if (nn > 2) call launches (3, 1)
      call sweep_col_ref (nn, t)
    end do
    if (any (a /= ra) .or. any (b /= rb) .or. any (hist /= rhist)) stop 2
  end do

  do k = 1, size (sides)
    do j = 1, size (tols)
      call init_grid ()
      before = gpugen_kernel_launches ()
      call solve (sides(k), tols(j), 30, it)
      call launches (2 * min (it, 30), 3)
      call solve_ref (sides(k), tols(j), 30, rit)
      if (it /= rit) stop 4
      if (any (u /= ru) .or. any (v /= rv)) stop 5
    end do
  end do
end program main
