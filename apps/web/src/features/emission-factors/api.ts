import {
  type TEmissionFactorInput,
  type TEmissionFactorSetDetail,
  type TEmissionFactorSetInput,
  type TListEmissionFactorSetsResponse,
} from '@freight/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

/**
 * Whose sets a screen manages: a god user the platform's under admin, an organization admin the
 * organization's own under settings. Both talk to the same kind of API under their own base.
 */
export type SetScope = 'platform' | 'organization';

const BASE: Record<SetScope, string> = { platform: '/admin/emission-factor-sets', organization: '/emission-factor-sets' };

/** Cache keys of the factor set screens. */
export const factorSetKeys = {
  all: ['emission-factors'] as const,
  list: (scope: SetScope) => [...factorSetKeys.all, scope, 'list'] as const,
  set: (scope: SetScope, id: number) => [...factorSetKeys.all, scope, 'set', id] as const,
};

type Detail = { data: TEmissionFactorSetDetail };

export function useFactorSets(scope: SetScope) {
  return useQuery({
    queryKey: factorSetKeys.list(scope),
    queryFn: ({ signal }) => api.get<TListEmissionFactorSetsResponse>(BASE[scope], { signal }),
    select: (answer) => answer.data,
  });
}

/** A set with its figures; checked again every few seconds while shipments wait for recalculation. */
export function useFactorSet(scope: SetScope, id: number) {
  return useQuery({
    queryKey: factorSetKeys.set(scope, id),
    queryFn: ({ signal }) => api.get<Detail>(`${BASE[scope]}/${id}`, { signal }),
    select: (answer) => answer.data,
    refetchInterval: (query) => ((query.state.data?.data.pending_recalculations ?? 0) > 0 ? 3_000 : false),
  });
}

/** A change of a set: the answer is the set as it now is, which the cache takes as it is. */
function useSetChange<V>(scope: SetScope, change: (base: string, variables: V) => Promise<Detail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => change(BASE[scope], variables),
    onSuccess: async (answer) => {
      queryClient.setQueryData(factorSetKeys.set(scope, answer.data.id), answer);
      await queryClient.invalidateQueries({ queryKey: factorSetKeys.list(scope) });
    },
  });
}

export const useSaveFactorSet = (scope: SetScope) =>
  useSetChange(scope, (base, { id, body }: { id: number | null; body: TEmissionFactorSetInput }) =>
    id === null ? api.post<Detail>(base, body) : api.put<Detail>(`${base}/${id}`, body),
  );

export const useCopyFactorSetVersion = (scope: SetScope) =>
  useSetChange(scope, (base, { id, version }: { id: number; version: string }) => api.post<Detail>(`${base}/${id}/versions`, { version }));

export const useMakeDefault = (scope: SetScope) => useSetChange(scope, (base, id: number) => api.post<Detail>(`${base}/${id}/default`));

export const useRetireFactorSet = (scope: SetScope) => useSetChange(scope, (base, id: number) => api.post<Detail>(`${base}/${id}/retire`));

export const useSaveFactor = (scope: SetScope, setId: number) =>
  useSetChange(scope, (base, { id, body }: { id: number | null; body: TEmissionFactorInput }) =>
    id === null ? api.post<Detail>(`${base}/${setId}/factors`, body) : api.put<Detail>(`${base}/${setId}/factors/${id}`, body),
  );

export const useDeleteFactor = (scope: SetScope, setId: number) =>
  useSetChange(scope, (base, id: number) => api.delete<Detail>(`${base}/${setId}/factors/${id}`));

export const useImportFactors = (scope: SetScope, setId: number) =>
  useSetChange(scope, (base, file: File) => {
    const body = new FormData();
    body.append('file', file);
    return api.post<Detail>(`${base}/${setId}/import`, body);
  });

export function exportFactors(scope: SetScope, setId: number) {
  return api.blob(`${BASE[scope]}/${setId}/export`);
}

export const useMapFactorSet = (setId: number) =>
  useSetChange('organization', (base, body: { carrier_id: number; carrier_service_id: number | null }) =>
    api.post<Detail>(`${base}/${setId}/mappings`, body),
  );

export const useUnmapFactorSet = (setId: number) =>
  useSetChange('organization', (base, mappingId: number) => api.delete<Detail>(`${base}/${setId}/mappings/${mappingId}`));
