// Command northtable plays Orkney, Reykholt and Reavers of Midgard hot-seat on one screen:
//
//	northtable [-game orkney|reykholt|reavers] [-players N] [-seed N] [-window WxH]
//	           [-autoplay N] [-screenshot FILE.png] [-frames N]
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
		fmt.Fprintln(os.Stderr, "usage: northtable [-game orkney|reykholt|reavers] [-players N] [-seed N] [-window WxH] [-autoplay N] [-screenshot FILE.png] [-frames N]")
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
