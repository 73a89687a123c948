package reavers

// Release frees the board's offscreen layer at once instead of when the garbage collector
// finds it (render/release.go says why that matters); the table calls it when it is closed
// (table.Board). A board drawn again after Release makes its layer anew.
func (b *Board) Release() { b.layer.Release() }
