package wire

import "strings"

// CodeLen is the length of a table code: 8 characters of CodeAlphabet, 40 random bits.
const CodeLen = 8

// CodeAlphabet is the characters of table codes, Crockford's base 32: digits and capitals
// without I, L, O and U, so a code read aloud or copied by hand survives (NormalCode reads I and
// L as 1 and O as 0).
const CodeAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

// NormalCode is a table code as a person typed it, made canonical: spaces and dashes dropped,
// capitals, I and L read as 1 and O as 0. It returns "" when s is not a code (a wrong length or
// another character), so what reaches a server's lookup is always CodeLen characters of
// CodeAlphabet.
func NormalCode(s string) string {
	var b strings.Builder
	for _, r := range strings.ToUpper(s) {
		switch r {
		case ' ', '-':
			continue
		case 'I', 'L':
			r = '1'
		case 'O':
			r = '0'
		}
		if !strings.ContainsRune(CodeAlphabet, r) {
			return ""
		}
		b.WriteRune(r)
	}
	if b.Len() != CodeLen {
		return ""
	}
	return b.String()
}

// ShowCode is a code as people read it: two groups of four, "K7M2-PQ9R".
func ShowCode(code string) string {
	if len(code) != CodeLen {
		return code
	}
	return code[:4] + "-" + code[4:]
}
