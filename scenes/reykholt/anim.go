package reykholt

import (
	"strconv"

	"northtable/render"
	"northtable/rules"
	rk "northtable/rules/reykholt"
)

// motion is the board's animation role: it turns a move's events into the shell's queue of
// glides and banners and into glows on the places that changed, and keeps which pieces are
// still in flight so the view draws them where they left.
type motion struct {
	*pos
	v       *view
	flashes render.Flashes // what the last move changed, glowing for a moment
	landing int            // the space a gliding worker is bound for (not drawn there yet), or -1
	moving  [4]int         // per seat: the track position a gliding manager left (drawn there), or -1
}

// animate turns a move's events into glows, glides and banners (Harvest Time runs as glows on
// every greenhouse that gave something).
func (m *motion) animate(evs []rules.Event) {
	if m.ui == nil {
		return
	}
	q := m.t.Anims()
	for _, e := range evs {
		s := e.Seat
		switch d := e.Detail.(type) {
		case rk.PlaceDetail:
			sp := int(d.Space)
			m.landing = sp
			q.Push(&render.Glide{UI: m.ui, Sprite: render.WorkerSprites[m.workerColour(s, m.g.WorkingColour())],
				From: workerHome(panelRect(int(s), m.n), m.g.WorkersHome(s)), To: m.v.grid.SlotCentre(sp), Size: 34, Hop: 24,
				Tween: render.Tween{From: 0, To: 1, Ticks: 20}, Done: func() { m.landing = -1 }})
			m.flashes.Add(m.v.grid.SpaceRect(sp), "")
		case rk.PhaseDetail:
			if text, sub := m.bannerOf(e.Kind, d); text != "" {
				q.Push(&render.Banner{UI: m.ui, Rect: render.Rect{X: trackRect.X + 160, Y: 360, W: trackRect.W - 320, H: 120}, Text: text, Sub: sub})
			}
		case rk.GainDetail:
			if s >= 0 && int(s) < m.n {
				sign := "+"
				if e.Kind == rk.EvPay {
					sign = "−"
				}
				m.flashes.Add(m.v.stocks[s].Rect, sign+rk.GoodsWords(d.Goods))
			}
		case rk.HarvestDetail:
			m.flashGreenhouse(d.GH)
		case rk.SeedDetail:
			m.flashGreenhouse(d.GH)
		case rk.MoveDetail:
			t, seat := &m.v.track, s
			fx, fy := t.SpaceRect(t.SpaceOf(int(d.From))).Centre()
			tx, ty := t.SpaceRect(t.SpaceOf(int(d.To))).Centre()
			m.moving[seat] = int(d.From)
			q.Push(&render.Glide{UI: m.ui, Sprite: render.ManagerSprites[m.t.Colour(s)], From: render.Point{X: fx, Y: fy},
				To: render.Point{X: tx, Y: ty}, Size: 30, Hop: 24,
				Tween: render.Tween{From: 0, To: 1, Ticks: 16}, Done: func() { m.moving[seat] = -1 }})
		}
	}
}

// bannerOf words the banner of a phase event (spec §11: Harvest Time and Homecoming happen
// visibly), or "" for none.
func (m *motion) bannerOf(kind string, d rk.PhaseDetail) (text, sub string) {
	switch {
	case kind == rk.EvHomecoming:
		sub = "The workers go home"
		if !m.g.Over() && !m.g.Solo() {
			sub += " · " + m.t.Name(m.g.StartPlayer()) + " starts the next round"
		}
		return "Homecoming", sub
	case d.Phase == rk.PhaseHarvest:
		return "Harvest Time", "Every planted greenhouse gives one vegetable"
	case d.Phase == rk.PhaseTourism:
		return "Tourism Time", "From the front manager to the back"
	case d.Phase == rk.PhaseWork && d.Round > 1:
		return "Round " + strconv.Itoa(int(d.Round)), "Work Time · " + m.t.Name(d.Start) + " places first"
	}
	return "", ""
}

func (m *motion) flashGreenhouse(h rk.GreenhouseID) {
	if r := m.v.ghCards[h].Rect; r.W > 0 {
		m.flashes.Add(r, "")
	}
}
