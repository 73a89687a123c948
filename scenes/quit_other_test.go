//go:build !js

package scenes

import (
	"os"
	"syscall"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A termination signal ends the game loop as closing the window does (Run then releases the
// claim), instead of killing the program with its claim still held.
func TestTerminationSignalEndsTheGameLoop(t *testing.T) {
	l := newLoading(Config{WindowW: DefaultWindowW, WindowH: DefaultWindowH}, nil, "")
	require.NoError(t, l.Update(), "no signal yet: the loop goes on")

	stop := quitOnSignal(l)
	defer stop()
	require.NoError(t, syscall.Kill(os.Getpid(), syscall.SIGTERM))
	require.Eventually(t, l.quit.Load, 5*time.Second, 5*time.Millisecond, "the signal is taken as a request to stop")
	assert.ErrorIs(t, l.Update(), ebiten.Termination, "the next tick ends the loop")
}
