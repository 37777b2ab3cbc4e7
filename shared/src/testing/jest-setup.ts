import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { webcrypto } from 'node:crypto';
import { TextDecoder, TextEncoder } from 'node:util';
import { trackPageRequests } from './request-queue';
// jsdom has no fetch (browsers all have it). The API client (axios) sends through
// XMLHttpRequest and needs none, but the shell fetches too (its federation loader's manifests,
// the site context, the Bengali strings) and its tests answer with `Response`: this fetch sends
// through jsdom's XMLHttpRequest as well, so it reaches test servers and counts in the queue.
import 'whatwg-fetch';

// jsdom leaves these out; react-router needs them (browsers all have them).
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

trackPageRequests();

// CI runs these tests beside the production build (tooling/run-tests.mjs), where a test
// server's answer once took longer than Testing Library's 1 s default to show; a missing
// element still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

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
