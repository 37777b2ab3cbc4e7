// Stands in for an asset's URL (`import url from './file?url'`) in the jest run; tests add the
// strings such a file holds themselves instead of fetching it.
module.exports = { __esModule: true, default: 'about:blank' };
