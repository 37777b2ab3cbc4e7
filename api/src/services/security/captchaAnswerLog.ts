/**
 * The answers of recently issued captchas, kept in memory so browser tests can read them
 * (GET /dev/captcha/:captchaId). It exists only where /dev/outbox is served (EXPOSE_OUTBOX=1):
 * anywhere else no answer is ever kept, only its hash in `captchas`.
 * Bounded and short-lived, so a long-running development server does not grow.
 */
export class CaptchaAnswerLog {
  readonly #answers = new Map<string, { answer: string; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  record(captchaId: string, answer: string, now: Date): void {
    this.#answers.set(captchaId, { answer, expiresAt: now.getTime() + this.ttlMs });
    // Map keeps insertion order: the first keys are the oldest.
    for (const key of this.#answers.keys()) {
      if (this.#answers.size <= this.maxEntries) break;
      this.#answers.delete(key);
    }
  }

  read(captchaId: string, now: Date): string | null {
    const entry = this.#answers.get(captchaId);
    if (!entry || entry.expiresAt <= now.getTime()) return null;
    return entry.answer;
  }
}
