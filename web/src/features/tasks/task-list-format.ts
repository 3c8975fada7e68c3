/** Cuts a label to `max` characters, with an ellipsis when something was cut. */
export function truncateLabel(label: string, max: number): string {
  return label.length > max ? `${label.slice(0, max).trimEnd()}…` : label;
}

/** Assignee filter labels (spec 000 §9): cut at 25 characters, at 22 with an ellipsis when several are chosen. */
export function assigneeFilterLabel(name: string, chosenCount: number): string {
  return truncateLabel(name, chosenCount > 1 ? 22 : 25);
}

/** Other filter labels (spec 000 §9): long ones are cut to 15 characters and an ellipsis. */
export function filterLabel(name: string): string {
  return truncateLabel(name, 15);
}
