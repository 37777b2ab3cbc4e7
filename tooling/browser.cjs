/**
 * Where the browser tests, the screenshots and the benchmarks find Chromium. Playwright
 * cannot download its own browser on these machines, so they use the system's.
 */
const fs = require('node:fs');

/** Debian's package installs /usr/bin/chromium; Ubuntu's calls it chromium-browser. */
const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/snap/bin/chromium'];

const isExecutableFile = (file) => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

/** CHROMIUM_PATH when set (it must exist), else the first system Chromium, else null. */
function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) return isExecutableFile(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null;
  return SYSTEM_CHROMIUM.find(isExecutableFile) ?? null;
}

module.exports = { findChromium, SYSTEM_CHROMIUM };
