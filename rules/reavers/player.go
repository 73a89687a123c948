package reavers

import "northtable/rules"

// A player's area (Reavers spec §2 "Player area"), kept as plain values so that a game state
// clones by copying and hashes without walking pointers. Crew dice of one colour showing one
// face are interchangeable, so the board's dice are counts (Pool); an Artifact's die space holds
// at most one die of the colour and face printed on it, so a stored die is one bit.

// Pool counts crew dice by colour and face: Pool[Blue][Hammer] is the number of blue dice
// showing Hammer. Only faces a colour has (HasFace) are ever non-zero.
type Pool [NumColours][NumFaces]int8

// Count is the number of dice in the pool.
func (p *Pool) Count() int {
	n := 0
	for c := range p {
		for f := range p[c] {
			n += int(p[c][f])
		}
	}
	return n
}

// Words names each die of the pool by colour and face, yellow first ("a yellow Ship, a blue
// Hammer and a blue Hammer"): what a roll gave.
func (p *Pool) Words() string {
	var parts []string
	for c := range Colour(NumColours) {
		for f := range Face(NumFaces) {
			for range p[c][f] {
				parts = append(parts, dieWords(c, f))
			}
		}
	}
	return rules.List(parts)
}

// UpgradeToken is one Ship Upgrade token in a player's Ship Upgrade spaces (Reavers spec
// §2.5). Used tokens are face down until cleanup.
type UpgradeToken struct {
	Present bool    // the space holds a token
	Kind    Upgrade // its kind, when Present
	Used    bool    // flipped face down this round
}

// Player is one player's area (Reavers spec §2) and what they own in their Glory pile. The
// Prophecy hand is hidden from the other seats (§10.6); everything else is public.
type Player struct {
	Dice   Pool                             // the dice area: at most DiceCapacity after an effect closes (§2.2)
	Tokens [NumTokens]int16                 // Food, Favour, Terror, Farm, Wall, Tower stocks
	Glory  int16                            // the Glory track; never below GloryFloor during play
	Leader ReaverID                         // the Leader slot; NoReaver when empty
	Slots  [NumSlots][SlotCapacity]ReaverID // Specialise slots in arrival order (top = oldest); NoReaver past the end
	// Artifacts are the Artifact spaces, NoArtifact when empty; Stored bit i says space i holds
	// its Artifact's die (Artifacts[id].HoldsColour showing HoldsFace).
	Artifacts [ArtifactSpaces]ArtifactID
	Stored    uint8
	Upgrades  [UpgradeSpaces]UpgradeToken // Ship Upgrade spaces
	Hand      uint32                      // the Prophecy hand: bit i for ProphecyID i (one card of each)
	// Hidden is the number of Prophecies in the hand that a view does not show: in another
	// seat's view (rules.Game.View) Hand is empty and Hidden counts it; 0 in a full game.
	Hidden int8

	// The Glory pile (public in this edition, §1), by kind; order does not matter for scoring
	// or play, so it is counted.
	PileReavers     uint64               // Reaver cards Rallied or retired: bit i for ReaverID i
	PileArtifacts   uint16               // Artifact cards discarded for their power or retired: bit i for ArtifactID i
	PileUpgrades    [NumUpgrades]int8    // Ship Upgrade tokens sent to the Glory pile, by kind (PR12)
	PileKeep        [NumKeepKinds]int8   // Keep Spoils cards, by KeepID
	PileBattles     [NumBattleKinds]int8 // Sea Battle cards won, by BattleID
	PileTerritories [NumStacks]int8      // the Territories row: subdued tiles by stack (§5.6)
}

// Payment names what a payment or a combat commitment consumes (Reavers spec §2.3, §8 step 2):
// board dice by colour and face, the dice stored on some Artifact spaces, and unused Ship
// Upgrade tokens by kind. Two payments consuming the same kinds from the same places are the
// same Payment (§10.1, §10.7: the board is one place, each Artifact space its own). The Food
// and Favour of a cost are not part of it: the cost fixes them. A Payment is a comparable value,
// so a move carrying one stays comparable.
type Payment struct {
	Board  Pool              // board dice spent, by colour and face
	Stored uint8             // bit i: the die stored on Artifact space i is spent
	Tokens [NumUpgrades]int8 // unused Ship Upgrade tokens flipped, by kind
}
