package rules

import "sync/atomic"

// Putting a value into an interface (a Move, an Event's Detail) allocates a copy of it, and a
// random playout lists and reports thousands of them. The values are immutable, so games box
// each distinct value once and share the box. Values with few kinds go into tables made once;
// values with too many kinds for a table go through a BoxCache.

// boxCacheBits is log2 of a BoxCache's slots.
const boxCacheBits = 12

// BoxCache shares boxed values of T: a direct-mapped table of the values boxed last, by a hash
// of the value the caller gives (Mix builds one). A value found there is shared; a value that
// is not is boxed and takes one of its hash's two slots. Any answer is a box of an equal value,
// so sharing never changes what a caller sees. The zero value is ready; it is safe for
// concurrent use (two goroutines boxing one value at once both store an equal box, which is
// harmless). It holds 4,096 slots (32 KiB of pointers) whatever T is.
type BoxCache[T comparable] struct {
	slot [1 << boxCacheBits]atomic.Pointer[boxed[T]]
}

// boxed is a value and its box.
type boxed[T comparable] struct {
	v   T
	box any
}

// Get is v boxed, shared when one of the two slots of hash h holds v already. A new box takes
// the first slot when it is free, else the second, so two values that recur together and
// share a slot both stay.
func (c *BoxCache[T]) Get(v T, h uint64) any {
	i := h >> (64 - boxCacheBits)
	p, q := &c.slot[i], &c.slot[i^1]
	if b := p.Load(); b != nil && b.v == v {
		return b.box
	}
	if b := q.Load(); b != nil && b.v == v {
		return b.box
	}
	b := &boxed[T]{v: v, box: v}
	if !p.CompareAndSwap(nil, b) {
		q.Store(b)
	}
	return b.box
}

// Mix adds v to the hash h for a BoxCache (a multiplicative hash; the high bits pick the slot).
func Mix(h uint64, v int) uint64 { return (h ^ uint64(v)) * 0x9e3779b97f4a7c15 }
