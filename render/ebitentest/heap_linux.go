//go:build linux && cgo

package ebitentest

/*
#include <malloc.h>
*/
import "C"

// keepHeap has the C allocator keep the memory it frees instead of handing it back to the
// system at once. Mesa's software renderer (llvmpipe, what the tests draw with under Xvfb)
// allocates and frees some megabytes for every batch of draws on Ebitengine's render thread;
// with glibc's default trim threshold each free shrinks that thread's arena (madvise) and the
// next batch faults every page in again, which was most of a board test's time. A gigabyte of
// trim threshold and a fixed mmap threshold (the largest glibc takes, 32 MiB) keep the pages.
// Only the test binary's allocator changes: what is drawn is the same.
func keepHeap() {
	C.mallopt(C.M_TRIM_THRESHOLD, 1<<30)
	C.mallopt(C.M_MMAP_THRESHOLD, 32<<20)
}
