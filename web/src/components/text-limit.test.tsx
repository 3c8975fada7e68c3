import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LEAVE_MESSAGES, LEAVE_REASON_MAX_LENGTH } from '../../../shared/rules/leave.ts';
import { setLanguage } from '../i18n/i18n.ts';
import { LimitedTextarea } from './text-limit.tsx';

/** The leave reason's field as the form has it: 500 characters at most. */
function Reason({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <MantineProvider env="test">
      <LimitedTextarea
        label="Reason"
        maxLength={LEAVE_REASON_MAX_LENGTH}
        tooLongMessage={LEAVE_MESSAGES.reasonTooLong}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
      />
    </MantineProvider>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Reason' });
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });

describe('LimitedTextarea', () => {
  it('shows no counter and no message well under the limit', () => {
    render(<Reason />);
    type('a'.repeat(449));
    expect(screen.queryByText(/characters$/)).toBeNull();
    expect(field().getAttribute('aria-invalid')).not.toBe('true');
  });

  it('shows the counter from 90% of the limit, tied to the field, and no message at the limit', () => {
    render(<Reason />);
    type('a'.repeat(450));
    expect(screen.getByText('450 / 500 characters')).toBeTruthy();
    type('a'.repeat(500));
    const counter = screen.getByText('500 / 500 characters');
    expect(field().getAttribute('aria-describedby')).toContain(counter.closest('[id]')!.id);
    expect(screen.queryByText(LEAVE_MESSAGES.reasonTooLong)).toBeNull();
    expect(field().getAttribute('aria-invalid')).not.toBe('true');
  });

  it('keeps a text past the limit and says so at once with the schema’s message', () => {
    render(<Reason />);
    type('a'.repeat(501));
    // Nothing is cut: the person sees all they pasted, and why it cannot be sent.
    expect(field()).toHaveProperty('value', 'a'.repeat(501));
    expect(field().getAttribute('maxlength')).toBeNull();
    expect(screen.getByText('Reason must not exceed 500 characters!')).toBeTruthy();
    expect(screen.getByText('501 / 500 characters')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
  });

  it('counts and says it in the interface language', async () => {
    await setLanguage('fr');
    render(<Reason initial={'a'.repeat(501)} />);
    expect(screen.getByText('501 / 500 caractères')).toBeTruthy();
    expect(screen.getByText('Le motif ne doit pas dépasser 500 caractères !')).toBeTruthy();
  });
});
