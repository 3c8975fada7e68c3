import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { novemberGrid } from '../../features/attendance-grid/grid-test-data.ts';
import { holidaysResponse } from '../../features/holidays/holidays-test-data.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderApp, TEST_USER } from '../../test/render-app.tsx';

const gridCalls = (api: ReturnType<typeof mockApi>) =>
  api.callsStartingWith('GET /attendance/grid?').map((call) => call.path);

describe('Attendance page', () => {
  it('asks again each time the Attendance tab is opened', async () => {
    const api = mockApi({
      'GET /org/subtree': { body: { nodes: [] } },
      'GET /attendance/grid?*': { body: novemberGrid() },
      'GET /holidays?*': { body: holidaysResponse([]) },
    });
    const { user } = renderApp('/attendance-record', { user: TEST_USER });
    await screen.findByRole('table', { name: 'Attendance list' });
    const before = gridCalls(api).length;
    await user.click(screen.getByRole('tab', { name: 'Holidays calendar' }));
    await user.click(screen.getByRole('tab', { name: 'Attendance' }));
    await screen.findByRole('table', { name: 'Attendance list' });
    await waitFor(() => expect(gridCalls(api).length).toBe(before + 1));
  });
});
