! Several conditional stores on one side of a data-dependent condition
! (or on both sides) are each made an unconditional store of "c ? new :
! old" (or "c ? old : new" on the false side) for the model, in their
! order, the true side's first: the nests are SCoPs, on arrays of fixed
! shape and on assumed-shape dummies sized by their descriptors (a
! run-time check), with values loaded from scalar dummies in the
! branch.  On explicit-shape dummies of unknown extent, the stores may
! write outside their arrays, a load of an optional scalar dummy may
! read an absent one: their host memory is checked at run time.
! (run-select-6.f90 runs the assumed-shape forms.)
! { dg-do compile }
! { dg-options "-O2 -fno-inline -fopt-info-omp-all -fplugin-arg-gpugen-offload=0 -fplugin-arg-gpugen-dump=details" }

module detect_store_2
  implicit none
  integer, parameter :: nn = 64
  real(8) :: a(nn), b(nn), c(nn), d(nn), e(nn)
contains
  subroutine fixed (n, x)
    integer :: n, i
    real(8), value :: x
    do i = 1, n ! { dg-note "gpugen: SCoP with 4 statements, 5 arrays, 1 parallel loops" }
      if (b(i) > 0) then
        a(i) = b(i) * 2
        c(i) = b(i) + x
      else
        d(i) = b(i) * 3
        e(i) = 1
      end if
    end do
  end subroutine fixed

  subroutine assumed (p, q, w, n)
    real(8), intent(inout) :: p(:), q(:)
    real(8), intent(in) :: w(:)
    integer :: n, i
    if (size (p) < n .or. size (q) < n .or. size (w) < n) stop 1
    do i = 1, n ! { dg-note "gpugen: SCoP with 2 statements, 3 arrays, 1 parallel loops" }
      if (w(i) > 0) then
        p(i) = w(i) - 1
        q(i) = w(i) * w(i)
      end if
    end do
  end subroutine assumed

  subroutine explicit (p, q, w, n)
    integer :: n, i
    real(8) :: p(n), q(n), w(n)
    do i = 1, n ! { dg-note "gpugen: SCoP with 2 statements, 3 arrays, 1 parallel loops" }
      if (w(i) > 0) then
        p(i) = w(i) - 1
        q(i) = w(i) * w(i)
      end if
    end do
  end subroutine explicit

  ! Scalar dummies passed by reference, loaded in the branch: the objects
  ! exist for the whole call, and gpugen-hoist.cc reads them before the
  ! loop (values from before the region, not arrays).  An optional one
  ! may be absent (a null pointer): its load in the branch stays a miss
  ! naming the condition.
  subroutine by_ref (p, q, w, n, x, y)
    real(8), intent(inout) :: p(:), q(:)
    real(8), intent(in) :: w(:), x, y
    integer :: n, i
    if (size (p) < n .or. size (q) < n .or. size (w) < n) stop 3
    do i = 1, n ! { dg-note "gpugen: SCoP with 2 statements, 3 arrays, 1 parallel loops" }
      if (w(i) > 0) then
        p(i) = x
        q(i) = y
      end if
    end do
  end subroutine by_ref

  subroutine optional_arg (p, w, n, x)
    real(8), intent(inout) :: p(:)
    real(8), intent(in) :: w(:)
    real(8), intent(in), optional :: x
    integer :: n, i
    if (size (p) < n .or. size (w) < n) stop 4
    do i = 1, n ! { dg-note "gpugen: SCoP with 1 statements, 3 arrays, 1 parallel loops" }
      if (w(i) > 0) p(i) = x
    end do
  end subroutine optional_arg
end module detect_store_2

! { dg-final { scan-tree-dump-times "conditional stores made unconditional" 5 "gpugen" } }
! { dg-final { scan-tree-dump-times "may be touched outside its object: the host memory of its copies is checked at run time" 3 "gpugen" } }
