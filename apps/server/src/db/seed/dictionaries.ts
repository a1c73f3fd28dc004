import { ilike } from 'drizzle-orm';
import type { FileStore } from '../../platform/files';
import type { Executor } from '../client';
import { carriers, goodTypes } from '../schema';

/** Goods types a shipper books most, in the order the booking form offers them. */
const GOOD_TYPES: (typeof goodTypes.$inferInsert)[] = [
  {
    code: 'PALLET',
    names: { en: 'Pallet goods', es: 'Mercancía paletizada', 'zh-CN': '托盘货物' },
    default_package_type: 'eur_pallet',
    sort_order: 10,
  },
  { code: 'PARCEL', names: { en: 'Parcels', es: 'Paquetes', 'zh-CN': '包裹' }, default_package_type: 'parcel', sort_order: 20 },
  {
    code: 'GENERAL',
    names: { en: 'General cargo', es: 'Carga general', 'zh-CN': '普通货物' },
    default_package_type: 'other',
    sort_order: 30,
  },
  {
    code: 'MACHINERY',
    names: { en: 'Machinery and spare parts', es: 'Maquinaria y repuestos', 'zh-CN': '机械及备件' },
    default_package_type: 'other',
    sort_order: 40,
  },
  {
    code: 'FOOD_CHILLED',
    names: { en: 'Food, chilled', es: 'Alimentos refrigerados', 'zh-CN': '冷藏食品' },
    default_package_type: 'eur_pallet',
    sort_order: 50,
  },
  {
    code: 'FOOD_FROZEN',
    names: { en: 'Food, frozen', es: 'Alimentos congelados', 'zh-CN': '冷冻食品' },
    default_package_type: 'eur_pallet',
    sort_order: 60,
  },
  {
    code: 'FOOD_AMBIENT',
    names: { en: 'Food, ambient', es: 'Alimentos a temperatura ambiente', 'zh-CN': '常温食品' },
    default_package_type: 'eur_pallet',
    sort_order: 70,
  },
  {
    code: 'TEXTILES',
    names: { en: 'Textiles and clothing', es: 'Textiles y ropa', 'zh-CN': '纺织品和服装' },
    default_package_type: 'parcel',
    sort_order: 80,
  },
  {
    code: 'ELECTRONICS',
    names: { en: 'Electronics', es: 'Electrónica', 'zh-CN': '电子产品' },
    default_package_type: 'parcel',
    sort_order: 90,
  },
  {
    code: 'BUILDING',
    names: { en: 'Building materials', es: 'Materiales de construcción', 'zh-CN': '建筑材料' },
    default_package_type: 'half_pallet',
    sort_order: 100,
  },
  { code: 'DOCUMENTS', names: { en: 'Documents', es: 'Documentos', 'zh-CN': '文件' }, default_package_type: 'parcel', sort_order: 110 },
  {
    code: 'DG_CLASS_3',
    names: {
      en: 'Dangerous goods, class 3 (flammable liquids)',
      es: 'Mercancías peligrosas, clase 3 (líquidos inflamables)',
      'zh-CN': '危险品 第3类（易燃液体）',
    },
    default_package_type: 'eur_pallet',
    dangerous_goods: true,
    sort_order: 120,
  },
  {
    code: 'DG_CLASS_8',
    names: {
      en: 'Dangerous goods, class 8 (corrosives)',
      es: 'Mercancías peligrosas, clase 8 (corrosivos)',
      'zh-CN': '危险品 第8类（腐蚀性物质）',
    },
    default_package_type: 'eur_pallet',
    dangerous_goods: true,
    sort_order: 130,
  },
  {
    code: 'DG_CLASS_9',
    names: {
      en: 'Dangerous goods, class 9 (lithium batteries and others)',
      es: 'Mercancías peligrosas, clase 9 (baterías de litio y otras)',
      'zh-CN': '危险品 第9类（锂电池等）',
    },
    default_package_type: 'parcel',
    dangerous_goods: true,
    sort_order: 140,
  },
];

export async function seedGoodTypes(db: Executor) {
  await db.insert(goodTypes).values(GOOD_TYPES).onConflictDoNothing();
}

/** Carriers with a known logo (SPEC §9): a wordmark in the carrier's colours for each. */
const LOGOS: { brand: string; text: string; background: string; color: string }[] = [
  { brand: 'Bring', text: 'Bring', background: '#7BC144', color: '#FFFFFF' },
  { brand: 'Dachser', text: 'DACHSER', background: '#004B93', color: '#FFD400' },
  { brand: 'DHL', text: 'DHL', background: '#FFCC00', color: '#D40511' },
  { brand: 'DSV', text: 'DSV', background: '#002664', color: '#FFFFFF' },
  { brand: 'FedEx', text: 'FedEx', background: '#4D148C', color: '#FF6600' },
  { brand: 'PostNord', text: 'PostNord', background: '#00A0D6', color: '#FFFFFF' },
  { brand: 'Schenker', text: 'SCHENKER', background: '#EB0A1E', color: '#FFFFFF' },
  { brand: 'TNT', text: 'TNT', background: '#FF6600', color: '#FFFFFF' },
  { brand: 'UPS', text: 'UPS', background: '#351C15', color: '#FFB500' },
];

function wordmark({ text, background, color }: (typeof LOGOS)[number]): Buffer {
  const width = Math.max(96, text.length * 22 + 32);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="48" viewBox="0 0 ${width} 48">` +
      `<rect width="${width}" height="48" rx="8" fill="${background}"/>` +
      `<text x="${width / 2}" y="32" font-family="Arial, Helvetica, sans-serif" font-size="24" font-weight="700" font-style="italic" fill="${color}" text-anchor="middle">${text}</text>` +
      `</svg>`,
  );
}

/** Gives the carriers of a known brand (DHL Freight, DHL Express, …) the brand's logo. */
export async function seedCarrierLogos(db: Executor, files: FileStore) {
  for (const logo of LOGOS) {
    const path = `carriers/${logo.brand.toLowerCase()}-logo.svg`;
    const updated = await db
      .update(carriers)
      .set({ logo_path: path, logo_content_type: 'image/svg+xml' })
      .where(ilike(carriers.name, `${logo.brand}%`))
      .returning({ id: carriers.id });
    if (updated.length > 0) await files.write(path, wordmark(logo));
  }
}
