package orkney

// Facts the board shows that are rules, given here so the scene restates none of them.

// TrackSpaces is the length of the score track: spaces 0–29, a score past 29 shown with a 30+
// or 60+ badge (Orkney spec §9 "Always visible").
const TrackSpaces = 30

// ExchangeGets is how many of the resource asked for one exchange gives: every trade of the
// table gets 1 (Orkney spec §7.3 "get 1 of").
const ExchangeGets = 1
