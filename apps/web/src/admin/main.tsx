import './admin.scss';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { AdminLayout } from './admin-layout';
import { ADMIN_ROUTES } from './admin-routes';
import { AdminErrorPage } from './components/admin-error-page';

const queryClient = createQueryClient();

const router = createBrowserRouter([
  { path: '/admin/login', lazy: () => import('./login/login-page'), errorElement: <AdminErrorPage /> },
  { path: '/admin', element: <AdminLayout />, errorElement: <AdminErrorPage />, children: ADMIN_ROUTES },
  { path: '*', element: <AdminErrorPage notFound /> },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
