import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TAX_PROOF_PAGE_SIZES } from '../../../../../shared/rules/tax-proofs.ts';
import { taxProofListQuerySchema, type TaxProof } from '../../../../../shared/schemas/tax-proofs.schema.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { listQueryState } from '../../../components/list/data-table-types.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSessionUser } from '../../../lib/auth/get-me.ts';
import { ListPagination } from '../../../components/list/list-pagination.tsx';
import { listPager, useLastPageWhenPast, useListParams } from '../../../components/list/use-list-params.ts';
import { useDeleteTaxProof } from '../api/delete-tax-proof.ts';
import { useTaxProofs } from '../api/get-tax-proofs.ts';
import { useReviewTaxProof, type TaxProofReview } from '../api/review-tax-proof.ts';
import { TaxProofPreviewModal } from './tax-proof-preview-modal.tsx';
import { TaxProofRejectDialog } from './tax-proof-reject-dialog.tsx';
import { TaxProofTable, type TaxProofAction } from './tax-proof-table.tsx';
import { TaxProofToolbar } from './tax-proof-toolbar.tsx';
import { TaxProofUploadModal } from './tax-proof-upload-modal.tsx';

/**
 * The year and status stay unset until chosen, so that the server shows the current financial year.
 * Reviewers open on everyone's documents: those waiting for them are what they come for.
 */
const REVIEWER_OPTIONS = { unset: ['financialYear', 'status'], defaults: { view: 'all' } } as const;
const OWN_OPTIONS = { unset: ['financialYear', 'status'] } as const;

/**
 * IT proof documents (spec 002 §2): one's own documents of a financial year, or, for reviewers,
 * everyone's; Upload, Preview, Delete until verified, and Verify or Reject for reviewers.
 */
export function TaxProofsPanel() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const reviewer = user.abilities.reviewTaxDocuments;
  const [address, update] = useListParams(taxProofListQuerySchema, reviewer ? REVIEWER_OPTIONS : OWN_OPTIONS);
  // Everyone's documents are only for reviewers: an address asking for them shows one's own.
  const params = reviewer ? address : { ...address, view: 'mine' as const };
  const proofs = useTaxProofs(params);
  useLastPageWhenPast(params, proofs.isPlaceholderData ? undefined : proofs.data?.total, update);
  const remove = useDeleteTaxProof();
  const review = useReviewTaxProof();
  const [uploading, setUploading] = useState(false);
  const [previewing, setPreviewing] = useState<TaxProof | null>(null);
  const [deleting, setDeleting] = useState<TaxProof | null>(null);
  const [rejecting, setRejecting] = useState<TaxProof | null>(null);

  const decide = (request: TaxProofReview) =>
    review.mutate(request, {
      onSuccess: () =>
        notifications.show({
          color: 'green',
          title: t('Updated'),
          message: t(request.decision === 'verify' ? 'Document verified.' : 'Document rejected.'),
        }),
      onError: (error) =>
        notifications.show({ color: 'red', title: t('Error'), message: t(errorMessage(error)) }),
      onSettled: () => setRejecting(null),
    });

  const onAction = (action: TaxProofAction, proof: TaxProof) => {
    if (action === 'preview') setPreviewing(proof);
    else if (action === 'delete') setDeleting(proof);
    else if (action === 'verify') decide({ id: proof.id, decision: 'verify' });
    else setRejecting(proof);
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', title: t('Deleted'), message: t('Document deleted.') });
        setDeleting(null);
      },
    });
  };

  const data = proofs.data;
  const year = params.financialYear ?? data?.financialYear ?? null;
  return (
    <>
      {data && year !== null && (
        <TaxProofToolbar
          view={params.view}
          canReviewAll={data.canReviewAll}
          financialYear={year}
          currentFinancialYear={data.currentFinancialYear}
          status={params.status ?? null}
          search={params.search ?? ''}
          onChange={(change) => update(change, { replace: 'search' in change })}
          onUpload={() => setUploading(true)}
        />
      )}
      <TaxProofTable
        items={data?.items}
        {...listQueryState(proofs)}
        showPerson={params.view === 'all'}
        busyId={review.isPending ? (review.variables?.id ?? null) : null}
        onAction={onAction}
      />
      {data && data.total > 0 && (
        <ListPagination total={data.total} pageSizes={TAX_PROOF_PAGE_SIZES} {...listPager(params, update)} />
      )}
      {data && (
        <TaxProofUploadModal
          opened={uploading}
          financialYear={year ?? data.currentFinancialYear}
          currentFinancialYear={data.currentFinancialYear}
          onClose={() => setUploading(false)}
        />
      )}
      <TaxProofPreviewModal proof={previewing} onClose={() => setPreviewing(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('Delete document')}
        message={t('You want to delete the document {{name}}?', { name: deleting?.documentName ?? '' })}
        confirmLabel={t('Yes, delete')}
        error={remove.isError ? t(errorMessage(remove.error)) : null}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
      />
      <TaxProofRejectDialog
        proof={rejecting}
        pending={review.isPending}
        onConfirm={(proof, reason) => decide({ id: proof.id, decision: 'reject', reason })}
        onClose={() => setRejecting(null)}
      />
    </>
  );
}
