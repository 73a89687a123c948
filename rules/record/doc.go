// Package record keeps game records and the game in progress (ARCHITECTURE.md "Records and
// undo", CLARIFICATIONS 17). It knows nothing about any particular game: games plug in through
// Definition (id, seat range, setup options, a way to start, a move codec).
//
// # Format (version 2)
//
// A record is JSON:
//
//	{
//	  "version": 2,
//	  "game": "orkney",
//	  "seed": "9223372036854775813",          // a string, so browsers keep all 64 bits
//	  "options": {"services": "A"},           // every offered option, defaults filled in; omitted when none
//	  "seats": [                              // in turn order; the count sets up the game
//	    {"name": "Ann", "colour": 0, "kind": "human"},
//	    {"name": "Bo",  "colour": 3, "kind": "computer", "level": "hard"}
//	  ],
//	  "moves": [{"seat": 0, "kind": "ChooseTask", "data": {"By": 0, "Task": 2}}],
//	  "final_hash": "3fa2…",                  // hex of Game.Hash after the last move
//	  "saved": "2025-01-02T03:04:05Z"         // RFC 3339, optional
//	}
//
// Colours are indexes into the table's player-colour list, distinct per record. A computer
// seat's level is rules/bot's, in lower case; a computer seat without one plays at Normal (the
// field came later, within version 2, so older records still load). Move data is
// the game codec's JSON, stored compact. Records of version 1 ({"version": 1, "game", "seed",
// "players": [names], "moves"}) still load: their seats become humans with colours 0..n-1 and,
// having no final hash, they are checked only by replaying.
//
// Loading is all or nothing: Unmarshal, ParseText, Replay and Load either return a whole
// record or match or return an *Error and nothing else. The error's Kind tells why
// (errors.Is with ErrDamaged, ErrUnknownVersion, ErrWrongGame, ErrDrift) and its Words say it
// in plain words for a player; keeping the refused save aside (renaming it) is the caller's job.
// A record whose moves do not replay (a move is refused, or the final position's hash differs
// from the stored one) is refused with ErrDrift.
//
// A small text form (MarshalText, ParseText) serves bug reports: PGN-like header lines and one
// move per line with the move's String after a ";" comment mark. It round-trips to the same
// Record.
//
// # Positions and events over the network
//
// The table server sends each seat its position as that seat's View and the events it may see;
// a Definition's state and event codecs carry them:
//   - EncodeState writes a position (a game or a View) as bytes, DecodeState reads them back
//     into a game equal to it in everything a player or the table asks (Hash, Prompt, ToMove,
//     Legal, Over, Result, every seat's View) that plays on alike. The bytes hold exactly what
//     the game holds, so a View's bytes hold nothing its seat may not see. The form is the
//     game's own compact binary (it goes base64 inside the wire's JSON) and begins with the
//     game's name and the form's version ("orkney/1"), so a decoder refuses another game's
//     bytes or another version's. The bytes come over the network: DecodeState refuses
//     damaged, truncated or hostile bytes with an error, never a panic and never a half-built
//     game, checking every value's range and the state's consistency, and each game's
//     FuzzDecodeState feeds it such bytes.
//   - EncodeDetail writes an event's Detail as JSON by the event's kind (null for nil);
//     DecodeDetail returns a value of the very type the game made (never a pointer), equal
//     (==) to it, so boards switch on Detail types as at one table. Games list their kinds
//     and Detail types once, in a rules.Details table. A value out of its range (a card or
//     tile of no id) is bad data, refused like malformed JSON.
//
// The conformance suite (rules/rulestest) round-trips the game and every seat's View at the
// positions of its walks and every event of their moves, and requires a seat's View to encode
// to the very same bytes in every game the seat cannot tell apart (its Determinize samples):
// the bytes tell a seat nothing it does not know.
//
// # Undo
//
// Undo takes back one decision at a time, only decisions of the seat now to move, made since
// the last fixed point. A move becomes fixed, together with everything before it, when the
// engine marked it final (Outcome.Final: it showed the mover something hidden, or ended the
// seat's turn or the phase) or when the decision passed to another seat after it; so undo never
// goes past a final move nor into another seat's decisions. Moves of computer seats are not
// undone (the human at the table may not take back a computer's decisions), and nothing is
// undone once the game is over. Undo leaves no trace: the game after Undo has the same Hash as
// before the undone move, and the record is as if the move had never been made.
//
// CanUndo gives the reason a disabled Undo button shows, worded for the seat to move
// (ReasonNothing, ReasonOver, ReasonShown, ReasonTurnOver, ReasonOther). When the seat's own
// last move stays because it was final, a game that implements FinalWorder names what made it
// so, in its rules' words, after ReasonStays ("Your last move stays — your turn ended"); the
// match asks when the move is applied or replayed, so a loaded game says the same.
//
// Undo replays from a snapshot (a Clone) of the game taken at the last fixed point, so its
// cost is at most one turn's moves, not the whole game: late in a 4-seat Orkney game an Undo
// and its redo take about 10–30 µs (BenchmarkOrkneyUndo). After Load the snapshot is rebuilt
// on the first Undo by one replay from the start (under a millisecond for Orkney).
//
// # The race
//
// Race replays the match (Walk) and reads, for a game that reports it (rules.Progress), every
// seat's standing at the start, at the end of each round played and at the end of the game:
// the results screen's chart. Round boundaries are where Round grows; the move that starts a
// round closes the one before, so a standing is taken after every effect of that round.
//
// # Refused saves
//
// The Words of a refusal say what is wrong and that the game cannot be continued ("This saved
// game does not replay to the same position, so it cannot be continued."); the caller, which
// keeps the refused save aside, adds where it was kept.
package record
