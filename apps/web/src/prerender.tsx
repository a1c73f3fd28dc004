/**
 * The sign-in page as HTML, rendered by the server so that a phone shows it as soon as the page
 * and its style sheets arrive, before the app's script has loaded; the app then renders it anew.
 * Built apart from the app (`vite build --ssr`), into a module the server imports.
 */
import { DEFAULT_BRAND_COLOR, type Locale } from '@freight/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createAppTheme, cssVariablesResolver } from './app/theme';
import LoginPage from './features/auth/pages/LoginPage';
import LoginLayout from './layouts/LoginLayout';
import { applyNumberNotation } from './lib/i18n/formats';

/** The text namespaces the sign-in page shows. */
export const SIGN_IN_NAMESPACES = ['common', 'auth'] as const;

export type SignInTexts = Record<(typeof SIGN_IN_NAMESPACES)[number], Record<string, unknown>>;

const ready = i18next
  .use(initReactI18next)
  .init({ resources: {}, fallbackLng: false, defaultNS: 'common', interpolation: { escapeValue: false } })
  .then(() => applyNumberNotation(i18next));

// The texts' language is the one shared instance's: renders take turns so none reads another's.
let turn: Promise<unknown> = Promise.resolve();

/** The sign-in page in `locale` with `texts`, in the product's own colour. */
export function renderSignInPage(locale: Locale, texts: SignInTexts): Promise<string> {
  const render = async () => {
    await ready;
    for (const namespace of SIGN_IN_NAMESPACES) i18next.addResourceBundle(locale, namespace, texts[namespace], true, true);
    await i18next.changeLanguage(locale);
    const theme = createAppTheme(DEFAULT_BRAND_COLOR, i18next.t('actions.close'));
    return renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
          <MemoryRouter initialEntries={['/login']}>
            <Routes>
              <Route element={<LoginLayout />}>
                <Route path="/login" element={<LoginPage />} />
              </Route>
            </Routes>
          </MemoryRouter>
        </MantineProvider>
      </QueryClientProvider>,
    );
  };
  const rendered = turn.then(render, render);
  turn = rendered.catch(() => undefined);
  return rendered;
}
