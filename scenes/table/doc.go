// Package table is the table shell every Northtable board scene runs in (ARCHITECTURE.md §Scenes,
// "The table shell"). One piece of code owns, for every game:
//
//   - the game in progress as a record.Match: every move of every seat goes through Table.Play
//     (a human's, from the board) or a Controller (a computer's); no scene calls Apply on a bare
//     game, so undo, autosave and resume come from one place;
//   - the seat controllers: a human seat is played through the board's input; a computer seat's
//     Controller thinks in time slices of a few milliseconds per tick from its own View, so the
//     single-threaded browser build never freezes;
//   - the privacy curtain policy: the board is always drawn from View(viewer), where the viewer
//     is the human seat at the screen; when a different human seat is to move and the game hides
//     something from seats (Config.Private), the App's curtain is raised first and the viewer
//     changes only once it is lifted, so a hidden thing cannot leak through a drawing bug;
//   - undo (the Undo button, Ctrl+Z or U): back one decision at a time within the mover's own
//     turn, never past a move the engine marked final (record.Match decides and gives the reason);
//   - autosave after every move and undo (Config.Store, key SaveKey(game id)) and resume from a
//     saved record (New with a loaded Match starts with the curtain);
//   - the in-game menu (Menu button or Esc with nothing open): continue, the rules summary page,
//     leave (the game stays saved for Continue);
//   - the event log (Table.Log: every event's line in plain words from the rules' Describe,
//     private events only while their seat is the viewer), toasts, and the game-over hand-off;
//   - the browser test's state line (northtable:state, see build/e2e/README.md).
//
// A game's board scene is then only its layout, its board view and its input-to-move mapping:
// it implements Board, reads input only in Board.Input (called when no dialog is open, the
// curtain is down, its animations are idle and a human seat is to move), and plays moves with
// Table.Play. The shell's chrome — Undo and Menu at the right end of the 56 px top bar
// (UndoButton, MenuButton), the toast above the 40 px bottom line, dialogs — is drawn over the
// board, so boards keep those places free.
package table
