package reavers

// Crew dice, their faces and the black Combat die (Reavers spec §2.1, §1 "Clan icon").

// Colour is the colour of a crew die (Reavers spec §2.1).
type Colour int8

// The three crew-die colours, in the spec's order.
const (
	Yellow Colour = iota
	Blue
	Red
	NumColours = 3
)

// AnyColour stands for "a die of any colour, the owner picks" (the "*" of Reavers spec §6.4)
// where a Rally die, a gain or a cost names no colour. It never indexes a table.
const AnyColour Colour = -1

var colourNames = [NumColours]string{"yellow", "blue", "red"}

// String is the colour in words ("yellow"); AnyColour is "any colour".
func (c Colour) String() string {
	if c == AnyColour {
		return "any colour"
	}
	if c < 0 || c >= NumColours {
		return "?"
	}
	return colourNames[c]
}

// Face is the face a crew die shows (Reavers spec §2.1's Go model). Clan is the colour's clan
// icon: village on yellow, wave on blue, keep on red; its meaning depends on the die's colour.
type Face int8

// The crew-die faces, in the order of the spec's Go model.
const (
	Clan Face = iota
	Ship
	Chest
	Shield
	Hammer
	DoubleHammer
	NumFaces = 6
)

var faceNames = [NumFaces]string{"clan icon", "Ship", "Chest", "Shield", "Hammer", "Double Hammer"}

// String is the face in words, without a colour ("Ship"); the clan face says "clan icon" here
// and its icon's name through Colour.FaceName.
func (f Face) String() string {
	if f < 0 || f >= NumFaces {
		return "?"
	}
	return faceNames[f]
}

// clanIconNames are the clan icons by colour (Reavers spec §1 "Clan icon").
var clanIconNames = [NumColours]string{"Village", "Wave", "Keep"}

// FaceName is the face as it is printed on a die of this colour: the clan face is "Village",
// "Wave" or "Keep", every other face its own name. Every face is a proper name, capitalised
// wherever it is said ("a yellow Village", "a red Shield").
func (c Colour) FaceName(f Face) string {
	if f == Clan && c >= 0 && c < NumColours {
		return clanIconNames[c]
	}
	return f.String()
}

// DieSides lists the six sides of each crew die (Reavers spec §2.1), indexed by colour; a
// rolled die shows DieSides[colour][k] for k uniform in 0..5. Each colour has two
// double-frequency faces, one of them its clan icon.
var DieSides = [NumColours][6]Face{
	Yellow: {Clan, Clan, Ship, Ship, DoubleHammer, Chest},
	Blue:   {Clan, Clan, Chest, Chest, Hammer, Shield},
	Red:    {Clan, Clan, Shield, Shield, Hammer, Ship},
}

// FaceCount is how many of the colour's six sides show the face (0, 1 or 2).
func FaceCount(c Colour, f Face) int {
	n := 0
	for _, s := range DieSides[c] {
		if s == f {
			n++
		}
	}
	return n
}

// HasFace reports whether a die of the colour has the face, which is what makes a face legal
// for that colour (Reavers spec §2.1: "A face is legal for a colour only if that die has it").
func HasFace(c Colour, f Face) bool {
	return c >= 0 && c < NumColours && f >= 0 && f < NumFaces && FaceCount(c, f) > 0
}

// HammerValue is the number of Combat dice one crew die of the face gives when committed
// (Reavers spec §8 step 2): a Hammer 1, a Double Hammer 2, anything else 0 (a wild die counts 1
// through its owner's Leader, which this table does not know).
func HammerValue(f Face) int {
	switch f {
	case Hammer:
		return 1
	case DoubleHammer:
		return 2
	}
	return 0
}

// CombatFace is a face of the black Combat die (Reavers spec §2.1).
type CombatFace int8

// The Combat die's faces.
const (
	DoubleAxe CombatFace = iota
	SingleAxe
	Blank
	NumCombatFaces = 3
)

var combatFaceNames = [NumCombatFaces]string{"Double Axe", "Single Axe", "Blank"}

// String is the Combat face in words ("Double Axe"), its name from the spec's die table,
// capitalised as the crew dice's faces are: the black die's faces are axes (its sprite draws
// crossed axes), so a roll never says Hammer, which is a crew die's face.
func (f CombatFace) String() string {
	if f < 0 || f >= NumCombatFaces {
		return "?"
	}
	return combatFaceNames[f]
}

// CombatSides are the six sides of the Combat die (Reavers spec §2.1): two of each face.
var CombatSides = [6]CombatFace{DoubleAxe, DoubleAxe, SingleAxe, SingleAxe, Blank, Blank}

// combatSuccesses is the number of successes each Combat face scores.
var combatSuccesses = [NumCombatFaces]int8{DoubleAxe: 2, SingleAxe: 1, Blank: 0}

// Successes is the number of successes the Combat face scores: 2, 1 or 0 (Reavers spec §2.1).
func (f CombatFace) Successes() int {
	if f < 0 || f >= NumCombatFaces {
		return 0
	}
	return int(combatSuccesses[f])
}
