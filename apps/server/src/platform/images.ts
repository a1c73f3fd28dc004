import { createCanvas, loadImage, type Image } from '@napi-rs/canvas';
import { ValidationError } from './errors';
import { readUploadedFile, type UploadedFile } from './form-body';

interface ImageKind {
  type: string;
  extension: string;
  matches: (data: Buffer) => boolean;
}

/** Image kinds told by their first bytes rather than the name or type the client sent. */
const RASTER_IMAGES: ImageKind[] = [
  {
    type: 'image/png',
    extension: 'png',
    matches: (data) => data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/jpeg', extension: 'jpg', matches: (data) => data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff },
  { type: 'image/gif', extension: 'gif', matches: (data) => data.subarray(0, 4).toString('ascii') === 'GIF8' },
  {
    type: 'image/webp',
    extension: 'webp',
    matches: (data) => data.subarray(0, 4).toString('ascii') === 'RIFF' && data.subarray(8, 12).toString('ascii') === 'WEBP',
  },
];
const SVG_IMAGE: ImageKind = {
  type: 'image/svg+xml',
  extension: 'svg',
  matches: (data) =>
    /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(data.subarray(0, 2048).toString('utf8')),
};

export interface AcceptedImage {
  data: Buffer;
  type: string;
  extension: string;
}

/**
 * An uploaded image checked for size and kind; anything too large or not an image answers 422 on
 * `field` with `typeMessage`. SVG is taken only where `svg` is set (logos drawn by carriers).
 */
export async function acceptImage(
  file: UploadedFile,
  {
    field,
    maxBytes,
    svg = false,
    typeMessage = 'validation.image_type',
  }: { field: string; maxBytes: number; svg?: boolean; typeMessage?: string },
): Promise<AcceptedImage> {
  if (file.size > maxBytes) {
    throw new ValidationError({ [field]: [{ key: 'validation.file_too_large', params: { megabytes: maxBytes / 1024 / 1024 } }] });
  }
  const data = await readUploadedFile(file);
  const kind = [...RASTER_IMAGES, ...(svg ? [SVG_IMAGE] : [])].find((candidate) => candidate.matches(data));
  if (!kind) throw new ValidationError({ [field]: [typeMessage] });
  return { data, type: kind.type, extension: kind.extension };
}

/** One size of an image, as stored. */
export interface ImageRendition {
  data: Buffer;
  width: number;
  height: number;
}

/** Past this many pixels an image is refused rather than drawn (a 10 MB file can unpack to gigabytes). */
const MAX_IMAGE_PIXELS = 60_000_000;

/**
 * An accepted raster image redrawn as WebP at each longest side given, never larger than the
 * original, so a small photo stays sharp rather than blown up. An image that cannot be drawn
 * answers 422 on `field`.
 */
export async function webpRenditions<Size extends string>(
  image: AcceptedImage,
  longestSides: Record<Size, number>,
  { field, quality = 0.82 }: { field: string; quality?: number },
): Promise<Record<Size, ImageRendition>> {
  let source: Image;
  try {
    source = await loadImage(image.data);
  } catch {
    throw new ValidationError({ [field]: ['validation.image_type'] });
  }
  const { width, height } = source;
  if (width < 1 || height < 1 || width * height > MAX_IMAGE_PIXELS) throw new ValidationError({ [field]: ['validation.image_too_large'] });
  const entries = await Promise.all(
    (Object.entries(longestSides) as [Size, number][]).map(async ([size, longest]) => {
      const scale = Math.min(1, longest / Math.max(width, height));
      const canvas = createCanvas(Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale)));
      const context = canvas.getContext('2d');
      context.imageSmoothingQuality = 'high';
      context.drawImage(source, 0, 0, canvas.width, canvas.height);
      const data = await canvas.encode('webp', Math.round(quality * 100));
      return [size, { data, width: canvas.width, height: canvas.height }] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Size, ImageRendition>;
}
