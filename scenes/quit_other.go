//go:build !js

package scenes

import (
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// quitGrace is how long a stop asked by the system waits for the game loop to end by itself
// before the claim is released from here and the program exits.
const quitGrace = 2 * time.Second

// quitOnSignal makes an interrupt, a hang-up or a termination signal (Ctrl+C in a terminal, a
// logout, a window manager or a service stopping the program) end the game as closing its
// window does: the game loop stops and Run releases the game's claim, so the next start offers
// Continue at once rather than "open in another window" for the claim's lease (autosave has
// already kept every move). A loop at rest is woken for it (it reads the devices ten times a
// second then, input.Rest); if it has not ended after quitGrace, the claim is released here and
// the program exits. The returned function stops listening.
func quitOnSignal(l *loading) (stop func()) {
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	done := make(chan struct{})
	go func() {
		select {
		case <-sig:
		case <-done:
			return
		}
		l.quit.Store(true)
		ebiten.ScheduleFrame()
		select {
		case <-done:
		case <-time.After(quitGrace):
			l.release()
			os.Exit(1)
		}
	}()
	return func() {
		signal.Stop(sig)
		close(done)
	}
}
