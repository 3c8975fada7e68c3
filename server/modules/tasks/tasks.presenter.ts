import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type { Task } from '../../../shared/schemas/tasks.schema.ts';
import { canRemindOverdue, formatTaskNumber, isOverdue } from '../../../shared/rules/tasks.ts';
import { taskAbilities } from './tasks.policy.ts';
import type { TaskRow } from './tasks.repository.ts';

export function presentTask(row: TaskRow, actor: Pick<SessionUser, 'permissions'>, today: string): Task {
  return {
    id: row.id,
    number: formatTaskNumber(row.id),
    name: row.name,
    project: { id: row.projectId, name: row.projectName },
    assignedTo: row.assignedToId ? { id: row.assignedToId, fullName: row.assignedToName ?? '' } : null,
    assignedBy: { id: row.assignedById, fullName: row.assignedByName },
    createdBy: { id: row.createdById, fullName: row.createdByName },
    dueDate: row.dueDate,
    description: row.description,
    status: row.status,
    isDeleted: row.isDeleted,
    isOverdue: isOverdue(row, today),
    overdueMailSentAt: row.overdueMailSentAt?.toISOString() ?? null,
    seriesId: row.seriesId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    abilities: { ...taskAbilities(actor, row), remind: canRemindOverdue(row, today) },
  };
}
