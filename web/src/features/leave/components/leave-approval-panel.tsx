import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { LEAVE_MESSAGES, LEAVE_PAGE_SIZES } from '../../../../../shared/rules/leave.ts';
import { leaveListQuerySchema, type Leave } from '../../../../../shared/schemas/leave.schema.ts';
import { AlertMessage } from '../../../components/alert-message.tsx';
import { ObjectHistoryModal } from '../../../components/events/object-history-modal.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyLeaveRequested } from '../../../lib/shortcuts/shortcuts.ts';
import { ListPagination } from '../../../components/list/list-pagination.tsx';
import { useLastPageWhenPast, useListParams, listPager } from '../../../components/list/use-list-params.ts';
import { useChangeLeaveStatus, type LeaveDecision } from '../api/change-leave-status.ts';
import { useLeaves } from '../api/get-leaves.ts';
import { translateLeaveMessage } from '../leave-messages.ts';
import { LeaveDecisionDialog, type LeaveDecisionRequest } from './leave-decision-dialog.tsx';
import { LeaveDetailsDialog } from './leave-details-dialog.tsx';
import { LeaveDeleteDialog } from './leave-delete-dialog.tsx';
import { LeaveListTable, type LeaveAction } from './leave-list-table.tsx';
import { LeaveListToolbar } from './leave-list-toolbar.tsx';
import { LeaveModal } from './leave-modal.tsx';

/** What each decision says once done (the server answers with the leave, not a message). */
const DECIDED: Record<LeaveDecision, string> = {
  approve: LEAVE_MESSAGES.approved,
  reject: LEAVE_MESSAGES.rejected,
  cancel: 'Leave cancelled.',
};

/** The leave an address opens (`?leave=12`, from a person's activity or the team calendar), or null. */
function openedLeave(params: URLSearchParams): number | null {
  const id = Number(params.get('leave'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The page size is `size` in the address; the Attendance screen keeps its ?tab= beside the list's keys. */
const LIST_OPTIONS = { names: { pageSize: 'size' } } as const;

/**
 * Leave application and approval (spec 002 §2): the applications of the viewed person's hierarchy
 * or their own, searchable and paged, with Apply leave and each row's allowed actions. The
 * /leave-approval page and the Attendance screen's tab.
 */
export function LeaveApprovalPanel() {
  const { t } = useTranslation();
  const [params, update] = useListParams(leaveListQuerySchema, LIST_OPTIONS);
  const leaves = useLeaves(params);
  useLastPageWhenPast(params, leaves.total, update);
  const status = useChangeLeaveStatus();
  /** The apply/edit modal: null while closed, `leave` null to apply. */
  const [form, setForm] = useState<{ leave: Leave | null } | null>(null);
  // The search's quick action comes here asking for Apply leave (a fresh number each time): it
  // opens once per request.
  const requested = applyLeaveRequested(useLocation().state);
  const [answered, setAnswered] = useState<number | null>(null);
  const applying = form === null && requested !== null && requested !== answered;
  const closeForm = () => {
    setForm(null);
    setAnswered(requested);
  };
  const [deleting, setDeleting] = useState<Leave | null>(null);
  const [deciding, setDeciding] = useState<LeaveDecisionRequest | null>(null);
  const [historyOf, setHistoryOf] = useState<Leave | null>(null);
  const [address, setAddress] = useSearchParams();
  const closeOpened = () =>
    setAddress(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('leave');
        return next;
      },
      { replace: true },
    );
  // The failure alert is dismissible (spec 002 §8); a later failure shows again.
  const [dismissedErrorAt, setDismissedErrorAt] = useState(0);

  const decide = (action: LeaveDecision, leave: Leave, note?: string) =>
    status.mutate(
      { id: leave.id, action, note },
      {
        onSuccess: () =>
          notifications.show({ color: 'green', title: t('Updated'), message: t(DECIDED[action]) }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: t('Error'),
            message: translateLeaveMessage(t, errorMessage(error)),
          }),
        onSettled: () => setDeciding(null),
      },
    );

  const onAction = (action: LeaveAction, leave: Leave) => {
    if (action === 'edit') setForm({ leave });
    else if (action === 'delete') setDeleting(leave);
    else if (action === 'approve') decide('approve', leave);
    else if (action === 'history') setHistoryOf(leave);
    else setDeciding({ action, leave });
  };

  const showError = leaves.isError && leaves.errorUpdatedAt !== dismissedErrorAt;

  return (
    <>
      <LeaveListToolbar
        own={params.own}
        search={params.search ?? ''}
        onOwn={(own) => update({ own })}
        onSearch={(search) => update({ search }, { replace: true })}
        onApply={() => setForm({ leave: null })}
      />
      {showError && (
        <AlertMessage
          alert={{ color: 'red', title: 'Error', message: errorMessage(leaves.error) }}
          onClose={() => setDismissedErrorAt(leaves.errorUpdatedAt)}
        />
      )}
      <LeaveListTable
        items={leaves.data?.items}
        loading={leaves.isPending}
        refreshing={leaves.isPlaceholderData}
        busyId={status.isPending ? (status.variables?.id ?? null) : null}
        onAction={onAction}
      />
      {/* Also under an emptied page (its last row deleted), to go back. */}
      {/* A total still being counted (null) comes with a full page. */}
      {leaves.data && (leaves.total === null || leaves.total > 0) && (
        <ListPagination total={leaves.total} pageSizes={LEAVE_PAGE_SIZES} {...listPager(params, update)} />
      )}
      <LeaveModal opened={form !== null || applying} leave={form?.leave ?? null} onClose={closeForm} />
      <LeaveDetailsDialog
        leaveId={openedLeave(address)}
        onClose={closeOpened}
        onAction={(action, leave) => {
          closeOpened();
          onAction(action, leave);
        }}
      />
      <LeaveDeleteDialog leave={deleting} onClose={() => setDeleting(null)} />
      <ObjectHistoryModal
        target={
          historyOf && {
            path: `/leaves/${historyOf.id}/history`,
            subject: { kind: 'leave', id: historyOf.id },
            title: t('History of the leave of {{name}}', { name: historyOf.employee.fullName }),
          }
        }
        onClose={() => setHistoryOf(null)}
      />
      <LeaveDecisionDialog
        request={deciding}
        pending={status.isPending}
        onConfirm={(request, note) => decide(request.action, request.leave, note)}
        onClose={() => setDeciding(null)}
      />
    </>
  );
}
