import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { appRoutes } from './app/router.tsx';
import { createSessionExpiryHandler } from './app/session-expiry.ts';
import { initI18n } from './i18n/i18n.ts';
import { setUnauthorizedHandler } from './lib/api-client.ts';
import { meQueryOptions } from './lib/auth/get-me.ts';

const queryClient = createQueryClient();
const router = createBrowserRouter(appRoutes);
setUnauthorizedHandler(createSessionExpiryHandler(router, queryClient));

// Who is signed in is asked at once (it also hands out the CSRF cookie), while the language loads.
void queryClient.prefetchQuery(meQueryOptions);

void initI18n().then(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
