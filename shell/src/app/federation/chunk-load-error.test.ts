import { chunkErrorMessageKey, isChunkLoadError } from './chunk-load-error';

const webpackError = (type: string) =>
  Object.assign(new Error(`Loading chunk 42 failed.\n(${type}: http://x/42.js)`), {
    name: 'ChunkLoadError',
    type,
  });

it('recognises webpack chunk failures by name, message or cause', () => {
  expect(isChunkLoadError(webpackError('missing'))).toBe(true);
  expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed'))).toBe(true);
  expect(isChunkLoadError(new Error('wrapped', { cause: webpackError('error') }))).toBe(true);
  expect(isChunkLoadError(new Error('Network Error'))).toBe(false);
  expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
});

it('tells a time-out (after 120 s) from a network failure', () => {
  expect(chunkErrorMessageKey(webpackError('timeout'))).toBe('chunkError.timeout');
  expect(chunkErrorMessageKey(webpackError('missing'))).toBe('chunkError.network');
});
