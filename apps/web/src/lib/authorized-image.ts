import { useQuery } from '@tanstack/react-query';
import { api } from './api';

export const imageKeys = {
  all: ['image'] as const,
  one: (path: string) => ['image', path] as const,
};

function toDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read'));
    reader.readAsDataURL(blob);
  });
}

/**
 * An image the API serves only to a signed-in user (logos, avatars), as a data URL for an
 * `<img>`. A data URL needs no revoking, so the cached copy is safe to share between screens.
 * Failures show no image and no toast.
 */
export function useAuthorizedImage(path: string | null | undefined): string | null {
  const { data } = useQuery({
    queryKey: imageKeys.one(path ?? ''),
    queryFn: async ({ signal }) => toDataUrl(await api.blob((path ?? '').replace(/^\/api(?=\/)/, ''), { signal, quiet: true })),
    enabled: Boolean(path),
    staleTime: Infinity,
    retry: false,
  });
  return path ? (data ?? null) : null;
}
