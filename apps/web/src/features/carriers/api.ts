import { LIST_PAGE_SIZE_MAX, type TCarrier, type TListCarriersResponse } from '@freight/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const carrierKeys = {
  all: ['carriers'] as const,
};

/** Carriers with their services by name, for any screen that lets the user choose one. */
export function useCarriers() {
  return useQuery({
    queryKey: carrierKeys.all,
    queryFn: async ({ signal }): Promise<TCarrier[]> =>
      (await api.get<TListCarriersResponse>(`/carriers?pageSize=${LIST_PAGE_SIZE_MAX}&sortKey=name&sortOrder=asc`, { signal })).data,
    staleTime: 5 * 60_000,
  });
}
