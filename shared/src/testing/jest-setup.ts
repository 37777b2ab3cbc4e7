import '@testing-library/jest-dom';
import { webcrypto } from 'node:crypto';
import { TextDecoder, TextEncoder } from 'node:util';
import { trackPageRequests } from './request-queue';
// jsdom has no fetch (browsers all have it): this one sends through jsdom's XMLHttpRequest, so
// the API client's calls reach the test servers, honour CORS and count in the request queue.
import 'whatwg-fetch';

// jsdom leaves these out; react-router needs them (browsers all have them).
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

trackPageRequests();

// jsdom's crypto has no `subtle` (browsers all have it): the captcha's proof of work hashes
// with it when it runs on the page, as it does where there is no Web Worker (here).
if (typeof globalThis.crypto?.subtle === 'undefined') {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}

// jsdom has no object URLs (browsers all have them): image previews use one per file.
if (typeof URL.createObjectURL !== 'function') {
  let nextObjectUrl = 0;
  URL.createObjectURL = () => `blob:jsdom/${++nextObjectUrl}`;
  URL.revokeObjectURL = () => undefined;
}
