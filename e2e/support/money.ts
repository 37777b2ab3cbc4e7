/** An amount as the site writes it ('৳ 1,234.50', '+৳ 2.00', '−৳ 0.50') in minor units. */
export const minorUnits = (text: string | null): number => {
  const value = (text ?? '').trim();
  const sign = /^[−-]/.test(value) ? -1 : 1;
  return sign * Math.round(Number(value.replace(/[^\d.]/g, '')) * 100);
};

/** Minor units as the site writes an amount in English: '৳ 1,234.50'. */
export const taka = (minor: number): string =>
  `৳ ${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
