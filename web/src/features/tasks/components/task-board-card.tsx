import { ActionIcon, Anchor, Badge, Group, Menu, Text, VisuallyHidden } from '@mantine/core';
import { useDraggable } from '@dnd-kit/core';
import { IconArrowsRightLeft, IconGripVertical } from '@tabler/icons-react';
import { memo, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from '../../../../../shared/rules/dates.ts';
import type { TaskStatus } from '../../../../../shared/rules/tasks.ts';
import type { Task } from '../../../../../shared/schemas/tasks.schema.ts';
import classes from './task-board.module.css';

/** Whether a card may move: a task its viewer may edit (neither Closed nor deleted). */
export function canMoveTask(task: Task): boolean {
  return task.abilities.edit;
}

/** The statuses a card's "Move to" menu offers: the columns but its own, Closed only with CloseTask. */
function moveTargets(task: Task, columns: readonly TaskStatus[]): TaskStatus[] {
  return columns.filter((status) => status !== task.status && (status !== 'Closed' || task.abilities.close));
}

interface CardBodyProps {
  task: Task;
  /** The card's buttons, at the end of its first line. */
  tools?: ReactNode;
}

/** What a card shows: its number, overdue mark, name (opening the task), assignee and due date. */
function CardBody({ task, tools }: CardBodyProps) {
  const { t } = useTranslation();
  return (
    <>
      <Group gap={6} wrap="nowrap">
        <Text size="xs" c="dimmed" className={classes.number}>
          {task.number}
        </Text>
        {task.isOverdue && (
          <Badge color="red" variant="filled" size="xs">
            {t('Overdue')}
          </Badge>
        )}
        {tools && <div className={classes.cardTools}>{tools}</div>}
      </Group>
      <Anchor
        component={Link}
        to={`/view-task/${task.id}`}
        fz="sm"
        fw={600}
        lineClamp={2}
        className={classes.name}
      >
        {task.name}
      </Anchor>
      <Group justify="space-between" gap={6} wrap="nowrap">
        <Text size="xs" c={task.assignedTo ? undefined : 'dimmed'} truncate="end">
          {task.assignedTo?.fullName ?? t('Unassigned')}
        </Text>
        <Text
          size="xs"
          c={task.isOverdue ? 'red.8' : 'dimmed'}
          fw={task.isOverdue ? 600 : undefined}
          className={classes.number}
        >
          <VisuallyHidden>{t('Due date')} </VisuallyHidden>
          {formatDay(task.dueDate)}
        </Text>
      </Group>
    </>
  );
}

interface MoveToMenuProps {
  task: Task;
  targets: TaskStatus[];
  onMove: (task: Task, to: TaskStatus) => void;
}

/**
 * "Move to…": a button whose menu is made the first time it is used. A board paints hundreds of
 * cards, and a menu ready on each (its floating position, its listeners) cost a sixth of it.
 */
function MoveToMenu({ task, targets, onMove }: MoveToMenuProps) {
  const { t } = useTranslation();
  const [used, setUsed] = useState(false);
  const [opened, setOpened] = useState(false);
  const target = useRef<HTMLButtonElement>(null);
  // Made on first use: the focus goes to the menu's own button, then the menu opens, so that it
  // comes back to that button when the menu closes.
  useEffect(() => {
    if (!used) return;
    target.current?.focus();
    queueMicrotask(() => setOpened(true));
  }, [used]);
  const button = (
    <ActionIcon
      ref={target}
      variant="subtle"
      color="gray"
      size="sm"
      aria-label={t('Move {{name}} to…', { name: task.name })}
      aria-haspopup="menu"
      onClick={used ? undefined : () => setUsed(true)}
    >
      <IconArrowsRightLeft size={14} aria-hidden />
    </ActionIcon>
  );
  if (!used) return button;
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('Move to')}</Menu.Label>
        {targets.map((status) => (
          <Menu.Item key={status} onClick={() => onMove(task, status)}>
            {t(status)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

interface TaskBoardCardProps {
  task: Task;
  columns: readonly TaskStatus[];
  onMove: (task: Task, to: TaskStatus) => void;
}

/**
 * A task's card on the board: dragged by the mouse anywhere on it, by touch after a long press,
 * and by the keyboard from its handle (Space, the arrows, Space); "Move to" offers the same moves
 * as a menu. A closed or deleted task's card does not move.
 */
export const TaskBoardCard = memo(function TaskBoardCard({ task, columns, onMove }: TaskBoardCardProps) {
  const { t } = useTranslation();
  const movable = canMoveTask(task);
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: task.id,
    data: { task },
    disabled: !movable,
  });
  const targets = movable ? moveTargets(task, columns) : [];
  return (
    <li
      ref={setNodeRef}
      className={classes.card}
      data-dragging={isDragging || undefined}
      data-task={task.number}
      {...listeners}
    >
      <CardBody
        task={task}
        tools={
          movable && (
            <>
              {targets.length > 0 && <MoveToMenu task={task} targets={targets} onMove={onMove} />}
              <ActionIcon
                ref={setActivatorNodeRef}
                variant="subtle"
                color="gray"
                size="sm"
                className={classes.handle}
                {...attributes}
                aria-label={t('Drag {{name}}', { name: task.name })}
              >
                <IconGripVertical size={14} aria-hidden />
              </ActionIcon>
            </>
          )
        }
      />
    </li>
  );
});

/** The card that follows the pointer while a task is dragged. */
export function TaskBoardCardOverlay({ task }: { task: Task }) {
  return (
    <div className={classes.card} data-overlay>
      <CardBody task={task} />
    </div>
  );
}
