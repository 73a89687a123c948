package scenes

import (
	"io"
	"os"
	"runtime"

	"northtable/render"
	"northtable/scenes/scene"
)

// probeWriter is where the App announces screens and targets for the browser test
// (build/e2e/README.md): the console in the browser build, standard output on the desktop when
// NORTHTABLE_PROBE is set, otherwise nowhere.
func probeWriter() io.Writer {
	if runtime.GOOS == "js" || os.Getenv("NORTHTABLE_PROBE") != "" {
		return os.Stdout
	}
	return nil
}

// probeButton announces an enabled button's centre as a click target.
func probeButton(p *scene.Probe, target string, b *render.Button) {
	if b == nil || !b.Enabled {
		return
	}
	x, y := b.Bounds().Centre()
	p.Hit(target, x, y)
}
