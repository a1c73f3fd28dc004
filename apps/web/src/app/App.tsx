import { resolveBrandColor } from '@freight/domain';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { storeBrandColor, storedBrandColor } from '../lib/brand-color';
import { queryClient } from '../lib/query-client';
import { sessionUserQuery } from '../lib/session';
import { createAppTheme, cssVariablesResolver } from './theme';

/** The primary colour follows the signed-in user's organization and is kept for the next visit. */
function BrandedTheme({ children }: { children: ReactNode }) {
  // Reads the cached user without fetching: routing decides when the user is loaded.
  const { data: user } = useQuery({ ...sessionUserQuery, enabled: false });
  const brandColor = user ? resolveBrandColor(user.organization.brand_color) : storedBrandColor();
  useEffect(() => {
    if (user) storeBrandColor(brandColor);
  }, [user, brandColor]);
  const { t } = useTranslation('common');
  const closeLabel = t('actions.close');
  const theme = useMemo(() => createAppTheme(brandColor, closeLabel), [brandColor, closeLabel]);

  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {children}
    </MantineProvider>
  );
}

export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrandedTheme>
        <Notifications position="top-right" />
        <RouterProvider router={router} />
      </BrandedTheme>
    </QueryClientProvider>
  );
}
