/**
 * Per-route options read by the guard hooks (`config` of a route, `guards` of a relay call).
 * Its own module so that the guards, the relay and the Fastify augmentations all depend on it
 * without depending on each other.
 */
export interface RouteGuardConfig {
  /** Resolve the brand before the handler (404 BRAND_NOT_FOUND when unknown). */
  brand?: boolean;
  /** Also accept the brand host from the `url` query parameter (the permission call). */
  brandFromUrl?: boolean;
  /** Refuse with 503 MAINTENANCE / 403 ACCESS_RESTRICTED when the brand is closed to this client. */
  gate?: boolean;
  /** Module (or flag) id that must be enabled for the brand. */
  module?: string;
  /** Require a member session token. */
  auth?: boolean;
  /** Require a real (non-trial) member: 403 NOT_REAL_ACCOUNT for isAgent 4. Implies auth. */
  realAccount?: boolean;
  /**
   * Require an agent (403 NOT_AGENT unless isAgent is 1, 2, 41 or 42). Implies realAccount.
   * Checked before validation, so a member learns nothing of an agent call's body.
   */
  agent?: boolean;
  /**
   * An operator route (`/ops/...`): the bearer token must be an operator's holding this role
   * (`true`: any role). Checked before validation, so a stranger learns nothing of the body.
   */
  operator?: import('../db/cashierSchema.js').OperatorRole | true;
  /**
   * Also open to a session still enrolling its authenticator (issue 45): who am I, the
   * enrolment calls and signing out. Any other operator route answers such a session 403
   * OPERATOR_TOTP_ENROLMENT_REQUIRED.
   */
  operatorEnrolling?: true;
}
