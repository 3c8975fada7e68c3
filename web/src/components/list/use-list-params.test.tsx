import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { auditQuerySchema } from '../../../../shared/schemas/audit.schema.ts';
import { useListParams, type ListUpdater } from './use-list-params.ts';

const PERSON = '0b7e7c4e-3f5e-4a57-9d7c-1a2b3c4d5e6f';

type AuditUpdate = ListUpdater<{ person?: string; area?: 'task' | 'leave'; page: number }>;

/** A list page at `entry`; the list's update and the router, to change the address by hand. */
function renderList(entry: string) {
  const seen: { update?: AuditUpdate } = {};
  function List() {
    const [, update] = useListParams(auditQuerySchema);
    seen.update = update;
    return null;
  }
  const router = createMemoryRouter([{ path: '/audit', element: <List /> }], { initialEntries: [entry] });
  render(<RouterProvider router={router} />);
  const query = () => new URLSearchParams(router.state.location.search);
  return { seen, router, query };
}

describe('a list kept in the address, changed twice before a render', () => {
  it('keeps both changes: the second builds on the first, not on the address last rendered', () => {
    const { seen, query } = renderList('/audit');
    const update = seen.update!;
    // Both with the update of one render: as a second filter chosen before the first has rendered.
    act(() => {
      update({ person: PERSON });
      update({ area: 'task' });
    });
    expect([query().get('person'), query().get('area')]).toEqual([PERSON, 'task']);
    // Once rendered, the next change builds on what is shown.
    act(() => seen.update!({ page: 2 }));
    expect([query().get('person'), query().get('area'), query().get('page')]).toEqual([PERSON, 'task', '2']);
  });

  it('builds on the address the reader went to since (Back, a link), not on an older change of its own', async () => {
    const { seen, router, query } = renderList('/audit?area=leave');
    act(() => seen.update!({ person: PERSON }));
    await act(() => router.navigate('/audit?area=task'));
    act(() => seen.update!({ page: 3 }));
    expect(Object.fromEntries(query())).toEqual({ area: 'task', page: '3' });
  });
});
