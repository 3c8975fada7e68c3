import { describe, expect, it } from 'vitest';
import { formatInstant, formatInstantDay } from './format-instant.ts';

describe('to the minute', () => {
  it.each([
    ['2026-03-04T03:30:00.000Z', 'UTC', '04-03-2026 03:30'],
    ['2026-03-04T22:45:00.000Z', 'Asia/Kolkata', '05-03-2026 04:15'],
    ['2026-03-04T00:05:00.000Z', 'UTC', '04-03-2026 00:05'],
    ['2026-03-04T03:30:00.000Z', 'Not/AZone', '04-03-2026 03:30'],
    ['not a date', 'UTC', 'not a date'],
  ])('%s in %s → %s', (instant, timeZone, expected) => {
    expect(formatInstant(instant, timeZone)).toBe(expected);
  });
});

describe("with seconds (the timeline's full stamp)", () => {
  it.each([
    ['2026-11-22T18:45:09.123Z', 'Asia/Kolkata', '23-11-2026 00:15:09'],
    ['2026-11-22T18:45:09.123Z', 'UTC', '22-11-2026 18:45:09'],
    ['2026-11-22T18:45:09.123Z', 'Not/AZone', '22-11-2026 18:45:09'],
    ['not a time', 'UTC', 'not a time'],
  ])('%s in %s: %s', (instant, zone, expected) => {
    expect(formatInstant(instant, zone, { seconds: true })).toBe(expected);
  });
});

describe('the day of an instant', () => {
  it.each([
    ['2026-03-04T22:45:00.000Z', 'UTC', '04-03-2026'],
    ['2026-03-04T22:45:00.000Z', 'Asia/Kolkata', '05-03-2026'],
    ['2026-03-04T22:45:00.000Z', 'Not/AZone', '04-03-2026'],
    ['not a date', 'UTC', 'not a date'],
  ])('%s in %s is %s', (instant, timeZone, expected) => {
    expect(formatInstantDay(instant, timeZone)).toBe(expected);
  });
});
