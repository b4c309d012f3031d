! Twin of run-reduce-lanes-1.c: the rows of offloaded reductions run by
! the 32 threads of a block, each folding a run of 8 consecutive
! elements, the runs combined in order by a tree and the rounds of 256
! by an accumulator (gpugen-reduce-lanes.cc).  gfortran's max and min
! (run as the selects "e = e > d ? e : d" on both paths, with a NaN
! state), a select "if (d > e) e = d", an integer sum and a count, and
! a triangle with empty columns, each against a copy kept on the host
! (gpugen-off=) that writes max and min as those selects: the results
! must be equal bit for bit on columns of 0 to 520 elements of values
! with many ties (-0.0 and +0.0), NaNs and infinities.
! { dg-do run }
! { dg-options "-O2 -fno-inline -fno-ipa-icf -fopt-info-omp-optimized -fplugin-arg-gpugen-off=emax_ref,emin_ref,sel_ref,isum_ref,cnt_ref,tri_ref,set_vals" }
! { dg-set-target-env-var GPUGEN_EMU_STRICT "1" }
module run_reduce_lanes_1
  use, intrinsic :: ieee_arithmetic
  implicit none
  integer, parameter :: m = 520, n = 5
  double precision :: a(m, n)
  integer :: k(m, n)
contains
  function emax (mm, nn, e0) result (e)
    integer, value :: mm, nn
    double precision, value :: e0
    double precision :: e
    integer :: i, j
    e = e0
    do j = 1, nn ! { dg-optimized "gpugen: loop nest offloaded to the \[^\n\]*; reduction of .e." }
      do i = 1, mm
        e = max (e, a(i, j))
      end do
    end do
  end function emax
  function emax_ref (mm, nn, e0) result (e)
    integer, value :: mm, nn
    double precision, value :: e0
    double precision :: e
    integer :: i, j
    e = e0
    do j = 1, nn
      do i = 1, mm
        if (.not. (e > a(i, j))) e = a(i, j)
      end do
    end do
  end function emax_ref
  function emin (mm, nn, e0) result (e)
    integer, value :: mm, nn
    double precision, value :: e0
    double precision :: e
    integer :: i, j
    e = e0
    do j = 1, nn ! { dg-optimized "gpugen: loop nest offloaded to the \[^\n\]*; reduction of .e." }
      do i = 1, mm
        e = min (e, a(i, j))
      end do
    end do
  end function emin
  function emin_ref (mm, nn, e0) result (e)
    integer, value :: mm, nn
    double precision, value :: e0
    double precision :: e
    integer :: i, j
    e = e0
    do j = 1, nn
      do i = 1, mm
        if (.not. (e < a(i, j))) e = a(i, j)
      end do
    end do
  end function emin_ref
  function sel (mm, nn, e0) result (e)
    integer, value :: mm, nn
    double precision, value :: e0
    double precision :: e
    integer :: i, j
    e = e0
    do j = 1, nn ! { dg-optimized "gpugen: loop nest offloaded to the \[^\n\]*; reduction of .e." }
      do i = 1, mm
        if (a(i, j) > e) e = a(i, j)
      end do
    end do
  end function sel
  function sel_ref (mm, nn, e0) result (e)
    integer, value :: mm, nn
    double precision, value :: e0
    double precision :: e
    integer :: i, j
    e = e0
    do j = 1, nn
      do i = 1, mm
        if (a(i, j) > e) e = a(i, j)
      end do
    end do
  end function sel_ref
  function isum (mm, nn, s0) result (s)
    integer, value :: mm, nn, s0
    integer :: s
    integer :: i, j
    s = s0
    do j = 1, nn ! { dg-optimized "gpugen: loop nest offloaded to the \[^\n\]*; reduction of .s." }
      do i = 1, mm
        s = s + k(i, j)
      end do
    end do
  end function isum
  function isum_ref (mm, nn, s0) result (s)
    integer, value :: mm, nn, s0
    integer :: s
    integer :: i, j
    s = s0
    do j = 1, nn
      do i = 1, mm
        s = s + k(i, j)
      end do
    end do
  end function isum_ref
  function cnt (mm, nn) result (c)
    integer, value :: mm, nn
    integer(8) :: c
    integer :: i, j
    c = 0
    do j = 1, nn ! { dg-optimized "gpugen: loop nest offloaded to the \[^\n\]*; reduction of .c." }
      do i = 1, mm
        if (a(i, j) > 0.5d0) c = c + 1
      end do
    end do
  end function cnt
  function cnt_ref (mm, nn) result (c)
    integer, value :: mm, nn
    integer(8) :: c
    integer :: i, j
    c = 0
    do j = 1, nn
      do i = 1, mm
        if (a(i, j) > 0.5d0) c = c + 1
      end do
    end do
  end function cnt_ref
  function tri (nn, e0) result (e)
    integer, value :: nn
    double precision, value :: e0
    double precision :: e
    integer :: i, j
    e = e0
    do j = 1, nn ! { dg-optimized "gpugen: loop nest offloaded to the \[^\n\]*; reduction of .e." }
      do i = 1, (j - 1) * 100
        e = max (e, a(i, j))
      end do
    end do
  end function tri
  function tri_ref (nn, e0) result (e)
    integer, value :: nn
    double precision, value :: e0
    double precision :: e
    integer :: i, j
    e = e0
    do j = 1, nn
      do i = 1, (j - 1) * 100
        if (.not. (e > a(i, j))) e = a(i, j)
      end do
    end do
  end function tri_ref
  subroutine set_vals (vals, inits)
    double precision, intent(out) :: vals(10), inits(4)
    vals = [sign (0d0, -1d0), 0d0, 1d0, -1d0, &
            ieee_value (1d0, ieee_quiet_nan), 2d0, &
            ieee_value (1d0, ieee_negative_inf), &
            ieee_value (1d0, ieee_positive_inf), 0d0, sign (0d0, -1d0)]
    inits = [sign (0d0, -1d0), 0d0, ieee_value (1d0, ieee_quiet_nan), -5d0]
  end subroutine set_vals
end module run_reduce_lanes_1

program main
  use run_reduce_lanes_1
  implicit none
  integer, parameter :: lens(12) = [0, 1, 7, 8, 9, 31, 33, 255, 256, 257, 300, 520]
  double precision :: vals(10), inits(4)
  integer :: seed, i, j, l, r, nr, fails
  seed = 4321
  fails = 0
  call set_vals (vals, inits)
  do r = 0, 5
    do j = 1, n
      do i = 1, m
        seed = mod (seed * 1103 + 12345, 65536)
        a(i, j) = vals(1 + mod (seed, 10))
        if (ieee_is_nan (a(i, j)) .and. (r == 0 .or. mod (seed / 16, 8 * r) /= 0)) &
          a(i, j) = vals(1 + mod (seed / 16, 2))
        k(i, j) = mod (seed, 7) - 3
      end do
    end do
    do l = 1, 12
      nr = 1 + mod (l + r, n)
      do i = 1, 4
        call check (emax (lens(l), nr, inits(i)), emax_ref (lens(l), nr, inits(i)), 1)
        call check (emin (lens(l), nr, inits(i)), emin_ref (lens(l), nr, inits(i)), 2)
        call check (sel (lens(l), nr, inits(i)), sel_ref (lens(l), nr, inits(i)), 3)
      end do
      if (isum (lens(l), nr, 7) /= isum_ref (lens(l), nr, 7)) fails = fails + 1
      if (cnt (lens(l), nr) /= cnt_ref (lens(l), nr)) fails = fails + 1
    end do
    do i = 1, 4
      call check (tri (n, inits(i)), tri_ref (n, inits(i)), 4)
    end do
  end do
  if (fails /= 0) stop 1
contains
  subroutine check (x, y, what)
    double precision, value :: x, y
    integer, value :: what
    if (transfer (x, 0_8) /= transfer (y, 0_8)) then
      fails = fails + 1
      print *, 'differs:', what
    end if
  end subroutine check
end program main
