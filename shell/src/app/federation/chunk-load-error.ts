/**
 * spec §8 chunk load failure: a script or style chunk that fails to load, or takes longer than
 * 120 s (webpack's output.chunkLoadTimeout, set to the same value in the build), rejects with
 * an error named ChunkLoadError and the message 'Loading chunk N failed'.
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

type ChunkError = Error & { type?: string; request?: string };

export function isChunkLoadError(error: unknown): error is ChunkError {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  if (/Loading (CSS )?chunk \S+ failed/i.test(error.message)) return true;
  return error.cause !== undefined && isChunkLoadError(error.cause);
}

/**
 * The translated message: webpack marks a chunk that ran out of time with type 'timeout';
 * anything else (a missing file, a dropped connection) is a network failure.
 */
export function chunkErrorMessageKey(error: ChunkError): string {
  const timedOut = error.type === 'timeout' || /timeout/i.test(error.message);
  return timedOut ? 'chunkError.timeout' : 'chunkError.network';
}
