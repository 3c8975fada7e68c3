import { Anchor, Button, Center, Collapse, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconHistory } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SubjectKind } from '../../../../shared/rules/events.ts';
import type { AuditEvent } from '../../../../shared/schemas/audit.schema.ts';
import { useSessionUser } from '../../lib/auth/get-me.ts';
import { actorText, eventSentence } from '../../lib/events/event-format.ts';
import { useObjectHistory } from '../../lib/events/get-object-history.ts';
import { ErrorAlert } from '../error-alert.tsx';
import { EventChanges } from './event-changes.tsx';
import { EventWhen } from './event-when.tsx';
import { useNow } from '../../lib/relative-time-text.ts';

export interface HistorySubject {
  /** The object's history route under /api/v1 ("/tasks/12/history"). */
  path: string;
  subject: { kind: SubjectKind; id: string | number };
}

function HistoryEntry({ event, now, timeZone }: { event: AuditEvent; now: Date; timeZone: string }) {
  const { t } = useTranslation();
  return (
    <Stack component="li" gap={2}>
      <Text size="sm">
        <Text span fw={600}>
          {actorText(event, t)}
        </Text>
        {' · '}
        {eventSentence(event, t)}
        {' · '}
        <Text span c="dimmed" size="sm">
          <EventWhen at={event.occurredAt} now={now} timeZone={timeZone} />
        </Text>
      </Text>
      <EventChanges event={event} />
    </Stack>
  );
}

/** For Admins: the whole audit log, filtered to this object. */
export function AuditLogLink({ subject }: Pick<HistorySubject, 'subject'>) {
  const { t } = useTranslation();
  const user = useSessionUser();
  if (!user.abilities.viewAuditLog) return null;
  return (
    <Anchor
      component={Link}
      to={`/audit?kind=${subject.kind}&object=${encodeURIComponent(String(subject.id))}`}
      size="sm"
    >
      {t('Open in the audit log')}
    </Anchor>
  );
}

/** An object's changes, newest first, read once shown; older ones with Show more. */
export function ObjectHistoryEntries({ path }: Pick<HistorySubject, 'path'>) {
  const { t } = useTranslation();
  const { timeZone } = useSessionUser();
  const history = useObjectHistory(path, true);
  const now = useNow();
  const events = history.data?.pages.flatMap((page) => page.items) ?? [];

  if (history.isPending) return <Skeleton height={48} radius="sm" />;
  if (history.isError && !history.data)
    return <ErrorAlert error={history.error} onRetry={() => void history.refetch()} />;
  if (events.length === 0)
    return (
      <Center py="sm">
        <Text c="dimmed">{t('No changes have been recorded yet.')}</Text>
      </Center>
    );
  return (
    <Stack gap="md">
      <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {events.map((event) => (
          <HistoryEntry key={event.id} event={event} now={now} timeZone={timeZone} />
        ))}
      </Stack>
      {history.isFetchNextPageError && (
        <ErrorAlert error={history.error} onRetry={() => void history.fetchNextPage()} />
      )}
      {history.hasNextPage && !history.isFetchNextPageError && (
        <Group justify="center">
          <Button
            variant="light"
            loading={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            {t('Show more')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

interface ObjectHistoryProps extends HistorySubject {
  /** Open from the start (a History tab, itself shown only when chosen). */
  initiallyOpen?: boolean;
}

/**
 * An object's History section (issue 29): its own changes, as the audit log tells them, read only
 * once it is opened. Admins may open the whole log on this object.
 */
export function ObjectHistory({ path, subject, initiallyOpen = false }: ObjectHistoryProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(initiallyOpen);
  const titleId = useId();
  const panelId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <IconHistory size={18} aria-hidden />
          <Title order={2} size="h4" id={titleId}>
            {t('History')}
          </Title>
        </Group>
        <Group gap="sm">
          <AuditLogLink subject={subject} />
          <Button
            variant="subtle"
            size="xs"
            aria-expanded={opened}
            aria-controls={panelId}
            rightSection={
              opened ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />
            }
            onClick={() => setOpened((open) => !open)}
          >
            {opened ? t('Hide history') : t('Show history')}
          </Button>
        </Group>
      </Group>
      <Collapse expanded={opened} id={panelId}>
        <Stack mt="md">{opened && <ObjectHistoryEntries path={path} />}</Stack>
      </Collapse>
    </Paper>
  );
}
