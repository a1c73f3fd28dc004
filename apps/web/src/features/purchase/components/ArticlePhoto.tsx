import type { ArticlePhotoSize, TArticlePhoto } from '@freight/contracts';
import { Image, Skeleton } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useAuthorizedImage } from '../../../lib/authorized-image';

export interface ArticlePhotoProps {
  /** The photo, or null for an article without one: a placeholder keeps the place. */
  photo: TArticlePhoto | null;
  size: ArticlePhotoSize;
  /** Names the article, so a reader knows what is shown. */
  alt: string;
  /** The square it is shown in, in pixels; the photo keeps its proportions inside. */
  box: number;
}

/** An article's photo at one of its stored sizes, fitted into a square. */
export function ArticlePhoto({ photo, size, alt, box }: ArticlePhotoProps) {
  const source = useAuthorizedImage(photo?.[size]);
  if (!photo) {
    return (
      <span
        aria-hidden
        style={{ width: box, height: box, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', borderRadius: 6 }}
      >
        <IconPhoto size={Math.min(24, box / 2)} color="var(--mantine-color-gray-5)" />
      </span>
    );
  }
  if (!source) return <Skeleton width={box} height={box} radius="sm" />;
  return <Image src={source} alt={alt} w={box} h={box} fit="contain" radius="sm" bg="gray.0" />;
}
