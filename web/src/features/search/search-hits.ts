/**
 * How the global search shows what it found: each hit's title, the line under it and the page
 * that opens it. Kinds without a page of their own (a leave application, a holiday, a letter
 * request, an HR document) open their list narrowed to them.
 */
import type { TFunction } from 'i18next';
import { formatDay } from '../../../../shared/rules/dates.ts';
import { holidayLocationName } from '../../../../shared/rules/holidays.ts';
import { LEAVE_TYPES } from '../../../../shared/rules/leave.ts';
import { LETTER_STATUS_LABELS, LETTER_TYPE_LABELS } from '../../../../shared/rules/letters.ts';
import { TAX_PROOF_STATUS_LABELS, TAX_PROOF_TYPE_LABELS } from '../../../../shared/rules/tax-proofs.ts';
import type { SearchHit, SearchKind } from '../../../../shared/schemas/search.schema.ts';
import type { RecentItem } from '../../lib/search/recent-items.ts';

/** A hit as the palette lists it (and keeps it among the recent items once opened). */
export interface ShownHit extends RecentItem {
  kind: SearchKind;
}

/** Each kind's group heading (translation keys). */
export const KIND_LABELS: Record<SearchKind, string> = {
  task: 'Tasks',
  person: 'People',
  project: 'Projects',
  leave: 'Leave',
  holiday: 'Holidays',
  letter: 'Letter Requests',
  document: 'HR documents',
};

/** Each kind's "more" action (translation keys). */
export const MORE_LABELS: Record<SearchKind, string> = {
  task: 'Show more tasks',
  person: 'Show more people',
  project: 'Show more projects',
  leave: 'Show more leave',
  holiday: 'Show more holidays',
  letter: 'Show more letter requests',
  document: 'Show more HR documents',
};

const line = (...parts: Array<string | null | undefined | false>) => parts.filter(Boolean).join(' · ');

const address = (path: string, params: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString()}`;

export function showHit(hit: SearchHit, t: TFunction): ShownHit {
  const key = `${hit.kind}:${hit.id}`;
  switch (hit.kind) {
    case 'task':
      return {
        key,
        kind: hit.kind,
        title: hit.name,
        description: line(
          `#${hit.id}`,
          hit.projectName,
          hit.assignedToName ?? t('Unassigned'),
          t('Due {{date}}', { date: formatDay(hit.dueDate) }),
          t(hit.status),
        ),
        path: `/view-task/${hit.id}`,
      };
    case 'person':
      return {
        key,
        kind: hit.kind,
        title: hit.fullName,
        description: line(hit.designation, hit.department, hit.email, !hit.isActive && t('Inactive')),
        path: `/user/${hit.id}`,
      };
    case 'project':
      return {
        key,
        kind: hit.kind,
        title: hit.name,
        description: t('Project'),
        path: `/project-details/${hit.guid}`,
      };
    case 'leave': {
      const type = LEAVE_TYPES.find((l) => l.id === hit.typeId)?.name;
      const days =
        hit.fromDate === hit.toDate
          ? formatDay(hit.fromDate)
          : `${formatDay(hit.fromDate)} – ${formatDay(hit.toDate)}`;
      return {
        key,
        kind: hit.kind,
        title: line(hit.employeeName, type && t(type)),
        description: line(days, t(hit.status), hit.reason),
        path: address('/leave-approval', { search: hit.employeeName }),
      };
    }
    case 'holiday':
      return {
        key,
        kind: hit.kind,
        title: hit.name,
        description: line(formatDay(hit.date), t(holidayLocationName(hit.location))),
        path: address('/calendar', {
          location: hit.location,
          year: Number(hit.date.slice(0, 4)),
          search: hit.name,
        }),
      };
    case 'letter':
      return {
        key,
        kind: hit.kind,
        title: line(t(LETTER_TYPE_LABELS[hit.type]), hit.employeeName),
        description: line(hit.purpose, t(LETTER_STATUS_LABELS[hit.status]), hit.referenceNumber),
        path: address('/letter-requests', { view: hit.own ? 'mine' : 'all', status: hit.status }),
      };
    case 'document':
      return {
        key,
        kind: hit.kind,
        title: hit.documentName,
        description: line(
          t(TAX_PROOF_TYPE_LABELS[hit.type]),
          hit.employeeName,
          t(TAX_PROOF_STATUS_LABELS[hit.status]),
        ),
        path: hit.own
          ? address('/it-proof', { view: 'mine', financialYear: hit.financialYear })
          : address('/it-proof', { view: 'all', financialYear: hit.financialYear, search: hit.employeeName }),
      };
  }
}
