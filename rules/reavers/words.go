package reavers

import (
	"strconv"

	"northtable/rules"
)

// Effects in plain words, for cards, prompts and the log (players read words, never kinds).
// The words are the spec's own shorthand: "die" is one die of any colour on a chosen face.

// deckCard is a card of each deck in words, singular and plural.
var deckCard = [NumDecks][2]string{
	ReaverDeck:        {"Reaver", "Reavers"},
	VillageSpoilsDeck: {"Village Spoils", "Village Spoils"},
	KeepSpoilsDeck:    {"Keep Spoils", "Keep Spoils"},
	SeaJourneyDeck:    {"Sea Journey", "Sea Journeys"},
	SeaBattleDeck:     {"Sea Battle", "Sea Battles"},
	ProphecyDeck:      {"Prophecy", "Prophecies"},
}

// count is "n thing" with the singular or plural form.
func count(n int8, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(int(n)) + " " + many
}

// tokenWords is n tokens of the kind: Food, Favour and Terror are counted bare ("2 Food"), the
// scoring tokens as tokens ("1 Wall token").
func tokenWords(t Token, n int8) string {
	switch t {
	case Farm, Wall, Tower:
		return count(n, t.String()+" token", t.String()+" tokens")
	}
	return strconv.Itoa(int(n)) + " " + t.String()
}

// diceWords is n dice of the colour ("2 red dice"; AnyColour: "1 die").
func diceWords(c Colour, n int8) string {
	if c == AnyColour {
		return count(n, "die", "dice")
	}
	return count(n, c.String()+" die", c.String()+" dice")
}

// Words is the effect in words, e.g. "2 Food", "draw 1 Keep Spoils", "2 red dice showing Hammer".
func (e Effect) Words() string {
	switch e.Kind {
	case GainTokens:
		return tokenWords(e.Token, e.N)
	case DiscardTokens:
		if e.Token == Terror {
			return "discard " + count(e.N, "Terror token", "Terror tokens")
		}
		return "discard " + tokenWords(e.Token, e.N)
	case GainGlory:
		return strconv.Itoa(int(e.N)) + " Glory"
	case LoseGlory:
		return "lose " + strconv.Itoa(int(e.N)) + " Glory"
	case RollDice:
		return diceWords(e.Colour, e.N) + ", rolled"
	case ChooseDice:
		return diceWords(e.Colour, e.N)
	case FixedDice:
		return diceWords(e.Colour, e.N) + " showing " + e.Colour.FaceName(e.Face)
	case Draw:
		if e.Deck < 0 || e.Deck >= NumDecks {
			return "draw nothing"
		}
		return "draw " + count(e.N, deckCard[e.Deck][0], deckCard[e.Deck][1])
	case DrawSpoilsChoice:
		return "draw " + count(e.N, "card", "cards") + " from the Keep Spoils or the Village Spoils deck"
	case LoseDice:
		return "lose " + count(e.N, "crew die", "crew dice") + " of your choice"
	case LoseHammerDie:
		return "lose " + count(e.N, "die", "dice") + " showing Hammer or Double Hammer"
	case RaiseDefence:
		return "Defence +" + strconv.Itoa(int(e.N)) + " for your Sea Battle"
	case ShipUpgradeCard:
		return "a " + e.Upgrade.String() + " token or " + strconv.Itoa(int(e.N)) + " Glory"
	case PlaceArtifact:
		return "place the Artifact"
	case ProphecyKeep:
		return "draw " + count(e.N, "Prophecy", "Prophecies") + " and keep 1"
	case TradeRewards:
		return count(e.N, "Trade reward", "Trade rewards")
	case SubdueAttempts:
		return count(e.N, "Subdue attempt", "Subdue attempts")
	case ExtraSuccess:
		return "+" + count(e.N, "success", "successes") + " for this combat"
	case FreeReroll:
		return "re-roll Combat dice without Favour"
	}
	return "?"
}

// Words is the option's effects in words, joined with commas and a final "and"
// ("2 Food and draw 1 Keep Spoils").
func (o Option) Words() string {
	parts := make([]string, len(o))
	for i, e := range o {
		parts[i] = e.Words()
	}
	if len(parts) == 0 {
		return "nothing"
	}
	return rules.List(parts)
}
