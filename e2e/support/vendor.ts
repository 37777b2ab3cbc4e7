import { createHmac } from 'node:crypto';
import { API_URL, OPS_TOKEN } from './stack';

const secrets = new Map<string, Promise<string>>();

/**
 * A game vendor's signing secret for the brand: rotated once per run through the ops API (the
 * previous one stays valid for the overlap, so the house game's own calls go on working).
 */
function vendorSecret(merchant: string, vendor: string): Promise<string> {
  const key = `${merchant}:${vendor}`;
  let secret = secrets.get(key);
  if (!secret) {
    secret = fetch(`${API_URL}/ops/brands/${merchant}/seamless-secrets/${vendor}/rotate`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${OPS_TOKEN}`, 'Content-Type': 'application/json' },
      body: '{}',
    }).then(async (response) => {
      if (!response.ok) throw new Error(`secret rotation failed: ${response.status}`);
      return ((await response.json()) as { value: { secret: string } }).value.secret;
    });
    secrets.set(key, secret);
  }
  return secret;
}

/**
 * One round of a seamless-wallet vendor for a member, as the vendor's server would play it: a
 * signed bet of `stake` (taka), then a signed win of `win` that settles the round.
 */
export async function vendorRound(
  account: string,
  round: { id: string; stake: number; win: number },
  options: { merchant?: string; vendor?: string; gameCode?: string } = {},
): Promise<void> {
  const merchant = options.merchant ?? 'PADMA';
  const vendor = options.vendor ?? 'HOUSE';
  const secret = await vendorSecret(merchant, vendor);
  const base = { account, roundId: round.id, gameCode: options.gameCode ?? 'PADMA_FORTUNE' };
  for (const [action, payload] of [
    ['bet', { ...base, transactionId: `${round.id}-b`, amount: round.stake }],
    ['win', { ...base, transactionId: `${round.id}-w`, amount: round.win }],
  ] as const) {
    const raw = JSON.stringify(payload);
    const response = await fetch(`${API_URL}/seamless/${vendor.toLowerCase()}/${action}`, {
      method: 'POST',
      headers: {
        Merchant: merchant,
        'Content-Type': 'application/json',
        'x-signature': createHmac('sha256', secret).update(raw).digest('hex'),
      },
      body: raw,
    });
    if (!response.ok)
      throw new Error(`vendor ${action} failed: ${response.status} ${await response.text()}`);
  }
}
