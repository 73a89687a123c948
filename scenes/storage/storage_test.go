package storage_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"northtable/scenes/storage"
)

func TestValidKey(t *testing.T) {
	cases := []struct {
		key  string
		want bool
	}{
		{"settings", true},
		{"game-orkney.v1", true},
		{"slot_3", true},
		{"", false},
		{".hidden", false},
		{"Settings", false},
		{"a/b", false},
		{"../escape", false},
		{"space key", false},
		{"x\x00", false},
		{string(make([]byte, 65)), false},
		{"abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijkl", true}, // 64
	}
	for _, c := range cases {
		assert.Equal(t, c.want, storage.ValidKey(c.key), "key %q", c.key)
	}
}
