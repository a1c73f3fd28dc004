import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** Answers that will not change on a second try: retrying them only delays the message. */
function isFinal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failureCount, error) => !isFinal(error) && failureCount < 2,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
