const path = require('node:path');
const { createAppConfig } = require('@site/tooling');

module.exports = createAppConfig({
  appDir: __dirname,
  title: 'Padma Play',
  runtimePlugins: [
    path.join(__dirname, 'src/federation/retry-plugin.ts'),
    path.join(__dirname, 'src/federation/load-error-plugin.ts'),
  ],
});
