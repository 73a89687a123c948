//go:build !linux || !cgo

package ebitentest

// keepHeap does nothing here: the allocator tuning of heap_linux.go is for glibc.
func keepHeap() {}
