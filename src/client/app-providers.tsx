import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { Toaster } from './ui/toast';

/**
 * What wraps the router in the browser (main.tsx) and on the server (entry-server.tsx): the same
 * tree on both sides, so a server-rendered page hydrates without a mismatch.
 */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster position="top-center" closeButton />
      </QueryClientProvider>
    </StrictMode>
  );
}
