/** Whole rupees in Indian grouping: ₹1,50,000. */
const RUPEES = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

export function formatRupees(amount: number): string {
  return RUPEES.format(amount);
}
