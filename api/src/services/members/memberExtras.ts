import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { claimableMissions } from '../missions/missionService.js';
import { unclaimedRewards } from '../rewards/memberRewards.js';
import type { AccountSummary } from './accountRepository.js';

const PALETTE = [
  '#1E88E5',
  '#43A047',
  '#E53935',
  '#8E24AA',
  '#FB8C00',
  '#00897B',
  '#3949AB',
  '#6D4C41',
];

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** A generated avatar: the first letter of the nickname (or account) on a stable colour. */
export function avatarFor(account: Pick<AccountSummary, 'nickname' | 'username'>): {
  avatarUrl: string;
} {
  const name = account.nickname.trim() || account.username;
  const initial = escapeXml(([...name][0] ?? '?').toUpperCase());
  const index = createHash('sha256').update(account.username).digest()[0]! % PALETTE.length;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<circle cx="48" cy="48" r="48" fill="${PALETTE[index]}"/>` +
    `<text x="48" y="62" font-family="Arial, sans-serif" font-size="44" font-weight="bold" fill="#fff" text-anchor="middle">${initial}</text></svg>`;
  return { avatarUrl: `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}` };
}

export interface UnreadCounts {
  messages: number;
  promos: number;
  missions: number;
  rewards: number;
}

/**
 * Unread messages by kind, the rewards the member can claim now (the reward centre's badge
 * and part of the header's unclaimed count), and the missions complete and not yet claimed
 * (the mission entry's badge, with unread mission messages).
 */
export async function unreadCounts(
  db: Kysely<Database>,
  accountId: string,
  now: Date = new Date(),
): Promise<UnreadCounts> {
  const rows = await db
    .selectFrom('member_messages')
    .select(['kind', (eb) => eb.fn.countAll<string>().as('count')])
    .where('account_id', '=', accountId)
    .where('read_at', 'is', null)
    .groupBy('kind')
    .execute();
  const count = (kind: string) => Number(rows.find((row) => row.kind === kind)?.count ?? 0);
  return {
    messages: count('message'),
    promos: count('promo'),
    missions: count('mission') + (await claimableMissions(db, accountId, now)),
    rewards: count('reward') + (await unclaimedRewards(db, accountId, now)),
  };
}
