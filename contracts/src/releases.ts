import Type, { type Static } from 'typebox';
import { MerchantCode, Nullable, SingleLineText } from './common.js';

/**
 * Release channels of the remotes (issue 46). A remote's builds are published side by side, each
 * under its version at a manifest URL that never changes; per brand and environment a channel
 * names the pinned version, an optional canary with the share of sessions that get it, and the
 * last version known good. The shell fetches its brand's channels in one call (cacheable: it
 * names no session), picks each remote's version for its session, and reports what loaded.
 */

/** Where a remote failed to load: its manifest, its entry script, a chunk, the render, the
 * site's protocol check, or the shared core's version refusal. */
export const REMOTE_LOAD_STAGES = [
  'manifest',
  'entry',
  'chunk',
  'render',
  'protocol',
  'shared-core',
] as const;
export type RemoteLoadStage = (typeof REMOTE_LOAD_STAGES)[number];

/** Canary defaults: withdrawn by itself when more than this share of at least this many
 * sessions failed to load it. */
export const CANARY_DEFAULT_MAX_FAILURE_RATE = 0.2;
export const CANARY_DEFAULT_MIN_SESSIONS = 20;
/** At most this many sessions of one client address count towards a canary's figures, so one
 * client cannot decide a canary's fate with made-up sessions. */
export const CANARY_SESSIONS_PER_ADDRESS = 20;

/** A Module Federation name, as `mf_lottery`. */
export const RemoteName = Type.String({ pattern: '^[a-z][a-z0-9_]{1,63}$' });
/** A version as the team names it (semver, with build metadata after `+`). */
export const ReleaseVersion = Type.String({ pattern: '^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$' });
export const ReleaseEnvironment = Type.String({ pattern: '^[a-z][a-z0-9-]{1,31}$' });
/** A session of the shell: random, made by the shell, kept for the tab's session. */
export const ReleaseSessionKey = Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$' });
/** An absolute http(s) URL of a published `mf-manifest.json`. */
export const ManifestUrl = Type.String({
  pattern: '^https?://[^\\s]+$',
  maxLength: 500,
});

export const ReleaseRef = Type.Object({ version: ReleaseVersion, manifestUrl: ManifestUrl });
export type ReleaseRef = Static<typeof ReleaseRef>;

export const CanaryRef = Type.Object({
  version: ReleaseVersion,
  manifestUrl: ManifestUrl,
  /** The share of sessions, 1 to 99, that get the canary. */
  percent: Type.Integer({ minimum: 1, maximum: 99 }),
});
export type CanaryRef = Static<typeof CanaryRef>;

/** One remote's channel as the shell reads it. */
export const RemoteChannel = Type.Object({
  remote: RemoteName,
  pinned: ReleaseRef,
  canary: Nullable(CanaryRef),
  lastGood: Nullable(ReleaseRef),
});
export type RemoteChannel = Static<typeof RemoteChannel>;

/** GET /wps/remotes/channels?url=<the site's host>&environment=<env> (brand from `url`). */
export const RemoteChannelsQuery = Type.Object({
  url: Type.String({ minLength: 1, maxLength: 255 }),
  environment: ReleaseEnvironment,
});
export const RemoteChannels = Type.Object({
  environment: ReleaseEnvironment,
  remotes: Type.Array(RemoteChannel),
});
export type RemoteChannels = Static<typeof RemoteChannels>;

/** POST /wps/remotes/reports (brand from the Merchant header or the Origin): one session's
 * result for one remote's version; a session counts once per version, a failure outweighs a
 * load. */
export const RemoteLoadReportBody = Type.Object(
  {
    environment: ReleaseEnvironment,
    session: ReleaseSessionKey,
    remote: RemoteName,
    version: ReleaseVersion,
    outcome: Type.Union([Type.Literal('loaded'), Type.Literal('failed')]),
    stage: Type.Optional(
      Type.Union([
        Type.Literal('manifest'),
        Type.Literal('entry'),
        Type.Literal('chunk'),
        Type.Literal('render'),
        Type.Literal('protocol'),
        Type.Literal('shared-core'),
      ]),
    ),
  },
  { additionalProperties: false },
);
export type RemoteLoadReportBody = Static<typeof RemoteLoadReportBody>;

// ---- operators (role `release`; admins hold every role) ----

/** POST /ops/releases: publish a version (immutable: the same version again must name the same
 * manifest, and is then a no-op). */
export const PublishReleaseBody = Type.Object(
  { remote: RemoteName, version: ReleaseVersion, manifestUrl: ManifestUrl },
  { additionalProperties: false },
);
export const OpsRelease = Type.Object({
  remote: RemoteName,
  version: ReleaseVersion,
  manifestUrl: ManifestUrl,
  publishedAt: Type.String(),
  publishedBy: Type.String(),
});
export type OpsRelease = Static<typeof OpsRelease>;
/** GET /ops/releases?remote= */
export const OpsReleasesQuery = Type.Object({ remote: Type.Optional(RemoteName) });

/** How a version fares in a channel since it took its place there. */
export const ReleaseHealth = Type.Object({
  sessions: Type.Integer(),
  failedSessions: Type.Integer(),
});

export const OpsChannel = Type.Object({
  merchantCode: MerchantCode,
  environment: ReleaseEnvironment,
  remote: RemoteName,
  pinned: Type.Intersect([ReleaseRef, ReleaseHealth]),
  canary: Nullable(
    Type.Intersect([
      CanaryRef,
      ReleaseHealth,
      Type.Object({
        maxFailureRate: Type.Number(),
        minSessions: Type.Integer(),
        startedAt: Type.String(),
      }),
    ]),
  ),
  lastGood: Nullable(ReleaseRef),
  updatedAt: Type.String(),
});
export type OpsChannel = Static<typeof OpsChannel>;

/** GET /ops/channels/:merchantCode?environment= */
export const OpsChannelsQuery = Type.Object({ environment: Type.Optional(ReleaseEnvironment) });

const Reason = SingleLineText({ minLength: 1, maxLength: 200 });

/** PUT /ops/channels/:merchantCode/:remote/pin: the version every session gets (a canary of
 * the same version ends). */
export const PinReleaseBody = Type.Object(
  { environment: ReleaseEnvironment, version: ReleaseVersion, reason: Reason },
  { additionalProperties: false },
);
/** PUT /ops/channels/:merchantCode/:remote/canary: start or change the canary. */
export const StartCanaryBody = Type.Object(
  {
    environment: ReleaseEnvironment,
    version: ReleaseVersion,
    percent: Type.Integer({ minimum: 1, maximum: 99 }),
    maxFailureRate: Type.Optional(Type.Number({ minimum: 0.01, maximum: 1 })),
    minSessions: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
    reason: Reason,
  },
  { additionalProperties: false },
);
/** POST …/promote (the canary becomes the pinned version), POST …/rollback (the last good
 * version becomes the pinned one, any canary ends), DELETE …/canary (withdraw it). */
export const ChannelActionBody = Type.Object(
  { environment: ReleaseEnvironment, reason: Reason },
  { additionalProperties: false },
);
