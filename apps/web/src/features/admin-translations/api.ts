import type {
  Locale,
  TListTranslationsQueryInput,
  TListTranslationsResponse,
  TTranslationRow,
  TTranslationSaved,
} from '@freight/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { auditKeys } from '../../components/AuditTrail/AuditTrail';
import { api } from '../../lib/api';
import { refreshTexts } from '../../lib/i18n/refresh';

export const translationKeys = {
  all: ['admin-translations'] as const,
  list: (query: TListTranslationsQueryInput) => [...translationKeys.all, 'list', query] as const,
};

export function useTranslations(query: TListTranslationsQueryInput) {
  return useQuery({
    queryKey: translationKeys.list(query),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(name, String(value));
      return api.get<TListTranslationsResponse>(`/translations?${params.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

const textPath = (locale: Locale, row: Pick<TTranslationRow, 'namespace' | 'key'>) =>
  `/translations/${encodeURIComponent(locale)}/${encodeURIComponent(row.namespace)}/${encodeURIComponent(row.key)}`;

/** Saves or restores one text; this tab shows it at once, other users on their next check. */
export function useSaveTranslation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ locale, row, value }: { locale: Locale; row: TTranslationRow; value: string | null }) =>
      value === null ? api.delete<TTranslationSaved>(textPath(locale, row)) : api.put<TTranslationSaved>(textPath(locale, row), { value }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: translationKeys.all }),
        queryClient.invalidateQueries({ queryKey: auditKeys.all }),
      ]);
      await refreshTexts().catch(() => undefined);
    },
  });
}
