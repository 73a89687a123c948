package orkney

import (
	"image/color"
	"time"

	"northtable/render"
	"northtable/rules"
	ork "northtable/rules/orkney"
)

// seatColour is the colour index of seat s into render.PlayerColours.
func (b *common) seatColour(s rules.Seat) int { return max(b.t.Colour(s), 0) }

// colourOf is seat s's colour.
func (b *common) colourOf(s rules.Seat) color.RGBA {
	i := b.seatColour(s)
	if i >= 0 && i < len(render.PlayerColours) {
		return render.PlayerColours[i]
	}
	return color.RGBA{0x80, 0x80, 0x80, 0xff}
}

// offTurn reports whether the game goes on but the viewer may not act (a computer moves, or
// the curtain is due): the board shows no private controls. The shell says (table.Turn).
func (b *common) offTurn() bool { return !b.g.Over() && !b.t.Turn().Mine }

// placing reports whether the seat to move has a revealed tile to place.
func (b *common) placing() bool {
	if b.ui.decision != ork.DecidePlaceTile {
		return false
	}
	_, ok := b.g.Revealed()
	return ok
}

// choosingTask reports whether the task choice is showing.
func (b *common) choosingTask() bool { return b.ui.decision == ork.DecideTask }

// mover is the seat the action controls act for: the seat to move, or the active seat.
func (b *common) mover() rules.Seat {
	if b.ui.seat == rules.NoSeat {
		return b.ui.active
	}
	return b.ui.seat
}

// pulseAmp is how strongly the highlights pulse now: 1 while the player is active, fading to 0
// (a steady glow) once the pointer has rested, so an idle board stops changing (scene.Still).
func (b *common) pulseAmp() float64 {
	return render.RestingAmp(b.now.Sub(b.lastActive), pulseFor, pulseFade)
}

// pulse is a slow 0..1 oscillation for highlights.
func (b *common) pulse() float32 {
	return render.Pulse(b.tick, b.pulseAmp())
}

// How long the highlights keep pulsing after the pointer last moved, then the fade to a steady
// glow (render.RestingAmp).
const (
	pulseFor  = 3 * time.Second
	pulseFade = time.Second
)
