package table

// Release frees the board's offscreen images now (Board.Release) rather than leave them to the
// garbage collector. The table stays usable: a board drawn again makes its images anew.
func (t *Table) Release() { t.board.Release() }
