! Convergence loops with no count (issues 13 and 16), twin of
! run-while-exit-1.c: "do while (err > tol)", the same with the steps
! counted by the program ("it = it + 1", the count returned), and "do;
! ...; if (err < tol) exit; end do" each run as one region: a step
! counter of gpugen's own gives the model a count (gpugen-stepcount.cc),
! the host loop folds the error's partials after each step and leaves
! where the program does.  Every element, and the steps counted, must be
! those of the host reference (gpugen-off=), for tolerances met after
! the first step and mid-way, for n = 2 (no interior), 3, 17 and 40, and
! for an error that starts below the tolerance (no step).
! { dg-do run }
! { dg-options "-O2 -fno-ipa-icf -fno-inline -fopt-info-omp-optimized -fplugin-arg-gpugen-off=wh_ref,cnt_ref,ex_ref" }
! { dg-set-target-env-var GPUGEN_EMU_STRICT "1" }
! { dg-prune-output "loop nest offloaded to the GPU: 1 kernel" }
module run_while_exit_1
  implicit none
contains
  subroutine wh (nn, a, b, err0, tol, it)
    integer, value :: nn
    double precision :: a(nn, nn), b(nn, nn)
    double precision, value :: err0, tol
    integer, intent(out) :: it
    double precision :: err
    integer :: i, j
    err = err0
    it = 0
    do while (err > tol) ! { dg-optimized "gpugen: loop nest offloaded to the \[^\n\]*launched in 1 host loop\[^\n\]*; reduction of .err." }
      do j = 2, nn - 1
        do i = 2, nn - 1
          b(i, j) = 0.25d0 * (a(i - 1, j) + a(i + 1, j) + a(i, j - 1) + a(i, j + 1))
        end do
      end do
      err = 0
      do j = 2, nn - 1
        do i = 2, nn - 1
          err = max (err, abs (b(i, j) - a(i, j)))
          a(i, j) = b(i, j)
        end do
      end do
    end do
  end subroutine wh
  subroutine wh_ref (nn, a, b, err0, tol, it)
    integer, value :: nn
    double precision :: a(nn, nn), b(nn, nn)
    double precision, value :: err0, tol
    integer, intent(out) :: it
    double precision :: err
    integer :: i, j
    err = err0
    it = 0
    do while (err > tol)
      do j = 2, nn - 1
        do i = 2, nn - 1
          b(i, j) = 0.25d0 * (a(i - 1, j) + a(i + 1, j) + a(i, j - 1) + a(i, j + 1))
        end do
      end do
      err = 0
      do j = 2, nn - 1
        do i = 2, nn - 1
          err = max (err, abs (b(i, j) - a(i, j)))
          a(i, j) = b(i, j)
        end do
      end do
    end do
  end subroutine wh_ref
  subroutine cnt (nn, a, b, err0, tol, it)
    integer, value :: nn
    double precision :: a(nn, nn), b(nn, nn)
    double precision, value :: err0, tol
    integer, intent(out) :: it
    double precision :: err
    integer :: i, j, k
    err = err0
    k = 0
    do while (err > tol) ! { dg-optimized "gpugen: loop nest offloaded to the \[^\n\]*launched in 1 host loop\[^\n\]*; reduction of .err." }
      do j = 2, nn - 1
        do i = 2, nn - 1
          b(i, j) = 0.25d0 * (a(i - 1, j) + a(i + 1, j) + a(i, j - 1) + a(i, j + 1))
        end do
      end do
      err = 0
      do j = 2, nn - 1
        do i = 2, nn - 1
          err = max (err, abs (b(i, j) - a(i, j)))
          a(i, j) = b(i, j)
        end do
      end do
      k = k + 1
    end do
    it = k
  end subroutine cnt
  subroutine cnt_ref (nn, a, b, err0, tol, it)
    integer, value :: nn
    double precision :: a(nn, nn), b(nn, nn)
    double precision, value :: err0, tol
    integer, intent(out) :: it
    double precision :: err
    integer :: i, j, k
    err = err0
    k = 0
    do while (err > tol)
      do j = 2, nn - 1
        do i = 2, nn - 1
          b(i, j) = 0.25d0 * (a(i - 1, j) + a(i + 1, j) + a(i, j - 1) + a(i, j + 1))
        end do
      end do
      err = 0
      do j = 2, nn - 1
        do i = 2, nn - 1
          err = max (err, abs (b(i, j) - a(i, j)))
          a(i, j) = b(i, j)
        end do
      end do
      k = k + 1
    end do
    it = k
  end subroutine cnt_ref
  subroutine ex (nn, a, b, err0, tol, it)
    integer, value :: nn
    double precision :: a(nn, nn), b(nn, nn)
    double precision, value :: err0, tol
    integer, intent(out) :: it
    double precision :: err
    integer :: i, j
    it = 0
    do
      do j = 2, nn - 1
        do i = 2, nn - 1
          b(i, j) = 0.25d0 * (a(i - 1, j) + a(i + 1, j) + a(i, j - 1) + a(i, j + 1))
        end do
      end do
      err = 0
      do j = 2, nn - 1
        do i = 2, nn - 1
          err = max (err, abs (b(i, j) - a(i, j)))
          a(i, j) = b(i, j)
        end do
      end do
      if (err < tol) exit ! { dg-optimized "gpugen: loop nest offloaded to the \[^\n\]*launched in 1 host loop\[^\n\]*; reduction of .err." }
    end do
  end subroutine ex
  subroutine ex_ref (nn, a, b, err0, tol, it)
    integer, value :: nn
    double precision :: a(nn, nn), b(nn, nn)
    double precision, value :: err0, tol
    integer, intent(out) :: it
    double precision :: err
    integer :: i, j
    it = 0
    do
      do j = 2, nn - 1
        do i = 2, nn - 1
          b(i, j) = 0.25d0 * (a(i - 1, j) + a(i + 1, j) + a(i, j - 1) + a(i, j + 1))
        end do
      end do
      err = 0
      do j = 2, nn - 1
        do i = 2, nn - 1
          err = max (err, abs (b(i, j) - a(i, j)))
          a(i, j) = b(i, j)
        end do
      end do
      if (err < tol) exit
    end do
  end subroutine ex_ref
  subroutine init (nn, a, b)
    integer, intent(in) :: nn
    double precision :: a(nn, nn), b(nn, nn)
    integer :: i, j
    do j = 1, nn ! { dg-optimized "loop nest offloaded to the GPU" } (the "or" of two counter tests)
      do i = 1, nn
        a(i, j) = 0
        if (i == 1 .or. j == 1) a(i, j) = 1 + mod (i + j, 3)
      end do
    end do
    b = 0
  end subroutine init
  subroutine check (k, nn, err0, tol)
    integer, intent(in) :: k, nn
    double precision, intent(in) :: err0, tol
    double precision, allocatable :: a(:, :), b(:, :), a1(:, :), b1(:, :)
    integer :: it1, it2
    allocate (a(nn, nn), b(nn, nn), a1(nn, nn), b1(nn, nn))
    call init (nn, a1, b1)
    select case (k)
    case (1)
      call wh_ref (nn, a1, b1, err0, tol, it1)
    case (2)
      call cnt_ref (nn, a1, b1, err0, tol, it1)
    case default
      call ex_ref (nn, a1, b1, err0, tol, it1)
    end select
    call init (nn, a, b)
    select case (k)
    case (1)
      call wh (nn, a, b, err0, tol, it2)
    case (2)
      call cnt (nn, a, b, err0, tol, it2)
    case default
      call ex (nn, a, b, err0, tol, it2)
    end select
    if (it1 /= it2) stop 1
    if (any (transfer (a1, [1_8]) /= transfer (a, [1_8]))) stop 2
    if (any (transfer (b1, [1_8]) /= transfer (b, [1_8]))) stop 3
  end subroutine check
end module run_while_exit_1

program main
  use run_while_exit_1
  implicit none
  double precision, parameter :: tols(3) = [10.0d0, 0.05d0, 1.0d-3]
  integer, parameter :: ns(4) = [40, 3, 2, 17]
  integer :: k, m, f
  do k = 1, 3
    do m = 1, 4
      do f = 1, 3
        call check (f, ns(m), 1.0d30, tols(k))
      end do
    end do
  end do
  ! The error starts below the tolerance: "do while" makes no step.
  call check (1, 40, 0.01d0, 0.5d0)
  call check (2, 40, 0.01d0, 0.5d0)
end program main
