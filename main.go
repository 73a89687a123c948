// Command northtable plays board games hot-seat on one screen; Orkney is playable now, Reykholt
// and Reavers of Midgard are coming:
//
//	northtable [-game orkney] [-players N] [-seed N] [-window WxH]
//	           [-autoplay N] [-screenshot FILE.png] [-frames N]
//
// Flags are read in main, after the packages have initialised: Ebitengine starts GLFW while the
// program loads, so without any display even -help stops with GLFW's panic (see the README).
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"

	"northtable/scenes"
)

func main() {
	cfg, err := scenes.ParseFlags(os.Args[1:], scenes.Games())
	if errors.Is(err, flag.ErrHelp) {
		fmt.Fprintln(os.Stderr, "usage: northtable [-game orkney] [-players N] [-seed N] [-window WxH] [-autoplay N] [-screenshot FILE.png] [-frames N]")
		os.Exit(0)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "northtable: "+err.Error())
		os.Exit(2)
	}
	if err := scenes.Run(cfg); err != nil {
		fmt.Fprintln(os.Stderr, "northtable: "+err.Error())
		os.Exit(1)
	}
}
