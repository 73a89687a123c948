package rules

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Ordinal writes n as a place in English: 1 as "1st", 2 as "2nd", 11 as "11th", 23 as "23rd".
func Ordinal(n int) string {
	suffix := "th"
	switch {
	case n%100 >= 11 && n%100 <= 13:
	case n%10 == 1:
		suffix = "st"
	case n%10 == 2:
		suffix = "nd"
	case n%10 == 3:
		suffix = "rd"
	}
	return strconv.Itoa(n) + suffix
}

// List joins words into an English list: none as "", one as itself, two as "a and b", more as
// "a, b and c".
func List(words []string) string { return join(words, " and ") }

// OrList joins words into a list of choices: "a", "a or b", "a, b or c"; none as "".
func OrList(words []string) string { return join(words, " or ") }

// join is words with commas between them and last before the final one.
func join(words []string, last string) string {
	switch len(words) {
	case 0:
		return ""
	case 1:
		return words[0]
	}
	return strings.Join(words[:len(words)-1], ", ") + last + words[len(words)-1]
}

// LowerFirst is s with its first letter in lower case, for words that go on inside a
// sentence: "Seed tomatoes" → "seed tomatoes".
func LowerFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToLower(r)) + s[n:]
}
