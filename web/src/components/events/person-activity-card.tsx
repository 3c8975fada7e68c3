import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../lib/auth/get-me.ts';
import { eventSentence, subjectPath } from '../../lib/events/event-format.ts';
import { useObjectHistory } from '../../lib/events/get-object-history.ts';
import { useNow } from '../../lib/relative-time-text.ts';
import { ErrorAlert } from '../error-alert.tsx';
import { SectionCard, SectionLine, SectionList } from '../section-card.tsx';
import { EventWhen } from './event-when.tsx';

const FIRST_PAGE = 10;

/**
 * A person's recent activity on their page (issue 31): what they did, newest first, each line
 * opening what it is about; only what the viewer may open is sent. Older entries with Show more.
 */
export function PersonActivityCard({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { timeZone } = useSessionUser();
  const now = useNow();
  const activity = useObjectHistory(`/users/${userId}/activity`, true, FIRST_PAGE);
  return (
    <SectionCard id="person-activity" title={t('Recent activity')} query={activity} skeletonHeight={120}>
      {(data) => (
        <Stack gap="sm">
          <SectionList items={data.pages.flatMap((page) => page.items)} empty={t('No recent activity.')}>
            {(event) => (
              <SectionLine
                key={event.id}
                title={eventSentence(event, t)}
                to={subjectPath(event.subject) ?? undefined}
                detail={<EventWhen at={event.occurredAt} now={now} timeZone={timeZone} />}
              />
            )}
          </SectionList>
          {activity.isFetchNextPageError && (
            <ErrorAlert error={activity.error} onRetry={() => void activity.fetchNextPage()} />
          )}
          {activity.hasNextPage && !activity.isFetchNextPageError && (
            <Group justify="center">
              <Button
                variant="light"
                size="xs"
                loading={activity.isFetchingNextPage}
                onClick={() => void activity.fetchNextPage()}
              >
                {t('Show more')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
