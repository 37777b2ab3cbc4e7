import type { Captcha } from '@site/shared';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** A real proof-of-work captcha as the API issues it, with a known answer for assertions. */
export async function issueTestCaptcha(captchaId: string, answer: number): Promise<Captcha> {
  const { parameters } = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: answer,
    deriveKey,
  });
  return { captchaId, challenge: { parameters } };
}
