import type { Captcha } from '@site/contracts';
import type { Brand } from '../brands/brandRepository.js';

/**
 * The captcha behind one small interface, so that a brand can use a hosted challenge in
 * production while the local proof of work (ALTCHA, captcha.ts) stays the default. A provider
 * issues a challenge for a client and checks an answer; the work it is asked for is 1 for the
 * base cost and grows with the account's and the address's recent failed logins
 * (services/auth/login.ts `captchaWork`). A hosted provider may treat work as a hint (a harder
 * mode) or ignore it; it should still answer `tooEasy` for a challenge issued easier than asked.
 */
export interface CaptchaRequest {
  clientIp: string;
  now: Date;
  /** 1: the base cost; 2, 4, … 32: as many times the work. */
  work: number;
}

/**
 * The answer of GET /wps/captcha (contracts' `Captcha`): the id, the provider's name ('altcha'
 * for the local one, so the page knows which widget to run) and what the widget needs (the
 * ALTCHA challenge's `parameters`; a hosted provider puts its site key and mode there, or in
 * further fields of `challenge`, which the contract lets through).
 */
export type IssuedCaptcha = Captcha & { provider: string };

export interface CaptchaAnswer {
  captchaId: string | undefined;
  answer: string | undefined;
  clientIp: string;
  now: Date;
  /** The least work the attempt calls for now. */
  work: number;
}

/** passed; failed (wrong, used, expired, another client's); tooEasy (right, but issued easier). */
export type CaptchaVerdict = 'passed' | 'failed' | 'tooEasy';

export interface CaptchaProvider {
  /** The id a brand names in `config.security.captchaProvider`. */
  readonly id: string;
  create(request: CaptchaRequest): Promise<IssuedCaptcha>;
  /** Checks and uses up an answer: any answer burns its captcha. */
  verify(answer: CaptchaAnswer): Promise<CaptchaVerdict>;
}

/** The local provider's id in brand configuration; the default. */
export const LOCAL_CAPTCHA = 'local';

/**
 * The providers of this process: the local one and those `buildApp({ captchaProviders })` adds.
 * A brand's `config.security.captchaProvider` picks one; a brand naming none, or one this
 * process does not have, gets the local one.
 */
export class CaptchaProviders {
  readonly #byId = new Map<string, CaptchaProvider>();

  constructor(
    readonly local: CaptchaProvider,
    others: readonly CaptchaProvider[] = [],
  ) {
    this.#byId.set(LOCAL_CAPTCHA, local);
    for (const provider of others) this.#byId.set(provider.id, provider);
  }

  forBrand(brand: Pick<Brand, 'config'>): CaptchaProvider {
    const id = brand.config.security?.captchaProvider ?? LOCAL_CAPTCHA;
    return this.#byId.get(id) ?? this.local;
  }
}
