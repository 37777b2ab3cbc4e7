import type { FastifyPluginAsync } from 'fastify';
import { accountSecurityRoutes } from './accountSecurity.js';
import { agentRoutes } from './agent.js';
import { agentAnnouncementRoutes } from './agentAnnouncements.js';
import { agentCentreRoutes } from './agentCentre.js';
import { agentContractOpsRoutes } from './agentContractOps.js';
import { agentTreeOpsRoutes } from './agentTreeOps.js';
import { announcementOpsRoutes } from './announcementOps.js';
import { bannerOpsRoutes } from './bannerOps.js';
import { appDownloadRoutes } from './appDownloads.js';
import { brandSettingsOpsRoutes } from './brandSettingsOps.js';
import { engagementOpsRoutes } from './engagementOps.js';
import { contentRoutes } from './content.js';
import { depositCallbackRoutes } from './depositCallback.js';
import { depositOpsRoutes } from './depositOps.js';
import { promotionOpsRoutes } from './promotionOps.js';
import { promotionContentOpsRoutes } from './promotionContentOps.js';
import { helpCentreOpsRoutes } from './helpCentreOps.js';
import { depositRoutes } from './deposits.js';
import { favouriteRoutes } from './favourites.js';
import { gameCatalogueRoutes } from './gameCatalogue.js';
import { gameLaunchRoutes } from './gameLaunch.js';
import { gamesRoutes } from './games.js';
import { fairRoutes } from './fair.js';
import { houseGameRoutes } from './houseGame.js';
import { houseRoundRoutes } from './houseRounds.js';
import { houseFairRoutes } from './houseFair.js';
import { liveRoutes } from './live.js';
import { lotteryRoutes } from './lottery.js';
import { sportsbookBetRoutes } from './sportsbookBets.js';
import { sportsbookBetOpsRoutes } from './sportsbookBetOps.js';
import { luckyDrawRoutes } from './luckyDraw.js';
import { lotteryOpsRoutes } from './lotteryOps.js';
import { tableOpsRoutes } from './tableOps.js';
import { memberRoutes } from './member.js';
import { messageRoutes } from './messages.js';
import { operatorRoutes } from './operators.js';
import { paymentPasswordRoutes } from './paymentPassword.js';
import { playerOpsRoutes } from './playerOps.js';
import { pointsRoutes } from './points.js';
import { promotionRoutes } from './promotions.js';
import { missionRoutes } from './missions.js';
import { rebateRoutes } from './rebate.js';
import { recordsRoutes } from './records.js';
import { referralRoutes } from './referrals.js';
import { rewardRoutes } from './rewards.js';
import { seamlessRoutes } from './seamless.js';
import { securityCentreRoutes } from './securityCentre.js';
import { socialLoginRoutes } from './socialLogin.js';
import { statementRoutes } from './statement.js';
import { sessionRoutes } from './session.js';
import { supportRoutes } from './support.js';
import { feedbackOpsRoutes } from './feedbackOps.js';
import { systemRoutes } from './system.js';
import { vipRoutes } from './vip.js';
import { walletRoutes } from './wallet.js';
import { withdrawalRoutes } from './withdrawals.js';
import { protectionRoutes } from './protection.js';
import { protectionOpsRoutes } from './protectionOps.js';
import { releaseRoutes } from './releases.js';
import { releaseOpsRoutes } from './releaseOps.js';
import { opsLiveRoutes } from './opsLive.js';
import { reportsOpsRoutes } from './reportsOps.js';
import { sportsbookRoutes } from './sportsbook.js';
import { liveTableRoutes } from './liveTables.js';
import { teenPattiRoutes } from './teenPatti.js';

/**
 * A domain's route files registered as one encapsulated plugin: the parsers, hooks and
 * decorators a domain adds stay inside it, and app.ts composes the domains. The services of
 * a domain live in the `services/` folder of the same name.
 */
function domain(routeFiles: readonly FastifyPluginAsync[]): FastifyPluginAsync {
  return async (fastify) => {
    for (const routes of routeFiles) await fastify.register(routes);
  };
}

/** Health, brand status and permission, whitelabel tree, app download files. */
export const systemDomain = domain([systemRoutes, appDownloadRoutes]);
/** Login, logout, free play; captcha, SMS codes, registration, passwords (services/auth, security). */
export const sessionDomain = domain([sessionRoutes, socialLoginRoutes, accountSecurityRoutes]);
/**
 * Member info, unread count and the live push of balance and unread (services/members, live);
 * the payment password and the security centre (services/security-centre); the inbox and the
 * operator's messages and adjustments (services/messages, adjustments).
 */
export const memberDomain = domain([
  memberRoutes,
  liveRoutes,
  paymentPasswordRoutes,
  messageRoutes,
  securityCentreRoutes,
  // The operator console's players (services/players).
  playerOpsRoutes,
]);
/**
 * Balance, transfers, consolidation, the vendors' seamless wallet calls, and the member's own
 * records: wallets, transfer to upline, betting and account records, profit and loss, the
 * statement; the manual rebate (services/rebate).
 */
export const walletDomain = domain([
  walletRoutes,
  seamlessRoutes,
  recordsRoutes,
  statementRoutes,
  rebateRoutes,
]);
/** Menus, game list, favourites, launch, the house game server and its provably fair seeds. */
export const gamesDomain = domain([
  gamesRoutes,
  gameCatalogueRoutes,
  favouriteRoutes,
  gameLaunchRoutes,
  houseGameRoutes,
  houseRoundRoutes,
  houseFairRoutes,
  fairRoutes,
]);
export const lotteryDomain = domain([lotteryRoutes, lotteryOpsRoutes]);
/** The sportsbook's feed, reads, push and the operators' feed commands (services/sportsbook). */
export const sportsbookDomain = domain([sportsbookRoutes]);
/** The sportsbook's bets: the slip, the member's bets, cash-out, settlement (services/sportsbook). */
export const sportsbookBetsDomain = domain([sportsbookBetRoutes, sportsbookBetOpsRoutes]);
/**
 * The shared-round tables: their clock, state, chips and push (services/live-tables); and the
 * operators' commands on the house tables, teen patti's too (services/table-ops).
 */
export const liveTablesDomain = domain([liveTableRoutes, tableOpsRoutes]);
/** Teen patti between members: tables, seats, actions, the table's push (services/teen-patti). */
export const teenPattiDomain = domain([teenPattiRoutes]);
export const pointsDomain = domain([pointsRoutes]);
export const agentDomain = domain([
  agentRoutes,
  agentCentreRoutes,
  agentAnnouncementRoutes,
  agentContractOpsRoutes,
  agentTreeOpsRoutes,
]);
/**
 * Banners, announcements, help centre, promotions (applications, raffles), rewards and bonuses,
 * missions and the leaderboard, referrals, VIP levels, support and feedback.
 */
export const contentDomain = domain([
  contentRoutes,
  announcementOpsRoutes,
  bannerOpsRoutes,
  promotionRoutes,
  promotionOpsRoutes,
  promotionContentOpsRoutes,
  helpCentreOpsRoutes,
  rewardRoutes,
  missionRoutes,
  referralRoutes,
  vipRoutes,
  supportRoutes,
  feedbackOpsRoutes,
  // The prize wheel and red envelopes (services/lucky-draw).
  luckyDrawRoutes,
]);
/** Player protection (services/protection): the member's limits and exclusions, the operators'. */
export const protectionDomain = domain([protectionRoutes, protectionOpsRoutes]);
/**
 * Release channels of the remotes (services/releases): the shell's channels and load reports,
 * the release role's versions and channels.
 */
export const releaseDomain = domain([releaseRoutes, releaseOpsRoutes]);
/**
 * The operator API (services/operators): operator accounts, sessions and audit. The cashier's
 * operator actions register with their own domains behind `request.requireOperator(role)`.
 */
export const operatorDomain = domain([
  operatorRoutes,
  brandSettingsOpsRoutes,
  engagementOpsRoutes,
  reportsOpsRoutes,
  // The console's live queues (services/live/opsLiveHub.ts).
  opsLiveRoutes,
]);
/**
 * The cashier (services/cashier): deposits (member orders, the providers' signed callbacks and
 * the operators' credit and fail) and withdrawals (payout accounts, orders, receipt
 * confirmation, the operators' review and the auto-receipt job).
 */
export const cashierDomain = domain([
  depositRoutes,
  depositCallbackRoutes,
  depositOpsRoutes,
  withdrawalRoutes,
]);
