package orkney

import (
	"strconv"

	"northtable/rules"
)

// Advice is move m said to the player who would make it, in plain words and without where on
// the board it is made ("place the tile", "build a farm", "trade 3 wood for 1 stone"): a hint
// begins with it and the board adds the place it marks (Orkney spec §9). A move of another
// game gives "".
func Advice(m rules.Move) string {
	switch m := m.(type) {
	case ChooseTask:
		return "keep the task “" + m.Task.String() + "”"
	case PlaceTile:
		return "place the tile"
	case Build:
		return "build a " + m.Kind.String()
	case PlaceRoute:
		return "lay a trade route"
	case ExtraRoute:
		return "buy an extra trade route for " + strconv.Itoa(ExtraRouteCloth) + " cloth"
	case Exchange:
		return "trade " + strconv.Itoa(rate(m.Give)) + " " + m.Give.String() + " for " + strconv.Itoa(ExchangeGets) + " " + m.Get.String()
	case Fish:
		return "go fishing for " + strconv.Itoa(FishCloth) + " cloth"
	case EndTurn:
		return "end your turn"
	}
	return ""
}
