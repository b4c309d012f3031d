! Several loop nests in one region over allocatable arrays (dummies and
! module arrays): gfortran loads each array's data pointer, offset and
! strides right before the nest that accesses it, so that the loads of
! the second nest's arrays sat between the two nests, inside the
! region, where the model cannot follow them (a structure field), and
! the whole region stayed on the host.  They move up before the first
! nest, which cannot store to a descriptor (gpugen_descr_hoist_loads),
! and each region runs as one, its kernels launched in order (checked
! where regions must run on the device: on the emulator, or under
! GPUGEN_OFFLOAD=always; under auto a GPU's estimate may run a small
! call on the host).  The results match a host reference, with sizes
! 0, 1, odd and even.
! { dg-do run }
! { dg-options "-O2 -fno-inline -fopt-info-omp-optimized" }
! { dg-prune-output "gpugen: SCoP with" }

module run_alloc_nests_1
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
  ! Reading this volatile 1 in a loop nest keeps it on the host.
  real(8), volatile :: one = 1
  real(8), allocatable :: ma(:,:), mb(:,:), mc(:)
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

  ! a := a + 1, then b := 2 a + 1.
  ! (The bounds are read, so that the callers of this file set them:
  ! the contiguous layout is checked against them.)
  subroutine dummies (a, b)
    real(8), allocatable, intent(inout) :: a(:,:), b(:,:)
    integer :: i, j, n, m
    n = size (a, 1)
    m = size (a, 2)
    if (size (b, 1) /= n .or. size (b, 2) /= m) stop 9
    do j = 1, m ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      do i = 1, n
        a(i,j) = a(i,j) + 1
      end do
    end do
    do j = 1, m
      do i = 1, n
        b(i,j) = 2 * a(i,j) + 1
      end do
    end do
  end subroutine dummies

  ! The same on the module arrays, and a third nest on a third one.
  subroutine modules (n, m)
    integer, intent(in) :: n, m
    integer :: i, j
    do j = 1, m ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      do i = 1, n
        ma(i,j) = ma(i,j) + 1
      end do
    end do
    do j = 1, m
      do i = 1, n
        mb(i,j) = 2 * ma(i,j) + 1
      end do
    end do
    do i = 1, n ! { dg-optimized "gpugen: loop nest offloaded to the GPU" }
      mc(i) = mb(i,1) - ma(i,1)
    end do
  end subroutine modules
end module run_alloc_nests_1

program main
  use run_alloc_nests_1
  implicit none
  integer :: sizes(5) = [0, 1, 2, 9, 40]
  real(8), allocatable :: a(:,:), b(:,:)
  integer :: s, n, m, i, j
  integer(c_long) :: before

  do s = 1, size (sizes)
    n = nint (sizes(s) * one)
    m = n + 3
    allocate (a(n,m), b(n,m), ma(n,m), mb(n,m), mc(n))
    do j = 1, m
      do i = 1, n
        a(i,j) = i - j * one
        b(i,j) = -one
        ma(i,j) = i + j * one
        mb(i,j) = -one
      end do
    end do
    before = gpugen_kernel_launches ()
    call dummies (a, b)
    ! Each region runs as one on the device: both kernels launched.
    if (forced () .and. n > 0 &
        .and. gpugen_kernel_launches () /= before + 2) stop 6
    before = gpugen_kernel_launches ()
    call modules (n, m)
    if (forced () .and. n > 0 &
        .and. gpugen_kernel_launches () /= before + 3) stop 7
    do j = 1, m
      do i = 1, n
        if (a(i,j) /= i - j + one) stop 1
        if (b(i,j) /= 2 * (i - j + 1) + one) stop 2
        if (ma(i,j) /= i + j + one) stop 3
      end do
    end do
    ! mb(i,j) = 2 ma(i,j) + 1 with ma's own indices.
    do j = 1, m
      do i = 1, n
        if (mb(i,j) /= 2 * ma(i,j) + one) stop 4
      end do
    end do
    do i = 1, n
      if (mc(i) /= mb(i,1) - ma(i,1) * one) stop 5
    end do
    deallocate (a, b, ma, mb, mc)
  end do
end program main
