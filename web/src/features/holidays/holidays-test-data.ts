/** Test data of the holidays calendar: the shapes the holidays API answers with. */
import type { SessionUser } from '../../../../shared/schemas/auth.schema.ts';
import type { Holiday, HolidayListResponse } from '../../../../shared/schemas/holidays.schema.ts';
import { TEST_USER } from '../../test/render-app.tsx';

/** Today in the organisation, a Tuesday: the earliest day a holiday may take is Friday 27 November. */
export const TODAY = '2026-11-24';

/** Ada as an Admin: she holds ManageHolidays. */
export const HOLIDAY_ADMIN: SessionUser = {
  ...TEST_USER,
  role: { id: '88888888-8888-4888-8888-888888888888', name: 'Admin', systemKey: 'admin' },
  permissions: ['ManageHolidays'],
};

export const CHRISTMAS: Holiday = {
  id: 1,
  name: 'Christmas Day',
  typeId: 1,
  typeName: 'Public',
  location: 1,
  locationName: 'India',
  date: '2026-12-25',
  comments: '',
  isCustom: false,
  abilities: { edit: false, delete: false },
};

export const YEAR_END: Holiday = {
  id: 2,
  name: 'Year end shutdown',
  typeId: 2,
  typeName: 'Company',
  location: 1,
  locationName: 'India',
  date: '2026-12-31',
  comments: 'The offices close for the day.',
  isCustom: true,
  abilities: { edit: true, delete: true },
};

export function holidaysResponse(
  items: Holiday[],
  extra: Partial<Omit<HolidayListResponse, 'items'>> = {},
): HolidayListResponse {
  return {
    items,
    total: items.length,
    page: 1,
    pageSize: 10,
    location: 1,
    today: TODAY,
    abilities: { create: true },
    ...extra,
  };
}
