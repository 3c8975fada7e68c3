import { Anchor, Badge } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TAX_PROOF_STATUS_LABELS, TAX_PROOF_TYPE_LABELS } from '../../../../../shared/rules/tax-proofs.ts';
import type { PersonTaxProofs } from '../../../../../shared/schemas/tax-proofs.schema.ts';
import { SectionCard, SectionLine, SectionList } from '../../../components/section-card.tsx';
import { apiClient } from '../../../lib/api-client.ts';
import { taxProofKeys } from '../api/tax-proof-keys.ts';
import { TAX_PROOF_STATUS_COLORS } from '../tax-proof-format.ts';

/**
 * A person's latest IT proofs of this financial year on their page, for themself and the people
 * who review them; nothing at all for anyone else (the section is not theirs to see).
 */
export function PersonTaxProofsCard({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const proofs = useQuery({
    queryKey: [...taxProofKeys.all, 'person', userId],
    queryFn: ({ signal }) =>
      apiClient.get<PersonTaxProofs>(`/users/${encodeURIComponent(userId)}/tax-proofs`, { signal }),
  });
  if (proofs.data?.seen === false) return null;
  return (
    <SectionCard
      id="person-tax-proofs"
      title={t('IT proofs')}
      action={
        <Anchor component={Link} to="/it-proof" size="sm">
          {t('All IT proofs')}
        </Anchor>
      }
      query={proofs}
      skeletonHeight={80}
    >
      {(data) => (
        <SectionList items={data.items} empty={t('No IT proof this financial year.')}>
          {(proof) => (
            <SectionLine
              key={proof.id}
              title={proof.documentName}
              detail={t(TAX_PROOF_TYPE_LABELS[proof.type])}
              end={
                <Badge
                  color={TAX_PROOF_STATUS_COLORS[proof.status]}
                  variant="light"
                  style={{ flexShrink: 0 }}
                >
                  {t(TAX_PROOF_STATUS_LABELS[proof.status])}
                </Badge>
              }
            />
          )}
        </SectionList>
      )}
    </SectionCard>
  );
}
