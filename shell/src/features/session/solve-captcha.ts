import type { CaptchaChallenge } from '@site/shared';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

/**
 * Solves a captcha's proof of work (altcha-lib, WebCrypto SHA-256). Each hash is an
 * asynchronous WebCrypto call, so the page stays responsive while it searches (a Web Worker
 * would be lighter still, but Module Federation's runtime cannot be bundled into one).
 * Resolves with the answer to send (the counter); rejects when aborted or unsolvable.
 */
export async function solveCaptcha(
  challenge: CaptchaChallenge,
  signal: AbortSignal,
): Promise<string> {
  const controller = new AbortController();
  signal.addEventListener('abort', () => controller.abort(signal.reason));
  const solution = await solveChallenge({ challenge, deriveKey, controller });
  if (signal.aborted) throw signal.reason;
  if (!solution) throw new Error('captcha not solved');
  return String(solution.counter);
}
