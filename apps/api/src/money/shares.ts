/**
 * Sharing an amount of paise among parts in proportion to their sizes, exactly: each part gets the whole
 * paise of its exact share, and the paise left over go to the largest remainders (ties to the earlier part),
 * so the shares always add up to the amount and the result is stable. Credit notes share a refund among an
 * invoice's lines this way, and a flat coupon its discount among the lines it covers.
 */
export function shareInProportion(sizes: readonly number[], amount: number): number[] {
  const whole = sizes.reduce((total, size) => total + size, 0);
  if (whole === 0) return sizes.map(() => 0);
  const shares = sizes.map((size, index) => {
    const exact = size * amount;
    return { index, paise: Math.floor(exact / whole), remainder: exact % whole };
  });
  let left = amount - shares.reduce((total, share) => total + share.paise, 0);
  for (const share of [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index)) {
    if (left === 0) break;
    share.paise += 1;
    left -= 1;
  }
  return shares.map((share) => share.paise);
}
