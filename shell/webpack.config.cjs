const path = require('node:path');
const { createAppConfig } = require('@site/tooling');

module.exports = createAppConfig({
  appDir: __dirname,
  title: 'Padma Play',
  bootFragment: path.join(__dirname, 'src/app/boot/boot-fragment.html'),
});
