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
		if why := g.CannotPayWords(g.ToMove(), s.Loc); why != "" {
			return why + ". Rest instead"
		}
		return "Activate " + s.Loc.String() + " or Rest"
	case DecideTakeReavers:
		return g.takeWords("Take ", "a stack of Reavers", "the top 2 of the deck")
	case DecideTakeSpoils:
		return g.takeWords("Take ", "a linked pair", "the top 2 of the deck")
	case DecideNextCard:
		return "Choose the card to resolve next"
	case DecideReaverUse:
		return g.reaverUseWords(f)
	case DecidePromoteDeck:
		return "Draw from the Keep Spoils or the Village Spoils deck"
	case DecidePlaceDie:
		if Colour(f.B) == AnyColour {
			return "Choose a colour and face for your new die"
		}
		return "Choose the face of your new " + Colour(f.B).String() + " die"
	case DecideCapacity:
		n := s.Players[f.Seat].Dice.Count() - DiceCapacity
		if canStore(&s.Players[f.Seat]) {
			return "Too many dice: discard or store " + strconv.Itoa(n) + " more"
		}
		return "Too many dice: discard " + strconv.Itoa(n) + " more"
	case DecideTradeReward:
		return "Take a Trade reward (" + strconv.Itoa(int(f.A)) + " left)"
	case DecideJourney:
		return g.journeyWords(f)
	case DecideLoss:
		return "Choose the dice to lose"
	case DecideBattleTarget:
		return g.takeWords("", "choose a Sea Battle", "reveal the top of the deck")
	case DecideBattleMethod:
		return g.methodWords(f)
	case DecideCommit:
		return "Commit Hammers against Defence " + strconv.Itoa(int(f.A))
	case DecideAfterRoll:
		return g.afterRollWords(f)
	case DecideSubdue:
		return g.subdueWords(f)
	case DecidePlaceArtifact:
		return "Four Artifacts in play: retire one for " + Artifacts[f.A].Name + ", or put it in your Glory pile"
	case DecideShipUpgrade:
		return "Take the " + Upgrade(f.A).String() + " token or " + strconv.Itoa(int(f.B)) + " Glory"
	case DecidePillage:
		return g.pillageWords(f)
	case DecideKeepProphecy:
		return "Keep one of the two Prophecies"
	case DecideWindow:
		return "Use an Artifact after " + f.Loc.String() + ", or pass"
	case DecideFinalWindow:
		return "Last chance to use your Artifacts before the final scoring"
	}
	return ""
}

// DecisionInfo is the pending decision as data, for a scene to draw its prompt: the fields its
// kind names are set, the others zero (Card NoCard, Artifact NoArtifact, Loc NoLocation).
type DecisionInfo struct {
	Kind rules.PromptKind
	Seat rules.Seat
	Loc  Location // the selection's location (ActivateOrRest, Take…, ArtifactWindow)
	// Card is the card the decision is about: the Specialised Reaver (UseSpecialised), the
	// Reaver being used (ReaverUse), the Sea Journey (JourneyChoice), the Sea Battle
	// (BattleMethod), the Wall or Tower (Pillage: its Spoils card).
	Card Card
	// Left is what is left to do: Trade rewards, Subdue attempts, dice to place, dice to lose,
	// dice over the limit (Capacity), cards to draw (PromoteDeck).
	Left int
	// Colour is the die colour a PlaceDie asks for (AnyColour: any).
	Colour Colour
	// HammerOnly marks a loss of Hammer dice (Frozen Spray).
	HammerOnly bool
	// Defence, Dice and Successes describe a combat (CommitHammers, AfterRoll): its Defence,
	// the Combat dice by face after the last roll, and their successes with any extra.
	Defence   int
	Dice      [NumCombatFaces]int8
	Successes int
	// Artifact is the Artifact a PlaceArtifact places; Upgrade the token a ShipUpgradeCard
	// offers and Glory its alternative.
	Artifact ArtifactID
	Upgrade  Upgrade
	Glory    int
	// Prophecies are the two cards of KeepProphecy: the real ones in their owner's view only,
	// placeholders in another seat's (View).
	Prophecies [2]ProphecyID
	// Horn marks Trade rewards of Horn of Plenty (a Prophecy only from the deck).
	Horn bool
}

// Info is the pending decision as data; Kind "" when the game is over.
func (g *Game) Info() DecisionInfo {
	d := DecisionInfo{Kind: g.Decision(), Seat: g.ToMove(), Loc: g.s.Loc, Card: NoCard, Artifact: NoArtifact,
		Prophecies: [2]ProphecyID{-1, -1}}
	if d.Kind == "" {
		d.Loc = NoLocation
		return d
	}
	s := &g.s
	f := g.top()
	switch f.Kind {
	case fSpecStep, fReaver:
		d.Card = f.Card
	case fTake:
		d.Loc = f.Loc
	case fTrade:
		d.Left, d.Horn = int(f.A), f.B == 1
	case fJourney:
		d.Card = Card{SeaJourneyDeck, f.A}
	case fMethod:
		d.Card = Card{SeaBattleDeck, int8(s.Battle)}
		d.Defence = int(Battles[s.Battle].Defence + s.Raise)
	case fSubdue:
		d.Left = int(f.A)
	case fPromoteDeck:
		d.Left = int(f.A)
	case fPlaceDie:
		d.Left, d.Colour = int(f.A), Colour(f.B)
	case fCapacity:
		d.Left = s.Players[f.Seat].Dice.Count() - DiceCapacity
	case fLoss:
		d.Left, d.HammerOnly = int(f.A), f.B == 1
	case fCombat:
		d.Defence, d.Dice, d.Successes = int(f.A), f.Dice, g.successes(f)
	case fPlaceArtifact:
		d.Artifact = ArtifactID(f.A)
	case fShipUpgrade:
		d.Upgrade, d.Glory = Upgrade(f.A), int(f.B)
	case fPillage:
		deck := VillageSpoilsDeck
		if f.Src.K == srcKeepPillage {
			deck = KeepSpoilsDeck
		}
		d.Card = Card{deck, f.Src.A}
		d.Defence = int(f.Src.pillageDefence())
	case fKeepProphecy:
		d.Prophecies = [2]ProphecyID{ProphecyID(f.A), ProphecyID(f.B)}
	case fWindow:
		d.Loc = f.Loc
	}
	return d
}

// canStore reports whether the player has a board die an empty Artifact of theirs would hold
// (spec §2.6), so that storing is an answer to Capacity.
func canStore(p *Player) bool {
	for i, a := range p.Artifacts {
		if a >= 0 && p.Stored&(1<<i) == 0 && p.Dice[Artifacts[a].HoldsColour][Artifacts[a].HoldsFace] > 0 {
			return true
		}
	}
	return false
}
