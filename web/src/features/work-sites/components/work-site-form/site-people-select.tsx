import { useMemo } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { WorkSiteBody } from '../../../../../../shared/schemas/attendance.schema.ts';
import { PeopleSelectField, type PersonChoice } from '../../../../components/form/people-select-field.tsx';
import { GENERIC_ERROR_MESSAGE } from '../../../../lib/api-client.ts';
import { useSubtree } from '../../../../lib/org/get-subtree.ts';
import type { WorkSiteFormValues } from './work-site-form-values.ts';

/** Options drawn at once; typing narrows a large organisation down. */
const OPTIONS_SHOWN = 100;

interface SitePeopleSelectProps {
  control: Control<WorkSiteFormValues, unknown, WorkSiteBody>;
  /** The people the site already has, named even when the organisation list does not hold them. */
  known: { id: string; name: string }[];
  label: string;
  description?: string;
}

/**
 * The people to bind to a site: everyone the hierarchy selector offers the caller (the whole
 * organisation for an Admin), by name, searchable by name or designation.
 */
export function SitePeopleSelect({ control, known, ...props }: SitePeopleSelectProps) {
  const { t } = useTranslation();
  const subtree = useSubtree();
  const people = useMemo(() => {
    const byId = new Map<string, PersonChoice>();
    for (const node of subtree.data ?? []) {
      byId.set(node.id, { id: node.id, name: node.fullName, detail: node.designation });
    }
    for (const member of known) {
      if (!byId.has(member.id)) byId.set(member.id, { id: member.id, name: member.name });
    }
    return [...byId.values()];
  }, [subtree.data, known]);

  return (
    <PeopleSelectField
      {...props}
      control={control}
      name="memberIds"
      people={people}
      limit={OPTIONS_SHOWN}
      loading={subtree.isPending}
      loadError={subtree.isError ? t(GENERIC_ERROR_MESSAGE) : undefined}
    />
  );
}
