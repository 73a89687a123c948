package render_test

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"northtable/render"
)

// Every Reavers name render offers is in the atlas, at the size its doc comment promises.
func TestReaversSpritesAreInTheAtlas(t *testing.T) {
	ui := newUI(t)
	size := func(w, h int) image.Point { return image.Pt(w, h) }
	want := map[string]image.Point{}
	for _, n := range render.ReaversSprites() {
		want[n] = image.Point{}
	}
	set := func(s image.Point, names ...string) {
		for _, n := range names {
			if n != "" {
				want[n] = s
			}
		}
	}
	for _, row := range render.CrewDieSprites {
		set(size(64, 64), row[:]...)
	}
	set(size(64, 64), render.CrewDieBodySprites[:]...)
	set(size(64, 64), render.FaceDieSprites[:]...)
	set(size(64, 64), render.CombatDieSprites[:]...)
	set(size(64, 64), render.SpriteDieWild)
	set(size(64, 64), render.TokenSprites[:]...)
	set(size(64, 64), render.UpgradeSprites[:]...)
	set(size(64, 64), render.UsedUpgradeSprites[:]...)
	set(size(64, 64), render.SpriteStartPlayer, render.SpriteRoundMarker)
	set(size(76, 64), render.PawnSprites[:]...)
	set(size(76, 64), render.SpriteHonourShip)
	set(size(96, 96), render.LocationSprites[:]...)
	for _, row := range render.TerritorySprites {
		set(size(102, 102), row[:]...)
	}
	for _, row := range render.ReaverCardSprites {
		set(size(170, 236), row[:]...)
	}
	set(size(170, 236), render.CardBackSprites[:]...)
	set(size(170, 236), render.CardFrontSprites[:]...)
	set(size(170, 236), render.SpriteArtifactCard)
	assert.Len(t, want, 81, "every Reavers sprite, once")
	for n, s := range want {
		img := ui.Sprite(n)
		if !assert.NotNil(t, img, "%s is not in the atlas: run go run ./build/spritegen", n) {
			continue
		}
		assert.Equal(t, s, img.Bounds().Size(), n)
	}
	// The faces each colour lacks are empty names (Reavers spec §2.1: four kinds per colour).
	for c, row := range render.CrewDieSprites {
		n := 0
		for _, s := range row {
			if s != "" {
				n++
			}
		}
		assert.Equal(t, 4, n, "colour %d", c)
	}
}

// sheetCell is one sprite on the contact sheet: where it is drawn (its centre, logical px)
// and how large (logical px per sprite px).
type sheetCell struct {
	name  string
	at    render.Point
	scale float64
}

// reaversSheet lays every Reavers sprite out on a 1600x900 sheet at the sizes a board draws
// them: cards 85 px wide, Territory tiles 51, plaques 48, pawns 38, dice and tokens at 32, 24
// and (tokens) 18 px, dice also on the board's dark sea, and every clan face under the wild
// mark.
func reaversSheet() []sheetCell {
	var cells []sheetCell
	row := func(y, x0, step, scale float64, names ...string) {
		for i, n := range names {
			cells = append(cells, sheetCell{n, render.Point{X: x0 + float64(i)*step, Y: y}, scale})
		}
	}
	var reavers []string
	for _, r := range render.ReaverCardSprites {
		reavers = append(reavers, r[:]...)
	}
	var fronts []string
	for _, f := range render.CardFrontSprites {
		if f != "" {
			fronts = append(fronts, f)
		}
	}
	row(100, 60, 92, 0.5, append(append(reavers, render.SpriteArtifactCard), fronts...)...)
	row(232, 60, 92, 0.5, render.CardBackSprites[:]...)
	var tiles []string
	for _, r := range render.TerritorySprites {
		tiles = append(tiles, r[:]...)
	}
	row(232, 640, 60, 0.5, tiles...)
	row(340, 40, 44, 0.5, append(append(render.PawnSprites[:], render.SpriteHonourShip), render.SpriteStartPlayer, render.SpriteRoundMarker)...)
	row(340, 460, 56, 0.5, render.LocationSprites[:]...)
	var dice []string
	for c, r := range render.CrewDieSprites {
		for _, n := range r {
			if n != "" {
				dice = append(dice, n)
			}
		}
		dice = append(dice, render.CrewDieBodySprites[c])
	}
	dice = append(dice, render.CombatDieSprites[:]...)
	row(340, 820, 38, 0.5, dice...) // on the dark sea
	// on paper: dice at 32 and 24 px, then the clan faces wild
	row(470, 40, 38, 0.5, dice...)
	row(510, 40, 38, 0.375, dice...)
	wild := []string{render.CrewDieSprites[0][0], render.CrewDieSprites[1][0], render.CrewDieSprites[2][0]}
	row(470, 800, 38, 0.5, wild...)
	row(510, 800, 38, 0.375, wild...)
	var tokens []string
	tokens = append(append(append(tokens, render.TokenSprites[:]...), render.UpgradeSprites[:]...), render.UsedUpgradeSprites[:]...)
	row(580, 40, 38, 0.5, tokens...)
	row(620, 40, 38, 0.375, tokens...)
	row(652, 40, 38, 18.0/64, tokens...)
	return cells
}

// isWildCell reports whether the cell is one of the clan faces shown wild (drawn with the
// overlay).
func isWildCell(c sheetCell) bool { return c.at.X >= 800 && (c.at.Y == 470 || c.at.Y == 510) }

func drawReaversSheet(dst *ebiten.Image, ui *render.UI, cells []sheetCell) {
	dst.Fill(render.DeepSea)
	p := ui.P
	p.SetScale(render.ScaleOf(dst))
	p.FillRect(dst, render.Rect{X: 0, Y: 430, W: render.LogicalW, H: 470}, render.Paper)
	p.Text(dst, "Reavers of Midgard: every sprite at board size", ui.Fonts.BodyBold, 20, 8, render.Paper, render.AlignLeft)
	p.Text(dst, "dice 32 and 24 px, wild clan faces, tokens and Ship Upgrades (up and used) 32, 24 and 18 px", ui.Fonts.Small, 20, 440, render.Ink, render.AlignLeft)
	for _, c := range cells {
		p.SetScale(render.ScaleOf(dst))
		p.Sprite(dst, ui.Sprite(c.name), c.at, c.scale, 1)
		if isWildCell(c) {
			p.Sprite(dst, ui.Sprite(render.SpriteDieWild), c.at, c.scale, 1)
		}
	}
	if cells != nil {
		drawSampleCards(dst, ui)
	}
}

// drawSampleCards draws three cards as a board would, 140 logical px wide, the words and dice
// laid on the frames where their doc comments say: a tier-2 Reaver, an Artifact holding its
// die and a Sea Battle.
func drawSampleCards(dst *ebiten.Image, ui *render.UI) {
	p := ui.P
	p.SetScale(render.ScaleOf(dst))
	// unit (u, v) of a card whose sprite's top left is at o lies at o + (1 + 1.5·u) · k, k
	// logical px per sprite px
	const k = 140.0 / 170
	at := func(o render.Point, u, v float64) render.Point {
		return render.Point{X: o.X + (1+1.5*u)*k, Y: o.Y + (1+1.5*v)*k}
	}
	die := func(o render.Point, u, v float64, name string) {
		p.Sprite(dst, ui.Sprite(name), at(o, u, v), 19.0/64, 1)
	}
	card := func(o render.Point, name string) {
		p.Sprite(dst, ui.Sprite(name), render.Point{X: o.X + 85*k, Y: o.Y + 118*k}, k, 1)
	}
	text := func(o render.Point, u, v float64, s string, f *render.Face, align render.Align) {
		q := at(o, u, v)
		p.TextMid(dst, s, f, q.X, q.Y, render.Ink, align)
	}
	o := render.Point{X: 1080, Y: 470}
	card(o, render.ReaverCardSprites[0][1])
	die(o, 18, 15.5, render.CrewDieSprites[2][0])
	die(o, 31, 15.5, render.CrewDieSprites[0][1])
	die(o, 76, 15.5, render.CrewDieSprites[2][4])
	die(o, 89, 15.5, render.CrewDieBodySprites[1])
	text(o, 56, 35, "Brynja Helm-Splitter", ui.Fonts.SmallBold, render.AlignCenter)
	for i, l := range []string{"2 dice", "or 1 die + 2 Favour"} {
		text(o, 56, 118+float64(i)*12, l, ui.Fonts.Small, render.AlignCenter)
	}
	o = render.Point{X: 1250, Y: 470}
	card(o, render.SpriteArtifactCard)
	text(o, 56, 13.5, "Raven Banner", ui.Fonts.SmallBold, render.AlignCenter)
	p.Sprite(dst, ui.Sprite(render.CrewDieSprites[2][3]), at(o, 56, 44), 24.0/64, 1)
	for i, l := range []string{"After Raid Keeps:", "draw 1 Keep Spoils"} {
		text(o, 56, 80+float64(i)*12, l, ui.Fonts.Small, render.AlignCenter)
	}
	text(o, 93, 141, "2", ui.Fonts.SmallBold, render.AlignCenter)
	o = render.Point{X: 1420, Y: 470}
	card(o, render.CardFrontSprites[4])
	text(o, 56, 13.5, "Sea Troll", ui.Fonts.SmallBold, render.AlignCenter)
	for i, l := range []string{"Defence 4", "3 Ship + 2 Shield", "9 Glory"} {
		text(o, 56, 64+float64(i)*14, l, ui.Fonts.Small, render.AlignCenter)
	}
}

// The contact sheet, drawn through the atlas at device scales 1 and 2: every sprite shows
// (its cell is not the bare background), the crew dice keep their colours apart under every
// simulated colour-vision deficiency, and the wild mark leaves the die's face clear. Set
// NORTHTABLE_SPRITE_SHEET to a folder to keep the two sheets for a look by eye.
func TestReaversContactSheet(t *testing.T) {
	ui := newUI(t)
	cells := reaversSheet()
	dir := os.Getenv("NORTHTABLE_SPRITE_SHEET")
	for _, s := range []int{1, 2} {
		dst := ebiten.NewImage(render.LogicalW*s, render.LogicalH*s)
		drawReaversSheet(dst, ui, cells)
		shot := image.NewRGBA(dst.Bounds())
		dst.ReadPixels(shot.Pix)
		bare := ebiten.NewImage(render.LogicalW*s, render.LogicalH*s)
		drawReaversSheet(bare, ui, nil)
		bg := image.NewRGBA(bare.Bounds())
		bare.ReadPixels(bg.Pix)
		for _, c := range cells {
			x, y := int(c.at.X)*s, int(c.at.Y)*s
			changed := 0
			for dy := -3 * s; dy <= 3*s; dy++ {
				for dx := -3 * s; dx <= 3*s; dx++ {
					if shot.RGBAAt(x+dx, y+dy) != bg.RGBAAt(x+dx, y+dy) {
						changed++
					}
				}
			}
			assert.Greater(t, changed, 0, "scale %d: %s at %v draws nothing", s, c.name, c.at)
		}
		if dir != "" {
			f, err := os.Create(filepath.Join(dir, fmt.Sprintf("reavers-sprites-%dx.png", s)))
			require.NoError(t, err)
			require.NoError(t, png.Encode(f, shot))
			require.NoError(t, f.Close())
		}
	}
}

// The four die colours (yellow, blue, red crew dice and the black Combat die), as drawn from
// the atlas, stay at least minPlayerDeltaE apart with full colour vision and under each
// simulated deficiency, measured on the face of the blank bodies.
func TestDrawnDiceColoursStayApartUnderColourBlindness(t *testing.T) {
	ui := newUI(t)
	names := append(render.CrewDieBodySprites[:], render.CombatDieSprites[2])
	const cell = 80
	img := ebiten.NewImage(cell*len(names), cell)
	img.Fill(render.Paper)
	for i, n := range names {
		ui.P.SetScale(1)
		ui.P.Sprite(img, ui.Sprite(n), render.Point{X: float64(i*cell + cell/2), Y: cell / 2}, 1, 1)
	}
	shot := image.NewRGBA(img.Bounds())
	img.ReadPixels(shot.Pix)
	for _, v := range visions {
		faces := make([]color.RGBA, len(names))
		for i := range names {
			// the middle of the die's top face (design unit 20, 19 of 40: 1 px above centre)
			c := shot.RGBAAt(i*cell+cell/2, cell/2-2)
			faces[i] = simulate(color.RGBA{c.R, c.G, c.B, 255}, v.m)
		}
		d, i, j := closestPair(faces, nil)
		assert.GreaterOrEqual(t, d, float64(minPlayerDeltaE), "%s: %s and %s dice only %.1f apart", v.name, names[i], names[j], d)
	}
}

// The wild mark marks a die without hiding its face: drawn over a die, it leaves the middle of
// the face (where the glyph is) untouched and changes the die's rim.
func TestWildMarkLeavesTheFaceClear(t *testing.T) {
	ui := newUI(t)
	die := render.CrewDieSprites[1][0]
	draw := func(wild bool) *image.RGBA {
		img := ebiten.NewImage(128, 128)
		img.Fill(render.Paper)
		ui.P.SetScale(1)
		ui.P.Sprite(img, ui.Sprite(die), render.Point{X: 64, Y: 64}, 1.5, 1)
		if wild {
			ui.P.Sprite(img, ui.Sprite(render.SpriteDieWild), render.Point{X: 64, Y: 64}, 1.5, 1)
		}
		out := image.NewRGBA(img.Bounds())
		img.ReadPixels(out.Pix)
		return out
	}
	plain, wild := draw(false), draw(true)
	for y := 40; y < 84; y++ {
		for x := 40; x < 84; x++ {
			require.Equal(t, plain.RGBAAt(x, y), wild.RGBAAt(x, y), "the face at (%d, %d)", x, y)
		}
	}
	rim := 0
	for x := 0; x < 128; x++ {
		for _, y := range []int{18, 110} {
			if plain.RGBAAt(x, y) != wild.RGBAAt(x, y) {
				rim++
			}
		}
	}
	assert.Greater(t, rim, 60, "the ring shows along the die's top and bottom edges")
}

// The three clans' cards, as drawn from the atlas, keep their frames' colours apart with full
// colour vision and under each simulated deficiency (their icons differ too: a keep, a house,
// a wave), measured on the frame's edge beside the art.
func TestDrawnClanFramesStayApartUnderColourBlindness(t *testing.T) {
	ui := newUI(t)
	const w = 180
	img := ebiten.NewImage(3*w, 240)
	img.Fill(render.Paper)
	ui.P.SetScale(1)
	for c := range 3 {
		ui.P.Sprite(img, ui.Sprite(render.ReaverCardSprites[c][0]), render.Point{X: float64(c*w + 85), Y: 118}, 1, 1)
	}
	shot := image.NewRGBA(img.Bounds())
	img.ReadPixels(shot.Pix)
	for _, v := range visions {
		frames := make([]color.RGBA, 3)
		for c := range frames {
			// design unit (6, 80): the clan's colour between the trim and the art
			p := shot.RGBAAt(c*w+10, 121)
			frames[c] = simulate(color.RGBA{p.R, p.G, p.B, 255}, v.m)
		}
		d, i, j := closestPair(frames, nil)
		t.Logf("%s: frames %v, closest %.1f", v.name, frames, d)
		assert.GreaterOrEqual(t, d, float64(minPlayerDeltaE), "%s: clans %d and %d only %.1f apart", v.name, i, j, d)
	}
}
