import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from './error-alert.tsx';

interface SectionCardProps<T> {
  /** The heading's id, which names the section (a landmark region). */
  id: string;
  /** The heading, translated. */
  title: string;
  /** A link beside the heading (to the whole of what the section sums up). */
  action?: ReactNode;
  /** The section's query: a skeleton while it loads, its error with Try again when it fails. */
  query: { data: T | undefined; isError: boolean; error: unknown; refetch: () => unknown };
  /** The skeleton's height, about that of the content. */
  skeletonHeight: number;
  /** The content, of the query's data. */
  children: (data: T) => ReactNode;
}

/**
 * A page's section that loads on its own (a person's page: their tasks, attendance, leave and
 * team): a card named by its heading, its own loading state and its own failure, so that one
 * section's trouble leaves the others be.
 */
export function SectionCard<T>({ id, title, action, query, skeletonHeight, children }: SectionCardProps<T>) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {action}
      </Group>
      {query.data !== undefined ? (
        children(query.data)
      ) : query.isError ? (
        <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Skeleton height={skeletonHeight} role="status" aria-label={t('Loading…')} />
      )}
    </Card>
  );
}

interface SectionListProps<T> {
  items: readonly T[];
  /** What the section says when there is nothing to list, translated. */
  empty: string;
  /** An item's line: an `li` (a Group or Stack with component="li") with its key. */
  children: (item: T) => ReactNode;
}

/** A section's list of lines, without bullets, or its sentence for none. */
export function SectionList<T>({ items, empty, children }: SectionListProps<T>) {
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
      {items.map(children)}
    </Stack>
  );
}

interface SectionLineProps {
  /** What the line is about, opening its page when `to` is given. */
  title: string;
  to?: string;
  /** What goes under the title (a date, a type), small. */
  detail: ReactNode;
  /** Before the title (a picture). */
  start?: ReactNode;
  /** At the end of the line (a status). */
  end?: ReactNode;
}

/** One line of a SectionList: its title (a link when it opens something), what is under it, and its ends. */
export function SectionLine({ title, to, detail, start, end }: SectionLineProps) {
  return (
    <Group component="li" justify={end ? 'space-between' : undefined} wrap="nowrap" gap={start ? 'sm' : 'xs'}>
      {start}
      <Stack gap={0} miw={0}>
        {to ? (
          <Anchor component={Link} to={to} size="sm" fw={600} lineClamp={1}>
            {title}
          </Anchor>
        ) : (
          <Text size="sm" fw={600} lineClamp={1}>
            {title}
          </Text>
        )}
        <Text size="xs" c="dimmed" lineClamp={1}>
          {detail}
        </Text>
      </Stack>
      {end}
    </Group>
  );
}
