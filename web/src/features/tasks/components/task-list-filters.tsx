import { Button, Group, MultiSelect, Paper, Pill, SimpleGrid } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { IconFilterOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILTERABLE_TASK_STATUSES } from '../../../../../shared/rules/tasks.ts';
import type { TaskFormOptions } from '../../../../../shared/schemas/tasks.schema.ts';
import type { TaskListParams } from '../api/get-tasks.ts';
import { useDatePickerLocale } from '../../../lib/date-picker-locale.ts';
import { assigneeFilterLabel, filterLabel } from '../task-list-format.ts';
import { activeFilterCount } from '../task-list-params.ts';

export type TaskFilterChange = Partial<
  Pick<TaskListParams, 'from' | 'to' | 'projectIds' | 'statuses' | 'assignees'>
>;

interface TaskListFiltersProps {
  params: TaskListParams;
  /** The caller's projects and their people; undefined while they load. */
  options: TaskFormOptions | undefined;
  loading: boolean;
  onChange: (change: TaskFilterChange) => void;
}

type Range = [string | null, string | null];

/** The people of the caller's projects, each once, by name. */
function projectPeople(options: TaskFormOptions | undefined): { value: string; label: string }[] {
  const people = new Map<string, string>();
  for (const project of options?.projects ?? []) {
    for (const person of project.users) people.set(person.id, person.fullName);
  }
  return [...people]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** A chosen value as a pill: its label cut short (spec 000 §9), the whole label on hover. */
function ShortPill({ label, short, onRemove }: { label: string; short: string; onRemove?: () => void }) {
  return (
    <Pill withRemoveButton onRemove={onRemove} title={label}>
      {short}
    </Pill>
  );
}

/** The Filters panel: due-date range, projects, statuses and assignees (spec 000 §2). */
export function TaskListFilters({ params, options, loading, onChange }: TaskListFiltersProps) {
  const { t } = useTranslation();
  const dates = useDatePickerLocale();

  // A range is sent once both ends are chosen; the first click alone only shows here.
  const [range, setRange] = useState<Range>([params.from, params.to]);
  const [shownRange, setShownRange] = useState<Range>([params.from, params.to]);
  if (shownRange[0] !== params.from || shownRange[1] !== params.to) {
    setShownRange([params.from, params.to]);
    setRange([params.from, params.to]);
  }
  const onRange = (value: DatesRangeValue<string>) => {
    const [from, to] = value;
    setRange([from, to]);
    if ((from && to) || (!from && !to)) onChange({ from, to });
  };

  const projects = (options?.projects ?? []).map((project) => ({ value: project.id, label: project.name }));
  const knownProjects = new Set(projects.map((project) => project.value));
  for (const id of params.projectIds) {
    if (!knownProjects.has(id)) projects.push({ value: id, label: loading ? t('Loading…') : `#${id}` });
  }

  const people = [
    { value: 'me', label: t('@Me') },
    { value: 'unassigned', label: t('Unassigned') },
    ...projectPeople(options),
  ];
  const knownPeople = new Set(people.map((person) => person.value));
  for (const id of params.assignees) {
    if (!knownPeople.has(id)) people.push({ value: id, label: loading ? t('Loading…') : t('Someone else') });
  }

  return (
    <Paper
      component="section"
      id="task-list-filters"
      aria-label={t('Filters')}
      withBorder
      radius="md"
      p="md"
      mb="md"
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <DatePickerInput
          type="range"
          label={t('Due date range')}
          placeholder={t('DD/MM/YYYY – DD/MM/YYYY')}
          valueFormat="DD/MM/YYYY"
          value={range}
          onChange={onRange}
          clearable
          clearButtonProps={{ 'aria-label': t('Clear due dates') }}
          locale={dates.locale}
          ariaLabels={dates.ariaLabels}
          popoverProps={{ withinPortal: true }}
        />
        <MultiSelect<number>
          label={t('Projects')}
          placeholder={params.projectIds.length === 0 ? t('All projects') : undefined}
          data={projects}
          value={params.projectIds}
          onChange={(projectIds) => onChange({ projectIds })}
          searchable
          nothingFoundMessage={loading ? t('Loading…') : t('No data found!')}
          renderPill={({ option, onRemove }) => (
            <ShortPill label={option.label} short={filterLabel(option.label)} onRemove={onRemove} />
          )}
        />
        <MultiSelect
          label={t('Status')}
          placeholder={params.statuses.length === 0 ? t('All statuses') : undefined}
          data={FILTERABLE_TASK_STATUSES.map((status) => ({ value: status, label: t(status) }))}
          value={params.statuses}
          onChange={(statuses) => onChange({ statuses })}
        />
        <MultiSelect
          label={t('Assigned to')}
          placeholder={params.assignees.length === 0 ? t('Anyone') : undefined}
          data={people}
          value={params.assignees}
          onChange={(assignees) => onChange({ assignees })}
          searchable
          nothingFoundMessage={t('No data found!')}
          renderPill={({ option, onRemove }) => (
            <ShortPill
              label={option.label}
              short={assigneeFilterLabel(option.label, params.assignees.length)}
              onRemove={onRemove}
            />
          )}
        />
      </SimpleGrid>
      {activeFilterCount(params) > 0 && (
        <Group justify="flex-end" mt="sm">
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconFilterOff size={14} aria-hidden />}
            onClick={() => onChange({ from: null, to: null, projectIds: [], statuses: [], assignees: [] })}
          >
            {t('Clear filters')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
