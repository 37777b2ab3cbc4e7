const { createAppConfig } = require('@site/tooling');

module.exports = createAppConfig({
  appDir: __dirname,
  title: 'Points mall',
  exposes: { './PointsMallPage': './src/index.ts' },
});
