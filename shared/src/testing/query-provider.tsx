import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createSiteQueryClient } from '../react/query-client';

/**
 * The page's query cache as the shell provides it, fresh for each rendered tree, so one test's
 * answers never leak into the next. Use it as Testing Library's `wrapper`.
 */
export function TestQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createSiteQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
