import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { trackPageRequests } from './request-queue';

// jsdom leaves these out; react-router needs them (browsers all have them).
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

trackPageRequests();
