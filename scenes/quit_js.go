//go:build js

package scenes

// quitOnSignal does nothing in the browser, where no signals come: a tab that closes releases
// its claim through onLeave.
func quitOnSignal(*loading) (stop func()) { return func() {} }
