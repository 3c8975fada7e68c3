import { z } from 'zod';
import {
  CUSTOM_HOLIDAY_TYPE_IDS,
  HOLIDAY_COMMENTS_MAX_LENGTH,
  HOLIDAY_LOCATION_CODES,
  HOLIDAY_MESSAGES,
  HOLIDAY_NAME_MAX_LENGTH,
  HOLIDAY_PAGE_SIZES,
} from '../rules/holidays.ts';
import { isoDay, listPage, listSearch, requiredString, serialIdParam } from './common.schema.ts';

const trimmedRequired = (message: string, max: number) =>
  requiredString(message)
    .refine((v) => v.trim().length > 0, { error: message, abort: true })
    .max(max, { error: `Must not exceed ${max} characters!` });

export const holidayLocationSchema = z.literal(HOLIDAY_LOCATION_CODES, {
  error: HOLIDAY_MESSAGES.locationInvalid,
});

/** Add holiday (spec 002 §5): all four fields required; the date is checked against today on the server. */
export const createHolidayBodySchema = z.strictObject({
  name: trimmedRequired(HOLIDAY_MESSAGES.nameRequired, HOLIDAY_NAME_MAX_LENGTH),
  typeId: z.literal(CUSTOM_HOLIDAY_TYPE_IDS, { error: HOLIDAY_MESSAGES.typeRequired }),
  date: isoDay(HOLIDAY_MESSAGES.dateRequired),
  comments: trimmedRequired(HOLIDAY_MESSAGES.commentsRequired, HOLIDAY_COMMENTS_MAX_LENGTH),
  location: holidayLocationSchema,
});
export type CreateHolidayBody = z.infer<typeof createHolidayBodySchema>;

/** Edit holiday: the same form; the type is fixed and the location is the holiday's own. */
export const updateHolidayBodySchema = createHolidayBodySchema.omit({ location: true });
export type UpdateHolidayBody = z.infer<typeof updateHolidayBodySchema>;

export const holidayIdParamsSchema = z.strictObject({ id: serialIdParam() });

export const holidayListQuerySchema = z.strictObject({
  location: z.coerce.number().pipe(holidayLocationSchema).optional(),
  search: listSearch(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  page: listPage(),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (HOLIDAY_PAGE_SIZES as readonly number[]).includes(n), {
      error: 'Page size must be 10, 25, 50 or 100.',
    })
    .default(10),
});
export type HolidayListQuery = z.infer<typeof holidayListQuerySchema>;

export const holidaySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  typeId: z.number().int(),
  typeName: z.string(),
  location: z.number().int(),
  locationName: z.string(),
  date: z.string(),
  comments: z.string(),
  isCustom: z.boolean(),
  abilities: z.object({ edit: z.boolean(), delete: z.boolean() }),
});
export type Holiday = z.infer<typeof holidaySchema>;

export const holidayListResponseSchema = z.object({
  items: z.array(holidaySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The location listed: the one asked for, else the caller's own. */
  location: z.number().int(),
  /** Today in the organisation's time zone: the add form's earliest date counts from it. */
  today: z.string(),
  abilities: z.object({ create: z.boolean() }),
});
export type HolidayListResponse = z.infer<typeof holidayListResponseSchema>;

export const holidayDatesQuerySchema = z.strictObject({
  location: z.coerce.number().pipe(holidayLocationSchema),
});
/** The dates that already have a holiday, from today on: the add form disables them. */
export const holidayDatesResponseSchema = z.object({ dates: z.array(z.string()) });
