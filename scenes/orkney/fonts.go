package orkney

import (
	"northtable/render"
)

// faces are the type sizes the scene uses (VISUAL.md Type: small 14, body 18, heading 28 bold), taken
// from the App's render.Fonts; each hands out device-scale faces so text stays crisp.
type faces struct {
	small, body                   *render.Face
	smallBold, bodyBold, headBold *render.Face
}

// facesOf picks the scene's faces out of the shared fonts.
func facesOf(f *render.Fonts) faces {
	if f == nil {
		return faces{}
	}
	return faces{
		small: f.Small, body: f.Body,
		smallBold: f.SmallBold, bodyBold: f.BodyBold, headBold: f.HeadingBold,
	}
}
