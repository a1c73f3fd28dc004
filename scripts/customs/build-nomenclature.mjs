// Regenerates the Harmonized System 2022 nomenclature the commodity-code suggestions search:
// every chapter, heading and subheading with its English description, from the CSV of the
// public dataset github.com/datasets/harmonized-system (UN Comtrade data, ODC-PDDL 1.0; see
// THIRD_PARTY_NOTICES.md). Run it by hand with a copy of that file and commit the result;
// nothing downloads at install or test time.
//   node scripts/customs/build-nomenclature.mjs path/to/harmonized-system.csv
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';

const source = process.argv[2];
if (!source) {
  console.error('usage: node scripts/customs/build-nomenclature.mjs harmonized-system.csv');
  process.exit(1);
}
const out = join(dirname(fileURLToPath(import.meta.url)), '../../apps/server/src/modules/customs/hs-nomenclature.json');

const rows = parse(readFileSync(source, 'utf8'), { columns: true, skip_empty_lines: true, bom: true });
const entries = rows
  .filter((row) => /^\d{2}(\d{2}){0,2}$/.test(row.hscode))
  .map((row) => [row.hscode, row.description.replace(/\s+/g, ' ').trim()])
  .sort((a, b) => a[0].localeCompare(b[0]));
if (new Set(entries.map(([code]) => code)).size !== entries.length) throw new Error('a code is given twice');

// One [code, description] pair a line (Prettier leaves the file alone): compact, and a change shows as a readable diff.
const pair = ([code, description]) => `  [${JSON.stringify(code)}, ${JSON.stringify(description)}]`;
writeFileSync(out, `[\n${entries.map(pair).join(',\n')}\n]\n`);
console.log(`${entries.length} entries written to ${out}`);
