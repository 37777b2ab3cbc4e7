const { createAppConfig } = require('@site/tooling');

module.exports = createAppConfig({
  appDir: __dirname,
  title: 'Member centre',
  exposes: { './MemberCentre': './src/index.ts' },
});
