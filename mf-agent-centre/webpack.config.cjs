const { createAppConfig } = require('@site/tooling');

module.exports = createAppConfig({
  appDir: __dirname,
  title: 'Agent centre',
  exposes: { './AgentCentre': './src/index.ts' },
});
