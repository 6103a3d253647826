// A per-thread allocation counter for progress-format-bench.
//
// The executable defines the allocator entry points, so the dynamic linker binds every
// library's calls (Swift runtime, Foundation, ICU) to these; each counts the call on the calling
// thread and forwards to glibc's own implementation (`__libc_malloc` and friends, exported by
// glibc for exactly this purpose). Memory from either side is glibc memory, so `free` and
// `malloc_usable_size` keep working on it. Counting costs one thread-local increment per call.
#include "cbench_baseline.h"

#include <errno.h>
#include <stddef.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static __thread uint64_t allocations __attribute__((tls_model("initial-exec")));

uint64_t cbench_thread_allocations(void) { return allocations; }

void *malloc(size_t size) {
    allocations++;
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    allocations++;
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    allocations++;
    return __libc_realloc(pointer, size);
}

void free(void *pointer) { __libc_free(pointer); }

void *memalign(size_t alignment, size_t size) {
    allocations++;
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    allocations++;
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **out, size_t alignment, size_t size) {
    if (alignment < sizeof(void *) || (alignment & (alignment - 1)) != 0) {
        return EINVAL;
    }
    allocations++;
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) {
        return ENOMEM;
    }
    *out = pointer;
    return 0;
}
