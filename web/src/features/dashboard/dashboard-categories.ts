import type { MantineColor } from '@mantine/core';
import type { DashboardCategory } from '../../../../shared/schemas/tasks.schema.ts';

interface CategoryLook {
  /** The card's English name (spec 000 §2 spells In-Progress so). */
  label: string;
  color: MantineColor;
  /** The task list showing the tasks the card counts. */
  listAddress: string;
}

/** How each dashboard category shows: its name, colour (as the status badges) and task list link. */
export const DASHBOARD_CATEGORY_LOOK: Record<DashboardCategory, CategoryLook> = {
  New: { label: 'New', color: 'blue', listAddress: '/tasks-list?statuses=New' },
  Active: { label: 'Active', color: 'cyan', listAddress: '/tasks-list?statuses=Active' },
  'In-progress': { label: 'In-Progress', color: 'yellow', listAddress: '/tasks-list?statuses=In-progress' },
  Completed: { label: 'Completed', color: 'green', listAddress: '/tasks-list?statuses=Completed' },
  // Over due is a tab of the task list, not a status (spec 000 §4).
  Overdue: { label: 'Overdue', color: 'red', listAddress: '/tasks-list?tab=overdue' },
};

/** A share as the legend shows it: one decimal (spec 000 §9). */
export function formatPercentage(percentage: number): string {
  return `${percentage.toFixed(1)}%`;
}
