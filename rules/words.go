package rules

import "strconv"

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
