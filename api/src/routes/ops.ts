import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { errors } from '../errors.js';
import { ok } from '../http/envelope.js';
import { merchantCodeSchema } from '../http/schemas.js';
import { bearerToken } from '../plugins/auth.js';
import { patchBrand, type BrandPatch } from '../services/ops/brandAdmin.js';
import {
  brandAdminView,
  rotateVendorSecret,
  seamlessSecretFingerprints,
  setMemberDisabled,
} from '../services/ops/operatorActions.js';
import { MAX_SECRET_OVERLAP_MS } from '../services/wallet/seamlessSecrets.js';
import { TIME_PATTERN } from '../services/lucky-draw/luckyDrawConfig.js';
import { CONFIGURABLE_REGISTER_FIELDS } from '@site/contracts';
import { BRAND_LANGUAGES } from '../services/brands/brandConfig.js';

const localizedTextSchema = {
  type: 'object',
  required: ['bn', 'en'],
  additionalProperties: false,
  properties: { bn: { type: 'string', maxLength: 2000 }, en: { type: 'string', maxLength: 2000 } },
} as const;

const toggleMapSchema = {
  type: 'object',
  additionalProperties: { type: 'boolean' },
  maxProperties: 64,
} as const;

/** What earns wheel or envelope tickets (issue 13); keys left out keep their value. */
const ticketRulesSchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    depositMin: { anyOf: [{ type: 'number', minimum: 0.01, maximum: 10000000 }, { type: 'null' }] },
    validBetPerTicket: {
      anyOf: [{ type: 'number', minimum: 1, maximum: 10000000 }, { type: 'null' }],
    },
    maxBetTicketsPerDay: { type: 'integer', minimum: 0, maximum: 100 },
    vipLevels: {
      type: 'object',
      propertyNames: { pattern: '^(10|[1-9])$' },
      additionalProperties: { type: 'integer', minimum: 0, maximum: 100 },
    },
  },
} as const;

/** Also the body's `patch` of the console's PATCH /ops/brands/:code/settings (brandSettingsOps.ts). */
export const brandPatchSchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    maintenance: {
      type: 'object',
      required: ['enabled'],
      additionalProperties: false,
      properties: {
        enabled: { type: 'boolean' },
        message: localizedTextSchema,
        until: { anyOf: [{ type: 'string', maxLength: 40 }, { type: 'null' }] },
      },
    },
    regionRestriction: {
      type: 'object',
      required: ['blockedIps'],
      additionalProperties: false,
      properties: {
        blockedIps: {
          type: 'array',
          maxItems: 1000,
          items: { type: 'string', minLength: 2, maxLength: 64 },
        },
      },
    },
    modules: toggleMapSchema,
    flags: toggleMapSchema,
    /** The languages the site offers (one at least) and the one a first visit gets. */
    languages: {
      type: 'array',
      minItems: 1,
      maxItems: BRAND_LANGUAGES.length,
      uniqueItems: true,
      items: { enum: BRAND_LANGUAGES },
    },
    defaultLanguage: { enum: BRAND_LANGUAGES },
    /** The theme a visitor who never chose one gets. */
    defaultTheme: { enum: ['light', 'dark'] },
    /**
     * The register form's optional fields, merged per field: shown, and required. Username,
     * password and the captcha are not among them (always shown and required).
     */
    registration: {
      type: 'object',
      additionalProperties: false,
      required: ['fields'],
      properties: {
        fields: {
          type: 'object',
          minProperties: 1,
          propertyNames: { enum: CONFIGURABLE_REGISTER_FIELDS },
          additionalProperties: {
            type: 'object',
            additionalProperties: false,
            required: ['enabled', 'required'],
            properties: { enabled: { type: 'boolean' }, required: { type: 'boolean' } },
          },
        },
      },
    },
    /** The side bar's buttons (spec §2): live chat on or off, and the community links. */
    customerService: {
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      properties: {
        liveChat: { type: 'boolean' },
        // (propertyNames, not additionalProperties: false, which Fastify's Ajv strips silently)
        links: {
          type: 'object',
          propertyNames: { enum: ['facebook', 'telegram', 'whatsapp', 'instagram', 'messenger'] },
          additionalProperties: { type: 'string', pattern: '^https://', maxLength: 300 },
        },
      },
    },
    /** Replaces the brand's site origins; each must be on one of its hosts. */
    siteOrigins: {
      type: 'array',
      minItems: 1,
      maxItems: 20,
      uniqueItems: true,
      items: { type: 'string', minLength: 8, maxLength: 300 },
    },
    /**
     * Replaces the social sign-in providers (services/auth/socialLogin.ts): an https issuer, or
     * 'local' (this machine's provider). Client secrets are never here: OIDC_CLIENT_SECRET_*.
     */
    socialLogin: {
      type: 'object',
      additionalProperties: false,
      required: ['providers'],
      properties: {
        providers: {
          type: 'array',
          maxItems: 2,
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['id', 'issuer', 'clientId'],
            properties: {
              id: { enum: ['google', 'facebook'] },
              issuer: { type: 'string', pattern: '^(local|https://[^\\s]+)$', maxLength: 300 },
              clientId: { type: 'string', minLength: 1, maxLength: 200 },
            },
          },
        },
      },
    },
    /** The manual rebate's rates (percent of the valid bet per game category). */
    rebate: {
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      properties: {
        ratesPercent: {
          type: 'object',
          propertyNames: { pattern: '^[A-Z0-9_]{2,16}$' },
          additionalProperties: { type: 'number', minimum: 0, maximum: 10 },
          maxProperties: 32,
        },
        vipBonus: { type: 'boolean' },
      },
    },
    /** Missions (issue 13): `list` replaces the brand's missions, `leaderboardSize` its top N. */
    missions: {
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      properties: {
        list: {
          type: 'array',
          maxItems: 20,
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['id', 'period', 'kind', 'target', 'reward', 'payout', 'title'],
            properties: {
              id: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,31}$' },
              period: { enum: ['DAILY', 'WEEKLY'] },
              kind: { enum: ['VALID_BET', 'ROUNDS', 'DEPOSIT_COUNT', 'DEPOSIT_TOTAL'] },
              category: {
                anyOf: [{ type: 'string', pattern: '^[A-Z0-9_]{2,16}$' }, { type: 'null' }],
              },
              target: { type: 'number', exclusiveMinimum: 0, maximum: 100_000_000 },
              reward: { type: 'number', exclusiveMinimum: 0, maximum: 1_000_000 },
              payout: { enum: ['CASH', 'BONUS'] },
              turnoverMultiple: { type: 'number', minimum: 0, maximum: 100 },
              title: {
                ...localizedTextSchema,
                properties: {
                  bn: { type: 'string', minLength: 1, maxLength: 100 },
                  en: { type: 'string', minLength: 1, maxLength: 100 },
                },
              },
            },
          },
        },
        leaderboardSize: { type: 'integer', minimum: 3, maximum: 100 },
      },
    },
    security: {
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      properties: {
        allowPlainPayloads: { type: 'boolean' },
        passwordMaxAgeDays: { type: 'integer', minimum: 1, maximum: 3650 },
        smsExpiredMinutes: { type: 'integer', minimum: 1, maximum: 30 },
        mobileRegisterPassword: { type: 'boolean' },
        /** 'local' (ALTCHA) or a hosted provider registered with buildApp. */
        captchaProvider: { type: 'string', pattern: '^[a-z][a-z0-9_-]{0,31}$' },
      },
    },
    /**
     * Red envelopes and the prize wheel (issue 13): what earns tickets, the wheel's prizes
     * (replaced whole), the envelope rain's daily times, length and amounts.
     */
    luckyDraw: {
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      properties: {
        lookbackDays: { type: 'integer', minimum: 1, maximum: 365 },
        wheel: {
          type: 'object',
          additionalProperties: false,
          minProperties: 1,
          properties: {
            tickets: ticketRulesSchema,
            prizes: {
              type: 'array',
              minItems: 2,
              maxItems: 12,
              items: {
                type: 'object',
                required: ['amount', 'payout', 'weight'],
                additionalProperties: false,
                properties: {
                  amount: { type: 'number', minimum: 0, maximum: 100000 },
                  payout: { enum: ['CASH', 'BONUS'] },
                  turnover: { type: 'number', minimum: 0, maximum: 100 },
                  weight: { type: 'integer', minimum: 0, maximum: 1000000 },
                },
              },
            },
          },
        },
        envelope: {
          type: 'object',
          additionalProperties: false,
          minProperties: 1,
          properties: {
            tickets: ticketRulesSchema,
            times: {
              type: 'array',
              maxItems: 24,
              uniqueItems: true,
              items: { type: 'string', pattern: TIME_PATTERN },
            },
            durationMinutes: { type: 'integer', minimum: 1, maximum: 240 },
            min: { type: 'number', minimum: 0.01, maximum: 100000 },
            max: { type: 'number', minimum: 0.01, maximum: 100000 },
          },
        },
      },
    },
    /** Raffles by promotion code (issue 13): the draw's time, period, winners and prize. */
    raffles: {
      type: 'object',
      minProperties: 1,
      maxProperties: 32,
      propertyNames: { pattern: '^[A-Z0-9_]{1,32}$' },
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        properties: {
          enabled: { type: 'boolean' },
          period: { enum: ['DAILY', 'WEEKLY'] },
          drawTime: { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' },
          weekday: { type: 'integer', minimum: 0, maximum: 6 },
          winners: { type: 'integer', minimum: 1, maximum: 1000 },
          prizeAmount: { type: 'number', exclusiveMinimum: 0, maximum: 1000000, multipleOf: 0.01 },
          payout: { enum: ['CASH', 'BONUS'] },
          turnoverMultiple: { type: 'number', minimum: 0, maximum: 100 },
          ticketsPerMember: { type: 'integer', minimum: 1, maximum: 100 },
        },
      },
    },
    /** Invite friends (issue 13, REFERRAL_PROMO): the qualification rule and the reward. */
    referral: {
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      properties: {
        minFirstDepositMinor: { type: 'integer', minimum: 0, maximum: 100_000_000 },
        minValidBetMinor: { type: 'integer', minimum: 0, maximum: 1_000_000_000 },
        validBetDays: { type: 'integer', minimum: 1, maximum: 365 },
        rewardMinor: { type: 'integer', minimum: 0, maximum: 100_000_000 },
        payout: { enum: ['CASH', 'BONUS'] },
        turnoverMultiple: { type: 'number', minimum: 0, maximum: 100 },
        maxRewardsPerMonth: { type: 'integer', minimum: 0, maximum: 10_000 },
      },
    },
    /** The reward centre (issue 13): days to claim, days a bonus lasts, contacts it needs. */
    rewards: {
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      properties: {
        claimDays: { type: 'integer', minimum: 1, maximum: 365 },
        bonusDays: { type: 'integer', minimum: 1, maximum: 365 },
        bonusRequiresContact: {
          type: 'array',
          maxItems: 2,
          uniqueItems: true,
          items: { enum: ['zalo', 'whatsapp'] },
        },
      },
    },
    /** VIP level-up rewards (issue 13): bonus per level ("1".."10"), turnover (0: cash). */
    vip: {
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      properties: {
        upgradeBonus: {
          type: 'object',
          propertyNames: { enum: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'] },
          additionalProperties: { type: 'number', minimum: 0, maximum: 10_000_000 },
        },
        upgradeTurnoverMultiple: { type: 'number', minimum: 0, maximum: 100 },
        serviceUrl: { type: ['string', 'null'], pattern: '^https://', maxLength: 300 },
      },
    },
  },
} as const;

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Operator routes; registered only when OPS_TOKEN is configured. */
export const opsRoutes: FastifyPluginAsync<{ opsToken: string }> = async (fastify, options) => {
  const expected = digest(options.opsToken);

  fastify.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    // Compare fixed-length digests so neither content nor length leaks through timing.
    if (!token || !timingSafeEqual(digest(token), expected)) throw errors.opsUnauthorized();
  });

  const params = {
    type: 'object',
    required: ['merchantCode'],
    properties: { merchantCode: merchantCodeSchema },
  } as const;

  fastify.get<{ Params: { merchantCode: string } }>(
    '/ops/brands/:merchantCode',
    { schema: { params } },
    async (request) => ok(await brandAdminView(fastify.db, request.params.merchantCode)),
  );

  fastify.patch<{ Params: { merchantCode: string }; Body: BrandPatch }>(
    '/ops/brands/:merchantCode',
    { schema: { params, body: brandPatchSchema } },
    async (request) => {
      const patched = await patchBrand(
        fastify.db,
        request.params.merchantCode,
        request.body,
        fastify.clock.now(),
      );
      fastify.brands.clear();
      return ok(patched);
    },
  );

  /** Fingerprints of each vendor's seamless secrets: never a secret. */
  fastify.get<{ Params: { merchantCode: string } }>(
    '/ops/brands/:merchantCode/seamless-secrets',
    { schema: { params } },
    async (request) =>
      ok(
        await seamlessSecretFingerprints(
          fastify.db,
          request.params.merchantCode,
          fastify.clock.now(),
        ),
      ),
  );

  /** A new secret for the vendor, answered this once; the old one works for the overlap. */
  fastify.post<{
    Params: { merchantCode: string; vendor: string };
    Body: { overlapSeconds?: number } | undefined;
  }>(
    '/ops/brands/:merchantCode/seamless-secrets/:vendor/rotate',
    {
      schema: {
        params: {
          type: 'object',
          required: ['merchantCode', 'vendor'],
          properties: {
            merchantCode: merchantCodeSchema,
            vendor: { type: 'string', pattern: '^[A-Za-z0-9_]{1,32}$' },
          },
        },
        body: {
          type: ['object', 'null'],
          additionalProperties: false,
          properties: {
            overlapSeconds: { type: 'integer', minimum: 0, maximum: MAX_SECRET_OVERLAP_MS / 1000 },
          },
        },
      },
    },
    async (request, reply) => {
      const overlapSeconds = request.body?.overlapSeconds;
      const rotated = await rotateVendorSecret(fastify.db, {
        merchantCode: request.params.merchantCode,
        vendor: request.params.vendor,
        overlapMs:
          overlapSeconds === undefined
            ? fastify.appConfig.seamlessSecretOverlapMs
            : overlapSeconds * 1000,
        now: fastify.clock.now(),
      });
      // The secret is in this answer only: no cache may keep it.
      reply.header('cache-control', 'no-store');
      return ok(rotated);
    },
  );

  fastify.patch<{ Params: { merchantCode: string; account: string }; Body: { disabled: boolean } }>(
    '/ops/members/:merchantCode/:account',
    {
      schema: {
        params: {
          type: 'object',
          required: ['merchantCode', 'account'],
          properties: {
            merchantCode: merchantCodeSchema,
            account: { type: 'string', minLength: 1, maxLength: 64 },
          },
        },
        body: {
          type: 'object',
          required: ['disabled'],
          additionalProperties: false,
          properties: { disabled: { type: 'boolean' } },
        },
      },
    },
    async (request) => {
      const result = await setMemberDisabled(fastify.db, {
        merchantCode: request.params.merchantCode,
        account: request.params.account,
        disabled: request.body.disabled,
        now: fastify.clock.now(),
      });
      // Rare enough to drop this process's whole session cache rather than look up the id.
      fastify.sessions.clear();
      return ok(result);
    },
  );
};
