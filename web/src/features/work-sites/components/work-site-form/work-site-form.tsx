import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  WORK_SITE_NAME_MAX_LENGTH,
  WORK_SITE_RADIUS_MAX_METERS,
  WORK_SITE_RADIUS_MIN_METERS,
} from '../../../../../../shared/rules/attendance.ts';
import type { WorkSite, WorkSiteBody } from '../../../../../../shared/schemas/attendance.schema.ts';
import { FormShell } from '../../../../components/form/form-shell.tsx';
import { TextField } from '../../../../components/form/text-fields.tsx';
import { NumberField } from '../../../../components/form/number-field.tsx';
import { useSchemaForm } from '../../../../components/form/use-schema-form.ts';
import { useCreateWorkSite } from '../../api/create-work-site.ts';
import { useUpdateWorkSite } from '../../api/update-work-site.ts';
import { SitePeopleSelect } from './site-people-select.tsx';
import {
  EMPTY_WORK_SITE,
  toWorkSiteBody,
  valuesFromSite,
  workSiteFormSchema,
  type WorkSiteFormValues,
} from './work-site-form-values.ts';
import { WorkSitePositionFields } from './work-site-position-fields.tsx';

interface WorkSiteFormProps {
  /** The site being edited; null when adding. */
  site: WorkSite | null;
  onCancel: () => void;
  onSaved: (site: WorkSite) => void;
}

/**
 * Add or edit a work site: its name, where it is (typed, or this device's position), the radius
 * within which attendance may be marked, and the people bound to it. A name in use (409) says so
 * under the name and keeps the form open.
 */
export function WorkSiteForm({ site, onCancel, onSaved }: WorkSiteFormProps) {
  const { t } = useTranslation();
  const form = useSchemaForm<WorkSiteFormValues, WorkSiteBody>(
    workSiteFormSchema,
    site ? valuesFromSite(site) : EMPTY_WORK_SITE,
  );
  const { isValid, isDirty } = form.formState;
  const create = useCreateWorkSite();
  const update = useUpdateWorkSite();

  return (
    <FormShell
      form={form}
      send={async (values, idempotencyKey) => {
        const body = toWorkSiteBody(values);
        return site
          ? update.mutateAsync({ id: site.id, body })
          : create.mutateAsync({ body, idempotencyKey });
      }}
      onSuccess={(saved) => {
        notifications.show(
          site
            ? { color: 'green', title: t('Update'), message: t('Work site updated.') }
            : { color: 'green', title: t('Save'), message: t('Work site saved.') },
        );
        onSaved(saved);
      }}
      onCancel={onCancel}
      submitLabel={site ? t('Update') : t('Save')}
      submitProps={{ disabled: !isValid || (site !== null && !isDirty) }}
    >
      <TextField
        control={form.control}
        name="name"
        label={t('Site name')}
        withAsterisk
        maxLength={WORK_SITE_NAME_MAX_LENGTH}
        autoComplete="off"
        data-autofocus
      />
      <WorkSitePositionFields form={form} />
      <NumberField
        control={form.control}
        name="radiusMeters"
        label={t('Radius (metres)')}
        description={t('Attendance can be marked within this distance of the site.')}
        withAsterisk
        allowDecimal={false}
        allowNegative={false}
        min={WORK_SITE_RADIUS_MIN_METERS}
        max={WORK_SITE_RADIUS_MAX_METERS}
        step={25}
        clampBehavior="none"
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      <SitePeopleSelect
        control={form.control}
        known={site?.members ?? []}
        label={t('People bound to this site')}
        description={t(
          'They may mark attendance only at their work sites. People bound to none may mark it anywhere.',
        )}
      />
    </FormShell>
  );
}
