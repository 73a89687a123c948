package reavers

import (
	"strconv"

	"northtable/render"
	rv "northtable/rules/reavers"
)

// Icon lines: a display card's gains, a Sea Battle's combination and a Territory's Peace cost
// and reward as counts and pictures (a die showing its face, a Food token, a deck's back) where
// the words would not fit a column of the location board ("1 yellow die showing Double
// Hammer" is a 1 and that die). The tooltip keeps the words. An item holding a '/' is a
// sprite name, any other a word.

// effectIcons is effect e as icons, ok false for an effect with no short picture.
func effectIcons(e rv.Effect) ([]string, bool) {
	n := strconv.Itoa(int(e.N))
	switch e.Kind {
	case rv.GainTokens:
		return []string{n, render.TokenSprites[e.Token]}, true
	case rv.GainGlory:
		return []string{"+" + n + " Glory"}, true
	case rv.FixedDice:
		if s := render.CrewDieSprites[e.Colour][e.Face]; s != "" {
			return []string{n, s}, true
		}
	case rv.RollDice:
		return []string{n, render.CrewDieBodySprites[e.Colour], "rolled"}, true
	case rv.ChooseDice:
		if e.Colour == rv.AnyColour {
			return []string{n, "any", dieWord(e.N)}, true
		}
		return []string{n, render.CrewDieBodySprites[e.Colour], "on any face"}, true
	case rv.Draw:
		return []string{"draw", n, render.CardBackSprites[e.Deck]}, true
	case rv.ProphecyKeep:
		return []string{"draw", n, render.CardBackSprites[rv.ProphecyDeck], "keep 1"}, true
	}
	return nil, false
}

func dieWord(n int8) string {
	if n == 1 {
		return "die"
	}
	return "dice"
}

// optionIcons is an option's effects as icons, ok false when one has no short picture.
func optionIcons(o rv.Option) ([]string, bool) {
	var out []string
	for _, e := range o {
		ic, ok := effectIcons(e)
		if !ok {
			return nil, false
		}
		out = append(out, ic...)
	}
	return out, len(out) > 0
}

// pillageIcons is the pillage words a Spoils card's line ends with ("pillage Def 2"), nil for a
// card without one.
func pillageIcons(p rv.Pillage) []string {
	if p.Defence <= 0 {
		return nil
	}
	return []string{"· pillage Def " + strconv.Itoa(int(p.Defence))}
}

// needSprite is a die of no colour showing need's face: any colour pays a cost, so its icon
// shows the face alone ("" for any face, which no one icon says).
func needSprite(n rv.Need) string {
	f := [...]rv.Face{rv.NeedShip: rv.Ship, rv.NeedChest: rv.Chest, rv.NeedShield: rv.Shield, rv.NeedHammer: rv.Hammer, rv.NeedAny: -1}[n]
	if f < 0 {
		return ""
	}
	return render.FaceDieSprites[f]
}

// costIcons is a cost as icons: each part a count and its token or die, "any" dice in words.
func costIcons(c rv.Cost) []string {
	var out []string
	if c.Food > 0 {
		out = append(out, strconv.Itoa(int(c.Food)), render.TokenSprites[rv.Food])
	}
	if c.Favour > 0 {
		out = append(out, strconv.Itoa(int(c.Favour)), render.TokenSprites[rv.Favour])
	}
	return append(out, needsIcons(c.Dice)...)
}

// needsIcons is a dice requirement as icons: "2 [Ship die] 2 [Hammer die]", any dice in words.
func needsIcons(n rv.Needs) []string {
	var out []string
	for k, c := range n {
		if c == 0 {
			continue
		}
		if s := needSprite(rv.Need(k)); s != "" {
			out = append(out, strconv.Itoa(int(c)), s)
			continue
		}
		out = append(out, strconv.Itoa(int(c)), "any", dieWord(c))
	}
	return out
}

// spoilsIcons is a Village or Keep Spoils card's line as icons when it is gains (and a
// pillage), ok false for the others (Artifacts, Ship Upgrades, set cards keep their words).
func villageIcons(v *rv.VillageSpoils) ([]string, bool) {
	if v.Artifact != rv.NoArtifact {
		return nil, false
	}
	ic, ok := optionIcons(v.Effects)
	if !ok {
		return nil, false
	}
	return append(ic, pillageIcons(v.Pillage)...), true
}

func keepIcons(k *rv.KeepSpoils) ([]string, bool) {
	if k.Kept && k.Set != rv.NoSet {
		return nil, false
	}
	ic, ok := optionIcons(k.Effects)
	if !ok {
		return nil, false
	}
	return append(ic, pillageIcons(k.Pillage)...), true
}

// rewardIcons is a Territory's reward as icons: its tokens, its dice ("2 dice" of any colour
// on faces chosen) and "+N" Glory.
func rewardIcons(o rv.Option) []string {
	var out []string
	for _, e := range o {
		switch e.Kind {
		case rv.ChooseDice:
			out = append(out, strconv.Itoa(int(e.N)), dieWord(e.N))
		case rv.GainGlory:
			out = append(out, strconv.Itoa(int(e.N))+" Glory")
		default:
			ic, _ := effectIcons(e)
			out = append(out, ic...)
		}
	}
	return out
}
