import { Button, Group, SegmentedControl, Select } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LETTER_STATUS_LABELS,
  LETTER_STATUSES,
  LETTER_TYPE_LABELS,
} from '../../../../../shared/rules/letters.ts';
import {
  LETTER_PAGE_SIZES,
  letterListQuerySchema,
  type LetterRequest,
} from '../../../../../shared/schemas/letters.schema.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ObjectHistoryModal } from '../../../components/events/object-history-modal.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { ListPagination } from '../../../components/list/list-pagination.tsx';
import { listQueryState } from '../../../components/list/data-table-types.ts';
import { listPager, useLastPageWhenPast, useListParams } from '../../../components/list/use-list-params.ts';
import { useCancelLetterRequest } from '../api/cancel-letter-request.ts';
import { useDownloadLetter } from '../api/download-letter.ts';
import { useLetterRequests } from '../api/get-letter-requests.ts';
import { LetterIssueModal } from './letter-issue-modal.tsx';
import { LetterRejectDialog } from './letter-reject-dialog.tsx';
import { LetterRequestModal } from './letter-request-modal.tsx';
import { LetterRequestsTable, type LetterAction } from './letter-requests-table.tsx';

/** Any status until one is chosen. Issuers open on everyone's requests: those waiting for them are what they come for. */
const ISSUER_OPTIONS = { unset: ['status'], defaults: { view: 'all' } } as const;
const OWN_OPTIONS = { unset: ['status'] } as const;

/** The list of letter requests with Raise a Request; holders may switch to everyone's and decide. */
export function LetterRequestsPanel({ canIssue }: { canIssue: boolean }) {
  const { t } = useTranslation();
  const [address, update] = useListParams(letterListQuerySchema, canIssue ? ISSUER_OPTIONS : OWN_OPTIONS);
  // Everyone's requests are only for issuers: an address asking for them shows one's own.
  const params = canIssue ? address : { ...address, view: 'mine' as const };
  const requests = useLetterRequests(params);
  useLastPageWhenPast(params, requests.isPlaceholderData ? undefined : requests.data?.total, update);
  const cancel = useCancelLetterRequest();
  const download = useDownloadLetter();
  const [raising, setRaising] = useState(false);
  const [issuing, setIssuing] = useState<LetterRequest | null>(null);
  const [rejecting, setRejecting] = useState<LetterRequest | null>(null);
  const [cancelling, setCancelling] = useState<LetterRequest | null>(null);
  const [historyOf, setHistoryOf] = useState<LetterRequest | null>(null);

  const onAction = (action: LetterAction, request: LetterRequest) => {
    if (action === 'issue') setIssuing(request);
    else if (action === 'reject') setRejecting(request);
    else if (action === 'cancel') setCancelling(request);
    else if (action === 'history') setHistoryOf(request);
    else
      download.mutate(request, {
        onError: (error) =>
          notifications.show({ color: 'red', title: t('Error'), message: t(errorMessage(error)) }),
      });
  };

  return (
    <>
      <Group justify="space-between" mb="md" gap="sm">
        <Group gap="sm">
          {canIssue && (
            <SegmentedControl
              value={params.view}
              onChange={(view) => update({ view: view === 'all' ? 'all' : 'mine' })}
              data={[
                { value: 'mine', label: t('My requests') },
                { value: 'all', label: t('All requests') },
              ]}
            />
          )}
          <Select
            aria-label={t('Status')}
            placeholder={t('All statuses')}
            clearable
            w={170}
            data={LETTER_STATUSES.map((value) => ({ value, label: t(LETTER_STATUS_LABELS[value]) }))}
            value={params.status}
            onChange={(status) =>
              update({ status: LETTER_STATUSES.find((value) => value === status) ?? null })
            }
          />
        </Group>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setRaising(true)}>
          {t('Raise a Request')}
        </Button>
      </Group>
      <LetterRequestsTable
        items={requests.data?.items}
        {...listQueryState(requests)}
        showRequester={params.view === 'all'}
        busyId={download.isPending ? (download.variables?.id ?? null) : null}
        onAction={onAction}
      />
      {requests.data && requests.data.total > 0 && (
        <ListPagination
          total={requests.data.total}
          pageSizes={LETTER_PAGE_SIZES}
          {...listPager(params, update)}
        />
      )}
      <LetterRequestModal opened={raising} onClose={() => setRaising(false)} />
      <LetterIssueModal request={issuing} onClose={() => setIssuing(null)} />
      <LetterRejectDialog request={rejecting} onClose={() => setRejecting(null)} />
      <ObjectHistoryModal
        target={
          historyOf && {
            path: `/letters/requests/${historyOf.id}/history`,
            subject: { kind: 'letter_request', id: historyOf.id },
            title: `${t('History')}: ${t(LETTER_TYPE_LABELS[historyOf.type])}, ${historyOf.requester.fullName}`,
          }
        }
        onClose={() => setHistoryOf(null)}
      />
      <ConfirmDialog
        opened={cancelling !== null}
        title={t('Cancel request')}
        message={
          cancelling
            ? t('You want to cancel your request for a {{type}}?', {
                type: t(LETTER_TYPE_LABELS[cancelling.type]),
              })
            : ''
        }
        confirmLabel={t('Yes, cancel the request')}
        error={cancel.error ? t(errorMessage(cancel.error)) : null}
        pending={cancel.isPending}
        onConfirm={() =>
          cancelling &&
          cancel.mutate(cancelling.id, {
            onSuccess: () => {
              setCancelling(null);
              notifications.show({
                color: 'green',
                title: t('Updated'),
                message: t('The request has been cancelled.'),
              });
            },
          })
        }
        onClose={() => {
          cancel.reset();
          setCancelling(null);
        }}
      />
    </>
  );
}
