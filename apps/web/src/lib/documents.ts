import { api } from './api';

/** Fetches a file of the API within the session and hands it to the browser as a download. */
export async function downloadFile(path: string, filename: string): Promise<void> {
  const blob = await api.blob(path);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  // Released after the click has been handled; some browsers read the address asynchronously.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Fetches a shipment document within the session and hands it to the browser as a download. */
export function downloadDocument(id: number, filename: string): Promise<void> {
  return downloadFile(`/documents/${id}/download`, filename);
}
