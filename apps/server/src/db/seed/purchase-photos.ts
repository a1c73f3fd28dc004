import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { ARTICLE_PHOTO_SIZES } from '@freight/contracts';
import type { FileStore } from '../../platform/files';
import { webpRenditions } from '../../platform/images';
import type { Executor } from '../client';
import { purchaseArticlePhotos } from '../schema';

/** Drawn smaller than the full size, as many real product shots are: the full image is never enlarged. */
const SIDE = 1200;

/** The colour each demo article is drawn in, by the colour names the seed gives it. */
const PAINT: Record<string, string> = {
  Black: '#2b2b2b',
  Brass: '#b5923c',
  White: '#f1efe9',
  Sand: '#d8c3a0',
  'Off-white': '#f4f1e8',
  'Moss green': '#6b7d4a',
  Oak: '#b98a55',
  Teak: '#8a5a33',
};

type Shape = (context: SKRSContext2D, main: string, second: string) => void;

const lamp: Shape = (context, main, second) => {
  context.fillStyle = second;
  context.fillRect(560, 520, 80, 420);
  context.fillRect(420, 930, 360, 60);
  context.fillStyle = main;
  context.beginPath();
  context.moveTo(380, 560);
  context.lineTo(820, 560);
  context.lineTo(700, 280);
  context.lineTo(500, 280);
  context.closePath();
  context.fill();
};

const textile: Shape = (context, main, second) => {
  context.fillStyle = main;
  context.beginPath();
  context.roundRect(260, 300, 680, 600, 60);
  context.fill();
  context.strokeStyle = second;
  context.lineWidth = 18;
  for (let x = 340; x < 900; x += 90) {
    context.beginPath();
    context.moveTo(x, 330);
    context.lineTo(x, 870);
    context.stroke();
  }
};

const furniture: Shape = (context, main, second) => {
  context.fillStyle = main;
  context.fillRect(300, 420, 600, 70);
  context.fillStyle = second;
  for (const x of [340, 800]) context.fillRect(x, 490, 60, 440);
};

function shapeOf(articleNumber: string): Shape {
  if (articleNumber.startsWith('LMP')) return lamp;
  if (articleNumber.startsWith('TXT')) return textile;
  return furniture;
}

/** A product shot of a demo article: its shape in its colours on a soft backdrop, with its number. */
async function drawArticle(article: DemoArticle): Promise<Buffer> {
  const canvas = createCanvas(SIDE, SIDE);
  const context = canvas.getContext('2d');
  const backdrop = context.createLinearGradient(0, 0, 0, SIDE);
  backdrop.addColorStop(0, '#f7f7f5');
  backdrop.addColorStop(1, '#dcdcd6');
  context.fillStyle = backdrop;
  context.fillRect(0, 0, SIDE, SIDE);
  const main = PAINT[article.primary_color ?? ''] ?? '#8a8a8a';
  const second = PAINT[article.secondary_color ?? ''] ?? '#5b5b5b';
  shapeOf(article.article_number)(context, main, second);
  context.fillStyle = '#3a3a3a';
  context.font = 'bold 56px "DejaVu Sans", sans-serif';
  context.textAlign = 'center';
  context.fillText(article.article_number, SIDE / 2, SIDE - 90);
  return canvas.encode('png');
}

interface DemoArticle {
  id: number;
  organization_id: number;
  article_number: string;
  primary_color: string | null;
  secondary_color: string | null;
}

/** One photo per demo article, stored at every size as an upload would be. */
export async function seedDemoArticlePhotos(db: Executor, files: FileStore, articles: DemoArticle[]) {
  for (const article of articles) {
    const drawn = await drawArticle(article);
    const sizes = await webpRenditions({ data: drawn, type: 'image/png', extension: 'png' }, ARTICLE_PHOTO_SIZES, { field: 'file' });
    const stem = `purchase/articles/${article.organization_id}/demo-${article.id}`;
    const paths = { small_path: `${stem}-small.webp`, medium_path: `${stem}-medium.webp`, full_path: `${stem}-full.webp` };
    await files.write(paths.small_path, sizes.small.data);
    await files.write(paths.medium_path, sizes.medium.data);
    await files.write(paths.full_path, sizes.full.data);
    await db.insert(purchaseArticlePhotos).values({
      organization_id: article.organization_id,
      article_id: article.id,
      is_primary: true,
      ...paths,
      width: sizes.full.width,
      height: sizes.full.height,
    });
  }
}
