import type {
  FlowKind,
  TFlowTemplate,
  TFlowTemplateBodyInput,
  TFlowTemplateResponse,
  TFlowTemplateUpdateBodyInput,
  TFlowTemplateValues,
} from '@freight/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tableQueryKey } from '../../components/DataTable';
import { api } from '../../lib/api';

export const TEMPLATES_ENDPOINT = '/priceleadtime/templates';

/**
 * A form's values as a template keeps them. Forms type their values as interfaces, which carry
 * no index signature; the server checks the shape.
 */
export const asTemplateValues = (values: object): TFlowTemplateValues => values as TFlowTemplateValues;

/** Cache keys of the templates feature. */
export const flowTemplateKeys = {
  all: ['flow-templates'] as const,
  one: (id: number) => [...flowTemplateKeys.all, id] as const,
};

/** The table id of each kind's templates list; its pages are refreshed after a change. */
export const templatesTableId = (kind: FlowKind) => `${kind}_templates`;

/** A saved template by id, or nothing while no id is given. */
export function useFlowTemplate(id: number | null) {
  return useQuery({
    queryKey: flowTemplateKeys.one(id ?? 0),
    queryFn: ({ signal }) => api.get<TFlowTemplateResponse>(`${TEMPLATES_ENDPOINT}/${id ?? 0}`, { signal }),
    select: (answer) => answer.data,
    enabled: id !== null,
  });
}

function useRefreshTemplates() {
  const queryClient = useQueryClient();
  return async (template: TFlowTemplate | null, id?: number) => {
    if (template) queryClient.setQueryData(flowTemplateKeys.one(template.id), { data: template });
    if (id !== undefined) queryClient.removeQueries({ queryKey: flowTemplateKeys.one(id) });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: tableQueryKey(templatesTableId('quote')) }),
      queryClient.invalidateQueries({ queryKey: tableQueryKey(templatesTableId('booking')) }),
    ]);
  };
}

export function useCreateFlowTemplate() {
  const refresh = useRefreshTemplates();
  return useMutation({
    mutationFn: (body: TFlowTemplateBodyInput) => api.post<TFlowTemplateResponse>(TEMPLATES_ENDPOINT, body),
    onSuccess: (answer) => refresh(answer.data),
  });
}

export function useUpdateFlowTemplate() {
  const refresh = useRefreshTemplates();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TFlowTemplateUpdateBodyInput }) =>
      api.put<TFlowTemplateResponse>(`${TEMPLATES_ENDPOINT}/${id}`, body),
    onSuccess: (answer) => refresh(answer.data),
  });
}

export function useDeleteFlowTemplate() {
  const refresh = useRefreshTemplates();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(`${TEMPLATES_ENDPOINT}/${id}`),
    onSuccess: (_answer, id) => refresh(null, id),
  });
}
