const { createAppConfig } = require('@site/tooling');

module.exports = createAppConfig({
  appDir: __dirname,
  title: 'Sportsbook',
  exposes: { './SportsbookPage': './src/index.ts' },
});
