package tables

// DistinctName is distinctName for the tests.
var DistinctName = distinctName
