/**
 * Shares of a total as percentages with one decimal that always add up to exactly 100 (spec 000
 * §9): each share is rounded down to a tenth, and the tenths left over go to the shares that lost
 * the most in rounding (largest remainder). All zero counts give all zero shares.
 */
export function percentagesOf(counts: readonly number[]): number[] {
  const total = counts.reduce((sum, c) => sum + c, 0);
  if (total <= 0) return counts.map(() => 0);
  const exact = counts.map((c) => (c * 1000) / total);
  const tenths = exact.map(Math.floor);
  let left = 1000 - tenths.reduce((sum, t) => sum + t, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    tenths[index]! += 1;
    left--;
  }
  return tenths.map((t) => t / 10);
}
