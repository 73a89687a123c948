package bot

import (
	"fmt"
	"math"

	"northtable/rules"
)

// node is a position of the shared tree: the moves tried from it, whatever sample reached it.
// Moves are comparable value types (rules.Move), so they key the index directly.
type node struct {
	visits int32 // iterations that passed through the node
	kids   []child
	index  map[rules.Move]int32 // into kids; nil while kids are few enough to scan
}

// child is a move tried from a node, with its mover's statistics and the node it leads to.
type child struct {
	move   rules.Move
	seat   rules.Seat // the mover, whose rewards the statistics hold
	visits int32      // iterations that went through the move
	avail  int32      // iterations whose sample offered the move here while it was a child
	sum    float64    // the mover's rewards summed over visits
	next   *node
}

// scanKids is how many children a node searches by scanning before it builds its index.
const scanKids = 12

func newNode() *node { return &node{} }

func (c *child) mean() float64 {
	if c.visits == 0 {
		return 0
	}
	return c.sum / float64(c.visits)
}

// find returns the child for m, or nil.
func (n *node) find(m rules.Move) *child {
	if n.index != nil {
		if i, ok := n.index[m]; ok {
			return &n.kids[i]
		}
		return nil
	}
	for i := range n.kids {
		if n.kids[i].move == m {
			return &n.kids[i]
		}
	}
	return nil
}

// add appends a child for m and returns it.
func (n *node) add(m rules.Move) *child {
	n.kids = append(n.kids, child{move: m, seat: m.Seat(), avail: 1, next: newNode()})
	i := len(n.kids) - 1
	if n.index != nil {
		n.index[m] = int32(i)
	} else if len(n.kids) > scanKids {
		n.index = make(map[rules.Move]int32, 2*len(n.kids))
		for j := range n.kids {
			n.index[n.kids[j].move] = int32(j)
		}
	}
	return &n.kids[i]
}

// count is the number of nodes in the subtree.
func (n *node) count() int {
	c := 1
	for i := range n.kids {
		c += n.kids[i].next.count()
	}
	return c
}

// iterate runs one iteration: sample, select and expand, play out, back up.
func (s *worker) iterate() error {
	g := s.view.Determinize(s.seat, s.rng)
	n := s.root
	s.path = s.path[:0]
	for !g.Over() {
		s.legal = g.AppendLegal(s.legal[:0])
		if len(s.legal) == 0 {
			return fmt.Errorf("bot: seat %d has no legal move before the end", g.ToMove())
		}
		s.untried = s.untried[:0]
		for _, m := range s.legal {
			if n.find(m) == nil {
				s.untried = append(s.untried, m)
			}
		}
		var c *child
		n.visits++
		expand := len(s.untried) > 0 && (len(s.untried) == len(s.legal) || s.widen(n))
		if expand {
			c = n.add(s.playout.pick(s.untried))
		} else {
			c = s.selectUCB(n)
		}
		if _, err := g.Apply(c.move); err != nil {
			return fmt.Errorf("bot: tree move %v: %w", c.move, err)
		}
		s.path = append(s.path, c)
		n = c.next
		if expand {
			break
		}
	}
	for i := 0; i < s.cfg.PlayoutMoves && !g.Over(); i++ {
		m := s.playout.Choose(g)
		if m == nil {
			return fmt.Errorf("bot: playout: seat %d has no legal move before the end", g.ToMove())
		}
		if _, err := g.Apply(m); err != nil {
			return fmt.Errorf("bot: playout move %v: %w", m, err)
		}
	}
	rewards(g, s.cfg.Margin, s.reward)
	for _, c := range s.path {
		c.visits++
		if c.seat >= 0 && int(c.seat) < len(s.reward) {
			c.sum += s.reward[c.seat]
		}
	}
	return nil
}

// widen reports whether n may gain a child now under progressive widening (Config.Widen): a
// node visited v times keeps at most ⌈Widen·√v⌉ children, so where a decision has very many
// moves the search looks deeper at some of them rather than once at each. A sample in which
// none of n's children is legal always expands.
func (s *worker) widen(n *node) bool {
	if s.cfg.Widen <= 0 {
		return true
	}
	return float64(len(n.kids)) < math.Ceil(s.cfg.Widen*math.Sqrt(float64(n.visits)))
}

// selectUCB picks among n's children legal in the sample (s.legal; at least one is a child) the
// one with the best UCB1 value for its mover, counting each one's availability: an
// ISMCTS child's exploration term grows with the iterations that could have chosen it, not
// with the parent's visits, so a move offered in few samples is not over-trusted.
func (s *worker) selectUCB(n *node) *child {
	var best *child
	bestV := math.Inf(-1)
	for _, m := range s.legal {
		c := n.find(m)
		if c == nil {
			continue // not tried yet, held back by widening
		}
		c.avail++
		v := math.Inf(1)
		if c.visits > 0 {
			v = c.mean() + s.cfg.Explore*math.Sqrt(math.Log(float64(c.avail))/float64(c.visits))
		}
		if v > bestV {
			best, bestV = c, v
		}
	}
	return best
}
