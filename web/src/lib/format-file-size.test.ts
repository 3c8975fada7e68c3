import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size.ts';

describe('formatFileSize', () => {
  it.each([
    [0, 'en', '0 B'],
    [820, 'en', '820 B'],
    [14_200, 'en', '14 kB'],
    [3_240_000, 'en', '3.2 MB'],
    [10_485_760, 'en', '10 MB'],
    [3_240_000, 'fr', '3,2 Mo'],
  ])('%d bytes in %s: %s', (bytes, language, expected) => {
    expect(formatFileSize(bytes, language).replace(/\s/g, ' ')).toBe(expected);
  });
});
