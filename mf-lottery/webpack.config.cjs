const { createAppConfig } = require('@site/tooling');

module.exports = createAppConfig({
  appDir: __dirname,
  title: 'Lottery',
  exposes: { './LotteryPage': './src/index.ts' },
});
