	.file	"map-regtile-wide-1.c"
	.text
	.section	.rodata.str1.8,"aMS",@progbits,1
	.align 8
.LC0:
	.string	"/work/wt/s15-live/testsuite/gpugen.dg/map-regtile-wide-1.c:26 (rect)"
	.text
	.p2align 4
	.globl	rect
	.type	rect, @function
rect:
.LFB0:
	.cfi_startproc
	pushq	%r15
	.cfi_def_cfa_offset 16
	.cfi_offset 15, -16
	pushq	%r14
	.cfi_def_cfa_offset 24
	.cfi_offset 14, -24
	movq	%rsi, %r14
	pushq	%r13
	.cfi_def_cfa_offset 32
	.cfi_offset 13, -32
	movq	%rcx, %r13
	pushq	%r12
	.cfi_def_cfa_offset 40
	.cfi_offset 12, -40
	movq	%rdx, %r12
	xorl	%edx, %edx
	pushq	%rbp
	.cfi_def_cfa_offset 48
	.cfi_offset 6, -48
	movslq	%edi, %rbp
	pushq	%rbx
	.cfi_def_cfa_offset 56
	.cfi_offset 3, -56
	movq	%r13, %rbx
	subq	$88, %rsp
	.cfi_def_cfa_offset 144
	testl	%ebp, %ebp
	cmovns	%ebp, %edx
	movq	%rsi, 16(%rsp)
	movslq	%edx, %rcx
	movl	%edx, 24(%rsp)
	movq	%rcx, %r15
	movq	%rcx, 8(%rsp)
	salq	$11, %r15
	leaq	(%rsi,%r15), %rax
	leaq	0(%r13,%r15), %rdi
	cmpq	%rax, %r13
	setnb	%sil
	cmpq	%rdi, %r14
	setnb	%al
	orl	%eax, %esi
	leaq	(%r12,%r15), %rax
	cmpq	%rax, %r13
	setnb	%al
	cmpq	%rdi, %r12
	setnb	%dil
	orl	%edi, %eax
	leaq	.LC0(%rip), %rdi
	andl	%eax, %esi
	movzbl	%sil, %esi
	call	__gpugen_region_checked@PLT
	testl	%eax, %eax
	je	.L2
	movq	8(%rsp), %rcx
	movl	24(%rsp), %edx
	pxor	%xmm1, %xmm1
	movslq	%ebp, %rdi
	pxor	%xmm0, %xmm0
	movq	%rdi, 8(%rsp)
	movq	16(%rsp), %r10
	leaq	-1(%rdi), %r8
	cvtsi2sdl	%edx, %xmm1
	salq	$9, %rcx
	cmpl	$524288, %ebp
	movsd	.LC1(%rip), %xmm2
	cvtsi2sdq	%rcx, %xmm0
	movl	$262144, %eax
	movapd	%xmm1, %xmm4
	mulsd	%xmm0, %xmm2
	mulsd	%xmm1, %xmm4
	jg	.L4
	leaq	1(%rdi), %rdx
	movq	%rdx, %rax
	shrq	$63, %rax
	addq	%rdx, %rax
	sarq	%rax
.L4:
	xorl	%edx, %edx
	testl	%ebp, %ebp
	pxor	%xmm6, %xmm6
	cmovle	%rdx, %rax
	cvtsi2sdq	%rax, %xmm6
	movl	$65536, %eax
	cmpl	$524288, %ebp
	jg	.L6
	testq	%r8, %r8
	leaq	7(%r8), %rax
	cmovns	%r8, %rax
	sarq	$3, %rax
	addq	$1, %rax
.L6:
	xorl	%edi, %edi
	testl	%ebp, %ebp
	pxor	%xmm5, %xmm5
	movq	%r10, 24(%rsp)
	mulsd	.LC4(%rip), %xmm0
	cmovle	%rdi, %rax
	pxor	%xmm3, %xmm3
	movq	%r8, 40(%rsp)
	movsd	%xmm4, 16(%rsp)
	mulsd	%xmm4, %xmm1
	cvtsi2sdq	%rax, %xmm3
	addsd	%xmm5, %xmm0
	mulsd	%xmm6, %xmm3
	addsd	%xmm2, %xmm0
	addsd	%xmm2, %xmm0
	movapd	%xmm1, %xmm2
	movsd	.LC3(%rip), %xmm1
	addsd	%xmm5, %xmm2
	call	__gpugen_region_estimate@PLT
	movsd	16(%rsp), %xmm4
	pxor	%xmm5, %xmm5
	movsd	.LC1(%rip), %xmm1
	mulsd	%xmm4, %xmm1
	mulsd	.LC4(%rip), %xmm4
	addsd	%xmm5, %xmm4
	addsd	%xmm1, %xmm4
	movapd	%xmm4, %xmm0
	addsd	%xmm1, %xmm0
	call	__gpugen_region_estimate_host@PLT
	leaq	.LC0(%rip), %rdx
	movl	$3, %edi
	leaq	__gpugen_image(%rip), %rsi
	call	__gpugen_region_enter@PLT
	movq	24(%rsp), %r10
	testl	%eax, %eax
	je	.L7
	movq	%r15, %rdi
	movq	%r10, 32(%rsp)
	call	__gpugen_region_alloc@PLT
	xorl	%edx, %edx
	movq	%r15, %rcx
	movq	%r13, %rsi
	movq	%rax, %rdi
	movq	%rax, 16(%rsp)
	call	__gpugen_region_copy_in@PLT
	movq	%r15, %rdi
	call	__gpugen_region_alloc@PLT
	xorl	%edx, %edx
	movq	%r14, %rsi
	movq	%r15, %rcx
	movq	%rax, %rdi
	movq	%rax, 24(%rsp)
	call	__gpugen_region_copy_in@PLT
	movq	%r15, %rdi
	call	__gpugen_region_alloc@PLT
	xorl	%edx, %edx
	movq	%r15, %rcx
	movq	%r12, %rsi
	movq	%rax, %rdi
	movq	%rax, %r14
	call	__gpugen_region_copy_in@PLT
	testl	%ebp, %ebp
	movq	16(%rsp), %r11
	jg	.L39
	movq	%r15, %rcx
	movq	%r13, %rdi
	xorl	%edx, %edx
	movq	%r11, %rsi
	call	__gpugen_region_copy_out@PLT
	addq	$88, %rsp
	.cfi_remember_state
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%rbp
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	jmp	__gpugen_region_exit@PLT
.L39:
	.cfi_restore_state
	movq	40(%rsp), %r8
	movq	8(%rsp), %rax
	movl	$8192, %edx
	movq	%r11, 48(%rsp)
	movq	24(%rsp), %r9
	movq	%r14, 64(%rsp)
	testq	%r8, %r8
	leaq	63(%r8), %rcx
	movq	%rax, 72(%rsp)
	leaq	127(%r8), %rax
	cmovns	%r8, %rcx
	movq	%r9, 56(%rsp)
	movl	$8, %r9d
	sarq	$6, %rcx
	addq	$1, %rcx
	cmpl	$524288, %ebp
	cmovg	%rdx, %rcx
	testq	%r8, %r8
	cmovns	%r8, %rax
	movl	$32, %r8d
	sarq	$7, %rax
	addq	$1,