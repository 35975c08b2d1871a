import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers';
import { appRoutes } from './router';

export function App() {
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return (
    <AppProviders onSessionExpired={() => void router.navigate('/login', { replace: true })}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
