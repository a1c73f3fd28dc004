import type {
  FlowKind,
  TBookAgainResponse,
  TPriceCalculationResponse,
  TSimplePriceCalculationRequestInput,
  StepValidationEndpoint,
  TAdditionalServicesResponse,
  TBooking,
  TDutiableRequestInput,
  TDutiableResponse,
  TFlowBookingRequestInput,
  TFlowDraft,
  TFlowDraftBodyInput,
  TFlowDraftListResponse,
  TGoodTypeSearchResponse,
  THandOver,
  TInvoiceArticlesImportResponse,
  TListCarriersResponse,
  TListSitesResponse,
  TSite,
  TStepValidationRequestInput,
  TStepValidationResponse,
} from '@freight/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { updateSessionUser } from '../../lib/session';
import { priceLeadtimeKeys } from '../price-leadtime';

/** Cache keys of the transport booking feature. */
export const bookingKeys = {
  all: ['transport-booking'] as const,
  drafts: (kind: FlowKind) => [...bookingKeys.all, 'drafts', kind] as const,
  draft: (id: string) => [...bookingKeys.all, 'draft', id] as const,
  additionalServices: (serviceId: number) => [...bookingKeys.all, 'add-services', serviceId] as const,
  carriers: () => [...bookingKeys.all, 'carriers'] as const,
  handOver: (uuid: string) => [...bookingKeys.all, 'hand-over', uuid] as const,
  goodTypes: (language: string) => [...bookingKeys.all, 'good-types', language] as const,
  bookAgain: (uuid: string) => [...bookingKeys.all, 'book-again', uuid] as const,
  site: (id: number) => [...bookingKeys.all, 'site', id] as const,
};

const DRAFTS = '/apport/consignments/draft';

/** Checks one step's values on the server; a refusal comes back as `valid: false` with errors per field. */
export function useValidateStep() {
  return useMutation({
    mutationFn: ({ step, body }: { step: StepValidationEndpoint; body: TStepValidationRequestInput }) =>
      api.post<TStepValidationResponse>(`/priceleadtime/validate/${step}`, body).then((answer) => answer.data),
  });
}

/** Whether the goods cross a customs border, and which services can clear them. */
export function useDutiableCheck() {
  return useMutation({
    // The dutiable error modal tells the user; no app-wide toast on top of it.
    mutationFn: (body: TDutiableRequestInput) =>
      api.post<TDutiableResponse>('/apport/consignments/dutiable', body, { quiet: true }).then((answer) => answer.data),
  });
}

/** The additional services the chosen carrier service offers. */
export function useAdditionalServices(serviceId: number | null) {
  return useQuery({
    queryKey: bookingKeys.additionalServices(serviceId ?? 0),
    queryFn: ({ signal }) => api.get<TAdditionalServicesResponse>(`/add-services?carrier_service_id=${serviceId ?? 0}`, { signal }),
    select: (answer) => answer.data,
    enabled: serviceId !== null,
    staleTime: 5 * 60_000,
  });
}

/** The user's unfinished bookings kept on the server, newest first. */
export function useFlowDrafts(kind: FlowKind) {
  return useQuery({
    queryKey: bookingKeys.drafts(kind),
    queryFn: ({ signal }) => api.get<TFlowDraftListResponse>(`${DRAFTS}?kind=${kind}`, { signal }),
    select: (answer) => answer.data,
  });
}

export function useFlowDraft(id: string | null) {
  return useQuery({
    queryKey: bookingKeys.draft(id ?? ''),
    queryFn: ({ signal }) => api.get<{ data: TFlowDraft }>(`${DRAFTS}/${encodeURIComponent(id ?? '')}`, { signal }),
    select: (answer) => answer.data,
    enabled: id !== null,
    staleTime: Infinity,
  });
}

/** Creates the server draft the first time, then updates it; answers the draft with its id. */
export function useSaveFlowDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TFlowDraftBodyInput }) =>
      // Saving a draft happens in the background; a failure only means the server copy lags.
      (id
        ? api.put<{ data: TFlowDraft }>(`${DRAFTS}/${id}`, body, { quiet: true })
        : api.post<{ data: TFlowDraft }>(DRAFTS, body, { quiet: true })
      ).then((answer) => answer.data),
    onSuccess: (draft) => {
      queryClient.setQueryData(bookingKeys.draft(draft.id), { data: draft });
      void queryClient.invalidateQueries({ queryKey: bookingKeys.drafts(draft.kind) });
    },
  });
}

export function useDeleteFlowDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`${DRAFTS}/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...bookingKeys.all, 'drafts'] }),
  });
}

/** Books the chosen quote for one site: `POST /api/bookings`, or `/api/bookings/ad-hoc` without a quote. */
export function useBook(kind: 'quote' | 'ad_hoc') {
  return useMutation({
    mutationFn: ({ request, siteIds }: { request: TFlowBookingRequestInput; siteIds: number[] }) =>
      api
        .post<{ data: TBooking }>(
          kind === 'ad_hoc' ? '/bookings/ad-hoc' : '/bookings',
          kind === 'ad_hoc' ? { ...request, calculation_id: null } : request,
          { siteIds },
        )
        .then((answer) => answer.data),
    // A choice to remember is the user's booking default from now on, as the server kept it.
    onSuccess: (_booking, { request }) => {
      if (!request.freight_print_saved) return;
      const types = request.freight_print_types ?? [];
      updateSessionUser((user) => ({ ...user, booking_defaults: { ...user.booking_defaults, freight_print_types: types } }));
    },
  });
}

/** Reads invoice articles from an .xlsx; the whole file is refused with errors per row and column. */
export function useImportInvoiceArticles() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.post<TInvoiceArticlesImportResponse>('/priceleadtime/invoice/articles/import', form).then((answer) => answer.data);
    },
  });
}

/** Every known carrier with its services, for an ad-hoc booking's choice. */
export function useKnownCarriers() {
  return useQuery({
    queryKey: bookingKeys.carriers(),
    queryFn: ({ signal }) => api.get<TListCarriersResponse>('/carriers?pageSize=1000&sortKey=name&sortOrder=asc', { signal }),
    select: (answer) => answer.data,
    staleTime: 5 * 60_000,
  });
}

/** Where a booking stands with its carrier; polled while it is still on its way. */
export function useHandOver(uuid: string, initial?: THandOver) {
  return useQuery({
    queryKey: bookingKeys.handOver(uuid),
    queryFn: ({ signal }) =>
      api.get<{ data: THandOver }>(`/bookings/${uuid}/hand-over`, { signal, quiet: true }).then((answer) => answer.data),
    initialData: initial,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 30_000 : false),
    retry: false,
  });
}

export function useRetryHandOver(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ data: THandOver }>(`/bookings/${uuid}/hand-over/retry`).then((answer) => answer.data),
    onSuccess: (handOver) => queryClient.setQueryData(bookingKeys.handOver(uuid), handOver),
  });
}

/** The goods-type dictionary's active types in the user's language, for each goods line to name one. */
export function useGoodTypeOptions(language: string) {
  return useQuery({
    queryKey: bookingKeys.goodTypes(language),
    queryFn: () => api.get<TGoodTypeSearchResponse>('/good-type-dictionary/search?limit=100').then((answer) => answer.data),
    staleTime: 10 * 60_000,
  });
}

/** A booked shipment as the start of the next booking with the same carrier service. */
export function useBookAgain(uuid: string | null) {
  return useQuery({
    queryKey: bookingKeys.bookAgain(uuid ?? ''),
    queryFn: ({ signal }) =>
      api.get<TBookAgainResponse>(`/bookings/${encodeURIComponent(uuid ?? '')}/book-again`, { signal }).then((answer) => answer.data),
    enabled: uuid !== null,
    retry: false,
  });
}

/** Prices the one carrier service a booking is made again with (the short flow). */
export function usePriceService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TSimplePriceCalculationRequestInput) => api.post<TPriceCalculationResponse>('/price-calculation/simple', request),
    onSuccess: (answer) => queryClient.setQueryData(priceLeadtimeKeys.calculation(answer.data.id), answer),
  });
}

/** A site the user may see, with its address: the sender of a booking made for it. Null when out of reach. */
export function useBookingSiteAddress(siteId: number | null) {
  return useQuery({
    queryKey: bookingKeys.site(siteId ?? 0),
    queryFn: async ({ signal }): Promise<TSite | null> =>
      (await api.get<TListSitesResponse>(`/sites?filter[id]=${siteId}`, { signal, quiet: true })).data[0] ?? null,
    enabled: siteId !== null,
    staleTime: 5 * 60_000,
  });
}
