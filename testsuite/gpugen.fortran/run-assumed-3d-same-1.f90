! Three- and four-dimensional assumed-shape dummies of procedures that
! do not read all their bounds (loops to dummies n, m, l; size (a, 3)
! alone), called from the same file: IPA mod/ref lets GCC delete the
! caller's stores of the bounds the procedure never reads, so the
! strides after the first stay parameters (the second, the quotient of
! the third by the second, ...: gpugen-descr.cc, "strides stay
! parameters"), checked to divide each other, and the arrays are copied
! with the check of host memory.  Whole arrays, sections with gaps
! between rows or planes (a(2:19, :, :), a(:, 2:17, 3:14)), with a
! stride over planes or over rows that divides the next stride
! (a(:, :, 1:16:2), a(:, 1:18:3, 1:16:2)), contiguous dummies, a
! recurrence over the third index, two written sections of one array
! that share no range (x(:, :, 1:10), x(:, :, 11:20)), one plane chosen
! by a dummy k (whose size delinearization must take from the
! descriptor, not guess to be k: gpugen-delin.cc's guess_sizes; also
! where the procedure reads every bound) and rank 4 must launch their
! kernels where regions run on the device (before, the check failed
! every time and the host code ran); a stride in the first dimension,
! strides that do not divide (a(:, 1:7:4, :): planes of 360 elements,
! rows of 80), negative strides and two written sections whose rows or
! planes interleave must not; all against host references element by
! element.  GPUGEN_PROFILE counts the calls of upd sent to the host
! "by the run-time checks" (__gpugen_region_checked): before, some were
! not counted and the rest "by the host memory check", from ranges
! computed with the strides the checks had rejected.
! { dg-do run }
! { dg-options "-O2 -fno-inline -fplugin-arg-gpugen-dump=details" }
! { dg-set-target-env-var GPUGEN_PROFILE "1" }
! { dg-output "region \[^\r\n\]*:\[0-9\]+ \\(upd\\): 18 of 33 executions on the device, 15 on the host \\(15 by the run-time checks\\)" }

module run_assumed_3d_same_1
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
  ! The launch count at the last call of mark.
  integer(c_long) :: before = 0
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

  ! Remember the launch count.
  subroutine mark ()
    before = gpugen_kernel_launches ()
  end subroutine mark

  ! Whether a kernel was launched since the last call of mark.
  logical function launched ()
    integer(c_long) :: now
    now = gpugen_kernel_launches ()
    launched = now /= before
  end function launched

  ! Every element any call below touches: small integers and quarters,
  ! so that every result is exact.
  subroutine fill (a, r, seed)
    real(8), intent(out) :: a(:,:,:), r(:,:,:)
    integer, intent(in) :: seed
    integer :: i, j, k
    do k = 1, size (a, 3)
      do j = 1, size (a, 2)
        do i = 1, size (a, 1)
          a(i, j, k) = mod (i * 7 + j * 3 + k * 5 + seed, 19) * one - 9
          r(i, j, k) = a(i, j, k)
        end do
      end do
    end do
  end subroutine fill

  ! A written and a read-only dummy, loops to dummies.
  subroutine upd (a, b, n, m, l)
    real(8), intent(inout) :: a(:,:,:)
    real(8), intent(in) :: b(:,:,:)
    integer, intent(in) :: n, m, l
    integer :: i, j, k
    do k = 1, l
      do j = 1, m
        do i = 1, n
          a(i, j, k) = 0.5d0 * a(i, j, k) + b(i, j, k) + i - 2 * j + 3 * k
        end do
      end do
    end do
  end subroutine upd

  subroutine upd_ref (a, b, n, m, l)
    real(8), intent(inout) :: a(:,:,:)
    real(8), intent(in) :: b(:,:,:)
    integer, intent(in) :: n, m, l
    integer :: i, j, k
    do k = 1, l
      do j = 1, m
        do i = 1, n
          a(i, j, k) = (0.5d0 * a(i, j, k) + b(i, j, k) + i - 2 * j &
               + 3 * k) * one
        end do
      end do
    end do
  end subroutine upd_ref

  ! The same with the contiguous attribute.
  subroutine updc (a, b, n, m, l)
    real(8), contiguous, intent(inout) :: a(:,:,:)
    real(8), contiguous, intent(in) :: b(:,:,:)
    integer, intent(in) :: n, m, l
    integer :: i, j, k
    do k = 1, l
      do j = 1, m
        do i = 1, n
          a(i, j, k) = 0.25d0 * a(i, j, k) - b(i, j, k) * k + i * j
        end do
      end do
    end do
  end subroutine updc

  subroutine updc_ref (a, b, n, m, l)
    real(8), contiguous, intent(inout) :: a(:,:,:)
    real(8), contiguous, intent(in) :: b(:,:,:)
    integer, intent(in) :: n, m, l
    integer :: i, j, k
    do k = 1, l
      do j = 1, m
        do i = 1, n
          a(i, j, k) = (0.25d0 * a(i, j, k) - b(i, j, k) * k + i * j) * one
        end do
      end do
    end do
  end subroutine updc_ref

  ! A stencil to size (a, 3) alone and a dummy n.
  subroutine sten (a, b, n)
    real(8), intent(inout) :: a(:,:,:)
    real(8), intent(in) :: b(:,:,:)
    integer, intent(in) :: n
    integer :: i, j, k
    do k = 2, size (a, 3) - 1
      do j = 2, n - 1
        do i = 2, n - 1
          a(i, j, k) = (b(i-1, j, k) + b(i+1, j, k) + b(i, j-1, k) &
               + b(i, j+1, k) + b(i, j, k-1) + b(i, j, k+1)) * 0.25d0 &
               - b(i, j, k)
        end do
      end do
    end do
  end subroutine sten

  subroutine sten_ref (a, b, n)
    real(8), intent(inout) :: a(:,:,:)
    real(8), intent(in) :: b(:,:,:)
    integer, intent(in) :: n
    integer :: i, j, k
    do k = 2, size (a, 3) - 1
      do j = 2, n - 1
        do i = 2, n - 1
          a(i, j, k) = ((b(i-1, j, k) + b(i+1, j, k) + b(i, j-1, k) &
               + b(i, j+1, k) + b(i, j, k-1) + b(i, j, k+1)) * 0.25d0 &
               - b(i, j, k)) * one
        end do
      end do
    end do
  end subroutine sten_ref

  ! A recurrence over k in place: k stays sequential.
  subroutine rec (a, n)
    real(8), intent(inout) :: a(:,:,:)
    integer, intent(in) :: n
    integer :: i, j, k
    do k = 2, n
      do j = 1, n
        do i = 1, n
          a(i, j, k) = a(i, j, k - 1) * 0.5d0 + a(i, j, k)
        end do
      end do
    end do
  end subroutine rec

  subroutine rec_ref (a, n)
    real(8), intent(inout) :: a(:,:,:)
    integer, intent(in) :: n
    integer :: i, j, k
    do k = 2, n
      do j = 1, n
        do i = 1, n
          a(i, j, k) = (a(i, j, k - 1) * 0.5d0 + a(i, j, k)) * one
        end do
      end do
    end do
  end subroutine rec_ref

  ! Two written dummies.
  subroutine two (p, q, b, n, m, l)
    real(8), intent(inout) :: p(:,:,:), q(:,:,:)
    real(8), intent(in) :: b(:,:,:)
    integer, intent(in) :: n, m, l
    integer :: i, j, k
    do k = 1, l
      do j = 1, m
        do i = 1, n
          p(i, j, k) = b(i, j, k) + 1
          q(i, j, k) = b(i, j, k) * 2 - j + k
        end do
      end do
    end do
  end subroutine two

  subroutine two_ref (p, q, b, n, m, l)
    real(8), intent(inout) :: p(:,:,:), q(:,:,:)
    real(8), intent(in) :: b(:,:,:)
    integer, intent(in) :: n, m, l
    integer :: i, j, k
    do k = 1, l
      do j = 1, m
        do i = 1, n
          p(i, j, k) = (b(i, j, k) + 1) * one
          q(i, j, k) = (b(i, j, k) * 2 - j + k) * one
        end do
      end do
    end do
  end subroutine two_ref

  ! One plane of a and of b, chosen by a dummy k: the plane's size is
  ! the quotient of the strides (or the extent, in plane_sized), not k.
  subroutine plane (a, b, n, k)
    real(8), intent(inout) :: a(:,:,:)
    real(8), intent(in) :: b(:,:,:)
    integer, intent(in) :: n, k
    integer :: i, j
    do j = 1, n
      do i = 1, n
        a(i, j, k) = a(i, j, k + 1) + b(i, j, 1) - b(j, i, 2)
      end do
    end do
  end subroutine plane

  subroutine plane_ref (a, b, n, k)
    real(8), intent(inout) :: a(:,:,:)
    real(8), intent(in) :: b(:,:,:)
    integer, intent(in) :: n, k
    integer :: i, j
    do j = 1, n
      do i = 1, n
        a(i, j, k) = (a(i, j, k + 1) + b(i, j, 1) - b(j, i, 2)) * one
      end do
    end do
  end subroutine plane_ref

  ! The same where the procedure reads every bound.
  subroutine plane_sized (a, b, n, k)
    real(8), intent(inout) :: a(:,:,:)
    real(8), intent(in) :: b(:,:,:)
    integer, intent(in) :: n, k
    integer :: i, j
    if (size (a, 1) < n .or. size (a, 2) < n .or. size (a, 3) <= k &
         .or. size (b, 1) < n .or. size (b, 2) < n .or. size (b, 3) < 2) &
         stop 99
    do j = 1, n
      do i = 1, n
        a(i, j, k) = a(i, j, k + 1) + b(i, j, 1) - b(j, i, 2)
      end do
    end do
  end subroutine plane_sized

  ! Rank 4.
  subroutine four (a, b, n)
    real(8), intent(inout) :: a(:,:,:,:)
    real(8), intent(in) :: b(:,:,:,:)
    integer, intent(in) :: n
    integer :: i, j, k, t
    do t = 1, n
      do k = 1, n
        do j = 1, n
          do i = 1, n
            a(i, j, k, t) = a(i, j, k, t) + b(i, j, k, t) * t - k + j * i
          end do
        end do
      end do
    end do
  end subroutine four

  subroutine four_ref (a, b, n)
    real(8), intent(inout) :: a(:,:,:,:)
    real(8), intent(in) :: b(:,:,:,:)
    integer, intent(in) :: n
    integer :: i, j, k, t
    do t = 1, n
      do k = 1, n
        do j = 1, n
          do i = 1, n
            a(i, j, k, t) = (a(i, j, k, t) + b(i, j, k, t) * t - k + j * i) &
                 * one
          end do
        end do
      end do
    end do
  end subroutine four_ref
end module run_assumed_3d_same_1

program main
  use run_assumed_3d_same_1
  implicit none
  real(8) :: a(20, 18, 16), r(20, 18, 16), b(20, 18, 16), c(20, 18, 16)
  real(8) :: x(20, 20, 20), y(20, 20, 20)
  real(8) :: u(9, 8, 7, 6), v(9, 8, 7, 6), w(9, 8, 7, 6)
  logical :: dev
  integer :: seed
  dev = forced ()
  do seed = 0, 2
    call fill (b, c, seed + 1)
    call fill (a, r, seed)
    ! Whole arrays, and loops shorter than the dimensions.
    call mark ()
    call upd (a, b, 20, 18, 16)
    if (dev .and. .not. launched ()) stop 1
    call upd_ref (r, b, 20, 18, 16)
    if (any (a /= r)) stop 2
    call mark ()
    call upd (a, b, 20 - seed, 18 - 2 * seed, 16 - seed)
    if (dev .and. .not. launched ()) stop 3
    call upd_ref (r, b, 20 - seed, 18 - 2 * seed, 16 - seed)
    if (any (a /= r)) stop 4
    ! Gaps between rows, between planes; strides over planes and rows
    ! that divide the next stride.
    call mark ()
    call upd (a(2:19, :, :), b(1:18, 2:18, :), 18, 17, 16)
    if (dev .and. .not. launched ()) stop 5
    call upd_ref (r(2:19, :, :), b(1:18, 2:18, :), 18, 17, 16)
    if (any (a /= r)) stop 6
    call mark ()
    call upd (a(:, 2:17, 3:14), b(:, :, 1:12), 20, 16, 12 - seed)
    if (dev .and. .not. launched ()) stop 7
    call upd_ref (r(:, 2:17, 3:14), b(:, :, 1:12), 20, 16, 12 - seed)
    if (any (a /= r)) stop 8
    call mark ()
    call upd (a(:, :, 1:16:2), b(:, :, 2:16:2), 20, 18, 8)
    if (dev .and. .not. launched ()) stop 9
    call upd_ref (r(:, :, 1:16:2), b(:, :, 2:16:2), 20, 18, 8)
    if (any (a /= r)) stop 10
    call mark ()
    call upd (a(:, 1:18:3, 1:16:2), b, 20, 6, 8)
    if (dev .and. .not. launched ()) stop 11
    call upd_ref (r(:, 1:18:3, 1:16:2), b, 20, 6, 8)
    if (any (a /= r)) stop 12
    ! The host code: a stride in the first dimension, strides that do
    ! not divide, negative strides.
    call mark ()
    call upd (a(1:20:2, :, :), b, 10, 18, 16)
    if (launched ()) stop 13
    call upd_ref (r(1:20:2, :, :), b, 10, 18, 16)
    if (any (a /= r)) stop 14
    call mark ()
    call upd (a(:, 1:7:4, :), b, 20, 2, 16)
    if (launched ()) stop 15
    call upd_ref (r(:, 1:7:4, :), b, 20, 2, 16)
    if (any (a /= r)) stop 16
    call mark ()
    call upd (a(:, 1:18:4, 1:16:5), b, 20, 5, 4)
    if (launched ()) stop 17
    call upd_ref (r(:, 1:18:4, 1:16:5), b, 20, 5, 4)
    if (any (a /= r)) stop 18
    call mark ()
    call upd (a(:, :, 16:1:-1), b, 20, 18, 16)
    if (launched ()) stop 19
    call upd_ref (r(:, :, 16:1:-1), b, 20, 18, 16)
    if (any (a /= r)) stop 20
    call mark ()
    call upd (a(:, 18:1:-1, :), b, 20, 18, 16)
    if (launched ()) stop 21
    call upd_ref (r(:, 18:1:-1, :), b, 20, 18, 16)
    if (any (a /= r)) stop 22
    ! Contiguous dummies: a whole array and a run of whole planes.
    call mark ()
    call updc (a, b, 20, 18, 16)
    if (dev .and. .not. launched ()) stop 23
    call updc_ref (r, b, 20, 18, 16)
    if (any (a /= r)) stop 24
    call mark ()
    call updc (a(:, :, 3:9), b(:, :, 1:7), 20, 18, 7 - seed)
    if (dev .and. .not. launched ()) stop 25
    call updc_ref (r(:, :, 3:9), b(:, :, 1:7), 20, 18, 7 - seed)
    if (any (a /= r)) stop 26
    ! size (a, 3) alone; a read-only section with gaps between planes.
    call mark ()
    call sten (a, b, 18 - seed)
    if (dev .and. .not. launched ()) stop 27
    call sten_ref (r, b, 18 - seed)
    if (any (a /= r)) stop 28
    call mark ()
    call sten (a(:, :, 1:16:3), b(:, 2:18, 2:12), 17)
    if (dev .and. .not. launched ()) stop 29
    call sten_ref (r(:, :, 1:16:3), b(:, 2:18, 2:12), 17)
    if (any (a /= r)) stop 30
    ! A recurrence over the third index, whole and interior.
    call fill (x, y, seed)
    call mark ()
    call rec (x, 20)
    if (dev .and. .not. launched ()) stop 31
    call rec_ref (y, 20)
    if (any (x /= y)) stop 32
    call mark ()
    call rec (x(3:18, 3:18, 3:18), 16 - seed)
    if (dev .and. .not. launched ()) stop 33
    call rec_ref (y(3:18, 3:18, 3:18), 16 - seed)
    if (any (x /= y)) stop 34
    ! Two written sections of one array: runs of planes apart (the
    ! device), rows or planes interleaved (the host).
    call mark ()
    call two (x(:, :, 1:10), x(:, :, 11:20), b, 20, 18, 10)
    if (dev .and. .not. launched ()) stop 35
    call two_ref (y(:, :, 1:10), y(:, :, 11:20), b, 20, 18, 10)
    if (any (x /= y)) stop 36
    call mark ()
    call two (x(1:10, :, :), x(11:20, :, :), b, 10, 18, 16)
    if (launched ()) stop 37
    call two_ref (y(1:10, :, :), y(11:20, :, :), b, 10, 18, 16)
    if (any (x /= y)) stop 38
    call mark ()
    call two (x(:, 1:9, :), x(:, 10:18, :), b, 20, 9, 16)
    if (launched ()) stop 39
    call two_ref (y(:, 1:9, :), y(:, 10:18, :), b, 20, 9, 16)
    if (any (x /= y)) stop 40
    ! One plane chosen by a dummy.
    call mark ()
    call plane (a, b, 16, 3 + seed)
    if (dev .and. .not. launched ()) stop 45
    call plane_ref (r, b, 16, 3 + seed)
    if (any (a /= r)) stop 46
    call mark ()
    call plane (a(3:20, :, 2:16:2), b(:, :, 5:6), 18, 4)
    if (dev .and. .not. launched ()) stop 47
    call plane_ref (r(3:20, :, 2:16:2), b(:, :, 5:6), 18, 4)
    if (any (a /= r)) stop 48
    call mark ()
    call plane_sized (a, b, 18, 9 - seed)
    if (dev .and. .not. launched ()) stop 49
    call plane_ref (r, b, 18, 9 - seed)
    if (any (a /= r)) stop 50
    ! Rank 4, whole and a section.
    u = 1.5d0 * one
    v = u
    w = 0.25d0 * one
    call mark ()
    call four (u, w, 6 - seed)
    if (dev .and. .not. launched ()) stop 41
    call four_ref (v, w, 6 - seed)
    if (any (u /= v)) stop 42
    call mark ()
    call four (u(2:8, :, :, :), w(1:7, 2:8, :, :), 6)
    if (dev .and. .not. launched ()) stop 43
    call four_ref (v(2:8, :, :, :), w(1:7, 2:8, :, :), 6)
    if (any (u /= v)) stop 44
  end do
end program main
! { dg-final { scan-tree-dump "may be unset: its strides stay parameters" "gpugen" } }
