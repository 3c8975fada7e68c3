import { Box, Button, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  pointerWithin,
  rectIntersection,
  useDroppable,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TASK_MESSAGES, type TaskStatus } from '../../../../../shared/rules/tasks.ts';
import type { Task } from '../../../../../shared/schemas/tasks.schema.ts';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { boardStatuses, useTaskBoardColumn } from '../api/get-task-board.ts';
import type { TaskListParams } from '../api/get-tasks.ts';
import { useMoveTask, type TaskMove } from '../api/move-task.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { TaskBoardCard, TaskBoardCardOverlay } from './task-board-card.tsx';
import { TaskMoveDialog } from './task-move-dialog.tsx';
import classes from './task-board.module.css';

/** Whether the server refused a move to Completed for want of a Timeline comment. */
function needsComment(error: unknown): boolean {
  return isApiError(error) && error.details.some((d) => d.message === TASK_MESSAGES.completeNeedsComment);
}

/** The server's words for a refused move: the field's message of a 422, else its own. */
function refusal(error: unknown): string {
  return (isApiError(error) && error.details[0]?.message) || errorMessage(error);
}

/** The task of the card being dragged (TaskBoardCard puts it in the drag's data). */
function draggedTask(active: Active): Task | null {
  return (active.data.current as { task?: Task } | undefined)?.task ?? null;
}

/** The pointer's column, else (the keyboard) the column the card overlaps most. */
const columnUnder: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length > 0 ? within : rectIntersection(args);
};

/**
 * The keyboard moves a picked-up card a column at a time: the left and right arrows to the next
 * column on that side of the screen (whatever the writing direction), at the same place in it.
 * It counts from the latest coordinates (those of the card's handle), not from the card's measured
 * box, which may not have caught up with a quick second press yet.
 */
const columnByColumn: KeyboardCoordinateGetter = (event, { context, currentCoordinates: at }) => {
  if (event.code !== 'ArrowLeft' && event.code !== 'ArrowRight') return undefined;
  event.preventDefault();
  const columns = context.droppableContainers
    .getEnabled()
    .map((container) => context.droppableRects.get(container.id))
    .filter((rect) => rect !== undefined)
    .sort((a, b) => a.left - b.left);
  const here = columns.findIndex((rect) => at.x >= rect.left && at.x < rect.left + rect.width);
  const current = columns[here];
  const next = columns[here + (event.code === 'ArrowRight' ? 1 : -1)];
  if (!current || !next || here < 0) return undefined;
  return { x: at.x + next.left - current.left, y: at.y };
};

interface TaskBoardProps {
  params: TaskListParams;
  /** A board narrowed by filters or a search says so when a column is empty. */
  filtered: boolean;
}

/**
 * The task list as a board (spec 000's statuses as columns): the list's tab, filters, search and
 * order, one column per status. A card moves by dragging (mouse, touch, keyboard) or its "Move to"
 * menu, through the edit form's rules on the server; it moves at once and comes back with the
 * server's reason when refused. Completed asks for the Timeline comment it needs.
 */
export function TaskBoard({ params, filtered }: TaskBoardProps) {
  const { t } = useTranslation();
  const columns = boardStatuses(params);
  const move = useMoveTask();
  const { mutate } = move;
  const [dragged, setDragged] = useState<Task | null>(null);
  const [completing, setCompleting] = useState<{ task: Task; to: TaskStatus } | null>(null);
  const [closing, setClosing] = useState<Task | null>(null);
  const [said, setSaid] = useState('');
  // The column the card was last said to be over.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // On a phone a long press picks a card up, so that a swipe still scrolls.
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnByColumn }),
  );

  const send = (task: Task, to: TaskStatus) =>
    mutate(
      { task, to },
      {
        onSuccess: () => setSaid(t('Task {{name}} moved to {{status}}.', { name: task.name, status: t(to) })),
        onError: (error) => {
          if (needsComment(error)) setCompleting({ task, to });
          else notifications.show({ color: 'red', title: t('Error'), message: t(refusal(error)) });
        },
      },
    );

  // Closed needs CloseTask, and is for good: it is asked about first.
  const onMove = (task: Task, to: TaskStatus) => {
    if (to === task.status) return;
    if (to !== 'Closed') send(task, to);
    else if (task.abilities.close) setClosing(task);
    else
      notifications.show({ color: 'red', title: t('Error'), message: t(TASK_MESSAGES.closeNeedsPermission) });
  };

  // What the live region says while a card is dragged (the card's task rides on its drag data).
  const announcements: Announcements = (() => {
    const nameOf = (active: Active) => draggedTask(active)?.name ?? '';
    return {
      onDragStart: ({ active }) => {
        lastOver.current = draggedTask(active)?.status ?? null;
        return t('Picked up task {{name}}, in {{status}}.', {
          name: nameOf(active),
          status: t(lastOver.current ?? ''),
        });
      },
      // Said when the column under the card changes: not for its own column as it is picked up.
      onDragOver: ({ active, over }) => {
        if ((over?.id ?? null) === lastOver.current) return undefined;
        lastOver.current = over?.id ?? null;
        return over
          ? t('Task {{name}} is over {{status}}.', { name: nameOf(active), status: t(String(over.id)) })
          : t('Task {{name}} is over no column.', { name: nameOf(active) });
      },
      onDragEnd: ({ active, over }) =>
        over
          ? t('Task {{name}} was dropped on {{status}}.', {
              name: nameOf(active),
              status: t(String(over.id)),
            })
          : t('Task {{name}} was put back.', { name: nameOf(active) }),
      onDragCancel: ({ active }) => t('Task {{name}} was put back.', { name: nameOf(active) }),
    };
  })();

  const onDragStart = ({ active }: DragStartEvent) => setDragged(draggedTask(active));
  const onDragEnd = ({ over }: DragEndEvent) => {
    if (dragged && over) onMove(dragged, over.id as TaskStatus);
    setDragged(null);
  };

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={columnUnder}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragged(null)}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable: t(
              'To move a task, press Space or Enter on its handle, choose a column with the left and right arrow keys, then press Space or Enter to drop it there, or Escape to put it back.',
            ),
          },
        }}
      >
        {/* Focusable, so that the keyboard scrolls the columns sideways (WCAG 2.1.1) while they load too. */}
        <div className={classes.board} role="group" aria-label={t('Task board')} tabIndex={0}>
          {columns.map((status) => (
            <BoardColumn
              key={status}
              status={status}
              params={params}
              columns={columns}
              filtered={filtered}
              dragged={dragged}
              onMove={onMove}
            />
          ))}
        </div>
        <DragOverlay>{dragged && <TaskBoardCardOverlay task={dragged} />}</DragOverlay>
      </DndContext>
      <VisuallyHidden aria-live="polite">{said}</VisuallyHidden>
      <ConfirmDialog
        opened={closing !== null}
        title={t('Close task')}
        message={t('You want to close task {{name}}? A closed task can no longer be edited or moved.', {
          name: closing?.name ?? '',
        })}
        confirmLabel={t('Yes, close')}
        pending={false}
        onConfirm={() => {
          if (closing) send(closing, 'Closed');
          setClosing(null);
        }}
        onClose={() => setClosing(null)}
      />
      <TaskMoveDialog
        move={completing}
        onClose={() => setCompleting(null)}
        send={(request: TaskMove) =>
          move
            .mutateAsync(request)
            .then(() =>
              setSaid(
                t('Task {{name}} moved to {{status}}.', { name: request.task.name, status: t(request.to) }),
              ),
            )
        }
      />
    </>
  );
}

interface BoardColumnProps {
  status: TaskStatus;
  params: TaskListParams;
  columns: readonly TaskStatus[];
  filtered: boolean;
  dragged: Task | null;
  onMove: (task: Task, to: TaskStatus) => void;
}

/** One status's column: its count, its cards (a page at a time), and where a dragged card lands. */
function BoardColumn({ status, params, columns, filtered, dragged, onMove }: BoardColumnProps) {
  const { t } = useTranslation();
  const column = useTaskBoardColumn(params, status);
  const { setNodeRef, isOver } = useDroppable({ id: status });
  const refused = dragged !== null && status === 'Closed' && !dragged.abilities.close;
  const headingId = `task-board-${status}`;
  const count = column.total ?? column.tasks.length;
  return (
    <section
      ref={setNodeRef}
      className={classes.column}
      aria-labelledby={headingId}
      data-over={(isOver && dragged?.status !== status) || undefined}
      data-refused={refused || undefined}
      data-status={status}
    >
      <Group className={classes.columnHeader} justify="space-between" wrap="nowrap">
        <Text id={headingId} component="h2" fw={600} size="sm">
          {t(status)}
        </Text>
        <Text size="xs" c="dimmed">
          <span aria-hidden>
            {column.isPending ? '' : count}
            {column.total === null && column.hasNextPage ? '+' : ''}
          </span>
          {!column.isPending && <VisuallyHidden>{t('{{number}} tasks', { number: count })}</VisuallyHidden>}
        </Text>
      </Group>
      {column.isPending ? (
        <Stack gap="xs" p="xs" role="status" aria-busy="true" aria-label={t('Loading…')}>
          <Skeleton height={72} />
          <Skeleton height={72} />
        </Stack>
      ) : column.isError && column.tasks.length === 0 ? (
        <Box m="xs">
          <ErrorAlert error={column.error} onRetry={() => void column.refetch()} />
        </Box>
      ) : (
        <ul className={classes.cards} aria-labelledby={headingId}>
          {column.tasks.length === 0 && (
            <Text component="li" size="sm" c="dimmed" ta="center" py="md">
              {filtered ? t('No data found!') : t('No tasks')}
            </Text>
          )}
          {column.tasks.map((task) => (
            <TaskBoardCard key={task.id} task={task} columns={columns} onMove={onMove} />
          ))}
          {column.hasNextPage && (
            <li>
              <Button
                variant="subtle"
                size="xs"
                fullWidth
                loading={column.isFetchingNextPage}
                onClick={() => void column.fetchNextPage()}
              >
                {t('Load more tasks')}
              </Button>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
