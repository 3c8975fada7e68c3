import { Button, Group, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useRangeFilter } from '../../../components/list/use-range-filter.ts';
import { IconFilterOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EVENT_TYPES, SUBJECT_KINDS } from '../../../../../shared/rules/events.ts';
import { EVENT_AREAS } from '../../../../../shared/schemas/audit.schema.ts';
import { useDatePickerLocale } from '../../../lib/date-picker-locale.ts';
import { EVENT_AREA_LABELS, EVENT_SENTENCES, SUBJECT_KIND_LABELS } from '../../../lib/events/event-labels.ts';
import type { AuditParams } from '../api/get-audit-events.ts';
import { PersonFilter } from './person-filter.tsx';

export type AuditFilterChange = Partial<
  Pick<AuditParams, 'person' | 'area' | 'type' | 'kind' | 'object' | 'from' | 'to'>
>;

const NO_FILTERS: AuditFilterChange = {
  person: undefined,
  area: undefined,
  type: undefined,
  kind: undefined,
  object: undefined,
  from: undefined,
  to: undefined,
};

/** Whether any filter narrows the log: then an empty log says so, with a way back. */
export function hasAuditFilters(params: AuditParams): boolean {
  return Object.keys(NO_FILTERS).some((key) => params[key as keyof AuditFilterChange] !== undefined);
}

/** A type's label without its subject: the filter lists "Approved leave", not "Approved leave #12". */
const typeLabel = (sentence: string) => sentence.replace(/\s+/g, ' ').trim();

/** The audit log's filters: person, area, type (of the area), object (kind and id) and days. */
export function AuditFilters({
  params,
  onChange,
}: {
  params: AuditParams;
  onChange: (change: AuditFilterChange) => void;
}) {
  const { t } = useTranslation();
  const dates = useDatePickerLocale();
  const { from = null, to = null } = params;
  const [range, onRange] = useRangeFilter(from, to, onChange);
  const [objectId, setObjectId] = useState(params.object ?? '');
  const [shownObject, setShownObject] = useState(params.object);
  if (shownObject !== params.object) {
    setShownObject(params.object);
    setObjectId(params.object ?? '');
  }

  const types = EVENT_TYPES.filter((type) => !params.area || type.startsWith(`${params.area}.`));
  return (
    <Paper component="section" aria-label={t('Filters')} withBorder radius="md" p="md" mb="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <PersonFilter value={params.person} onChange={(person) => onChange({ person })} />
        <Select
          label={t('Area')}
          placeholder={t('All areas')}
          data={EVENT_AREAS.map((area) => ({ value: area, label: t(EVENT_AREA_LABELS[area] ?? area) }))}
          value={params.area ?? null}
          // A type of another area would select nothing: choosing an area lets it go.
          onChange={(area) =>
            onChange({
              area: EVENT_AREAS.find((a) => a === area),
              ...(area && params.type && !params.type.startsWith(`${area}.`) ? { type: undefined } : {}),
            })
          }
          clearable
          clearButtonProps={{ 'aria-label': t('Clear the area') }}
        />
        <Select
          label={t('What happened')}
          placeholder={t('Any change')}
          data={types.map((type) => ({
            value: type,
            label: typeLabel(t(EVENT_SENTENCES[type], { subject: '' })),
          }))}
          value={params.type ?? null}
          onChange={(type) => onChange({ type: EVENT_TYPES.find((known) => known === type) })}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': t('Clear what happened') }}
          nothingFoundMessage={t('No data found!')}
        />
        <Group grow align="flex-start" gap="xs">
          <Select
            label={t('Object')}
            placeholder={t('Any object')}
            data={SUBJECT_KINDS.map((kind) => ({ value: kind, label: t(SUBJECT_KIND_LABELS[kind]) }))}
            value={params.kind ?? null}
            onChange={(kind) =>
              onChange({
                kind: SUBJECT_KINDS.find((known) => known === kind),
                ...(kind ? {} : { object: undefined }),
              })
            }
            clearable
            clearButtonProps={{ 'aria-label': t('Clear the object') }}
          />
          <TextInput
            label={t('Object id')}
            placeholder={t('e.g. 12')}
            value={objectId}
            disabled={!params.kind}
            onChange={(event) => setObjectId(event.currentTarget.value)}
            onBlur={() => onChange({ object: objectId.trim() || undefined })}
            onKeyDown={(event) => {
              if (event.key === 'Enter') onChange({ object: objectId.trim() || undefined });
            }}
          />
        </Group>
        <DatePickerInput
          type="range"
          label={t('Days')}
          placeholder={t('DD/MM/YYYY – DD/MM/YYYY')}
          valueFormat="DD/MM/YYYY"
          value={range}
          onChange={onRange}
          clearable
          clearButtonProps={{ 'aria-label': t('Clear the days') }}
          locale={dates.locale}
          ariaLabels={dates.ariaLabels}
          popoverProps={{ withinPortal: true, returnFocus: true }}
        />
      </SimpleGrid>
      {hasAuditFilters(params) && (
        <Group justify="flex-end" mt="sm">
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconFilterOff size={14} aria-hidden />}
            onClick={() => onChange(NO_FILTERS)}
          >
            {t('Clear filters')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
