import { api } from './api';

/** Fetches a document within the session and hands it to the browser as a download. */
export async function downloadDocument(id: number, filename: string): Promise<void> {
  const blob = await api.blob(`/documents/${id}/download`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  // Released after the click has been handled; some browsers read the address asynchronously.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
