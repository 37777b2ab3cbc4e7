// Stands in for every imported stylesheet in the jest run (webpack handles CSS in the builds).
module.exports = {};
