import { Button, MantineProvider, Skeleton, TextInput } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { UnsavedChangesBoundary, useUnsavedChanges } from './unsaved-changes.tsx';
import { FormModal } from './form-modal.tsx';

const QUESTION = 'You have unsaved changes. Leave without saving them?';

/** A note typed in a modal form; Save keeps it (nothing is unsaved any more) and closes. */
function NoteForm({ onClose }: { onClose: () => void }) {
  const [note, setNote] = useState('');
  const [saved, setSaved] = useState(false);
  useUnsavedChanges(note !== '' && !saved);
  return (
    <>
      <TextInput label="Note" value={note} onChange={(event) => setNote(event.currentTarget.value)} />
      <Button
        onClick={() => {
          setSaved(true);
          onClose();
        }}
      >
        Save
      </Button>
    </>
  );
}

function NotesPage() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Link to="/elsewhere">Elsewhere</Link>
      <Button onClick={() => setOpened(true)}>Add note</Button>
      <FormModal
        opened={opened}
        onClose={() => setOpened(false)}
        title="Add note"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {opened && <NoteForm onClose={() => setOpened(false)} />}
      </FormModal>
    </>
  );
}

/** A page with a modal form, under the boundary that asks before unsaved changes are left. */
async function openNote() {
  const router = createMemoryRouter(
    [
      {
        element: <UnsavedChangesBoundary />,
        children: [
          { path: '/notes', element: <NotesPage /> },
          { path: '/elsewhere', element: <h1>Elsewhere</h1> },
          { path: '/before', element: <h1>Before</h1> },
        ],
      },
    ],
    { initialEntries: ['/before', '/notes'], initialIndex: 1 },
  );
  const user = userEvent.setup();
  render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Add note' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add note' }));
  const note = dialog.getByRole('textbox', { name: 'Note' });
  return { router, user, dialog, note };
}

const question = () => screen.findByRole('dialog', { name: 'Are you sure?' });
const noQuestion = () => expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).toBeNull();
const modalClosed = () =>
  waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add note' })).toBeNull());

describe('a form in a modal', () => {
  it('closes at once on Escape when nothing was typed', async () => {
    const { user } = await openNote();
    await user.keyboard('{Escape}');
    await modalClosed();
    noQuestion();
  });

  it('asks on Escape once something is typed; No, cancel has the focus, and Escape keeps the input', async () => {
    const { user, dialog, note } = await openNote();
    await user.type(note, 'Call the client');
    await user.keyboard('{Escape}');

    const asked = await question();
    expect(within(asked).getByText(QUESTION)).toBeTruthy();
    const stay = within(asked).getByRole('button', { name: 'No, cancel' });
    await waitFor(() => expect(document.activeElement).toBe(stay));
    // Escape on the question answers "stay": the question goes, the modal and its text remain.
    await user.keyboard('{Escape}');
    await waitFor(noQuestion);
    expect(dialog.getByRole('textbox', { name: 'Note' })).toHaveProperty('value', 'Call the client');

    // The cross asks too; agreeing closes the modal.
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await user.click(within(await question()).getByRole('button', { name: 'Yes, leave' }));
    await modalClosed();
  });

  it('asks on Back and on a link while the modal holds changes, and goes only when told to', async () => {
    const { router, user, note } = await openNote();
    await user.type(note, 'Call the client');

    await router.navigate(-1);
    await user.click(within(await question()).getByRole('button', { name: 'No, cancel' }));
    await waitFor(noQuestion);
    expect(router.state.location.pathname).toBe('/notes');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveProperty('value', 'Call the client');

    await router.navigate('/elsewhere');
    await user.click(within(await question()).getByRole('button', { name: 'Yes, leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });

  it('does not ask once the form is saved', async () => {
    const { router, user, dialog, note } = await openNote();
    await user.type(note, 'Call the client');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await modalClosed();
    await router.navigate('/elsewhere');
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
    noQuestion();
  });
});

/**
 * A modal whose form shows once its data has loaded (a skeleton until then), as Add task, Apply
 * leave and Issue letter wait for their options: `load` resolves when the test says so.
 */
function LateNotePage({ loaded, marked }: { loaded: Promise<void>; marked: boolean }) {
  const [opened, setOpened] = useState(false);
  const [ready, setReady] = useState(false);
  const open = () => {
    setOpened(true);
    void loaded.then(() => setReady(true));
  };
  return (
    <>
      <Button onClick={open}>Add note</Button>
      <FormModal opened={opened} onClose={() => setOpened(false)} title="Add note">
        {ready ? (
          <>
            <TextInput label="Note" data-autofocus={marked || undefined} />
            <TextInput label="Details" />
          </>
        ) : (
          <Skeleton height={56} aria-busy="true" />
        )}
      </FormModal>
    </>
  );
}

async function openLateNote(marked = true) {
  let load = () => {};
  const loaded = new Promise<void>((resolve) => (load = resolve));
  const user = userEvent.setup();
  render(
    <MantineProvider env="test">
      <LateNotePage loaded={loaded} marked={marked} />
    </MantineProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Add note' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add note' }));
  // While it loads, the modal has only its Close button to put the focus on.
  const close = dialog.getByRole('button', { name: 'Close' });
  await waitFor(() => expect(document.activeElement).toBe(close));
  return { user, dialog, close, load };
}

describe('a modal whose form loads after it opened', () => {
  it('puts the focus on the first field once the form shows', async () => {
    const { dialog, load } = await openLateNote();
    load();
    const note = await dialog.findByRole('textbox', { name: 'Note' });
    await waitFor(() => expect(document.activeElement).toBe(note));
  });

  it('takes the first field when the form marks none', async () => {
    const { dialog, load } = await openLateNote(false);
    load();
    const note = await dialog.findByRole('textbox', { name: 'Note' });
    await waitFor(() => expect(document.activeElement).toBe(note));
  });

  it('leaves the focus where the person put it while the form loaded', async () => {
    const { user, dialog, close, load } = await openLateNote();
    // Tab from Close wraps round to Close, the only control: the person chose it.
    await user.tab();
    expect(document.activeElement).toBe(close);
    load();
    await dialog.findByRole('textbox', { name: 'Note' });
    expect(document.activeElement).toBe(close);
  });
});
