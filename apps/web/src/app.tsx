import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { Toaster } from './components/ui/Toaster.tsx';
import { AppRoutes } from './routes/AppRoutes.tsx';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Toaster>
        <AppRoutes />
      </Toaster>
    </QueryClientProvider>
  );
}
