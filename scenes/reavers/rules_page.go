package reavers

// RulesSummary is the rules page of the in-game menu: Reavers of Midgard in our own words
// (paragraphs; "# " starts a heading).
var RulesSummary = []string{
	"# The aim",
	"Lead a band of Reavers for six rounds and earn the most Glory: from battles and raids, from the cards in your Glory pile, from Prophecies come true and from the sets and majorities counted at the end.",
	"# A round",
	"Each round the players choose four locations in turn order, each location once per round. The player who chose it and then the others, in position order, may activate it by paying its cost, or Rest instead for 2 Food or one die of their choice. The earlier positions get the larger bonuses.",
	"Before a location is activated, the Reavers Specialised in its slot offer their abilities to their owner.",
	"# Crew dice",
	"Your crew dice pay costs: a die counts for the face it shows. Your Leader's clan makes its colour's clan icon wild, so it counts as any face. You keep at most ten dice on your board once an effect is over; Artifacts can hold one die each.",
	"# The locations",
	"Recruit Reavers: take a stack of two Reavers or the top two of the deck. Each Reaver is Rallied (two dice on faces you choose), Specialised in a slot, or Promoted to Leader.",
	"Trade with Villages: take rewards from the menu (a die lying there, 2 Food, 1 Favour or a Prophecy); the first position may take the Start Player marker.",
	"Battle at Sea: face a Sea Journey, then a Sea Battle. Win it by paying its combination of dice or by Combat against its Defence.",
	"Raid Villages and Raid Keeps: take a linked pair of Spoils or the top two of the deck, and resolve them.",
	"Subdue Territories: make attempts on the Territory tiles, by Force (Combat against the tile's Defence) or in Peace (paying its cost).",
	"# Combat",
	"Commit Hammers: each Hammer gives one Combat die, a Double Hammer two. Roll them: a double axe is two successes, a single axe one. Reach the Defence to win. You may pay 1 Favour to re-roll any of the Combat dice, as often as you can pay.",
	"# The end",
	"After the sixth round everyone may use their Artifacts one last time, then the final scoring adds the Glory of cards, tokens, sets and Prophecies, and Terror costs Glory. The most Glory wins.",
}
