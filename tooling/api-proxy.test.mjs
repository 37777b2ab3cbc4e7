import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { isApiPath, isOperatorApiPath } = require('./api-proxy.cjs');

describe("the servers' pass-through to the API", () => {
  it("passes the operator API on for the console only, and the site's paths for the site", () => {
    expect(isOperatorApiPath('/ops/session')).toBe(true);
    expect(isOperatorApiPath('/ops/files/12?x=1')).toBe(true);
    expect(isOperatorApiPath('/ops')).toBe(true);
    // The console's own pages and files stay with its static server.
    expect(isOperatorApiPath('/deposits')).toBe(false);
    expect(isOperatorApiPath('/opsx/anything')).toBe(false);
    expect(isOperatorApiPath('/wps/member/info')).toBe(false);
    // The site's pages never reach the operator API on their origin.
    expect(isApiPath('/ops/session')).toBe(false);
    expect(isApiPath('/wps/member/info')).toBe(true);
  });
});
