// Command wasm builds the browser version of Northtable into a folder ready to serve:
// northtable.wasm (GOOS=js GOARCH=wasm, without the symbol table and DWARF: -ldflags=-s -w;
// the standard library's packages that are not on a hot path built without inlining, see
// inlinedStd),
// a brotli and a gzip copy of it (build/serve sends brotli to browsers that accept it, gzip to
// the rest), the wasm_exec.js of the Go installation that built it, and the page from
// build/webpage.
//
//	go run ./build/wasm [-out build/web] [-brotli-quality 11]
//
// Quality 11 (the default, for the page as shipped) gives the 19.9 MB module in 3.85 MB; it is
// slow (about a minute of CPU, 15 minutes on two cores shared with a dozen busy jobs), so the
// copy is kept while the module is unchanged, and quick builds can ask for less (quality 5:
// 4.47 MB in about 20 s there).
//
// Serve the folder with `go run ./build/serve`.
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

func main() {
	out := flag.String("out", "", "output folder (default build/web in the module root)")
	quality := flag.Int("brotli-quality", 11, "brotli quality of northtable.wasm.br, 0 (fast) to 11 (smallest)")
	flag.Parse()
	if *quality < 0 || *quality > 11 {
		fmt.Fprintln(os.Stderr, "wasm: -brotli-quality wants 0 to 11")
		os.Exit(2)
	}
	if err := run(*out, *quality); err != nil {
		fmt.Fprintln(os.Stderr, "wasm:", err)
		os.Exit(1)
	}
}

// run builds everything into out (or the default folder when out is empty), the brotli copy
// at brotliQuality.
func run(out string, brotliQuality int) error {
	root, err := goEnv("GOMOD")
	if err != nil {
		return err
	}
	if root == "" || root == os.DevNull {
		return fmt.Errorf("run this inside the northtable module")
	}
	root = filepath.Dir(root)
	goroot, err := goEnv("GOROOT")
	if err != nil {
		return err
	}
	if out == "" {
		out = filepath.Join(root, "build", "web")
	}
	if out, err = filepath.Abs(out); err != nil {
		return err
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}

	wasm := filepath.Join(out, "northtable.wasm")
	fmt.Printf("wasm: building %s\n", wasm)
	// -s -w drops the symbol table and DWARF, which a browser never reads: panics still name
	// their functions (Go keeps its own function table), and the module is smaller.
	args := append([]string{"build", "-trimpath", "-ldflags=-s -w"}, inliningFlags()...)
	build := exec.Command("go", append(args, "-o", wasm, ".")...)
	build.Dir = root
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	build.Stdout, build.Stderr = os.Stdout, os.Stderr
	if err := build.Run(); err != nil {
		return fmt.Errorf("go build for js/wasm: %w", err)
	}

	// The two copies are made side by side: brotli at a high quality is the slow one.
	var brSize int64
	var brErr error
	brDone := make(chan struct{})
	go func() {
		defer close(brDone)
		_, brSize, brErr = brotliFile(wasm, wasm+".br", brotliQuality)
	}()
	rawSize, gzSize, err := gzipFile(wasm, wasm+".gz")
	<-brDone
	if err != nil {
		return err
	}
	if brErr != nil {
		return brErr
	}
	if err := copyFile(filepath.Join(goroot, "lib", "wasm", "wasm_exec.js"), filepath.Join(out, "wasm_exec.js")); err != nil {
		return fmt.Errorf("copy wasm_exec.js from the Go installation: %w", err)
	}
	if err := copyFile(filepath.Join(root, "build", "webpage", "index.html"), filepath.Join(out, "index.html")); err != nil {
		return err
	}
	fmt.Printf("wasm: northtable.wasm %.2f MiB, brotli %.2f MiB, gzipped %.2f MiB; serve with: go run ./build/serve -dir %s\n",
		mib(rawSize), mib(brSize), mib(gzSize), relOrAbs(out))
	return nil
}

// inlinedStd are the standard library's packages that keep the compiler's inlining in the
// browser build: the runtime and what a frame, a rules search or the start-up (the atlas's PNG
// decode, WebGL calls through syscall/js) spends its time in. The rest of the standard library
// (fmt, reflect, encoding/json, os, the go/* and text/template packages Ebitengine's shader
// compiler uses once at start-up, crypto, net/url, regexp, ...) is built without inlining
// (-l): inlined copies of small functions make up much of its code, and without them the
// gzipped module is 0.22 MB smaller (6.10 MB to 5.89 MB with the three games; brotli shrinks
// alike) while those packages are not where the game spends its time. The game's own packages
// and Ebitengine keep their inlining.
var inlinedStd = []string{
	"runtime/...", "sync/...", "math/...", "internal/...", "iter", "cmp", "unique", "weak",
	"errors", "io", "strings", "bytes", "slices", "maps", "sort", "container/...", "unicode/...",
	"strconv", "time", "image/...", "compress/...", "hash/...", "encoding/binary", "syscall/...",
}

// coldModules are the packages of other modules built without inlining too, for the same
// reason: Ebitengine's shader compiler (it runs once, at start-up, on the few shaders the game
// uses) and the text stack under Ebitengine's text package (fonts parsed once, at start-up, and
// glyphs shaped and drawn into the boards' cached layers, not every frame). Without their inlined
// copies the gzipped module is 0.10 MB smaller (5.97 MB to 5.87 MB, December 2026).
var coldModules = []string{
	"github.com/hajimehoshi/ebiten/v2/internal/shader...", "github.com/go-text/...",
	"golang.org/x/text/...", "golang.org/x/image/...",
}

// inliningFlags are the go build -gcflags that turn inlining off in the standard library but
// for inlinedStd, and in coldModules (the last pattern that matches a package gives its flags).
func inliningFlags() []string {
	flags := []string{"-gcflags=std=-l"}
	for _, p := range inlinedStd {
		flags = append(flags, "-gcflags="+p+"=")
	}
	for _, p := range coldModules {
		flags = append(flags, "-gcflags="+p+"=-l")
	}
	return flags
}

// goEnv returns one value of `go env`.
func goEnv(name string) (string, error) {
	out, err := exec.Command("go", "env", name).Output()
	if err != nil {
		return "", fmt.Errorf("go env %s: %w", name, err)
	}
	return strings.TrimSpace(string(out)), nil
}

// mib is n bytes in MiB, the unit of the page's budget (CLARIFICATIONS 22: wc -c / 1048576).
func mib(n int64) float64 { return float64(n) / (1 << 20) }

// relOrAbs shows path relative to the working directory when it lies below it.
func relOrAbs(path string) string {
	wd, err := os.Getwd()
	if err != nil {
		return path
	}
	rel, err := filepath.Rel(wd, path)
	if err != nil || strings.HasPrefix(rel, "..") {
		return path
	}
	return rel
}
