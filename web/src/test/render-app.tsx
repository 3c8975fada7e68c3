import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { appRoutes } from '../app/router.tsx';
import { createSessionExpiryHandler } from '../app/session-expiry.ts';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { ME_QUERY_KEY } from '../lib/auth/get-me.ts';

export const TEST_USER: SessionUser = {
  id: '0b7e7c4e-3f5e-4a57-9d7c-1a2b3c4d5e6f',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  fullName: 'Ada Lovelace',
  avatarUrl: null,
  role: null,
  permissions: [],
  reportingManagerId: null,
  timeZone: 'Asia/Kolkata',
  emailConfirmed: true,
  language: null,
  abilities: {
    reviewAppraisals: false,
    addUser: false,
    issueLetters: false,
    reviewTaxDocuments: false,
    manageAttendance: false,
    viewAuditLog: false,
  },
};

/**
 * Renders the whole app (guards, layouts, lazy pages) at `path`, as the browser would, with the
 * session already known: `user` signed in, or null for a guest.
 */
export function renderApp(path: string, { user = null }: { user?: SessionUser | null } = {}) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false } });
  queryClient.setQueryData(ME_QUERY_KEY, user);
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  setUnauthorizedHandler(createSessionExpiryHandler(router, queryClient));
  const userEvents = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, user: userEvents };
}
