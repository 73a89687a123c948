package render_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"northtable/input"
	"northtable/render"
)

// A long page tells a finger to drag it, never to use a wheel or arrow keys it has not got;
// a mouse hears of all three.
func TestPageScrollHintForAFinger(t *testing.T) {
	p := &render.Page{Title: "Rules", Paragraphs: []string{"Text."}}
	var ptr input.Pointer
	assert.Equal(t, "Scroll for more · wheel, drag or arrow keys", p.ScrollHint())
	for _, f := range []input.Frame{{X: 800, Y: 400, Touch: true, Down: true}, {X: 800, Y: 400, Touch: true}} {
		ptr.Update(f)
		p.Update(&ptr, f)
	}
	assert.Equal(t, "Scroll for more · drag the page", p.ScrollHint())
	for _, f := range []input.Frame{{X: 800, Y: 400, Down: true}, {X: 800, Y: 400}} {
		ptr.Update(f)
		p.Update(&ptr, f)
	}
	assert.Equal(t, "Scroll for more · wheel, drag or arrow keys", p.ScrollHint())
}
