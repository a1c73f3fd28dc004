import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { initReactI18next } from 'react-i18next';
import common from '@freight/locales/en/common.json';
import components from '@freight/locales/en/components.json';
import { applyNumberNotation } from '../lib/i18n/formats';

// The English texts are bundled in, so components render their real words on the first pass; the
// common namespace is always loaded in the app too.
if (!i18next.isInitialized) {
  void i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: false,
    ns: ['common', 'components'],
    defaultNS: 'components',
    resources: { en: { common, components } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  applyNumberNotation(i18next);
}

/** Renders inside the app's providers: Mantine without transitions or portals, and a fresh query cache. */
export function renderWithProviders(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  // Toasts live in a module-wide store; an earlier test's must not show up in this one.
  notifications.clean();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  function Providers({ children }: { children: ReactNode }) {
    return (
      <MantineProvider env="test">
        <Notifications />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    );
  }
  return { user: userEvent.setup(), queryClient, ...render(ui, { wrapper: Providers, ...options }) };
}
