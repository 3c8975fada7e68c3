import { addDays } from './dates.ts';

/**
 * The holiday calendars (spec 002 §3: CountryCode 1 India, 2 US). `iso` is the country whose
 * national public holidays the date-holidays library supplies.
 */
export const HOLIDAY_LOCATIONS = [
  { code: 1, name: 'India', iso: 'IN' },
  { code: 2, name: 'US', iso: 'US' },
] as const;
export type HolidayLocationCode = (typeof HOLIDAY_LOCATIONS)[number]['code'];
export const HOLIDAY_LOCATION_CODES = HOLIDAY_LOCATIONS.map((l) => l.code) as [1, 2];
export const DEFAULT_HOLIDAY_LOCATION: HolidayLocationCode = 1;

export function holidayLocationName(code: number): string {
  return HOLIDAY_LOCATIONS.find((l) => l.code === code)?.name ?? 'Other';
}

/**
 * Holiday types, with stable ids. Public holidays come from the library only: the add form
 * offers every other type (spec 002 §3, Holiday type).
 */
export const HOLIDAY_TYPES = [
  { id: 1, name: 'Public', description: 'A national public holiday of the country.' },
  { id: 2, name: 'Company', description: 'A day the organisation is closed.' },
  { id: 3, name: 'Festival', description: 'A festival the organisation observes.' },
  { id: 4, name: 'Regional', description: 'A holiday of the region the office is in.' },
] as const;
export type HolidayTypeId = (typeof HOLIDAY_TYPES)[number]['id'];
export const PUBLIC_HOLIDAY_TYPE_ID = 1;
export const CUSTOM_HOLIDAY_TYPE_IDS = HOLIDAY_TYPES.filter((t) => t.id !== PUBLIC_HOLIDAY_TYPE_ID).map(
  (t) => t.id,
) as [2, 3, 4];

export function holidayTypeName(id: number): string {
  return HOLIDAY_TYPES.find((t) => t.id === id)?.name ?? '';
}

/** Holidays are added, edited and deleted this many days ahead at the earliest (spec 002 §9). */
export const HOLIDAY_MIN_DAYS_AHEAD = 3;
export const HOLIDAY_NAME_MAX_LENGTH = 100;
export const HOLIDAY_COMMENTS_MAX_LENGTH = 300;
export const HOLIDAY_PAGE_SIZES = [10, 25, 50, 100] as const;

/** The earliest date a custom holiday may be given. */
export function earliestHolidayDate(today: string): string {
  return addDays(today, HOLIDAY_MIN_DAYS_AHEAD);
}

/** Only custom holidays dated three or more days ahead may be edited or deleted (spec 002 §4). */
export function isHolidayChangeable(holiday: { isCustom: boolean; date: string }, today: string): boolean {
  return holiday.isCustom && holiday.date >= earliestHolidayDate(today);
}

/** Messages of spec 002 §5 (Holiday form), word for word. */
export const HOLIDAY_MESSAGES = {
  nameRequired: 'Holiday name is required!',
  typeRequired: 'Holiday type is required!',
  locationInvalid: 'Choose India or US.',
  dateRequired: 'date is required!',
  commentsRequired: 'Comments is required!',
  duplicateDate: 'We already have a holiday for this selected date',
  tooSoon: `A holiday can only be set ${HOLIDAY_MIN_DAYS_AHEAD} or more days from today.`,
  notChangeable: `Only custom holidays ${HOLIDAY_MIN_DAYS_AHEAD} or more days ahead can be changed.`,
  typeFixed: 'The holiday type cannot be changed.',
  saved: 'Holiday saved successfully.',
  updated: 'Holiday updated successfully.',
  deleted: 'Holiday deleted successfully.',
} as const;
