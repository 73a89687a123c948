package render_test

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"

	"northtable/render"
)

func TestGlidePaintsItsOwnPieceAlongTheHop(t *testing.T) {
	type call struct {
		at render.Point
		v  float64
	}
	var got []call
	g := &render.Glide{From: render.Point{X: 10, Y: 50}, To: render.Point{X: 30, Y: 50}, Hop: 8,
		Tween: render.Tween{Ticks: 2, Ease: func(v float64) float64 { return v }},
		Paint: func(_ *ebiten.Image, at render.Point, v float64) { got = append(got, call{at, v}) }}
	dst := ebiten.NewImage(4, 4)
	g.Draw(dst)
	g.Update()
	g.Draw(dst)
	g.Update()
	g.Draw(dst)
	assert.Equal(t, []call{
		{render.Point{X: 10, Y: 50}, 0},
		{render.Point{X: 20, Y: 42}, 0.5},
		{render.Point{X: 30, Y: 50}, 1},
	}, got, "Paint is given the piece's centre on the hop and the progress, with no UI or sprite")
}

func TestGlideFollowsAMovingTarget(t *testing.T) {
	to := render.Point{X: 100, Y: 0}
	var at render.Point
	g := &render.Glide{From: render.Point{}, To: render.Point{X: -50, Y: -50}, Target: func() render.Point { return to },
		Tween: render.Tween{Ticks: 2, Ease: func(v float64) float64 { return v }},
		Paint: func(_ *ebiten.Image, c render.Point, _ float64) { at = c }}
	dst := ebiten.NewImage(4, 4)
	g.Update()
	g.Draw(dst)
	assert.Equal(t, render.Point{X: 50, Y: 0}, at, "half-way to the target, not to To")
	to = render.Point{X: 100, Y: 40}
	g.Update()
	g.Draw(dst)
	assert.Equal(t, to, at, "the glide ends where the target is now")
}
