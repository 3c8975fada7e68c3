import { Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
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
