import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/api-error';

export type ApiQueryState<T> =
  | { status: 'loading'; data: null; error: null }
  | { status: 'success'; data: T; error: null }
  | { status: 'error'; data: null; error: ApiError };

/**
 * Runs one API call for a component: loading, data or a translatable error, and a retry.
 * `key` lists what the call depends on; a change refetches and cancels the previous request.
 */
export function useApiQuery<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: readonly unknown[],
  enabled = true,
): ApiQueryState<T> & { retry: () => void } {
  const [state, setState] = useState<ApiQueryState<T>>({
    status: 'loading',
    data: null,
    error: null,
  });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState({ status: 'loading', data: null, error: null });
    loadRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data, error: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const apiError =
          error instanceof ApiError
            ? error
            : new ApiError('UNKNOWN', 'errors.UNKNOWN', null, String(error));
        setState({ status: 'error', data: null, error: apiError });
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's key lists the inputs
  }, [...key, attempt, enabled]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
