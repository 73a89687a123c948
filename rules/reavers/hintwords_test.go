package reavers

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestSendWordsNameThePawnAndTheLocation(t *testing.T) {
	t.Parallel()
	assert.Equal(t, "send your longship to "+Locations[RaidKeeps].Name, SendWords(false, RaidKeeps))
	assert.Equal(t, "send the Honour Ship to "+Locations[RecruitReavers].Name, SendWords(true, RecruitReavers))
}
