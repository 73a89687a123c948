// Package orkney is the rules engine of Orkney, the island-building game of Northtable: a pure,
// deterministic implementation of the rules contract (package rules) following the Orkney rules
// specification (specs/orkney.md): tile geometry on pointy-top hexes (§2–§3), setup (§4),
// turns and decisions with the named rules K1, T1, P0–P4, D1, B1–B4, R1–R5, X1–X2, F1–F2 (§5),
// islands and placement effects (§6), buildings, routes, exchange and fishing (§7), and the end,
// scoring, tasks and tie chain (§8).
//
// A game is created with New(Setup) (or Definition.NewGame) and driven through rules.Game, second
// edition: Seats, Legal, AppendLegal, Check, Allowed, Apply, Prompt, Result, View, Determinize,
// Describe, Clone, Hash.
// The board scene reads it through the extra queries (Placed, Islands, Connections, Player,
// Revealed, LegalCells, FitsAt, Turn, TurnsPerSeat …) and the rule facts of facts.go
// (StackSize, TurnsEach, Trades, Building.Cost, ExtraRouteCloth, FishCloth, FishVP), so it never
// restates a rule. Moves are the value types ChooseTask, PlaceTile, Build, PlaceRoute,
// ExtraRoute, Exchange, Fish and EndTurn; EncodeMove/DecodeMove (and Definition) serialise them
// for game records.
//
// Undo boundary (Outcome.Final, Orkney spec §5.2, CLARIFICATIONS 17). A move is final when it
// showed the mover something hidden from them, or ended the seat's turn or the phase; only real
// reveals count:
//   - ChooseTask: final (it ends that seat's part of setup; the last one also starts the first
//     turn and reveals its first tile).
//   - PlaceTile: final when it revealed a tile, i.e. the first placement of a turn, which turns up
//     the second tile, also when that tile is dead (D1) and is discarded at once. The placement
//     of the turn's last tile is not final: it shows the mover nothing new (a fish token is laid
//     face down, so it reveals nothing), and can be taken back until the turn ends. A placement
//     after which the stack is empty (overrides only) reveals nothing either.
//   - Fish: final (the fisher now sees the values of the tokens taken).
//   - EndTurn: final (it ends the turn, and starts the next one or ends the game).
//   - Build, PlaceRoute, ExtraRoute, Exchange: not final (nothing hidden is shown).
//
// State codec (record.Definition's EncodeState and DecodeState, for the table server). A
// position's bytes are Hash's canonical encoding (view.go's encode, beginning "orkney/1"):
// every field of the state as varints, a view's mark and viewer included, the derived tables
// (cells, frontier, island pieces) left out. DecodeState range-checks every value, lays the
// placed tiles again in order through the placement rules (P0–P4), which rebuilds the
// derived tables, requires every island tile to lie in exactly one place and the rebuilt game
// to encode to the very bytes read, and finally probes it (every question answered, every
// legal move taken on a copy). A seat's View in the middle of a game is about 520 bytes (690 in base64). Event Details are
// JSON of their own types (statecodec.go's table).
//
// FinalWords (record.FinalWorder) says which of these made the last move final, for a greyed
// Undo: "the second tile was shown", "you have seen the fish you caught", "your turn ended".
//
// Events (rules.Event, kinds Ev…) carry no text: Describe words them on demand with the
// players' names. "fish-values" (the values a fisher takes) and "task-kept" (the task a seat
// keeps) are private to their seat; the public "fish" and "task" events say only how many
// tokens and that a task was kept. Apply appends the events into a buffer the game owns and
// reuses (valid until the next Apply; Clone, View and Determinize do not share it), and Legal
// and the events hand out move and detail values boxed once per distinct value (intern.go:
// tables for placements, extra routes, exchanges and tasks, a small cache of recent boxes for
// buildings and routes, whose islands vary from game to game).
//
// Search (rules.Game's AppendLegal and Allowed). AppendLegal generates the legal moves
// straight from the state (frontier slots against the revealed tile's masks, which are tables
// made once per tile; the Action decision's builds, routes, exchanges) into the caller's
// buffer, never by testing candidates, and allocates nothing when the buffer has room. Allowed
// runs the same legality test as Check with no refusal wanted: every test (check, checkT1, the
// check… functions) answers the first Rule constant broken, or "", and builds a refusal's
// detail and words only when handed a *refusal to fill, which Check and Apply do only for a
// refused move. So a search can ask about any number of moves without building a word. A
// random 4-player playout allocates under 100 times (about 80; 255 before the buffer and the
// cheap tests, about 3,500 before the boxes).
//
// Refusals: every *rules.IllegalMoveError has Rule (the spec's code and name, for tests), Detail
// (with coordinates, for developers) and Words (for players: the rule's name in words and what
// it asks or what is missing, without codes or coordinates; see RuleWords). They are made only
// when Check or Apply refuses, with the same words whichever path asked. A board's greyed
// button asks WhyNone (screen.go): why no move of a button's kind is legal, worded as Check's
// refusal of the move of that kind the rules choose as naming the rule in the way (a build on a
// complete island refused for something other than its space, so the seat's supply or cost is
// named; a route on the first free connection with the first credit), so no board picks
// candidate moves or names rule codes.
//
// Readings and choices made where the spec leaves room:
//   - Seat 0 is the first player; seats choose tasks in seat order, then seat 0's turn begins.
//   - Chance: one math/rand/v2 PCG seeded with (Setup.Seed, a fixed stream constant). New
//     shuffles the 60 tiles (skipping tiles claimed by Layout or Stacks overrides), then the 18
//     fish tokens, then the 11 tasks. With 4 players the first 4 shuffled tiles are removed;
//     each stack takes an even, equal block ((tiles/players) rounded down to even); any rest is
//     removed too (never with the normal set). The generator is not used after setup but stays in
//     the state and the Hash; Determinize reseeds it.
//   - Determinize(seat, r) shuffles, among their places, the unseen tiles (stacks and removed
//     tiles), the unseen fish values (pool, board, other seats' tokens until the end), and deals
//     other seats' tasks afresh from the tasks seat has not seen (see Determinize).
//   - Results: the Fish category's note says how fish points become VP ("25 fish points ÷ 3",
//     rounded down); Score.Tiebreak names the tie-chain values that placed a seat among seats
//     of equal total ("task worth 6 fulfilled", "9 resources left").
//   - Tile IDs 0..59 follow the §3.4 rows in order; within a row the fish tiles come first.
//     S1–S3 are 60..62: type A, piece 1 blank (inner), piece 2 wood/stone/cloth (outer).
//   - A[x,x] (rows 4 and 5): Legal lists rotations 0–2 only; Apply accepts ρ+3 and stores ρ.
//   - D1 runs inside Apply (and New) whenever a tile is revealed; the dead tile goes to
//     Discarded and a "discard" event. If a stack runs out mid-turn (only possible with a
//     Stacks override) the Action decision opens; at EndTurn the game ends once every stack is
//     empty (§8.1), otherwise the next seat's turn starts, even with an empty stack.
//   - Resources per piece after merges (§6.2): each non-blank piece of the new tile pays 2 if any
//     other piece of its island shows the same resource; each island the tile completes pays 1
//     cloth. Start tiles and Setup.Layout tiles pay nobody.
//   - Island ids: a complete island keeps its id; an incomplete one-vertex island is named by its
//     vertex, a large one (complete or not) by its land edge. Capacity is 3, or 4 once a large
//     piece is on it. Islands merge into the older island's slot, so Islands() order is the
//     order in which islands first appeared.
//   - Build credits: one per building, for that island, held by the active seat until EndTurn.
//     PlaceRoute names the credited island; if both ends of a connection are credited the
//     move says which credit it spends.
//   - PlaceRoute and ExtraRoute check R1 then R2, then R3/R4 or R5; Build checks B1, B2, B3, B4
//     (an unknown building kind fails B3).
//   - Exchange: X1 covers giving and getting the same resource and any non-resource (blank).
//   - Fishing takes every token on the board in placement order; the board never refills except
//     by new fish tiles. A fish tile laid when the pool is empty (overrides only) gets no token.
//   - Scoring: Result can be asked at any time and scores as if the game ended now. Networks
//     (§8.3) are the components of a seat's routes whose two islands both hold a building; a
//     network's buildings are those on its distinct islands. Tasks 1 and 2 need a value above 0
//     and nobody strictly higher. Task 8 counts the starting island.
//   - Tie chain (§8.4): ranks compare (total, task tier 6 > 3 > else, resources left); seats with
//     an equal key share a rank. Result.TieRule is "" when the top total is unique, otherwise
//     the last step that dropped a candidate (TieTask6, TieTask3, TieResources), or TieShared
//     when more than one seat wins.
//   - View(seat) keeps public information and replaces hidden information by placeholders that
//     depend only on what that seat knows (see View); before the end, other seats' "Fish" and
//     "Task" categories in a view's Result read 0 with the note "hidden".
//   - Rule errors are *rules.IllegalMoveError with Rule set to one of the Rule constants and a
//     detail sentence; T1 is checked first, then the move's own rules in spec order.
package orkney
