// Fails when the JavaScript a browser must fetch before the first page exceeds the budget
// (ARCHITECTURE "Budgets": initial JavaScript < 250 kB gzip). Run after `vite build`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 250;
const dist = join(import.meta.dirname, '..', 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g)].map((m) => m[1]);

let total = 0;
for (const file of initial) {
  const size = gzipSync(readFileSync(join(dist, file))).length / 1024;
  total += size;
  console.log(`${size.toFixed(1).padStart(7)} kB  ${file}`);
}
console.log(`${total.toFixed(1).padStart(7)} kB  initial JavaScript, gzip (budget ${BUDGET_KB} kB)`);
if (total > BUDGET_KB) {
  console.error('Over budget: lazy-load more of the app.');
  process.exit(1);
}
