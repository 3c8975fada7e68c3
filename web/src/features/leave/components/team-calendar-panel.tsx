import {
  ActionIcon,
  Button,
  Center,
  Group,
  MultiSelect,
  SegmentedControl,
  Skeleton,
  Stack,
  Switch,
  Text,
  useDirection,
} from '@mantine/core';
import { IconCake, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { LEAVE_TYPES } from '../../../../../shared/rules/leave.ts';
import {
  shiftTeamCalendar,
  TEAM_CALENDAR_PAGE_SIZES,
  TEAM_CALENDAR_VIEWS,
  type TeamCalendarView,
} from '../../../../../shared/rules/team-calendar.ts';
import { teamCalendarQuerySchema } from '../../../../../shared/schemas/team-calendar.schema.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { ListPagination } from '../../../components/list/list-pagination.tsx';
import { listPager, useLastPageWhenPast, useListParams } from '../../../components/list/use-list-params.ts';
import { dayRangeTitle, monthTitle } from '../../../lib/format-weekday.ts';
import { useTeamCalendar } from '../api/get-team-calendar.ts';
import { TeamCalendarTable } from './team-calendar-table.tsx';
import classes from './team-calendar.module.css';

/** The page size is `size` in the address, as the leave list beside it. */
const LIST_OPTIONS = { names: { pageSize: 'size' } } as const;

const VIEW_LABELS: Record<TeamCalendarView, string> = { month: 'Month', week: 'Week' };

/** What the bars and shading mean. */
function TeamCalendarLegend() {
  const { t } = useTranslation();
  const swatch = (style: CSSProperties, className = classes.bar) => (
    <span className={className} style={{ width: 28, height: 14, ...style }} aria-hidden />
  );
  const fill = {
    '--bar-fill': 'var(--mantine-color-gray-light)',
    '--bar-edge': 'var(--mantine-color-gray-filled)',
  } as CSSProperties;
  const items = [
    { key: 'approved', mark: swatch(fill), label: t('Approved') },
    { key: 'pending', mark: swatch(fill, `${classes.bar} ${classes.pending}`), label: t('Pending') },
    {
      key: 'half',
      mark: (
        <Text size="xs" fw={700} aria-hidden>
          ½
        </Text>
      ),
      label: t('Half day'),
    },
    {
      key: 'holiday',
      mark: (
        <span
          className={classes.holiday}
          style={{ width: 20, height: 14, display: 'inline-block' }}
          aria-hidden
        />
      ),
      label: t('Public holiday'),
    },
    {
      key: 'birthday',
      mark: <IconCake size={16} aria-hidden className={classes.cake} />,
      label: t('Birthday'),
    },
    {
      key: 'weekend',
      mark: (
        <span
          className={classes.weekend}
          style={{ width: 20, height: 14, display: 'inline-block' }}
          aria-hidden
        />
      ),
      label: t('Weekend'),
    },
  ];
  return (
    <Group component="ul" aria-label={t('Legend')} gap="md" mt="sm" p={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <Group key={item.key} component="li" gap={6} wrap="nowrap">
          {item.mark}
          <Text size="xs">{item.label}</Text>
        </Group>
      ))}
    </Group>
  );
}

/**
 * The team calendar (issue 31): who of the people at or below the person viewed (the hierarchy
 * selector's) is off when, by month or by week, only some leave types or everyone in the team;
 * each bar opens its leave. The choices are in the address, so Back returns to the same days.
 */
export function TeamCalendarPanel() {
  const { t, i18n } = useTranslation();
  const { dir } = useDirection();
  const [params, update] = useListParams(teamCalendarQuerySchema, LIST_OPTIONS);
  const calendar = useTeamCalendar(params);
  useLastPageWhenPast(params, calendar.data?.total, update);
  const data = calendar.data;
  const [Back, Forward] =
    dir === 'rtl' ? [IconChevronRight, IconChevronLeft] : [IconChevronLeft, IconChevronRight];
  const shown = data
    ? params.view === 'week'
      ? dayRangeTitle(data.from, data.to, i18n.language)
      : monthTitle(Number(data.from.slice(0, 4)), Number(data.from.slice(5, 7)), i18n.language)
    : '';
  const shift = (by: -1 | 1) => {
    if (data) update({ date: shiftTeamCalendar(params.view, params.date ?? data.from, by) });
  };
  const week = params.view === 'week';

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="wrap">
          <SegmentedControl
            aria-label={t('Calendar view')}
            data={TEAM_CALENDAR_VIEWS.map((view) => ({ value: view, label: t(VIEW_LABELS[view]) }))}
            value={params.view}
            onChange={(view) => update({ view })}
          />
          <Group gap={4} wrap="nowrap" role="group" aria-label={week ? t('Week') : t('Month')}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={week ? t('Previous week') : t('Previous month')}
              disabled={!data}
              onClick={() => shift(-1)}
            >
              <Back size={18} aria-hidden />
            </ActionIcon>
            <Button variant="default" onClick={() => update({ date: undefined })}>
              {t('Today')}
            </Button>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={week ? t('Next week') : t('Next month')}
              disabled={!data}
              onClick={() => shift(1)}
            >
              <Forward size={18} aria-hidden />
            </ActionIcon>
          </Group>
          <Text fw={600} miw={150} aria-live="polite" style={{ textTransform: 'capitalize' }}>
            {shown}
          </Text>
        </Group>
        <Group gap="sm" wrap="wrap" align="center">
          <MultiSelect
            aria-label={t('Leave type')}
            placeholder={params.types?.length ? undefined : t('All leave types')}
            data={LEAVE_TYPES.map((type) => ({ value: String(type.id), label: t(type.name) }))}
            value={(params.types ?? []).map(String)}
            onChange={(values) => update({ types: values.length ? values.map(Number) : undefined })}
            clearable
            maw={360}
            miw={200}
          />
          <Switch
            label={t('Everyone in the team')}
            checked={params.everyone}
            onChange={(event) => update({ everyone: event.currentTarget.checked })}
          />
        </Group>
      </Group>
      {calendar.isError && !data ? (
        <ErrorAlert error={calendar.error} onRetry={() => void calendar.refetch()} />
      ) : !data ? (
        <Skeleton height={240} role="status" aria-label={t('Loading…')} />
      ) : data.rows.length === 0 && data.total === 0 ? (
        <Center py="xl">
          <Text c="dimmed">
            {params.everyone ? t('No one in this team.') : t('No one in the team is on leave in these days.')}
          </Text>
        </Center>
      ) : (
        <TeamCalendarTable calendar={data} view={params.view} refreshing={calendar.isPlaceholderData} />
      )}
      <TeamCalendarLegend />
      {data && data.total > 0 && (
        <ListPagination
          total={data.total}
          pageSizes={TEAM_CALENDAR_PAGE_SIZES}
          {...listPager(params, update)}
        />
      )}
    </Stack>
  );
}
