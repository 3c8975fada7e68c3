import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client.ts';
import { choose } from '../../test/select-helpers.ts';
import { UnsavedChangesBoundary } from '../unsaved-changes.tsx';
import { SelectField } from './choice-fields.tsx';
import { FormShell } from './form-shell.tsx';
import { TextField } from './text-fields.tsx';
import { useSchemaForm } from './use-schema-form.ts';

const schema = z.strictObject({
  name: z.string().trim().min(1, { error: 'Name is required!' }),
  code: z.string().regex(/^\d*$/),
  colour: z.enum(['red', 'blue'], { error: 'Colour is required!' }),
});
type Body = z.infer<typeof schema>;
interface Values {
  name: string;
  code: string;
  colour: Body['colour'] | null;
}

type Send = (body: Body, key: string) => Promise<unknown>;

function ColourForm({ send, clearAlertOnInput }: { send: Send; clearAlertOnInput?: boolean }) {
  const form = useSchemaForm<Values, Body>(schema, { name: '', code: '', colour: null });
  return (
    <FormShell
      form={form}
      send={send}
      submitLabel="Save"
      onCancel={() => undefined}
      clearAlertOnInput={clearAlertOnInput}
    >
      <TextField control={form.control} name="name" label="Name" />
      <TextField
        control={form.control}
        name="code"
        label="Code"
        strip={{
          rule: (typed) => ({ value: typed.replace(/\D/g, ''), stripped: /\D/.test(typed) }),
          message: 'Digits only.',
        }}
      />
      <SelectField control={form.control} name="colour" label="Colour" data={['red', 'blue']} />
    </FormShell>
  );
}

function renderForm(send: Send, clearAlertOnInput?: boolean) {
  const router = createMemoryRouter(
    [
      {
        element: <UnsavedChangesBoundary />,
        children: [{ path: '/', element: <ColourForm send={send} clearAlertOnInput={clearAlertOnInput} /> }],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return userEvent.setup();
}

/** The texts a field's aria-describedby points at, as a screen reader reads them after its name. */
function descriptionOf(field: HTMLElement): string {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('the form kit', () => {
  it("shows the shared schema's messages under the fields before any request", async () => {
    const send = vi.fn(() => Promise.resolve({}));
    const user = renderForm(send);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required!')).toBeTruthy();
    expect(screen.getByText('Colour is required!')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).toBe('true');
    // A screen reader reads the message with the field: it is the field's description.
    expect(descriptionOf(screen.getByRole('textbox', { name: 'Name' }))).toContain('Name is required!');
    expect(send).not.toHaveBeenCalled();
  });

  it('strips what a field may not hold as it is typed, and says so until the field is left', async () => {
    const user = renderForm(() => Promise.resolve({}));
    const code = screen.getByRole('textbox', { name: 'Code' });
    await user.type(code, '12a3');
    expect((code as HTMLInputElement).value).toBe('123');
    expect(screen.getByText('Digits only.')).toBeTruthy();
    await user.tab();
    expect(screen.queryByText('Digits only.')).toBeNull();
  });

  it("puts the server's 422 details under their fields and the rest in the alert; a retry keeps its key", async () => {
    const send = vi
      .fn<(body: Body, key: string) => Promise<unknown>>()
      .mockRejectedValueOnce(
        new ApiError(422, 'validation_failed', 'Some fields are wrong.', [
          { path: 'name', message: 'This name is taken.' },
        ]),
      )
      .mockRejectedValueOnce(new ApiError(409, 'conflict', 'Someone else saved first.'))
      .mockResolvedValueOnce({});
    const user = renderForm(send);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await choose(user, 'Colour', 'red');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This name is taken.')).toBeTruthy();
    expect(descriptionOf(screen.getByRole('textbox', { name: 'Name' }))).toContain('This name is taken.');
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Someone else saved first.');
    // The same values sent again are the same submission: the server can answer it once.
    expect(send.mock.calls[1]![1]).toBe(send.mock.calls[0]![1]);
    expect(send.mock.calls[0]![0]).toEqual({ name: 'Ada', code: '', colour: 'red' });
  });

  it('sends once however fast Save is pressed twice', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const send = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const user = renderForm(send);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await choose(user, 'Colour', 'blue');
    await user.dblClick(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    answer({});
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true),
    );
    expect(send).toHaveBeenCalledTimes(1);
  });

  it.each([
    [true, 'goes as soon as the person types again'],
    [false, 'stays while the person types'],
  ])('with clearAlertOnInput %s, the alert %s', async (clearAlertOnInput) => {
    const send = vi.fn(() => Promise.reject(new ApiError(409, 'conflict', 'Someone else saved first.')));
    const user = renderForm(send, clearAlertOnInput);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await choose(user, 'Colour', 'red');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Someone else saved first.');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'x');
    expect(screen.queryByRole('alert') === null).toBe(clearAlertOnInput);
  });
});
