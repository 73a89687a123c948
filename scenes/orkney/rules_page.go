package orkney

// RulesSummary is Orkney's rules summary page, opened from the in-game menu: the whole game in
// our own words (Orkney spec §1–§8). Paragraphs starting with "# " are headings.
var RulesSummary = []string{
	"# The idea",
	"Two to five players lay hex tiles into one shared, growing sea. Every tile carries two pieces of land — wood, stone or cloth — at its corners, joined by a white line. Where tiles meet at a point their land forms a small island; where four meet around a side, a large one. Build on finished islands, link them with trade routes, and score the most points.",
	"# Setting up",
	"Three start tiles lie in the middle. Everyone gets a face-down stack of tiles and two secret tasks, and keeps one of them: it pays extra points at the end if it is fulfilled. With four players a few tiles leave the game unseen.",
	"# Your turn: two tiles",
	"You place the top two tiles of your stack, one after the other. A tile must touch the layout, and fit its neighbours: land meets land and sea meets sea along every shared side and at every shared corner, and two large pieces may only meet head-on across one side, never at an angle around a point. A tile that fits nowhere is set aside.",
	"Adding land to an island that already shows the same resource gives you two of that resource. Finishing an island gives you one cloth.",
	"# Then, as often as you can afford",
	"Build a farm, a village or a castle on a finished island that has room; it is paid in wood and stone and scores at once. Each new building gives you a route credit: lay a trade route along a white line touching that island. An extra route costs two cloth. You may also exchange resources at the rates shown, and go fishing for two cloth: you collect every fish token lying on the board (their values stay hidden from the others). Unused route credits lapse when you end your turn.",
	"# The end",
	"The game ends after the turn that uses the last tile. Every trade route scores for the farms it links to villages (1 point each pairing) and to castles (2 points each). Your fish tokens' values are added up, and every 3 fish points make 1 point. Then the tasks are revealed and fulfilled ones score.",
	"Most points wins. A tie goes to the player whose task earned 6 points, then 3, then to the most resources left; after that the win is shared.",
	"# At this table",
	"Drag your tile onto a bright cell (a dim one takes it turned another way); turn it with the wheel, R or right-click (or the arrows on a touch screen). Undo (Ctrl+Z or U) takes back your decisions of this turn until something new was shown to you. The game is saved after every move: leave at any time and Continue from the menu.",
}
