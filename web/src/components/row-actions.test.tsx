import { MantineProvider } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RowActions, type RowActionButton } from './row-actions.tsx';

type Action = 'approve' | 'reject' | 'cancel';
const BUTTONS: ReadonlyArray<RowActionButton<Action>> = [
  { action: 'approve', label: 'Approve', icon: IconCheck },
  { action: 'reject', label: 'Reject', icon: IconX },
  { action: 'cancel', label: 'Cancel', icon: IconX },
];
const PENDING = { approve: true, reject: true, cancel: false };
const APPROVED = { approve: false, reject: false, cancel: true };

function Row({ abilities }: { abilities: Record<Action, boolean> }) {
  return (
    <MantineProvider env="test">
      <button type="button">Elsewhere</button>
      <RowActions
        buttons={BUTTONS}
        abilities={abilities}
        isDisabled={() => false}
        ariaLabel={(_action, label) => `${label} the leave of Ada`}
        onAction={() => undefined}
      />
    </MantineProvider>
  );
}

describe('a row’s actions', () => {
  it('keep the focus on the row when the pressed action goes away (approved: Cancel remains)', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Row abilities={PENDING} />);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Approve the leave of Ada' }));
    act(() => rerender(<Row abilities={APPROVED} />));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel the leave of Ada' }));
  });

  it('let the focus go once it moved elsewhere', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Row abilities={PENDING} />);
    await user.tab();
    await user.tab();
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
    (document.activeElement as HTMLElement).blur();
    act(() => rerender(<Row abilities={APPROVED} />));
    expect(document.activeElement).toBe(document.body);
  });
});
