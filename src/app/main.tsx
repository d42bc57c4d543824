import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '../lib/query-client';
import { signInUrl } from '../lib/session-ended';
import { Providers } from './providers';
import { createAppRouter } from './router';

// A session that ends mid-work sends the person to sign in and back; wizards keep their input.
const queryClient = createQueryClient((error) => {
  window.location.assign(signInUrl(error.error === 'session-expired' ? 'expired' : 'none'));
});
const router = createAppRouter(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
