/**
 * The API's contracts, written once: the API validates requests and serialises answers with
 * these schemas and publishes them as OpenAPI; the apps take their request and response types
 * from them (type-only imports, so no schema code reaches a browser bundle).
 */
export * from './common.js';
export * from './system.js';
export * from './session.js';
export * from './social-login.js';
export * from './member.js';
export * from './games.js';
export * from './content.js';
export * from './promotions.js';
export * from './centres.js';
export * from './cashier.js';
export * from './operators.js';
export * from './messages.js';
export * from './deposits.js';
export * from './records.js';
export * from './withdrawal.js';
export type { Static } from 'typebox';
export * from './security-centre.js';
export * from './points.js';
export * from './agent-centre.js';
export * from './lottery.js';
export * from './rewards.js';
export * from './rebate.js';
export * from './missions.js';
export * from './luckyDraw.js';
export * from './fair.js';
export * from './houseGames.js';
export * from './referral.js';
export * from './protection.js';
export * from './releases.js';
export * from './players.js';
export * from './reports.js';
export * from './engagement.js';
export * from './content-ops.js';
export * from './agents-ops.js';
export * from './promotion-help-ops.js';
export * from './sportsbook.js';
export * from './sportsbook-bets.js';
export * from './live-tables.js';
export * from './teen-patti.js';
export * from './table-ops.js';
