import { QueryClient } from '@tanstack/react-query';

/**
 * The portal's one cache of server data (decision 45). Answers stay fresh for 30 seconds; a failed
 * call is not retried by itself (screens offer their own retry, as before), and coming back to the tab
 * does not refetch behind the guest's back.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The app's client: the provider in main.tsx and the route loaders share it. */
export const queryClient = createQueryClient();
