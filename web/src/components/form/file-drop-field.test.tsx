import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { UnsavedChangesBoundary } from '../unsaved-changes.tsx';
import { FileDropField } from './file-drop-field.tsx';
import { FormShell } from './form-shell.tsx';
import { useSchemaForm } from './use-schema-form.ts';

const schema = z.strictObject({
  file: z.custom<File | null>().transform((file, ctx) => {
    if (!file) ctx.addIssue({ code: 'custom', message: 'Please choose a file to upload.' });
    else if (!file.name.endsWith('.pdf')) ctx.addIssue({ code: 'custom', message: 'Only PDF files.' });
    else if (file.size > 10) ctx.addIssue({ code: 'custom', message: 'At most 10 bytes.' });
    return file as File;
  }),
});
type Body = z.infer<typeof schema>;

function FileForm({ send }: { send: (body: Body) => Promise<unknown> }) {
  const form = useSchemaForm<{ file: File | null }, Body>(schema, { file: null });
  return (
    <FormShell form={form} send={send} submitLabel="Send">
      <FileDropField
        control={form.control}
        name="file"
        label="Proof"
        description="PDF only."
        accept=".pdf"
        required
      />
    </FormShell>
  );
}

function renderForm(send: (body: Body) => Promise<unknown> = () => Promise.resolve({})) {
  const router = createMemoryRouter(
    [{ element: <UnsavedChangesBoundary />, children: [{ path: '/', element: <FileForm send={send} /> }] }],
    { initialEntries: ['/'] },
  );
  render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { user: userEvent.setup({ applyAccept: false }), input };
}

const pdf = (name = 'proof.pdf', content = '%PDF') => new File([content], name, { type: 'application/pdf' });

describe('FileDropField', () => {
  it('is chosen with the keyboard, shows the file with its size, and sends it', async () => {
    const send = vi.fn(() => Promise.resolve({}));
    const { user, input } = renderForm(send);
    const picker = vi.spyOn(input, 'click');
    await user.tab();
    const choose = screen.getByRole('button', { name: 'Choose a file' });
    expect(document.activeElement).toBe(choose);
    expect(choose.getAttribute('aria-describedby')).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(picker).toHaveBeenCalled();
    // The picker labelled with the field's name gets the file.
    await user.upload(screen.getByLabelText(/Proof/), pdf());
    expect(screen.getByText('proof.pdf')).toBeTruthy();
    expect(screen.getByText('4 B')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect((send.mock.calls[0] as unknown as [Body])[0].file.name).toBe('proof.pdf');
  });

  it("shows the schema's message as soon as a wrong-type or too-large file is chosen", async () => {
    const { user, input } = renderForm();
    await user.upload(input, new File(['GIF89a'], 'scan.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Only PDF files.')).toBeTruthy();
    await user.upload(input, pdf('big.pdf', 'x'.repeat(11)));
    expect(await screen.findByText('At most 10 bytes.')).toBeTruthy();
    expect(screen.queryByText('Only PDF files.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose a file' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('takes a dropped file, and removes it with the remove button, focus back on choose', async () => {
    const send = vi.fn(() => Promise.resolve({}));
    const { user } = renderForm(send);
    const zone = screen.getByRole('button', { name: 'Choose a file' }).closest('[data-dragging], div')!;
    fireEvent.drop(zone, { dataTransfer: { files: [pdf('dropped.pdf')] } });
    expect(await screen.findByText('dropped.pdf')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove dropped.pdf' }));
    expect(screen.queryByText('dropped.pdf')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Choose a file' }));
    expect(await screen.findByText('Please choose a file to upload.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).not.toHaveBeenCalled();
  });
});
