/** A file's size as people read it: "820 B", "14 kB", "3.2 MB" (decimal units, as the spec's 10MB). */
export function formatFileSize(bytes: number, language: string): string {
  if (bytes < 1000) return `${new Intl.NumberFormat(language).format(bytes)} B`;
  const [value, unit] = bytes < 1_000_000 ? [bytes / 1000, 'kilobyte'] : [bytes / 1_000_000, 'megabyte'];
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}
