import { createRequire } from 'node:module';
import path from 'node:path';

/** The system's Chromium (tooling/browser.cjs): Playwright cannot download its own here. */
const require = createRequire(__filename);
const { findChromium } = require(path.resolve(__dirname, '../../tooling/browser.cjs')) as {
  findChromium: () => string | null;
};

export const CHROMIUM_LAUNCH = {
  executablePath: findChromium() ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
