import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { WORK_SITE_DEFAULT_RADIUS_METERS } from '../../../../../../shared/rules/attendance.ts';
import {
  workSiteBodySchema,
  type WorkSite,
  type WorkSiteBody,
} from '../../../../../../shared/schemas/attendance.schema.ts';

/** The site form as typed: a number field holds its text while it is not a number yet ('', '-', '18.'). */
export interface WorkSiteFormValues {
  name: string;
  latitude: number | string;
  longitude: number | string;
  radiusMeters: number | string;
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

const asNumber = (value: number | string): number =>
  typeof value === 'number' ? value : (undefined as unknown as number);

const schemaResolver = zodResolver(workSiteBodySchema) as unknown as Resolver<WorkSiteFormValues>;

/**
 * Validates with the shared schema, so the form and the server give the same messages; a number
 * still being typed counts as none (and gets the field's own message).
 */
export const workSiteFormResolver: Resolver<WorkSiteFormValues> = (values, context, options) =>
  schemaResolver(
    {
      ...values,
      latitude: asNumber(values.latitude),
      longitude: asNumber(values.longitude),
      radiusMeters: asNumber(values.radiusMeters),
    },
    context,
    options,
  );

/** The request body, from values the resolver has accepted; the name without outer spaces. */
export function toWorkSiteBody(values: WorkSiteFormValues): WorkSiteBody {
  const body = workSiteBodySchema.parse(values);
  return { ...body, name: body.name.trim() };
}
