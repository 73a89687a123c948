package reykholt

// RulesSummary is the rules page of the in-game menu: Reykholt in our own words (Reykholt spec
// §1–§9), paragraphs; "# " starts a heading.
var RulesSummary = []string{
	"# The aim",
	"Grow vegetables in greenhouses and spend them to move your manager along the tourism track around the board. After 7 rounds (5 in the solo game) the manager furthest along wins; on a shared table the one who arrived later stands in front.",
	"# A round",
	"Work Time: from the start player, everyone places one worker at a time on a free action space, three each, and carries out its effect at once. Every action of a space that can be done must be done; \"or\" means exactly one. A flag limits you to one space of that column per round.",
	"Harvest Time: each of your greenhouses holding anything gives you one vegetable.",
	"Tourism Time: from the front manager to the back, pay the vegetables the next table shows to move on, as often as you can and like. Once a round you must use the Bonus: move one table on and take its vegetables instead of paying them.",
	"Homecoming: the workers come home, a round tile goes, and the next player to the left starts.",
	"# Greenhouses",
	"Take greenhouses from the piles of 3, 4, 5 and 6 parcels or from the random pile, whose first card lies face down. Seeding puts one vegetable from your stock into an empty greenhouse that allows it and fills every other parcel with the same kind. Harvesting takes vegetables from your greenhouses into your stock.",
	"# Service cards",
	"A Town Hall space lets you take a service card from the display: Once cards work when taken, Ongoing cards change a rule for you, Any-time cards you start yourself once a round, before placing a worker or before you stop in Tourism Time. The last three cards taken also bring a tomato, a lettuce and a mushroom. With 3 or 4 players you may share a card of a neighbour.",
	"# The track",
	"Tables cost more the further you go: every five tables the amount grows by one. After table 30 you pass the start and go round again, and each lap adds 6 to every table.",
	"# Solo",
	"Two colours of workers take turns by round, and last round's workers still stand on the board. Two Property spaces (the 3- or 4-parcel and the 5- or 6-parcel piles) are blocked all game. Each round starts with the top card of the random pile and a tomato. Reach table 21 within 5 rounds to win.",
	"# Undo",
	"Undo takes back your decisions within your own turn, but not a card taken from the random pile.",
}
