package storage

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strconv"
)

// envelopeMagic starts every stored value; the number is the envelope format version.
const envelopeMagic = "northtable-store 1 "

// seal wraps data in the envelope: one header line "northtable-store 1 <len> <sha256 hex>\n"
// followed by the data itself.
func seal(data []byte) []byte {
	sum := sha256.Sum256(data)
	header := envelopeMagic + strconv.Itoa(len(data)) + " " + hex.EncodeToString(sum[:]) + "\n"
	out := make([]byte, 0, len(header)+len(data))
	out = append(out, header...)
	return append(out, data...)
}

// unseal checks the envelope around a stored value and returns the data inside, or an error
// wrapping ErrCorrupt that says what is wrong.
func unseal(raw []byte) ([]byte, error) {
	if !bytes.HasPrefix(raw, []byte(envelopeMagic)) {
		return nil, fmt.Errorf("%w: unknown format", ErrCorrupt)
	}
	rest := raw[len(envelopeMagic):]
	nl := bytes.IndexByte(rest, '\n')
	if nl < 0 {
		return nil, fmt.Errorf("%w: header cut short", ErrCorrupt)
	}
	fields := bytes.Fields(rest[:nl])
	data := rest[nl+1:]
	if len(fields) != 2 {
		return nil, fmt.Errorf("%w: malformed header", ErrCorrupt)
	}
	n, err := strconv.Atoi(string(fields[0]))
	if err != nil || n != len(data) {
		return nil, fmt.Errorf("%w: expected %s bytes, found %d", ErrCorrupt, fields[0], len(data))
	}
	sum := sha256.Sum256(data)
	if hex.EncodeToString(sum[:]) != string(fields[1]) {
		return nil, fmt.Errorf("%w: checksum mismatch", ErrCorrupt)
	}
	return data, nil
}
