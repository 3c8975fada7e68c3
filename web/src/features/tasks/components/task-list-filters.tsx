import { Button, Group, MultiSelect, Paper, Pill, SimpleGrid } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useRangeFilter } from '../../../components/list/use-range-filter.ts';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FILTERABLE_TASK_STATUSES, type TaskStatus } from '../../../../../shared/rules/tasks.ts';
import type { TaskFormOptions } from '../../../../../shared/schemas/tasks.schema.ts';
import type { TaskListParams } from '../api/get-tasks.ts';
import { useDatePickerLocale } from '../../../lib/date-picker-locale.ts';
import { assigneeFilterLabel, filterLabel } from '../task-list-format.ts';

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

/** How many filters of the Filters panel are set (the search box is not one of them). */
export function activeFilterCount(params: TaskListParams): number {
  return (
    (params.from || params.to ? 1 : 0) +
    (params.projectIds?.length ? 1 : 0) +
    (params.statuses?.length ? 1 : 0) +
    (params.assignees?.length ? 1 : 0)
  );
}

/** Whether anything narrows the rows beyond the tab: then an empty list says 'No data found!'. */
export function hasTaskFilters(params: TaskListParams): boolean {
  return Boolean(params.search) || activeFilterCount(params) > 0;
}

/** The statuses chosen, in the order chosen, as the filter offers them. */
function filterableStatuses(values: string[]): TaskStatus[] {
  return values.flatMap((value) => FILTERABLE_TASK_STATUSES.find((status) => status === value) ?? []);
}

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

  const { from = null, to = null, projectIds = [], statuses = [], assignees = [] } = params;
  const [range, onRange] = useRangeFilter(from, to, onChange);

  const projects = (options?.projects ?? []).map((project) => ({ value: project.id, label: project.name }));
  const knownProjects = new Set(projects.map((project) => project.value));
  for (const id of projectIds) {
    if (!knownProjects.has(id)) projects.push({ value: id, label: loading ? t('Loading…') : `#${id}` });
  }

  const people = [
    { value: 'me', label: t('@Me') },
    { value: 'unassigned', label: t('Unassigned') },
    ...projectPeople(options),
  ];
  const knownPeople = new Set(people.map((person) => person.value));
  for (const id of assignees) {
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
          popoverProps={{ withinPortal: true, returnFocus: true }}
        />
        <MultiSelect<number>
          label={t('Projects')}
          placeholder={projectIds.length === 0 ? t('All projects') : undefined}
          data={projects}
          value={projectIds}
          onChange={(projectIds) => onChange({ projectIds })}
          searchable
          nothingFoundMessage={loading ? t('Loading…') : t('No data found!')}
          renderPill={({ option, onRemove }) => (
            <ShortPill label={option.label} short={filterLabel(option.label)} onRemove={onRemove} />
          )}
        />
        <MultiSelect
          label={t('Status')}
          placeholder={statuses.length === 0 ? t('All statuses') : undefined}
          data={FILTERABLE_TASK_STATUSES.map((status) => ({ value: status, label: t(status) }))}
          value={statuses}
          onChange={(values) => onChange({ statuses: filterableStatuses(values) })}
        />
        <MultiSelect
          label={t('Assigned to')}
          placeholder={assignees.length === 0 ? t('Anyone') : undefined}
          data={people}
          value={assignees}
          onChange={(values) => onChange({ assignees: values })}
          searchable
          nothingFoundMessage={t('No data found!')}
          renderPill={({ option, onRemove }) => (
            <ShortPill
              label={option.label}
              short={assigneeFilterLabel(option.label, assignees.length)}
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
            onClick={() =>
              onChange({ from: undefined, to: undefined, projectIds: [], statuses: [], assignees: [] })
            }
          >
            {t('Clear filters')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
