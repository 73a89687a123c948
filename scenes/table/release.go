package table

// Releaser is a Board that holds offscreen images it can free at once when the table is done
// with it (render.Layer.Release), rather than leave them to the garbage collector.
type Releaser interface {
	Release()
}

// Release frees the board's offscreen images when the board is a Releaser. The table stays
// usable: a board drawn again makes its images anew.
func (t *Table) Release() {
	if r, ok := t.board.(Releaser); ok {
		r.Release()
	}
}
