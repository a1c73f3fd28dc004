import type { AddressBookType, CompanyModel } from '@freight/contracts';
import type { Executor } from '../client';
import { addressBookCompanies, addressBookContacts } from '../schema';

interface DemoEntry {
  name: string;
  address: string;
  address2?: string;
  zip: string;
  city: string;
  country: string;
  /** Department, dock or floor under the name. */
  section?: string;
  /** Default business; a private person is told of the delivery by the carrier. */
  companyModel?: CompanyModel;
  /** Default active; an inactive company stays for the history but is not offered when booking. */
  active?: boolean;
  types: AddressBookType[];
  /** The first contact is the default. */
  contacts: { name: string; email: string; phone: string }[];
}

/** Partners of the Gothenburg shipper: its own sender addresses, a pickup warehouse and Nordic receivers. */
const DEMO_ADDRESS_BOOK: DemoEntry[] = [
  {
    name: 'Nordic Freight AB',
    address: 'Lundbyvägen 12',
    zip: '417 55',
    city: 'Göteborg',
    country: 'SE',
    types: ['SENDER'],
    contacts: [
      { name: 'Sara Sitelund', email: 'shipping@nordicfreight.example', phone: '+46317001200' },
      { name: 'Erik Lindqvist', email: 'erik.lindqvist@nordicfreight.example', phone: '+46317001210' },
    ],
  },
  {
    name: 'Hisingen Logistics Warehouse',
    address: 'Exportgatan 30',
    address2: 'Gate 4',
    zip: '422 46',
    city: 'Hisings Backa',
    country: 'SE',
    types: ['PICK_UP', 'SENDER'],
    contacts: [{ name: 'Johan Ek', email: 'dispatch@hisingenlogistics.example', phone: '+46315501400' }],
  },
  {
    name: 'Fjord Seafood AS',
    address: 'Karl Johans gate 22',
    zip: '0159',
    city: 'Oslo',
    country: 'NO',
    types: ['RECEIVER', 'DELIVERY'],
    contacts: [
      { name: 'Ingrid Hansen', email: 'goods-in@fjordseafood.example', phone: '+4722334455' },
      { name: 'Ola Nordmann', email: 'ola.nordmann@fjordseafood.example', phone: '+4722334466' },
    ],
  },
  {
    name: 'Øresund Trading ApS',
    address: 'Amager Strandvej 60',
    zip: '2300',
    city: 'København S',
    country: 'DK',
    types: ['RECEIVER'],
    contacts: [{ name: 'Mette Jørgensen', email: 'indkoeb@oresundtrading.example', phone: '+4532112233' }],
  },
  {
    name: 'Helsinki Design Oy',
    address: 'Mannerheimintie 14',
    zip: '00100',
    city: 'Helsinki',
    country: 'FI',
    types: ['RECEIVER', 'DELIVERY'],
    contacts: [{ name: 'Aino Virtanen', email: 'logistics@helsinkidesign.example', phone: '+358912345678' }],
  },
  {
    name: 'Hamburg Hafen Handel GmbH',
    address: 'Am Sandtorkai 50',
    zip: '20457',
    city: 'Hamburg',
    country: 'DE',
    types: ['RECEIVER'],
    contacts: [
      { name: 'Lena Schmidt', email: 'wareneingang@hhhandel.example', phone: '+49403001100' },
      { name: 'Jonas Weber', email: 'jonas.weber@hhhandel.example', phone: '+49403001120' },
    ],
  },
  {
    name: 'Thames Retail Ltd',
    address: '1 Canada Square',
    zip: 'E14 5AB',
    city: 'London',
    country: 'GB',
    section: 'Goods-in, dock 4',
    types: ['RECEIVER', 'DELIVERY'],
    contacts: [{ name: 'Oliver Smith', email: 'inbound@thamesretail.example', phone: '+442071234567' }],
  },
  {
    name: 'Oslo Cross-dock Terminal',
    address: 'Alnabruveien 15',
    zip: '1081',
    city: 'Oslo',
    country: 'NO',
    types: ['DELIVERY'],
    contacts: [],
  },
  {
    name: 'Karin Andersson',
    address: 'Götgatan 22',
    zip: '118 46',
    city: 'Stockholm',
    country: 'SE',
    companyModel: 'private',
    types: ['RECEIVER', 'DELIVERY'],
    contacts: [{ name: 'Karin Andersson', email: 'karin.andersson@mail.example', phone: '+46701234567' }],
  },
  {
    name: 'Lindholmen Packaging AB',
    address: 'Lindholmspiren 5',
    zip: '417 56',
    city: 'Göteborg',
    country: 'SE',
    // Closed its Göteborg site; kept for the shipments it received.
    active: false,
    types: ['RECEIVER'],
    contacts: [{ name: 'Per Holm', email: 'goods@lindholmenpackaging.example', phone: '+46317004400' }],
  },
];

/** The demo organization's address book, the same on every fresh database. */
export async function seedDemoAddressBook(db: Executor, organizationId: number, createdByUserId: number | null) {
  for (const entry of DEMO_ADDRESS_BOOK) {
    const [company] = await db
      .insert(addressBookCompanies)
      .values({
        organization_id: organizationId,
        created_by_user_id: createdByUserId,
        name: entry.name,
        address: entry.address,
        address2: entry.address2 ?? null,
        zip: entry.zip,
        city: entry.city,
        country: entry.country,
        section: entry.section ?? null,
        company_model: entry.companyModel ?? 'business',
        active: entry.active ?? true,
        types: entry.types,
      })
      .returning({ id: addressBookCompanies.id });
    if (entry.contacts.length === 0) continue;
    await db.insert(addressBookContacts).values(
      entry.contacts.map((contact, index) => ({
        ...contact,
        organization_id: organizationId,
        company_id: company!.id,
        is_default: index === 0,
      })),
    );
  }
}
