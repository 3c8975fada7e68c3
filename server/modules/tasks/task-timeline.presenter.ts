import type {
  TimelineChange,
  TimelineChangeField,
  TimelineEntry,
} from '../../../shared/schemas/task-timeline.schema.ts';
import type { TimelineRow } from './task-timeline.repository.ts';

/** The stored key of each field a TaskEdited entry may hold (see updateTask), in the order shown. */
const EDITED_FIELDS: ReadonlyArray<[key: string, field: TimelineChangeField]> = [
  ['name', 'name'],
  ['assignedToId', 'assignee'],
  ['dueDate', 'dueDate'],
  ['status', 'status'],
  ['description', 'description'],
];

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function changesOf(row: TimelineRow): TimelineChange[] {
  const previous = row.previous ?? {};
  const current = row.current ?? {};
  // A person is shown by name: the one stored with the entry (UserDeleted keeps it) or theirs now.
  const assignee = {
    previous: row.previousAssignee ?? text(previous.assignedTo),
    current: row.currentAssignee ?? text(current.assignedTo),
  };
  if (row.type === 'UserDeleted') return [{ field: 'assignee', ...assignee }];
  if (row.type !== 'TaskEdited') return [];
  return EDITED_FIELDS.filter(([key]) => key in previous || key in current).map(([key, field]) =>
    field === 'assignee'
      ? { field, ...assignee }
      : { field, previous: text(previous[key]), current: text(current[key]) },
  );
}

/** An entry as `viewerId` sees it: only a comment's author may edit it, while the task is not deleted. */
export function presentTimelineEntry(row: TimelineRow, viewerId: string): TimelineEntry {
  return {
    id: row.id,
    type: row.type,
    author: { id: row.authorId, fullName: row.authorName },
    createdAt: new Date(row.createdAt).toISOString(),
    body: row.body,
    isEdited: row.isEdited,
    changes: changesOf(row),
    attachments: row.attachments.map((file) => {
      const url = `/api/v1/tasks/${row.taskId}/attachments/${file.id}`;
      return {
        id: file.id,
        fileName: file.fileName,
        kind: file.kind,
        size: file.size,
        url,
        thumbnailUrl: file.hasThumbnail ? `${url}/thumbnail` : null,
      };
    }),
    canEdit: row.type === 'Timeline' && row.authorId === viewerId && !row.taskDeleted,
  };
}
