// Command northtable plays board games hot-seat on one screen: Orkney, Reykholt and Reavers of
// Midgard. `northtable -help` lists the options and the games:
//
//	northtable [-game orkney|reykholt|reavers] [-players N] [-seed N] [-window WxH]
//	           [-autoplay N] [-screenshot FILE.png] [-frames N]
//
// Flags are read in main, after the packages have initialised: Ebitengine starts GLFW while the
// program loads, so without any display even -help stops with GLFW's panic (see the README).
//
// In the browser the page's address parameters are the flags (build/webpage); there main also
// prints the help and a refused option as one-line JSON (northtable:help, northtable:refused)
// for the page to show in its own words.
package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"runtime"

	"northtable/scenes"
)

func main() {
	games := scenes.Games()
	cfg, err := scenes.ParseFlags(os.Args[1:], games)
	if errors.Is(err, flag.ErrHelp) {
		help := scenes.NewHelp(games)
		fmt.Fprint(os.Stderr, help.Text())
		forPage("help", help)
		os.Exit(0)
	}
	if err != nil {
		var fe *scenes.FlagError
		if errors.As(err, &fe) {
			forPage("refused", fe)
		}
		fmt.Fprintln(os.Stderr, "northtable: "+err.Error())
		os.Exit(2)
	}
	if err := scenes.Run(cfg); err != nil {
		fmt.Fprintln(os.Stderr, "northtable: "+err.Error())
		os.Exit(1)
	}
}

// forPage prints one line of the page's console protocol (build/e2e/README.md) in the
// browser: northtable:<kind> and v as JSON. The desktop prints only the words.
func forPage(kind string, v any) {
	if runtime.GOOS != "js" {
		return
	}
	b, err := json.Marshal(v)
	if err != nil {
		return
	}
	fmt.Printf("northtable:%s %s\n", kind, b)
}
