package reavers

import (
	"strconv"

	"northtable/rules"
)

// Prompt is the pending decision in plain words, naming the card or location it belongs to
// (spec §11 "Decisions").
func (g *Game) Prompt() rules.Prompt {
	kind := g.Decision()
	if kind == "" {
		return rules.Prompt{}
	}
	return rules.Prompt{Kind: kind, Text: g.promptText(kind)}
}

func (g *Game) promptText(kind rules.PromptKind) string {
	s := &g.s
	f := g.top()
	switch kind {
	case DecideSelect:
		return "Choose a location for selection " + strconv.Itoa(int(s.Sel)+1) + " of round " + strconv.Itoa(int(s.Round))
	case DecideSpecialised:
		return "Use " + Reavers[f.Card.ID].Name + "'s ability, or skip it"
	case DecideActivate:
		return "Activate " + s.Loc.String() + " or Rest"
	case DecideTakeReavers:
		return "Take a stack of Reavers or the top 2 of the deck"
	case DecideTakeSpoils:
		return "Take a linked pair or the top 2 of the deck"
	case DecideNextCard:
		return "Choose the card to resolve next"
	case DecideReaverUse:
		return "Rally, Specialise or Promote " + Reavers[f.Card.ID].Name
	case DecidePromoteDeck:
		return "Draw from the Keep Spoils or the Village Spoils deck"
	case DecidePlaceDie:
		if Colour(f.B) == AnyColour {
			return "Choose a colour and face for your new die"
		}
		return "Choose the face of your new " + Colour(f.B).String() + " die"
	case DecideCapacity:
		n := s.Players[f.Seat].Dice.Count() - DiceCapacity
		return "Too many dice: discard or store " + strconv.Itoa(n) + " more"
	case DecideTradeReward:
		return "Take a Trade reward (" + strconv.Itoa(int(f.A)) + " left)"
	case DecideJourney:
		j := &Journeys[f.A]
		return j.Name + ": " + j.Text
	case DecideLoss:
		return "Choose the dice to lose"
	case DecideBattleTarget:
		return "Choose a Sea Battle, or reveal the top of the deck"
	case DecideBattleMethod:
		b := &Battles[s.Battle]
		return b.Name + ": pay the combination, fight against Defence " + strconv.Itoa(int(b.Defence+s.Raise)) + " or retreat"
	case DecideCommit:
		return "Commit Hammers against Defence " + strconv.Itoa(int(f.A))
	case DecideAfterRoll:
		return count(int8(g.successes(f)), "success", "successes") + " against Defence " + strconv.Itoa(int(f.A)) + ": re-roll, use an Artifact or accept defeat"
	case DecideSubdue:
		return "Subdue a Territory by Force or in Peace, or stop (" + count(f.A, "attempt", "attempts") + " left)"
	case DecidePlaceArtifact:
		return "Four Artifacts in play: retire one for " + Artifacts[f.A].Name + ", or put it in your Glory pile"
	case DecideShipUpgrade:
		return "Take the " + Upgrade(f.A).String() + " token or " + strconv.Itoa(int(f.B)) + " Glory"
	case DecidePillage:
		return "Pillage against Defence " + strconv.Itoa(int(f.Src.pillageDefence())) + ", or skip"
	case DecideKeepProphecy:
		return "Keep one of the two Prophecies"
	case DecideWindow:
		return "Use an Artifact after " + f.Loc.String() + ", or pass"
	case DecideFinalWindow:
		return "Last chance to use your Artifacts before the final scoring"
	}
	return ""
}
