import { Anchor, Badge } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from '../../../../../shared/rules/dates.ts';
import { LETTER_STATUS_LABELS, LETTER_TYPE_LABELS } from '../../../../../shared/rules/letters.ts';
import type { PersonLetterRequests } from '../../../../../shared/schemas/letters.schema.ts';
import { SectionCard, SectionLine, SectionList } from '../../../components/section-card.tsx';
import { apiClient } from '../../../lib/api-client.ts';
import { letterKeys } from '../api/letter-keys.ts';
import { LETTER_STATUS_COLORS } from './letter-requests-table.tsx';

/**
 * A person's latest letter requests on their page, for themself and the people who issue letters;
 * nothing at all for anyone else (the section is not theirs to see).
 */
export function PersonLettersCard({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const letters = useQuery({
    queryKey: [...letterKeys.requests(), 'person', userId],
    queryFn: ({ signal }) =>
      apiClient.get<PersonLetterRequests>(`/users/${encodeURIComponent(userId)}/letter-requests`, { signal }),
  });
  if (letters.data?.seen === false) return null;
  return (
    <SectionCard
      id="person-letters"
      title={t('Letter requests')}
      action={
        <Anchor component={Link} to="/letter-requests" size="sm">
          {t('All letter requests')}
        </Anchor>
      }
      query={letters}
      skeletonHeight={80}
    >
      {(data) => (
        <SectionList items={data.items} empty={t('No letter requests yet.')}>
          {(request) => (
            <SectionLine
              key={request.id}
              title={t(LETTER_TYPE_LABELS[request.type])}
              detail={formatDay(request.requestedOn)}
              end={
                <Badge color={LETTER_STATUS_COLORS[request.status]} variant="light" style={{ flexShrink: 0 }}>
                  {t(LETTER_STATUS_LABELS[request.status])}
                </Badge>
              }
            />
          )}
        </SectionList>
      )}
    </SectionCard>
  );
}
