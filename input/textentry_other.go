//go:build !js

package input

// platformEntry is inactive outside the browser: Frame.Chars carries composed characters.
type platformEntry struct{}

func (*platformEntry) update(bool, int, int) ([]rune, string, bool) { return nil, "", false }
