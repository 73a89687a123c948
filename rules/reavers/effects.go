package reavers

// The small closed set of effects every card, tile, ability and location of Reavers is made of
// (Reavers spec §5–§7). A card's resolution is a list of Effects carried out in order; a
// choice between options is a list of such lists. The engine interprets the kinds and never
// names a card in its logic; a kind used by one card only says so.

// Token is a kind of token in a player's stocks (Reavers spec §2 "token stocks"): Food and
// Favour are spent, Terror costs Glory at the end, Farm, Wall and Tower score sets (§9).
type Token int8

// The six token kinds, in the spec's order.
const (
	Food Token = iota
	Favour
	Terror
	Farm
	Wall
	Tower
	NumTokens = 6
)

var tokenNames = [NumTokens]string{"Food", "Favour", "Terror", "Farm", "Wall", "Tower"}

// String is the token kind in words ("Favour").
func (t Token) String() string {
	if t < 0 || t >= NumTokens {
		return "?"
	}
	return tokenNames[t]
}

// Upgrade is a kind of Ship Upgrade token (Reavers spec §2.5).
type Upgrade int8

// The three Ship Upgrade kinds. ShipOrHammer counts as one Ship or one Hammer, the owner picking
// per use.
const (
	UpgradeShield Upgrade = iota
	UpgradeChest
	UpgradeShipOrHammer
	NumUpgrades = 3
)

var upgradeNames = [NumUpgrades]string{"Shield", "Chest", "Ship-or-Hammer"}

// String is the Ship Upgrade kind in words ("Ship-or-Hammer").
func (u Upgrade) String() string {
	if u < 0 || u >= NumUpgrades {
		return "?"
	}
	return upgradeNames[u]
}

// Deck names one of the six card decks, in the order they are shuffled at setup (Reavers spec
// §3 step 3).
type Deck int8

// The decks, in shuffle order.
const (
	ReaverDeck Deck = iota
	VillageSpoilsDeck
	KeepSpoilsDeck
	SeaJourneyDeck
	SeaBattleDeck
	ProphecyDeck
	NumDecks = 6
)

var deckNames = [NumDecks]string{"Reaver", "Village Spoils", "Keep Spoils", "Sea Journey", "Sea Battle", "Prophecy"}

// String is the deck's name in words ("Village Spoils").
func (d Deck) String() string {
	if d < 0 || d >= NumDecks {
		return "?"
	}
	return deckNames[d]
}

// EffectKind is what an Effect does. The set is closed: the engine handles each kind once.
type EffectKind int8

// The effect kinds. N is the amount unless a kind says otherwise.
const (
	// GainTokens adds N tokens of Effect.Token to the player's stocks.
	GainTokens EffectKind = iota
	// DiscardTokens removes N tokens of Effect.Token, all of them if fewer (Helm of Awe, Teal 3's
	// option, Reavers spec §6.3 "a part that cannot happen is skipped").
	DiscardTokens
	// GainGlory advances the player N spaces on the Glory track.
	GainGlory
	// LoseGlory moves the player back N spaces; Glory lost stops at 0 (Reavers spec §7.4).
	LoseGlory
	// RollDice gains N dice of Effect.Colour, rolled (never AnyColour).
	RollDice
	// ChooseDice gains N dice of Effect.Colour (AnyColour: the owner picks each colour), each
	// on a face its owner picks (Reavers spec §2.2).
	ChooseDice
	// FixedDice gains N dice of Effect.Colour showing Effect.Face (the Bundles, §7.1).
	FixedDice
	// Draw takes the top N cards of Effect.Deck (never a display card, §2.7); a drawn Reaver or
	// Spoils card becomes pending, a drawn Prophecy goes to the hand.
	Draw
	// DrawSpoilsChoice draws N cards from the Keep Spoils or the Village Spoils deck, the owner
	// choosing the deck: the teal clan's Promote bonus only (§6.2).
	DrawSpoilsChoice
	// LoseDice takes N crew dice of the owner's choice (board or Artifact, never tokens; what
	// there is if fewer; Reavers spec §2.3, §10.7).
	LoseDice
	// LoseHammerDie takes N crew dice showing a real Hammer or Double Hammer, never a wild die:
	// Frozen Spray (J09) only.
	LoseHammerDie
	// RaiseDefence raises the Defence of this activation's Sea Battle by N when it is fought
	// by Combat: Raiders' Taunt (J10) only.
	RaiseDefence
	// ShipUpgradeCard offers the Ship Upgrade card's choice (Reavers spec §7.1): a token of
	// Effect.Upgrade (or, with 3 tokens, a replacement or the token to the Glory pile) or N
	// Glory. Kind of its own: VS01–VS03.
	ShipUpgradeCard
	// PlaceArtifact puts the resolving Artifact card into play (Reavers spec §2.6): A01–A12 as
	// Village Spoils.
	PlaceArtifact
	// ProphecyKeep draws N Prophecies, keeps 1 and puts the rest on the face-down Prophecy
	// discard pile: Runic Carvings (VS09) only.
	ProphecyKeep
	// TradeRewards takes N rewards from Trade with Villages' menu without moving the Start
	// Player marker, a Prophecy always from the deck: Horn of Plenty (A01) only.
	TradeRewards
	// SubdueAttempts makes N Subdue attempts (Reavers spec §5.6): Seer's Bones (A06) only.
	SubdueAttempts
	// ExtraSuccess adds N successes for the rest of the owner's current combat: Thor's Amulet
	// (A07) only.
	ExtraSuccess
	// FreeReroll re-rolls a non-empty selection of the owner's Combat dice without paying
	// Favour: Odin's Drinking Horn (A08) only (Reavers spec §10.7).
	FreeReroll
	NumEffectKinds
)

var effectKindNames = [NumEffectKinds]string{
	"GainTokens", "DiscardTokens", "GainGlory", "LoseGlory", "RollDice", "ChooseDice", "FixedDice",
	"Draw", "DrawSpoilsChoice", "LoseDice", "LoseHammerDie", "RaiseDefence", "ShipUpgradeCard",
	"PlaceArtifact", "ProphecyKeep", "TradeRewards", "SubdueAttempts", "ExtraSuccess", "FreeReroll",
}

// String is the kind's Go name, for tests and developers' details (never shown to players).
func (k EffectKind) String() string {
	if k < 0 || k >= NumEffectKinds {
		return "?"
	}
	return effectKindNames[k]
}

// Effect is one step of a resolution: a kind and its parameters. Only the fields the kind
// names are meaningful; the others are zero. An Effect is a comparable value.
type Effect struct {
	Kind    EffectKind
	N       int8    // the amount: tokens, Glory, dice, cards, rewards, attempts, successes
	Token   Token   // GainTokens, DiscardTokens
	Colour  Colour  // RollDice, ChooseDice, FixedDice (AnyColour allowed for ChooseDice)
	Face    Face    // FixedDice
	Deck    Deck    // Draw
	Upgrade Upgrade // ShipUpgradeCard
}

// Option is one choice of a card with several ("/" in Reavers spec §6.3; pay or suffer; a
// token or Glory): its effects, carried out in order.
type Option []Effect

// Shorthands for the data tables.

func gain(t Token, n int8) Effect    { return Effect{Kind: GainTokens, Token: t, N: n} }
func discard(t Token, n int8) Effect { return Effect{Kind: DiscardTokens, Token: t, N: n} }
func glory(n int8) Effect            { return Effect{Kind: GainGlory, N: n} }
func loseGlory(n int8) Effect        { return Effect{Kind: LoseGlory, N: n} }
func roll(c Colour, n int8) Effect   { return Effect{Kind: RollDice, Colour: c, N: n} }
func chosen(n int8) Effect           { return Effect{Kind: ChooseDice, Colour: AnyColour, N: n} }
func fixed(c Colour, f Face, n int8) Effect {
	return Effect{Kind: FixedDice, Colour: c, Face: f, N: n}
}
func draw(d Deck, n int8) Effect { return Effect{Kind: Draw, Deck: d, N: n} }
func only(k EffectKind, n int8) Effect {
	return Effect{Kind: k, N: n}
}

// Need is one kind of dice requirement of a cost or a Sea Battle combination (Reavers spec
// §2.3): a face, or "any die".
type Need int8

// The requirement kinds. NeedAny is met by any crew die or any unused Ship Upgrade token.
const (
	NeedShip Need = iota
	NeedChest
	NeedShield
	NeedHammer
	NeedAny
	NumNeeds = 5
)

var needNames = [NumNeeds]string{"Ship", "Chest", "Shield", "Hammer", "any die"}

// String is the requirement in words ("Shield", "any die").
func (n Need) String() string {
	if n < 0 || n >= NumNeeds {
		return "?"
	}
	return needNames[n]
}

// Needs counts dice requirements by kind, indexed by Need.
type Needs [NumNeeds]int8

// Total is the number of requirements, that is of dice or tokens a payment consumes.
func (n Needs) Total() int {
	t := 0
	for _, k := range n {
		t += int(k)
	}
	return t
}

// Cost is what a payment asks (Reavers spec §2.3, §5, §7.4, §7.7): Food and Favour from the
// stocks and dice requirements. The zero Cost asks nothing.
type Cost struct {
	Food, Favour int8
	Dice         Needs
}

// IsFree reports whether the cost asks nothing.
func (c Cost) IsFree() bool { return c == Cost{} }
