import { z } from 'zod';
import { WORK_SITE_DEFAULT_RADIUS_METERS } from '../../../../../../shared/rules/attendance.ts';
import {
  workSiteBodySchema,
  type WorkSite,
  type WorkSiteBody,
} from '../../../../../../shared/schemas/attendance.schema.ts';

/** The site form as typed: a coordinate holds its text while it is not a number yet ('', '-', '18.'). */
export interface WorkSiteFormValues {
  name: string;
  latitude: number | string;
  longitude: number | string;
  /** null once emptied. */
  radiusMeters: number | null;
  memberIds: string[];
}

export const EMPTY_WORK_SITE: WorkSiteFormValues = {
  name: '',
  latitude: '',
  longitude: '',
  radiusMeters: WORK_SITE_DEFAULT_RADIUS_METERS,
  memberIds: [],
};

/** An edit starts from the stored site. */
export function valuesFromSite(site: WorkSite): WorkSiteFormValues {
  return {
    name: site.name,
    latitude: site.latitude,
    longitude: site.longitude,
    radiusMeters: site.radiusMeters,
    memberIds: site.members.map((member) => member.id),
  };
}

const asNumber = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/**
 * The shared schema, so the form and the server give the same messages; a number still being
 * typed (or emptied) counts as none, and gets the field's own message.
 */
export const workSiteFormSchema = z.preprocess((input) => {
  const values = input as WorkSiteFormValues;
  return {
    ...values,
    latitude: asNumber(values.latitude),
    longitude: asNumber(values.longitude),
    radiusMeters: asNumber(values.radiusMeters),
  };
}, workSiteBodySchema);

/** The request body, from values the schema has accepted; the name without outer spaces. */
export function toWorkSiteBody(body: WorkSiteBody): WorkSiteBody {
  return { ...body, name: body.name.trim() };
}
