import { z } from 'zod';
import {
  createHolidayBodySchema,
  updateHolidayBodySchema,
  type CreateHolidayBody,
  type Holiday,
  type UpdateHolidayBody,
} from '../../../../../../shared/schemas/holidays.schema.ts';

export type HolidayFormMode = 'add' | 'edit';

/** The add/edit holiday form as typed: the type starts unchosen and the date empty. */
export interface HolidayFormValues {
  name: string;
  typeId: number | null;
  /** An ISO day, or '' while none is chosen. */
  date: string;
  comments: string;
  /** The calendar the holiday belongs to; chosen when adding, the holiday's own when editing. */
  location: number;
}

export function emptyHolidayForm(location: number): HolidayFormValues {
  return { name: '', typeId: null, date: '', comments: '', location };
}

/** An edit starts from the stored values. */
export function valuesFromHoliday(holiday: Holiday): HolidayFormValues {
  return {
    name: holiday.name,
    typeId: holiday.typeId,
    date: holiday.date,
    comments: holiday.comments,
    location: holiday.location,
  };
}

// Edit sends no location (the holiday keeps its own): it is carried, not checked.
const editSchema = updateHolidayBodySchema.extend({ location: z.number() });

/** What the form holds once its schema accepted it: a body, with the location carried along. */
export type HolidayFormBody = UpdateHolidayBody & { location: number };

/** The shared schemas: the form shows the server's messages word for word (spec 002 §5). */
export function holidayFormSchema(mode: HolidayFormMode): z.ZodType<HolidayFormBody> {
  return mode === 'edit' ? editSchema : createHolidayBodySchema;
}

/** The request bodies, from values the resolver has accepted. */
export function toCreateBody(values: HolidayFormBody): CreateHolidayBody {
  return createHolidayBodySchema.parse(values);
}

export function toUpdateBody(values: HolidayFormBody): UpdateHolidayBody {
  const { location: _location, ...rest } = values;
  return updateHolidayBodySchema.parse(rest);
}
