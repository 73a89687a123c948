package reavers

// Losing crew dice (Reavers spec §2.3 "Losses are not payments", §7.4, §10.7). A loss is a
// Payment of crew dice only, board or stored, never tokens; a player with fewer dice than
// asked loses all they have. The spec's ChooseLoss decision arises only when the choice
// matters: LossMatters and HammerLossMatters say when it does.

// lossSize is how many of the inventory's items a loss of n takes: n, or all there are.
func (inv *inventory) lossSize(n int) int { return min(max(n, 0), inv.items()) }

// AppendLosses appends to dst every distinct choice of the crew dice a "lose n crew dice of
// your choice" takes (LoseDice, Reavers spec §2.3, §7.4 J01, J03, J05): exactly min(n, dice
// owned) dice, board or stored, and returns the extended slice. With nothing to lose (n ≤ 0 or
// no dice) the one choice is the zero Payment.
//
// Order: more of an earlier kind first, the kinds being board dice (yellow, blue, red; faces
// in Face order), then stored dice by Artifact space. It allocates nothing when dst has room.
func (p *Player) AppendLosses(n int, dst []Payment) []Payment {
	return p.appendLosses(n, forLoss, dst)
}

// AppendHammerLosses appends to dst every distinct choice of the dice Frozen Spray takes (J09,
// LoseHammerDie, Reavers spec §7.4): exactly min(n, such dice owned) crew dice showing a real
// Hammer or Double Hammer, board or stored, never a wild die; in AppendLosses' order.
func (p *Player) AppendHammerLosses(n int, dst []Payment) []Payment {
	return p.appendLosses(n, forHammerLoss, dst)
}

func (p *Player) appendLosses(n int, mode spendable, dst []Payment) []Payment {
	e := enumerator{out: dst, want: wantAny}
	e.inv.fill(p, mode)
	e.counts(0, int8(e.inv.lossSize(n)))
	return e.out
}

// LossMatters reports whether a loss of n crew dice leaves its owner a choice (more than one
// distinct choice), so that the engine asks ChooseLoss (Reavers spec §10.2); otherwise the one
// choice of AppendLosses is applied. It allocates nothing.
func (p *Player) LossMatters(n int) bool {
	var inv inventory
	inv.fill(p, forLoss)
	return inv.choices(inv.lossSize(n))
}

// HammerLossMatters is LossMatters for Frozen Spray's loss of Hammer dice (J09).
func (p *Player) HammerLossMatters(n int) bool {
	var inv inventory
	inv.fill(p, forHammerLoss)
	return inv.choices(inv.lossSize(n))
}

// CheckLoss reports whether pay is a choice for a loss of n crew dice: "" when it is;
// ErrBadPayment when it names tokens, dice the player does not own, or other than min(n, dice
// owned) dice (Reavers spec §10.4, by analogy with a payment: a loss is chosen like one).
func (p *Player) CheckLoss(n int, pay Payment) string { return p.checkLoss(n, forLoss, pay) }

// CheckHammerLoss is CheckLoss for Frozen Spray (J09): the dice must show a real Hammer or
// Double Hammer; a wild die is refused with ErrBadPayment.
func (p *Player) CheckHammerLoss(n int, pay Payment) string {
	return p.checkLoss(n, forHammerLoss, pay)
}

func (p *Player) checkLoss(n int, mode spendable, pay Payment) string {
	var inv inventory
	inv.fill(p, mode)
	x, ok := inv.spend(&pay)
	if !ok || int(x[0]) != inv.lossSize(n) {
		return ErrBadPayment
	}
	return ""
}

// Lose carries out a loss CheckLoss or CheckHammerLoss accepted: the dice go to the supply,
// stored ones leaving their Artifacts.
func (p *Player) Lose(pay Payment) { p.spend(pay) }
