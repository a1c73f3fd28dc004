import type { TOutsideImportResult, TOutsideVerifyResult } from '@freight/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { downloadBlob, postForm } from '../../components/DataTable/http';
import { api } from '../../lib/api';

const BASE = '/emissions';

/** The upload's form: the workbook, and the site the shipments land on when acting as several. */
function workbookForm(file: File, siteId: number | null, progressId?: string): FormData {
  const form = new FormData();
  form.append('file', file);
  if (siteId !== null) form.append('site_id', String(siteId));
  if (progressId) form.append('progress_id', progressId);
  return form;
}

/** The empty workbook with the column headers in the user's language. */
export function useDownloadTemplate() {
  return useMutation({
    mutationFn: async (fileName: string) => {
      const file = await api.file(`${BASE}/upload/template`);
      downloadBlob(file.blob, file.filename ?? fileName);
    },
  });
}

/** Sends a workbook and saves the same workbook back with each row's CO2e or error. */
export function useCalculateWorkbook() {
  return useMutation({
    mutationFn: async ({ file, resultName }: { file: File; resultName: string }) => {
      const blob = await postForm(`${BASE}/upload`, workbookForm(file, null));
      downloadBlob(blob, resultName);
    },
  });
}

/** Checks a workbook as the import would: every row's figures or errors; nothing is stored. */
export function useVerifyWorkbook() {
  return useMutation({
    mutationFn: ({ file, siteId }: { file: File; siteId: number | null }) =>
      api.post<{ data: TOutsideVerifyResult }>(`${BASE}/import/verify`, workbookForm(file, siteId)),
  });
}

/** Imports a checked workbook, all rows or none, under an id its progress can be asked by. */
export function useProcessWorkbook() {
  return useMutation({
    mutationFn: ({ file, siteId, progressId }: { file: File; siteId: number | null; progressId: string }) =>
      api.post<{ data: TOutsideImportResult }>(`${BASE}/import/process`, workbookForm(file, siteId, progressId)),
  });
}

/**
 * How many rows a running import has read, asked every second while it runs. The server that
 * runs it answers; another (or one that has finished) does not, and the bar then just keeps moving.
 */
export function useImportProgress(progressId: string | null) {
  return useQuery({
    queryKey: ['emissions-upload', 'progress', progressId],
    queryFn: ({ signal }) => api.get<{ data: { rows: number } }>(`${BASE}/import/progress/${progressId}`, { signal, quiet: true }),
    select: (answer) => answer.data.rows,
    enabled: progressId !== null,
    refetchInterval: 1000,
    retry: false,
  });
}
