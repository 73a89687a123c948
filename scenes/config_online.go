package scenes

import (
	"fmt"
	"net/url"
	"strings"

	"northtable/rules/wire"
	"northtable/scenes/online"
)

// DefaultServer is the table server the desktop plays online with when -server is not given:
// build/serve on this machine at its default address.
const DefaultServer = "127.0.0.1:8080"

// parseOnline reads -join and -server. -join takes a table code ("K7M-PQ2R", case and dashes
// as typed) or a join link ("http://host:8080/?join=CODE"), whose server it takes too unless
// -server names one. -join cannot go with -game: one opens a table here, the other joins one
// elsewhere.
func (cfg *Config) parseOnline(vals map[string]string, join, server bool) error {
	if join && cfg.Game != "" {
		return refuse([]string{"join"}, "join opens an online table: it cannot go with game.", "-join cannot go with -game")
	}
	if server {
		s := strings.TrimSpace(vals["server"])
		if _, err := online.SocketURL(s); err != nil || s == "" {
			return refuse([]string{"server"}, fmt.Sprintf("%q is not a server address: give host:port, like %s.", vals["server"], DefaultServer),
				"-server %q: want host:port, like %s", vals["server"], DefaultServer)
		}
		cfg.Server = s
	}
	if !join {
		return nil
	}
	v := strings.TrimSpace(vals["join"])
	if strings.Contains(v, "join=") {
		u, err := url.Parse(v)
		if err == nil && u.Host != "" && cfg.Server == "" {
			cfg.Server = u.Scheme + "://" + u.Host
		}
		if err == nil {
			v = u.Query().Get("join")
		}
	}
	code := wire.NormalCode(v)
	if code == "" {
		return refuse([]string{"join"}, fmt.Sprintf("%q is not a table code: a code has %d letters and digits.", vals["join"], wire.CodeLen),
			"-join %q: want a table code of %d letters and digits, or a join link", vals["join"], wire.CodeLen)
	}
	cfg.Join = code
	return nil
}
