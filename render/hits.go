package render

import "northtable/input"

// hits is a widget's own registry of hit areas: one Control per part (ID = part index + 1), so
// hover, press, long-press and disabled reasons work exactly as for any control, while the
// widget draws its parts itself. Parts are re-added whenever the widget lays itself out.
type hits struct {
	cs     Controls
	around Rect   // the whole widget, when its parts share one tooltip (a card and its parcels); zero: each part
	near   []Rect // the tooltip's neighbours (reused)
}

// reset starts a new layout (hover and press carry over by part).
func (h *hits) reset() {
	h.cs.Reset()
	h.cs.Delay = TooltipDelay
}

// add registers part i at r; a part that is not enabled shows reason, an enabled one tip.
func (h *hits) add(i int, r Rect, enabled bool, reason, tip string) {
	h.cs.Add(Control{ID: i + 1, Rect: r, Enabled: enabled, Reason: reason, Tip: tip})
}

// reword sets part i's refusal, the words it shows while not enabled.
func (h *hits) reword(i int, reason string) {
	for k := range h.cs.list {
		if h.cs.list[k].ID == i+1 {
			h.cs.list[k].Reason = reason
		}
	}
}

// update tracks the pointer for one tick and reports the part tapped (enabled or not).
func (h *hits) update(p *input.Pointer) (int, bool) {
	c, ok := h.cs.Update(p)
	if !ok {
		return -1, false
	}
	return c.ID - 1, true
}

// at is the topmost part under (x, y), logical px.
func (h *hits) at(x, y float64) (int, bool) {
	c, ok := h.cs.At(x, y)
	if !ok {
		return -1, false
	}
	return c.ID - 1, true
}

// hot is the part under the pointer, -1 for none.
func (h *hits) hot() int { return h.cs.hot - 1 }

// pressed is the part held down under the pointer, -1 for none.
func (h *hits) pressed() int {
	if h.cs.down != 0 && h.cs.down == h.cs.hot {
		return h.cs.down - 1
	}
	return -1
}

// tooltip asks ui for the due tooltip, if any, above its part: a refusal for a dimmed part
// (the accent mark), a tip for another.
func (h *hits) tooltip(ui *UI) {
	s := h.cs.Reason()
	if s == "" {
		return
	}
	id := h.cs.hot
	if h.cs.long != 0 {
		id = h.cs.long
	}
	c, _ := h.cs.Get(id)
	at := c.Rect
	if h.around.W > 0 {
		at = h.around
	}
	h.near = h.cs.neighbours(id, at, h.near[:0])
	ui.ShowTooltipNear(s, at, !c.Enabled, h.near)
}
