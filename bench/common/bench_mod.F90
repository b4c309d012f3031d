! gpubench: the Fortran interface to bench.c (module bench_mod).
!
! The Fortran programs of the suite report through the same bench.c as
! the C programs.  This module declares the C functions of bench_f.c
! (BIND(C) wrappers around the struct bench of the program) under the
! names that the C programs use, and adds bench_init, which passes the
! command-line arguments on.  It also passes on C_SIZE_T, the kind of
! the element count of bench_check.  A program does:
!
!   call bench_init ("gemm-f90")
!   n = bench_size (64, 1600)
!   ... allocate and initialize, copies for the reference ...
!   call bench_start ()
!   call gemm (...)
!   call bench_stop ()
!   call gemm_ref (...)
!   call bench_check (c, c_ref, size (c, kind=c_size_t), 1d-6)
!   call bench_finish ()
!
! The kernel is named <name>-f90 on the "kernel:" line, after the
! program (<name>-f90-cpu, <name>-f90-gpugen), so that its lines stay
! apart from those of the C program of the same name.
!
! bench_finish prints the report lines of bench.h and ends the program
! with exit status 0 when every check passed, 1 otherwise.  Arrays are
! passed to bench_check by sequence association, so an array of any rank
! works as long as it is contiguous (an allocatable array is).

module bench_mod
  use, intrinsic :: iso_c_binding, only: c_char, c_double, c_int, &
       c_null_char, c_size_t
  implicit none
  private
  public :: bench_init, bench_size, bench_start, bench_stop, &
       bench_check, bench_finish, c_size_t

  interface
     ! Record one NUL-terminated command-line argument ARG (argument 0,
     ! the program name, first).
     subroutine bench_f_arg (arg) bind (c, name = "bench_f_arg")
       import :: c_char
       character (kind = c_char), dimension (*), intent (in) :: arg
     end subroutine bench_f_arg

     ! Start the run of kernel NAME (NUL-terminated).
     subroutine bench_f_init (name) bind (c, name = "bench_f_init")
       import :: c_char
       character (kind = c_char), dimension (*), intent (in) :: name
     end subroutine bench_f_init

     ! Return the next problem size: SMALL, LARGE or the next integer
     ! given on the command line.
     function bench_size (small, large) result (n) &
          bind (c, name = "bench_f_size")
       import :: c_int
       integer (c_int), value :: small, large
       integer (c_int) :: n
     end function bench_size

     ! Start the clock.
     subroutine bench_start () bind (c, name = "bench_f_start")
     end subroutine bench_start

     ! Stop the clock.
     subroutine bench_stop () bind (c, name = "bench_f_stop")
     end subroutine bench_stop

     ! Compare the COUNT elements of OUT with REF within relative
     ! tolerance TOL and add OUT to the checksum; a failure shows on the
     ! verify line.  Call once per output array.
     subroutine bench_check (out, ref, count, tol) &
          bind (c, name = "bench_f_check")
       import :: c_double, c_size_t
       real (c_double), dimension (*), intent (in) :: out, ref
       integer (c_size_t), value :: count
       real (c_double), value :: tol
     end subroutine bench_check

     ! Print the report lines and end the program.
     subroutine bench_finish () bind (c, name = "bench_f_finish")
     end subroutine bench_finish
  end interface

contains

  ! Start the run of kernel NAME: pass the program name and every
  ! command-line argument to bench.c, which parses them as bench_init of
  ! bench.h does.
  subroutine bench_init (name)
    character (len = *), intent (in) :: name
    character (len = :), allocatable :: arg
    integer :: i, length

    do i = 0, command_argument_count ()
       call get_command_argument (i, length = length)
       allocate (character (len = length) :: arg)
       call get_command_argument (i, value = arg)
       call bench_f_arg (arg // c_null_char)
       deallocate (arg)
    end do
    call bench_f_init (name // c_null_char)
  end subroutine bench_init

end module bench_mod
