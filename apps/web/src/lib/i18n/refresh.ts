import { isLocale, i18next, loadedVersions } from '.';
import { useTick } from '../tick';

/**
 * Asks the server for the versions of the current language's namespaces and reloads those that
 * changed since they were loaded, so texts an administrator changed appear without a reload.
 */
export async function refreshTexts(): Promise<void> {
  const language = i18next.language;
  if (!isLocale(language)) return;
  const response = await fetch(`/api/locales/${encodeURIComponent(language)}`, { headers: { accept: 'application/json' } });
  if (!response.ok) return;
  const { data } = (await response.json()) as { data: Record<string, string> };
  const changed = Object.entries(data)
    .filter(([namespace, version]) => {
      const loaded = loadedVersions.get(`${language}/${namespace}`);
      return loaded !== undefined && loaded !== version;
    })
    .map(([namespace]) => namespace);
  if (changed.length > 0) await i18next.reloadResources([language], changed);
}

/** Checks for changed texts on the periodic tick (every 60 s while the page is visible). */
export function useTextsRefresh(): void {
  useTick(() => {
    refreshTexts().catch(() => {
      // The texts on screen stay; the next tick tries again.
    });
  });
}
