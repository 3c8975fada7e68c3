import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Opens a Mantine select (or multi-select) by its label and picks an option. */
export async function choose(user: UserEvent, field: string, option: string | RegExp) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** The chosen values a multi-select shows, as the pills beside its input. */
export function pills(field: string): string[] {
  const group = screen.getByRole('combobox', { name: field }).parentElement;
  return Array.from(group?.querySelectorAll('.mantine-Pill-label') ?? [], (pill) => pill.textContent ?? '');
}

/** Whether a multi-select option (in its closed dropdown) is chosen. */
export function chosen(option: string): boolean {
  return screen.getByRole('option', { name: option, hidden: true }).getAttribute('aria-selected') === 'true';
}

/** Types a whole value at once (a paste): the fields strip pasted text the same way. */
export async function enter(user: UserEvent, label: RegExp, value: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(value);
}
