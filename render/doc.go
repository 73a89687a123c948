// Package render is the widget kit every Northtable scene draws with (ARCHITECTURE.md "Scenes,
// render, input"): state in, pixels out. A board scene written on it needs no private painter,
// nine-slice, button, dialog, toast, log or score track of its own.
//
// Units: positions and sizes are logical px on the 1600x900 canvas (VISUAL.md); durations are
// ticks at 60 per second. Every helper multiplies by the canvas's device scale (ScaleOf, or the
// Painter's SetScale) so text and shapes stay crisp on high-DPI screens.
//
// # API summary
//
// Geometry and drawing
//   - Rect{X, Y, W, H}: the one rectangle type (logical px). Contains, Inset, Offset, Centre,
//     Right, Bottom, In, Union.
//   - Point (= hex.Point): a logical-px point.
//   - Painter: batched drawing that allocates nothing per frame once warm. SetScale(s) once per
//     canvas; Sprite/SpriteTint (anchored, scaled, faded), Tile (an image by its top-left), Nine
//     (nine-slice over a Rect), FillRect, Frame (outline), Text/TextMid, and the triangle batch
//     Line, Quad, Disc, Ring, which Flush(dst) draws in one call. SetAnchor gives a sprite
//     the point drawn at the target position (default: its middle).
//   - UI: the shared kit handed to scenes (fonts, atlas, painter P, generated rounded shapes,
//     the tooltip overlay). RoundRect, RoundRing, SoftShadow, Card, Disc, CircleRing,
//     DrawPlayerMark (a seat's colour + marker shape), DrawControl, ShowTooltip/ShowReason
//     (a refusal, with the accent mark)/ShowTooltipAt (about a widget's rect)/ShowTooltipNear
//     (about a control among others)/DrawOverlay. A tooltip goes beside the widget it talks
//     about, above, else below, right or left: the first place on the canvas that covers
//     neither the widget, nor what KeepClear names (a player's name, column headers, the
//     newest log line), nor the other enabled controls of its set (Controls and the widgets'
//     parts pass them as Tooltip.Near); a control in a column of them gets its tip at the
//     side, towards the canvas's middle. A scene that draws its widgets into a
//     cached Layer keeps their tooltip request with TakeOverlay and repeats it on the frames
//     the layer is reused (PutOverlay).
//   - Text: Wrap (at the logical size, with a little slack), WrapAt (measured as drawn at a
//     device scale: the log panel's rows), Ellipsize, Ordinal ("1st", "2nd"); fitted sizes
//     FitWrap (wrapped lines in a height) and FitLine (one line in a width), both stepping
//     a face down to FitMinSize through Face.Sized.
//   - DrawNineSlice: the package's one nine-slice (Painter.Nine and UI.RoundRect use it too).
//
// Controls (controls.go): one registry serves tapping, hover, pressed looks, disabled reasons,
// drawing and tests, so a drawn control and its hit area cannot drift apart.
//
//	var cs render.Controls
//	cs.Reset()                                   // once per layout (after a move, a mode change)
//	cs.Add(render.Control{ID: idEnd, Rect: r, Label: "End turn", Enabled: ok, Reason: why})
//	if c, ok := cs.Update(ptr); ok && c.Enabled { ... }   // each tick; a tap on a disabled
//	                                             // control is reported too, so the scene may say why
//	cs.Draw(dst, ui); cs.DrawTooltip(dst, ui)    // faces (cacheable: see Look), then the reason
//
// Each Control has ID, Rect, Label, Icon, Enabled + Reason, Tip, Active (toggled), Style and an
// optional Paint func for custom content. Hover shows Reason (or Tip) after TooltipDelay ticks;
// a touch long-press (input.Pointer.LongPress) shows it at once. Look() is a comparable value of
// the hover/press state for cache keys. All() lists the controls so a test can click each.
//
// Dialog (dialog.go): Title, Body, two or three Buttons, Cancel (the button Esc or a tap outside
// chooses), Box, Dim. Update(ptr, frame) returns (choice, true) once answered; ButtonRect(i) is
// where button i is drawn and clicked.
//
// Toast (toast.go): Show(text, warn) shows a message for ToastTicks (3 s) above the bottom line;
// Update() once per tick; Layout(fonts, area) and Draw(dst, ui, area), area being the one-line
// band or a taller region (the board) whose bottom the ToastH box stands ToastGap above.
// Fields Text, Warn, Left.
//
// LogPanel (logpanel.go): a scrollable list of LogLine{Text, Mark} (Mark = player colour index
// drawn with DrawPlayerMark, NoMark for none), word-wrapped whole words, newest at the bottom,
// scrolled by wheel or drag (Update), drawn with Draw. Add, Clear, Len, Version, Visible.
//
// ScoreTrack (track.go, track_edge.go): the kit's one score track, Spaces spaces with one
// TrackMarker{Score, Mark, Sprite, Stack} per seat and a lap badge (Badge func, asked once per
// score: LapBadge(n) "30+", LapBonusBadge(spaces, loop, bonus) "+6"/"+12"), in two layouts:
//   - TrackRow (the zero value): a row on a paper panel; markers sharing a space spread into two
//     lanes (Orkney). TrackSpots is that layout.
//   - TrackEdge: tiles around Rect's edge clockwise from the top-left corner, Depth deep, each
//     showing Cells[i] = TrackCell{Icon, Text}; markers sharing a tile stack by Stack (higher in
//     front: drawn later, lower, offset so each shows); Highlight = TrackHighlight{On, Space,
//     Text, Icon} rings one tile and puts its note on the board (Reykholt's tourism track: Spaces
//     31, Loop 1). Draw it after the board inside it.
//
// Loop is where laps wrap to (SpaceOf, Lap); SpaceRect(i) and At(p) are the tiles' hit areas.
// Keep one value per track: it reuses its buffers, so placing markers allocates nothing.
//
// Board widgets (plain data in, hit areas out; each keeps its own hit registry, so hover,
// long-press and reasons behave as Controls do; Update(ptr) once per tick reports taps, dimmed
// parts too, so a scene can say why; Draw asks ui for the due tooltip, which UI.DrawOverlay
// draws: a dimmed part's Reason with the accent mark, otherwise its Tip). DimAlpha is the dimmed
// opacity; legal targets glow shallow blue.
//   - WorkerGrid (workergrid.go): Columns × rows of ActionSpace{Icons, Label, Flag, State,
//     Worker, Legal, Dimmed, Reason, Tip}; State is SpaceFree, SpaceOccupied (a WorkerSprites
//     disc of colour Worker), SpaceBlocked (SpriteBlocker) or SpaceCovered (one SpriteCover tile
//     over each covered run, captioned CoverText). Icons are sprite names or short tokens ("+",
//     "or", "2"). SpaceRect(i), SlotCentre(i) (where a disc lands), ColumnRect(c), At(p) (a drop
//     target; covered spaces take none), Update(ptr) -> (space, ok), Hovered.
//   - CardView (cardview.go): Title, Badge ("Once"), Tint, Icons, Body (wrapped once, kept; a
//     body too long for the card moves to the tooltip, Cut reports it; a landscape card puts
//     title and badge on one band and fits the body whole with FitWrap and Face.Sized; a Strip
//     card is a tinted label of a display, its title then its Icons as an icon line or its body
//     fitted, DrawFitted), State stamp ("Spent"), Code, FaceDown +
//     Back (SpriteServiceBack), Highlight, Dimmed + Reason, Tip. Update(ptr) bool, Hovered,
//     Contains(p). It is a CardFace (DrawAt(dst, ui, r, alpha)), as is GreenhouseCard.
//   - CardPile (cardview.go): Count cards seen from above, Top CardFace (nil: Back), a "×n"
//     badge, Label pill, an empty place at 0; TopRect, Update, Hovered.
//   - GreenhouseCard (greenhouse.go): Parcels (3–6 entries, "" empty or a good's sprite),
//     Allowed strip, Name, FaceDown + Back (SpriteGreenhouseBack), Highlight, Dimmed + Reason.
//     ParcelRect(i), At(p) and Update(ptr) -> (parcel or -1 for the card elsewhere, ok).
//   - GoodsCounters (goods.go): a row of GoodCounter{Icon, Name, Count, Highlight, Dimmed,
//     Reason} sharing Rect; Compact for a panel's stock line, the full chips for prompts;
//     Clickable makes Update(ptr) -> (counter, ok) report taps. CounterRect(i), At(p).
//   - Die (dicetray.go) is one die as plain data: Sprite (the face shown: a glyph drawn on a
//     body of Colour with a darker rim, or with Colour zero a whole die), Colour, Wild (a gold
//     rim and a star badge at the top-left, so wildness reads without colour), Name (its
//     tooltip), Legal, Dimmed + Reason. Every die look is drawn once into the kit's dice cache
//     (an offscreen the size of the canvas, like the button faces') and reaches the screen in
//     one draw from it, so a tray of dice is one draw call. A picked die lifts and wears an
//     accent ring and a badge at its bottom-right: a check (a payment, a loss) or a re-roll
//     arrow. The widgets know no game's faces: a scene names the sprites.
//   - DiceTray (dicetray.go): Title, Dice, Limit (the capacity label "n/Limit", in the accent
//     colour with the word "over" past it; 0 for none), DieSize. Dice that look alike (face,
//     colour, wild, state) form a group wherever they come in Dice, groups in the order of
//     their first die (the scene sorts by face, then colour); a group's dice lie side by side
//     on a paper plate while all fit the well, else the largest groups collapse one by one to
//     one die with a "×n" badge ("2 of 3" when some are picked), and past that the dice shrink
//     (to two thirds of DieSize). Each group's cell holds its marks: a wild die's star clear of
//     the die at its left, a count badge clear of the next group (Rows(w): the rows a scene plans
//     for; groups move closer when even smaller dice do not fit). Picked dice are drawn over their neighbours. Selectable makes a tap toggle
//     a die's pick (MaxSelect caps them; a collapsed group picks one more per tap, then none);
//     the scene reads the embedded PickSet (Picked/IsPicked/PickedCount) and sets a suggested
//     payment with SetPicked (ClearPicks for a new decision). Well (where a roll tumbles), DieRect(i),
//     Collapsed(i), At(p), Update(ptr) -> (die, ok), Hovered. A Die marked Incoming (a roll
//     still tumbling toward its DieRect) is laid out with its group but not drawn nor tapped.
//   - DiceRoll (diceroll.go): N RollDie{Die (the result), Faces (the die's sides to flash),
//     At (its landing centre; zero: a row across Rect), Kept (not rolled: at rest from the
//     start, as the dice kept in a re-roll)} thrown into Rect, tumbling (turning,
//     hopping, faces from a SplitMix sequence of Seed, never the game's random source) and
//     landing one by one (RollTumbleTicks, RollStagger, RollMaxStagger), then on show with
//     Caption for RollHoldTicks (CaptionTop: a pill on Rect's top edge, a tray's title line,
//     the count of dice when wider than CaptionRoom); Plate darkens Rect under them. LandOn(tray)
//     throws it onto the tray's Incoming dice of the same look. Played by itself with
//     Start(now) and Tick(now, ptr) on its Clock at Speed (scene.Context.AnimSpeed's factor: 1,
//     0.5, 0 = at once), a press finishing it (the press is left to the scene, as the shell's
//     skip does), or pushed on a Queue (Animation + Finisher: Update is one normal-speed tick).
//     Showing(i) is the face die i shows now, Landed(i), AllLanded, Done, Rest(i), Total.
//   - CombatPanel (combatpanel.go): Title, Defence against Successes (two large numbers and a
//     meter of the Defence's pips filled by the successes), Committed (the Hammer sources in
//     words), Dice (the Combat dice; while Picking a tap toggles a pick for the re-roll),
//     RerollPrice/RerollEnabled/RerollReason (the button reads "Re-roll 2 dice — 1 Favour" and
//     waits, saying why, until a die is picked), Buttons (the scene's CombatButton: artifact
//     powers; on a row of their own when one row is too short), AcceptLabel/AcceptEnabled,
//     Outcome (CombatOpen, CombatWon, CombatLost: the frame turns moss or accent and a banner
//     says "Victory" or "Defeat" with a check or a cross and "4 successes against Defence 3")
//     and Rolling (a DiceRoll over DiceArea, landing on DieRect: the dice's places stay
//     empty). Update(ptr) -> (CombatEvent{Tap: TapDie/TapReroll/TapButton/TapAccept, Index,
//     Enabled}, ok); its embedded PickSet (the same picks as DiceTray's), ButtonRect, Status (the words).
//     Buttons come from the kit's face cache and are as wide as their words in the fonts of
//     the last Draw.
//   - CombatRoll (combatroll.go): a fight's roll on its own CombatPanel (Animation + Finisher):
//     Throw(ui, seed, faces, kept) throws the Panel's Dice onto DieRect; the panel counts
//     Before while they tumble, then the roll's Successes and Outcome, a decided fight held on
//     show Verdict ticks more.
//   - Hand (hand.go): Cards of HandCard{Face (a CardFace), Zoom (the face drawn large; nil:
//     Face; a second CardView keeps its text wrapped for that size), Highlight, Dimmed + Reason,
//     Tip} in a row (overlapping only when they do not fit) or, with Fan, overlapping in a
//     slight arc; the card under the pointer rises and is drawn on top, and resting on it for
//     TooltipDelay (or a touch long-press) shows it enlarged (ZoomW wide, HandZoomW by default)
//     above the hand, or below it without room, with a dimmed card's reason beside it. Hidden
//     is the count-only form other players see: up to five backs (Back) and "×Count", never a
//     face. Label is a caption pill. CardRect(i), ZoomRect(i), At(p), Update(ptr), Hovered,
//     Zoomed. Draw it after what the enlarged card may cover.
//   - LocationBoard (locationboard.go): Columns of Location{Title on a Tint band (all titles in
//     the one size in which they fit), Icon, CostIcons + Cost (the price line; CostShort, its
//     counts and icons, drawn instead when the words do not fit), Bonuses of LocationBonus{Place "1st", Text}, Spots and
//     the Pawns standing on the first of them, Legal, Dimmed + Reason, Tip}; a dimmed (taken)
//     location fades in opaque muted tones while its pawns stay clear (who took it).
//     LocationRect(i), SpotCentre(i, k) (where a placed pawn lands), ContentRect(i) (the free
//     area where a scene draws a location's display), At(p) (a drop target, dimmed ones too),
//     Update(ptr) -> (loc, ok). UpdateDrag(drag, ev), after input.Drag.Update, marks the
//     location under a carried pawn (a brighter glow, or an accent outline and its reason at
//     once when refused; DropTarget) and reports the location a pawn is dropped on. A Pawn is
//     {Mark (player colour index, NoMark for a neutral piece), Sprite};
//     UI.DrawPawn(dst, pawn, centre, size, alpha) draws one (its sprite, else its owner's
//     player mark), as a scene draws the pawn it carries. Cuts(fonts) lists the words it would
//     cut short.
//   - Icon lines (iconline.go): words and sprite names on one line of text ("1", a Food
//     sprite, "· pillage Def 2"), dice a quarter taller so their faces read; IconLineWidth,
//     FitIconLine, UI.DrawIconLine. FaceDieSprites are the dice of no colour a cost shows.
//   - Spots (spots.go): the things a board draws itself that a player chooses or asks about (a
//     display's cards, dice and piles): Add(rect, SpotLook: SpotLegal glows, SpotDimmed is
//     shaded and refuses, SpotPlain is ringed under the pointer, SpotQuiet has no look), then
//     AddPart(SpotPart{Spot, Rect, Tip, TipAt}) per hit area; Why words a refusal only when a
//     player rests on it. Update(ptr) -> (spot, ok), Hovered, Mark(i) after drawing spot i,
//     Tooltip, Reason, Look, Parts.
//   - ChoicePopover (choicepopover.go): a small card of buttons opened beside an anchor that
//     glows (Open(anchor, labels, fonts)), as wide as its labels, kept Within; Update(ptr) ->
//     (label, ok), a tap beside it closing it; Close, Rect, Buttons, Look.
//   - DeckChip (deckchip.go): a deck's pile as a small chip (its back, the count beside, a label
//     under; Faded for a discard) or, in a box lower than the back, a strip with its words.
//   - Pen (pen.go): a board's own words, icon lines and Strip cards drawn fitted, listing those
//     it cut short between Begin and End (Cuts) for its tests; FitsLine, UI.SpriteIn, UI.Glow
//     (a legal target's look), DashedOutline (an empty place).
//   - A player's board (seatpanel.go, chip.go, tokens.go, track.go, popover.go, hand.go):
//     EvenRow lays equal cells across a row; CountRow is the stocks, icons with their counts,
//     a two-digit count given the room a one-digit one leaves (Share); MenuChip a pill that
//     opens a pile or a list, the first of its Labels that fits; CardStrip a card in a slot as
//     its frame's name band (UI.CardBand) with its rank's diamonds; FrameCard a card face on a
//     frame sprite, full or as a strip (a CardFace for Hand); Standings a titled ScoreTrack
//     under a line of names and scores, growing ahead of the lead; ListPopover what one player
//     holds in full (rows of head and words, then a row of tiles), its Height for a width.
//     TrayHeight and DiceTray.RowsAt size a tray for its rows of dice. DiceTray.View and
//     Hand.View are read-only looks (DiceTrayView, HandView) a board's probe hands to tests.
//   - PickSet (picks.go), embedded in DiceTray and CombatPanel: IsPicked, SetPicked, ClearPicks,
//     PickedCount, Picked. The dice and button-face caches pack into one shelf (shelf.go).
//
// Text is measured where it is drawn: TextWidth and MeasureText count the wider of the logical
// size and the device scale last set on a Painter (0.5 and up), since glyphs at 0.8 come out up
// to 7 % wider, so a line fitted to its room stays inside it in a 1280x720 window.
//
// The dice widgets, Hand and LocationBoard allocate nothing of their own per frame once warm:
// TestDiceWidgetsDrawWithoutAllocating samples every allocation of their Update and Draw and
// finds only Ebitengine's (its command queue and text shaping in a test tick);
// BenchmarkDiceTrayCombatDraw measures a busy DiceTray + CombatPanel frame.
//
// Sprite names (spritenames.go): GoodSprites (SpriteTomato, SpriteLettuce, SpriteMushroom,
// SpriteCauliflower, SpriteCarrot), WorkerSprites and ManagerSprites by player colour,
// SpriteBlocker, SpriteFlag, SpriteGreenhouse, SpriteServiceBack, SpriteGreenhouseBack,
// SpriteCover. Reavers' (reaversprites.go), in tables indexed like rules/reavers:
// CrewDieSprites[colour][face], CrewDieBodySprites, CombatDieSprites, SpriteDieWild,
// ReaverCardSprites[clan][tier−1], CardBackSprites and CardFrontSprites by deck,
// SpriteArtifactCard, TokenSprites, UpgradeSprites and UsedUpgradeSprites,
// TerritorySprites[type][level−1], PawnSprites by player colour, SpriteHonourShip,
// SpriteStartPlayer, SpriteRoundMarker, LocationSprites; ReaversSprites lists them all.
//
// Layer[K] (layer.go): an offscreen image redrawn only when its comparable key K changes:
// Begin(dst, key) -> (canvas, stale); Draw(dst).
//
// Animations (anim.go): an Animation is a small value with Update() (done bool) and
// Draw(dst); Tween{From, To, Ticks, Ease} is a float over time (Value, Progress) and
// FieldTween animates a *float64. Queue plays blocking animations one after another and
// background ones alongside: Push, PushBackground, Advance, Draw, Idle, Skip, with
// Speed (SpeedNormal, SpeedFast, SpeedOff; Factor) applied by the queue, so animations are
// written at normal speed only. An animation that has an end state implements Finisher.
// InFlight[A] is a board's own list of the animations it pushed that have not ended (nor been
// finished), so a board knows what stands in for its pieces without looking into the queue.
//
// Durations are wall-clock time, never frames: animations are written in ticks of TickTime
// (1/60 s) and the queue steps them by the time elapsed since the last tick (Clock.Elapsed of
// scene.Context.Now, at most MaxElapsed a tick), as many steps as TickTimes have passed, twice
// as many at Fast. A software renderer that draws five frames a second therefore plays a
// 0.3 s glide in two frames, not in 18 (an Animation's Update stays one step). Tests give
// Context.Now a simulated clock, or none: a zero time counts each tick as one TickTime.
//
// Board pieces every game's board uses (first written for Reykholt): Glide (pieceglide.go), a
// sprite carried from A to B in a low hop, Done when it lands (or, with Paint, a board's own
// piece drawn at the glide's point, as Orkney's tile going back to its slot); Banner
// (banner.go), a phase announced across the board for BannerTicks (Reveal: areas whose new
// contents fade in under it; Over once ended); Flashes (flash.go), the
// places a move changed glowing for FlashTicks with an optional rising note, aged beside the
// queue on its clock (Follow); Floater (flash.go), a gain's note ("+2 wood") rising from its
// place in a queue's background, with Stagger holding the queue between notes so they appear
// one by one and Floating listing the texts shown; Drop and Ripple (drop.go), a token laid
// onto its place (falling, shrinking to size, fading in) and a ring spreading from a place;
// Chip (chip.go), a
// tinted token in a panel row with a state word, a second holder's mark and a tip; SeatHeader
// and TokenRow (seatpanel.go), a player panel's name line (the mark, the name shortened to the
// room left, set smaller first, a tag as a sand pill, the accent "to play" badge or a plain
// word, a score with its unit, ending at ScoreRight, in the body's bold face with BodyScore;
// Layout says where each is drawn) with its facts line, and a labelled row of sprites; HoverLayer[K, H] (hoverlayer.go), a Layer also redrawn when the
// widget under the pointer changes or a tooltip falls due, keeping that tooltip; FitCards and
// CentredRows (fit.go), cards fitted into a panel and rows centred in an area;
// NumberedTokens (tokens.go), a player's tokens that each show a number, grouped by value with
// a count ("×6") when there are more than fit, Tokens saying where each is drawn; CardChoice
// (choice.go), a "choose one of these cards" overlay (a dimmed area, a title, one card per
// option with its picture, name and wrapped text, the card under the pointer framed with its
// action; with ShowAction every card shows its action as a pill, since a touch screen has no
// hover), At saying which card a click chooses.
//
// HexMap (hexmap.go) is a hex board's view (first written for Orkney), in Red Blob Games'
// terms: a hex.Layout of axial cells in world units seen through its Camera. It owns the camera
// (CellScreen, CornerScreen, EdgeScreen, CellAt; Frame: the layout kept in Reach and, while
// AutoFit, a glide to fit it, held by Hold while a piece is lifted; Pan, ZoomAt), reads the
// camera's gestures over its Area (Keys: zoom and pan keys; Gestures: wheel and pinch zoom at
// the pointer, a drag begun on the map pans) and draws what a hex board draws on it: a
// DrawBackdrop that moves with the camera, a board's HexLayers of HexSprite one pass per layer
// (one size and one sprite kind a pass, so one draw call), DrawGlow on a set of cells, and
// DrawGhost, a carried HexPiece on a cell marked as fitting (an outline) or refused (a cross).
// The board says which sprites make its cells and what a click means.
//
// Drag-and-drop lives in package input (input.Drag).
//
// Older widgets: Button (one push button with its own state, for menus; its tooltip goes beside
// it through ShowTooltipAt), Panel, Tooltip,
// TextField, toggles, steppers and colour pickers (fields.go), Camera (pan/zoom), easing.
//
// TextField edits on rune positions with a caret and a selection (anchor and caret): typed and
// committed characters replace the selection; input.Edit keys (Backspace, Delete, arrows,
// Home/End, select-all, Shift to extend) each act once, several in one tick if they came so, so
// no press is lost to a slow frame; a character a Digits field does not take is dropped and
// reported (Refused), so the screen can say why. The keys' repeat is input's (wall-clock on the
// desktop, the browser's own keydown repeats in the page). Ebitengine's exp/textinput brings composed text
// in but edits nothing, and no served module edits a line of text, hence this small editor.
package render
