/** Six decimals of a degree are about 10 cm: finer than any browser's position, and short to read. */
const DECIMALS = 6;

export function roundCoordinate(value: number): number {
  return Number(value.toFixed(DECIMALS));
}
