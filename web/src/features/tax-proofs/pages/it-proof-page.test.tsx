import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TAX_PROOF_MESSAGES } from '../../../../../shared/rules/tax-proofs.ts';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderApp, TEST_USER } from '../../../test/render-app.tsx';
import { choose } from '../../../test/select-helpers.ts';
import { listResponse, proof, REVIEWER } from '../tax-proofs-test-data.ts';

const SUBTREE = { 'GET /org/subtree': { body: { nodes: [] } } };

describe('/it-proof', () => {
  it('lists one’s documents with their type, upload day and status, and the rejection reason', async () => {
    mockApi({
      ...SUBTREE,
      'GET /tax-proofs?*': {
        body: listResponse([
          proof(),
          proof({
            id: 2,
            status: 'rejected',
            rejectionReason: 'Unsigned.',
            documentName: 'PAN card',
            type: 'ownerPan',
          }),
        ]),
      },
    });
    renderApp('/it-proof', { user: TEST_USER });
    const row = (await screen.findByRole('cell', { name: 'Rent receipt April' })).closest('tr')!;
    expect(within(row).getByText('House Rent')).toBeTruthy();
    expect(within(row).getByText('20-11-2026')).toBeTruthy();
    expect(within(row).getByText('Submitted')).toBeTruthy();
    const rejected = screen.getByRole('cell', { name: 'PAN card' }).closest('tr')!;
    expect(within(rejected).getByText('Unsigned.')).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'All documents' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Verify/ })).toBeNull();
  });

  it('says No data found! for an empty year', async () => {
    mockApi({ ...SUBTREE, 'GET /tax-proofs?*': { body: listResponse([]) } });
    renderApp('/it-proof', { user: TEST_USER });
    expect(await screen.findByText('No data found!')).toBeTruthy();
  });

  it('keeps the year, status and page in the address, corrects what is out of range, and Back returns', async () => {
    const api = mockApi({
      ...SUBTREE,
      'GET /tax-proofs?*': { body: listResponse([proof()], { total: 23, canReviewAll: true }) },
    });
    const { router, user } = renderApp('/it-proof?view=mine&financialYear=1999&status=verified&page=99', {
      user: REVIEWER,
    });
    const lastQuery = () =>
      new URLSearchParams(api.callsStartingWith('GET /tax-proofs?').at(-1)?.path.split('?')[1]);
    await waitFor(() => expect(lastQuery().get('page')).toBe('3'));
    expect(lastQuery().get('view')).toBe('mine');
    expect(lastQuery().get('status')).toBe('verified');
    // A year no list offers is dropped: the server shows the current one.
    expect(lastQuery().has('financialYear')).toBe(false);
    expect(router.state.location.search).toBe('?view=mine&status=verified&page=3');

    await choose(user, 'Financial year', '2025-26');
    await waitFor(() => expect(lastQuery().get('financialYear')).toBe('2025'));
    expect(lastQuery().get('page')).toBe('1');
    expect(router.state.location.search).toBe('?view=mine&financialYear=2025&status=verified');
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?view=mine&status=verified&page=3'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page'),
    );
  });

  it('checks the upload in the browser, then sends the fields and the file', async () => {
    const api = mockApi({
      ...SUBTREE,
      'GET /tax-proofs?*': { body: listResponse([]) },
      'POST /tax-proofs': { status: 201, body: proof() },
    });
    const { user } = renderApp('/it-proof', { user: TEST_USER });
    await user.click(await screen.findByRole('button', { name: 'Upload document' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText(TAX_PROOF_MESSAGES.typeRequired)).toBeTruthy();
    expect(within(dialog).getByText(TAX_PROOF_MESSAGES.documentNameRequired)).toBeTruthy();
    expect(within(dialog).getByText(TAX_PROOF_MESSAGES.fileRequired)).toBeTruthy();

    await choose(user, 'Document type', 'Owner PAN');
    await user.type(within(dialog).getByRole('textbox', { name: /Document name/ }), 'PAN card');
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    // The picker offers only PDF, JPG and PNG; a file dropped past it is still checked.
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, new File(['GIF89a'], 'pan.gif', { type: 'image/gif' }));
    expect(await within(dialog).findByText(TAX_PROOF_MESSAGES.fileType)).toBeTruthy();
    await user.upload(input, new File(['%PDF-1.4'], 'pan.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(api.callsTo('POST /tax-proofs')).toHaveLength(1));
    const form = api.callsTo('POST /tax-proofs')[0]!.body as FormData;
    expect(form.get('type')).toBe('ownerPan');
    expect(form.get('documentName')).toBe('PAN card');
    expect(form.get('financialYear')).toBe('2026');
    expect((form.get('files') as File).name).toBe('pan.pdf');
  });

  it('shows the server’s refusal of the file under the file field', async () => {
    mockApi({
      ...SUBTREE,
      'GET /tax-proofs?*': { body: listResponse([]) },
      'POST /tax-proofs': apiError(415, 'unsupported_file_type', TAX_PROOF_MESSAGES.fileType),
    });
    const { user } = renderApp('/it-proof', { user: TEST_USER });
    await user.click(await screen.findByRole('button', { name: 'Upload document' }));
    const dialog = await screen.findByRole('dialog');
    await choose(user, 'Document type', 'Other');
    await user.type(within(dialog).getByRole('textbox', { name: /Document name/ }), 'Scan');
    await user.upload(
      dialog.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File(['not a pdf'], 'scan.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText(TAX_PROOF_MESSAGES.fileType)).toBeTruthy();
  });

  it('previews a PDF in a frame, and deletes after a confirmation', async () => {
    const api = mockApi({
      ...SUBTREE,
      'GET /tax-proofs?*': { body: listResponse([proof()]) },
      'DELETE /tax-proofs/1': { status: 204 },
    });
    const { user } = renderApp('/it-proof', { user: TEST_USER });
    await user.click(await screen.findByRole('button', { name: 'Preview Rent receipt April' }));
    const frame = await screen.findByTitle('Preview of Rent receipt April');
    expect(frame.getAttribute('src')).toBe('/api/v1/tax-proofs/1/file');
    await user.click(screen.getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Delete Rent receipt April' }));
    expect(await screen.findByText('You want to delete the document Rent receipt April?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(api.callsTo('DELETE /tax-proofs/1')).toHaveLength(1));
  });

  it('opens a reviewer on everyone’s documents, to verify one and reject another with a reason', async () => {
    const someone = { id: '5f0c7f4e-3f5e-4a57-9d7c-1a2b3c4d5e70', fullName: 'Eve Test' };
    const reviewable = { preview: true, delete: false, verify: true, reject: true };
    const api = mockApi({
      ...SUBTREE,
      'GET /tax-proofs?*': (call) => ({
        body: listResponse(
          call.path.includes('view=all')
            ? [
                proof({ id: 7, person: someone, documentName: 'Policy', abilities: reviewable }),
                proof({ id: 8, person: someone, documentName: 'Receipt', abilities: reviewable }),
              ]
            : [],
          { canReviewAll: true },
        ),
      }),
      'POST /tax-proofs/7/verify': { body: proof({ id: 7, status: 'verified' }) },
      'POST /tax-proofs/8/reject': { body: proof({ id: 8, status: 'rejected' }) },
    });
    const { user } = renderApp('/it-proof', { user: REVIEWER });
    expect(await screen.findAllByText('Eve Test')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Verify Policy' }));
    await waitFor(() => expect(api.callsTo('POST /tax-proofs/7/verify')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Reject Receipt' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, reject' }));
    expect(await within(dialog).findByText(TAX_PROOF_MESSAGES.reasonRequired)).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Blurred scan');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, reject' }));
    await waitFor(() => expect(api.callsTo('POST /tax-proofs/8/reject')).toHaveLength(1));
    expect(api.callsTo('POST /tax-proofs/8/reject')[0]!.body).toEqual({ reason: 'Blurred scan' });
  });
});
