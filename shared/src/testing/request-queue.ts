import { act } from '@testing-library/react';

/**
 * The page's request queue as the tests see it. In jsdom, the API client (axios, with its
 * XMLHttpRequest adapter as in a browser) and the shell's fetch (whatwg-fetch, see jest-setup.ts)
 * both talk through XMLHttpRequest, so counting each XHR from send() to loadend tells whether a
 * call is still on its way.
 */
let inFlight = 0;
let lastActivity = 0;

const touch = () => {
  lastActivity = performance.now();
};

/** Counts the page's XMLHttpRequests; jest-setup.ts installs it once per test file. */
export function trackPageRequests(): void {
  if (typeof XMLHttpRequest === 'undefined') return;
  const { send } = XMLHttpRequest.prototype;
  XMLHttpRequest.prototype.send = function trackedSend(this: XMLHttpRequest, ...args) {
    inFlight += 1;
    touch();
    const done = () => {
      inFlight -= 1;
      touch();
    };
    this.addEventListener('loadend', done, { once: true });
    try {
      send.apply(this, args);
    } catch (error) {
      this.removeEventListener('loadend', done);
      done();
      throw error;
    }
  };
}

export type IdleOptions = {
  /** How long nothing may be in flight or start before the queue counts as idle. */
  quietMs?: number;
  timeoutMs?: number;
};

/**
 * Resolves once no request of the page has been in flight, and none has started, for
 * `quietMs`. React runs its pending updates, effects, promises and timers meanwhile (inside
 * act), so a call a component makes after an await or a timer shows up before this returns:
 * only then does "nothing was sent" mean something. Needs real timers.
 */
export async function waitForIdleRequests({
  quietMs = 150,
  timeoutMs = 5_000,
}: IdleOptions = {}): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  touch();
  for (;;) {
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 10)));
    const now = performance.now();
    if (inFlight === 0 && now - lastActivity >= quietMs) return;
    if (now > deadline)
      throw new Error(`The page still had ${inFlight} request(s) in flight after ${timeoutMs} ms.`);
  }
}
