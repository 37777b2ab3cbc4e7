const path = require('node:path');
const { createAppConfig } = require('@site/tooling');

module.exports = createAppConfig({
  appDir: __dirname,
  title: 'Padma Play',
  bootFragment: path.join(__dirname, 'src/boot/boot-fragment.html'),
  runtimePlugins: [
    path.join(__dirname, 'src/federation/retry-plugin.ts'),
    path.join(__dirname, 'src/federation/load-error-plugin.ts'),
  ],
});
