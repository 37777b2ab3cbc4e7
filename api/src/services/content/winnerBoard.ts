import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Brand } from '../brands/brandRepository.js';
import { minorToMajor } from '../wallet/money.js';

/** `rahim` → `ra***im`; short names keep less. */
export function maskAccount(account: string): string {
  const chars = [...account];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  if (chars.length <= 4) return `${chars[0]}***${chars[chars.length - 1]}`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

export interface WinnerItem {
  vo: {
    account: string;
    gameName: string;
    vendor: string;
    winAmount: number;
    currencySymbol: string;
    time: number;
  };
}

/**
 * Latest real wins (settled, non-trial `bet_records` with a win), topped up with the brand's
 * marketing `featured_wins` when there are fewer than `limit`. Newest first.
 */
export async function winnerBoard(
  db: Kysely<Database>,
  brand: Brand,
  options: { gameCategory: string; limit: number; language?: 'bn' | 'en' },
): Promise<{ list: WinnerItem[] }> {
  const category = options.gameCategory.toUpperCase();
  let real = db
    .selectFrom('bet_records as b')
    .innerJoin('accounts as a', 'a.id', 'b.member_id')
    // The catalogue's name of the game (issue 5), in the reader's language.
    .leftJoin('games as g', (join) =>
      join.onRef('g.vassalage', '=', 'b.vendor').onRef('g.game_code', '=', 'b.game_code'),
    )
    .select([
      'g.name_en',
      'g.name_bn',
      'a.username',
      'b.game_code',
      'b.vendor',
      'b.win_minor',
      'b.settled_at',
      'b.created_at',
    ])
    .where('b.brand_id', '=', brand.id)
    .where('b.status', '=', 'SETTLED')
    .where('b.is_trial', '=', false)
    .where('b.win_minor', '>', '0');
  if (category !== 'ALL') {
    real = real.where((eb) =>
      eb.exists(
        eb
          .selectFrom('game_vendors as v')
          .select('v.id')
          .whereRef('v.vassalage', '=', 'b.vendor')
          .where('v.game_type', '=', category),
      ),
    );
  }
  const realRows = await real.orderBy('b.settled_at', 'desc').limit(options.limit).execute();
  const symbol = brand.config.currencySymbol;
  const list: (WinnerItem & { sortKey: number })[] = realRows.map((row) => {
    const time = (row.settled_at ?? row.created_at).getTime();
    return {
      sortKey: time,
      vo: {
        account: maskAccount(row.username),
        gameName: (options.language === 'en' ? row.name_en : row.name_bn) ?? row.game_code,
        vendor: row.vendor,
        winAmount: minorToMajor(row.win_minor),
        currencySymbol: symbol,
        time,
      },
    };
  });
  const missing = options.limit - list.length;
  if (missing > 0) {
    let featured = db.selectFrom('featured_wins').selectAll().where('brand_id', '=', brand.id);
    if (category !== 'ALL') featured = featured.where('game_category', '=', category);
    const rows = await featured.orderBy('won_at', 'desc').limit(missing).execute();
    for (const row of rows) {
      const time = row.won_at.getTime();
      list.push({
        sortKey: time,
        vo: {
          account: maskAccount(row.account),
          gameName: row.game_name,
          vendor: row.vendor,
          winAmount: minorToMajor(row.win_minor),
          currencySymbol: symbol,
          time,
        },
      });
    }
  }
  list.sort((a, b) => b.sortKey - a.sortKey);
  return { list: list.map(({ vo }) => ({ vo })) };
}
