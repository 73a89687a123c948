package main

// reaversStep is the channel rounding of every Reavers sprite (see sprite.Step).
const reaversStep = 4

// reaversSprites draws every sprite of Reavers of Midgard.
func reaversSprites() []sprite {
	var out []sprite
	out = append(out, reaversDiceSprites()...)
	out = append(out, reaversCardSprites()...)
	out = append(out, reaversPieceSprites()...)
	for i := range out {
		out[i].Step, out[i].Appended = reaversStep, true
	}
	return out
}
