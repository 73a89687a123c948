// Package storage keeps small named blobs on the player's machine: settings and saved games.
//
// One interface, two implementations chosen by build tags: on the desktop each key is a file in
// os.UserConfigDir()/northtable, written atomically (temporary file, then rename); in the browser
// each key is an entry in window.localStorage. Every value is stored inside a small envelope with
// its length and SHA-256, so damaged data is reported as ErrCorrupt instead of being handed back.
// Keys are independent: a failed save keeps the previous copy, and a damaged key does not affect
// any other. Every store also lists its keys (Lister), so the menu can find kept-aside games.
//
// # Kept aside, never lost (aside.go)
//
// A save that cannot be used as it is — damaged, replaced by a game the command line started,
// or written by a place that had lost the game to another tab — is never deleted: it is moved
// to an aside key "<key>.<why>-<YYYYMMDD-HHMMSS>[-<n>]" (UTC; the -n keeps two asides of the
// same second apart), which ParseAside reads back and ListAside lists per save key, newest
// first. The menu names each one in plain words and lets the player restore or delete it.
//
// # One game, one place (claim.go)
//
// The same save can be open in two browser tabs of one site (one localStorage) or in two
// desktop windows (one directory). A game is played in one place at a time, and that place is
// recorded in a claim: the entry "<key>.claim" holding a small JSON record
//
//	{"owner": "<random id of the tab or window>", "gen": <generation>, "alive": <unix ms>}
//
// and kept by these rules:
//
//   - Take writes the claim for a place: the owner becomes that place and the generation goes
//     up by one. The table takes it when it opens a game (New game, Continue, Play here).
//   - Every write of the claimed key (Claim.Save, Claim.Remove) first re-reads the claim and
//     goes ahead only when the owner and the generation are still the ones this place wrote
//     last; then it writes the data, reads the claim once more, and writes it with the
//     generation one higher. So a place that has been taken over notices before its next
//     write, never after it.
//   - A refused write is not dropped: its data goes to an aside key ("moved"), so a move made
//     in the old place in the instant before it heard of the takeover is kept, and the menu
//     offers it. After the write the claim is read once more: when another place claimed the
//     game between the check and the write (two browser processes see localStorage with a
//     small delay, and files have no compare-and-swap), the data just written is also kept
//     aside. Should the other place claim it in the instant between that read and the claim
//     write, the claim write wins and the other place is the one refused at its next write,
//     its own moves kept aside: in every order, neither side's moves are lost silently.
//   - The owner refreshes alive every RefreshEvery while it plays (a timer, not a frame, so a
//     resting App keeps it). A claim is live while alive is younger than LeaseTime; a place that
//     leaves the game (the menu, the page closing, the window closing) releases it (owner "").
//     A crashed window's claim stops being live after LeaseTime, so the game opens normally
//     again then.
//   - A second place that finds a live claim of another owner says so ("open in another tab")
//     and offers Play here, which is Take: the first place learns it at its next check — in the
//     browser at once, from the 'storage' event localStorage fires in every other tab of the
//     site (Watcher); on the desktop within CheckEvery, by re-reading the claim — stops
//     writing and says the game moved; its own Play here takes it back the same way.
//   - New game there, for a game another place is playing, takes the claim the same way and
//     then writes the new game over the save: the game of the other place is replaced, not kept
//     aside (only a move it makes before it hears is), so the menu's replace question says so.
//
// The claim record is tiny and written with the same atomic write as every entry. Claim is
// safe for use from the game loop and a timer goroutine at once.
package storage
