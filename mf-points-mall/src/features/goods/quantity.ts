/**
 * The quantity picker's rules: at least one, at most what one redemption allows, what is in
 * stock and what the member's points pay for.
 */
export function maxQuantity(
  reward: { maxPerRedemption: number; stock: number; points: number },
  balance: number | null,
): number {
  const affordable =
    balance === null ? reward.maxPerRedemption : Math.floor(balance / reward.points);
  return Math.max(0, Math.min(reward.maxPerRedemption, reward.stock, affordable));
}

/** A typed or stepped quantity kept inside 1..max (1 when nothing fits, so the total still reads). */
export function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(1, Math.trunc(value)), Math.max(1, max));
}
