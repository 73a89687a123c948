// Package scenes is the Northtable App: it implements ebiten.Game, owns the scene manager, and
// provides the screens around the games — menu, new-game setup, privacy curtain and results. It
// registers each game's board scene (games.go) and turns command-line flags into a Config.
//
// The results screen has three views: the score table; the race, every player's standing
// round by round replayed from the game's record (record.Match.Race of a game that reports
// rules.Progress, drawn by render.RaceChart, with the solo goal as a line across); and the
// board as the game ended (the finished table drawn under a strip leading back to the scores).
//
// # A game named by the flags or the address
//
// -game (in the browser, ?game= in the page's address) opens a game without the menu. When an
// unfinished game of that kind is saved and it is the game those flags start, played on (as
// many players, all people, the setup options at their defaults, the same seed when the flags
// name one, at least the moves -autoplay makes), it is continued where it was: reloading a page
// opened at ?game=reavers&players=2&seed=5, or running the same command again, finds the game
// as it was left. If another tab or window plays it now, the menu opens instead, offering
// Play here. Flags that ask for another game (other players, another seed) start it, and the
// saved one is kept aside for Kept games, since nobody was asked to replace it.
//
// # Play online (online.go, online_home.go, setup_online.go, lobby.go)
//
// Play online on the menu opens its screen: open a table of a game (the setup screen, online:
// each seat Here, Friend or the server's computer at a level; Open table), join one with a code
// or a pasted link (and, on the desktop, the server's address; the page plays with its own
// server), or go back to the table whose seats this screen holds. -join CODE (?join=CODE)
// joins directly, or goes back to the seats when the screen holds some there. The lobby shows
// the code, the join link and who sits where, and Start (for the screen that opened the table)
// once every seat is taken; a join the server turns away says why and offers another try. The
// first position switches to the table shell on the server's game (table.NewOnline). The seats'
// tokens are kept in storage (key "online-table") like an autosave; in the browser the page's
// address becomes the table's link while at it, so a reload goes back to the seat. A finished
// game forgets them; its results have the server's race, and New table in place of Rematch.
//
// # Hand-offs
//
// Every hand-off lasts wall-clock time (scene.Context.Now, the App's clock; tests give a
// simulated one), however slow the frames: a screen change cross-fades for 0.3 s
// (scene.FadeTime, scaled by the animation speed), a move's animations last their own time
// (render.Queue), and a press or key during either finishes it and is acted on. The privacy
// curtain is the one deliberate exception, on both sides: it appears at once (a cut, so
// nothing behind it shows), and its button takes no click for its first half second
// (curtainGrace), so the rest of a double-click or a key still held from the last turn cannot
// lift it for the next player; once it is lifted the curtain fades out over the board for
// 0.3 s and the board takes no input until the pointer has been up for 0.3 s (liftGuard), so
// the second click of a double-click on the button cannot land on the next player's secret
// choice. These are short wall-clock graces, not frames: on a renderer drawing five frames a
// second they are two or three frames, where they used to be 30 and 18.
//
// # Words for a finger
//
// A hint never names a key to a touch screen (the last press a finger's, or a coarse pointer
// before any press: input.Pointer.Fingers, which boards read as table.Table.Fingers): the
// curtain's "Esc: game menu" becomes a Game menu button, and the boards say tap and name the
// button that does what Esc would.
//
// # The magnifier
//
// The table is laid out at 1600x900 logical px and fitted to the window; on a phone held
// sideways (844x390 CSS px) that is 0.43 of its size, and the 18 px body text is under 8 CSS
// px: unreadable. So on a screen that draws the table at under 0.75 window points per logical
// px (magnifyBelow; a phone, a small tablet) the App magnifies what it shows (magnify.go,
// table.Magnifier): the table shell, so every game has it (Reavers too) instead of each board
// growing its own zoom, and the screens around the games (menu, setup, curtain, results), whose
// small words are as hard to read there. The table's view is the table's own, kept across the
// curtain; every other screen starts whole (so the curtain's button is always in view):
//
//   - Two fingers are the table's: spreading them zooms the whole table about their midpoint,
//     from the whole table (1x) to table.MaxMagnify (2.5x), and moving them together moves the
//     view, as a map does (input.PinchTracker reads both from the raw fingers); the view never
//     leaves the table, and a pinch that ends under 1.06x returns to the whole table.
//   - One finger works exactly as before: its taps, drags and long presses are mapped through
//     the view, so the boards and the shell see table px and never know about the zoom (also
//     scene.Context.PointScale includes it, so a carried tile still rides 56 points above the
//     fingertip). The finger left on the glass after a pinch is no press until every finger
//     has lifted, so lifting two fingers one after the other taps nothing.
//   - Orkney's board has a zoom of its own (the wheel, + and -, and a pinch on larger
//     screens). On a small screen the pinch is the magnifier's and the board sees none: two
//     zooms on one gesture would fight, and the table's zoom is the one that makes the panels
//     and the log readable too. A finger still drags the sea to pan the board, and the board
//     still frames its layout by itself. On larger screens, and with a mouse anywhere, nothing
//     changes: the magnifier stays at 1x and two fingers zoom Orkney's board as before.
//   - A magnified view uses the whole screen, not only the fitted 16:9 rectangle: on a phone
//     held sideways (about 2.16:1) the bands beside the whole table fill with the table as it
//     zooms. The window onto the table is the screen's size divided by the zoom; it is kept on
//     the table (panned to an edge, that edge of the table meets the screen's), and only along
//     a side where the zoomed table is still smaller than the screen (1x to 1.22x across a
//     phone) is the table centred with bands. While two fingers spread, the zoom stays about
//     the table point that was under them when they went down, also while that clamp holds
//     the view (a pinch near the table's edge brings the edge to the screen's, rather than
//     zooming about whatever the clamp slid under the fingers); moving them starts afresh
//     from the view shown, so dragging past an edge leaves no slack. One mapping serves both ways: a screen point s
//     (the fitted table's logical px, as the input source reports them, so a band is below 0
//     or past 1600) shows the table point (X, Y) + s/zoom (table.Magnifier, whose Screen is
//     the whole screen in those px), the drawing places the table point p at (p - (X, Y))·zoom,
//     and northtable:view announces (zoom, X, Y) for the browser test to map its taps alike.
//   - While magnified, a chip with a magnifier and "1x" returns to the whole table: at the
//     top-left corner of the table as drawn, which once zoomed past the bands is the screen's
//     own corner. The prompt bar's instruction is shown along the foot of the table as drawn
//     (the screen's whole width) while the view leaves the bar out, so the words of what to do
//     next are always on the screen; moving the view down to the table's foot shows the bar
//     itself, with its buttons. The first-time hint sits at the top of the table as drawn.
//   - The first board a small touch screen opens says "Pinch to zoom, two fingers to move"
//     at the top, over the title bar (not over a choice in the middle, such as Orkney's secret
//     task), until the first touch, which still does what it does; once (Settings.ZoomHint;
//     a player who pinched first is not told).
//
// Text stays sharp: the table is drawn at the zoomed scale (render.ScaleOf of a canvas zoom
// times the fitted one, rounded up to a quarter so a few glyph sizes and cached layers serve
// every zoom) and only its visible part is composed, shrunk slightly, never a bitmap of the
// fitted frame enlarged. Ebitengine has no way to draw a scene with an offset into a smaller
// image (scenes draw at logical px × the canvas's scale from its corner), so the canvas is the
// whole table at that scale; its size is bounded by 4000 px a side and twice the screen's own
// pixels (at least 4 M px), past which it is enlarged a little (by 1.6 at 2.5x on a phone of
// device scale 3, as sharp as a phone of device scale 2). While fingers move, the canvas keeps
// the scale it had when they went down (the fitted one from the whole table) and is scaled,
// softly, as a phone's browser does; when they lift it is drawn again at the new zoom.
// The frame cost is measured by BenchmarkMagnifiedFrame (Reykholt on a 2532x1170 screen, a
// phone at device scale 3; magnify_bench_test.go): under Xvfb (llvmpipe, 2 shared cores, load
// 5–6) a frame of the whole table took 72–81 ms of CPU, magnified 1.5x 115–117 ms, 2.2x and
// 2.5x 142–146 ms (each with the 12 MB read-back that makes the frame's commands run): 1.4 to
// 2 times the whole table's, bounded by the canvas's pixels.
package scenes
