import type { Tx } from '../../db/client.ts';
import { publish } from '../events/events.service.ts';
import { insertTimelineEntries, moveOpenTasks } from './tasks.repository.ts';

/**
 * When someone leaves (deactivated, deleted) or leaves a project, their open tasks go to the
 * person who takes over (spec 001 §2.2, §4), each with a UserDeleted timeline entry. Returns the
 * projects of the moved tasks, whose team the new owner must belong to.
 */
export async function reassignOpenTasks(
  tx: Tx,
  input: {
    from: { id: string; fullName: string };
    to: { id: string; fullName: string };
    projectIds: number[] | null;
    actorId: string;
  },
): Promise<number[]> {
  if (input.projectIds?.length === 0) return [];
  const moved = await moveOpenTasks(tx, {
    fromUserId: input.from.id,
    toUserId: input.to.id,
    projectIds: input.projectIds,
  });
  await insertTimelineEntries(
    tx,
    moved.map((task) => ({
      taskId: task.id,
      type: 'UserDeleted' as const,
      authorId: input.actorId,
      body: `Reassigned from ${input.from.fullName} to ${input.to.fullName}.`,
      previous: { assignedToId: input.from.id, assignedTo: input.from.fullName },
      current: { assignedToId: input.to.id, assignedTo: input.to.fullName },
    })),
  );
  await publish(
    tx,
    moved.map((task) => ({
      type: 'task.updated' as const,
      actorId: input.actorId,
      subject: { kind: 'task' as const, id: task.id },
      concerns: [input.from.id, input.to.id],
      changes: { assignedToId: { from: input.from.id, to: input.to.id } },
      // A handover: the new owner finds it under the bell, without a mail per task.
      data: {
        name: task.name,
        projectId: task.projectId,
        dueDate: task.dueDate,
        status: task.status,
        handover: true,
      },
    })),
  );
  return [...new Set(moved.map((t) => t.projectId))];
}
