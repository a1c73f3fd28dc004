import { readFile } from 'node:fs/promises';
import { demoUsers } from '../demo-users';
import { expect, searchList, test } from '../fixtures';
import { PriceLeadTimePage } from '../pages/PriceLeadTimePage';
import { ShipmentsPage } from '../pages/ShipmentsPage';
import { BookingFlowPage, type Party } from './BookingFlowPage';

const CONSIGNOR = {
  name: 'Nordic Freight AB',
  address: 'Lundbyvägen 12',
  zip: '41101',
  city: 'Gothenburg',
  country: 'Sweden',
  contact: 'Ulla Usersson',
  email: 'ulla@nordic.example',
  phone: '+46317001200',
};
const CONSIGNEE = {
  name: 'Fjord Seafood AS',
  address: 'Karl Johans gate 1',
  zip: '0150',
  city: 'Oslo',
  country: 'Norway',
  contact: 'Øyvind Berg',
  phone: '+4722000000',
};
/** A receiver of its own, so this test's draft is told apart from the drafts other tests leave. */
const BERGEN = {
  name: 'Bryggen Fisk AS',
  address: 'Bryggen 15',
  zip: '5003',
  city: 'Bergen',
  country: 'Norway',
  contact: 'Kari Nord',
  phone: '+4755000000',
};

async function addressAndGoods(booking: BookingFlowPage, consignee: Party = CONSIGNEE): Promise<void> {
  await booking.fillParty('Consignor', CONSIGNOR);
  await booking.fillParty('Consignee', consignee);
  await booking.next.click();
  await booking.expectStep('Goods');
  await booking.fillGoods(1, { packageType: 'EUR pallet', units: 1, weightKg: 300, heightCm: 120 });
  await booking.page.getByRole('button', { name: 'Get prices' }).click();
  await booking.expectStep('Price & leadtime');
  await expect(booking.quotes.first()).toBeVisible();
}

/** Picks the cheapest service offered and leaves the result step, taking a customs service if asked. */
async function chooseCheapest(booking: BookingFlowPage): Promise<string> {
  const { page } = booking;
  await page
    .getByRole('radiogroup', { name: 'Sort by' })
    .locator('label', { hasText: /^Price$/ })
    .click();
  await expect
    .poll(async () => {
      const shown = await booking.amounts();
      return shown.length > 0 && shown.join(',') === [...shown].sort((a, b) => a - b).join(',');
    })
    .toBe(true);
  const [cheapest = ''] = await booking.services();
  await page
    .getByRole('listitem', { name: cheapest, exact: true })
    .getByRole('button', { name: `Choose ${cheapest}` })
    .click();
  await page.getByRole('button', { name: 'Continue to booking' }).click();
  const customs = page.getByRole('dialog', { name: 'Customs clearance needed' });
  const next = page.locator('.mantine-Stepper-step[data-progress]');
  await expect(customs.or(next.filter({ hasText: 'Finalize form & create booking' }))).toBeVisible();
  if (await customs.isVisible()) {
    await customs.getByRole('radio').first().check();
    await customs.getByRole('button', { name: 'Choose this service' }).click();
  }
  return cheapest;
}

test('a user books the cheapest service for a pallet from Gothenburg to Oslo through every step and downloads its labels', async ({
  page,
  signIn,
}) => {
  await signIn(demoUsers.user.email);
  const booking = new BookingFlowPage(page);
  await booking.goto();
  await expect(booking.heading).toHaveText('Book a transport');

  await addressAndGoods(booking);
  const service = await chooseCheapest(booking);

  await booking.expectStep('Finalize form & create booking');
  // Norway is outside the EU customs union: the customs details are asked for.
  const customs = booking.section('Customs details');
  await expect(customs).toBeVisible();
  await customs.getByRole('textbox', { name: 'Content of the goods' }).fill('Machine parts');
  await customs.getByRole('textbox', { name: 'Value of the goods' }).fill('12500');
  await booking.section('References').getByRole('textbox', { name: "Sender's reference" }).fill('REF-E2E-1');
  // The goods must arrive on a fixed day, between 10:00 and 12:00 on Oslo's clocks.
  const when = booking.section('Pickup and delivery');
  const fixedDay = when.getByRole('button', { name: 'Fixed delivery date' });
  await fixedDay.click();
  await page.locator('table.mantine-DatePickerInput-month button:not([data-disabled]):not([data-outside])').last().click();
  const deliveryDay = (await fixedDay.textContent())!.trim();
  expect(deliveryDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await booking.choose(when, 'Earliest delivery', '10:00');
  await booking.choose(when, 'Latest delivery', '12:00');
  const services = booking.section('Additional services');
  await services.getByRole('checkbox', { name: 'Pre-notification' }).check();
  await services.getByRole('textbox', { name: 'Phone to notify' }).fill('+4722000000');
  await booking.next.click();

  await booking.expectStep('Goods description');
  await page.getByRole('group', { name: 'Goods line 1' }).getByRole('textbox', { name: 'Description' }).fill('Machine parts');
  await booking.next.click();

  await booking.expectStep('Delivery terms');
  await booking.choose(booking.section('Terms'), 'Incoterm', 'DAP – Delivered at Place');
  await booking.section('Terms').getByRole('textbox', { name: 'Incoterm place' }).fill('Oslo');
  const print = booking.section('Documents to print');
  await print.getByRole('checkbox', { name: 'Transport labels' }).check();
  await print.getByRole('checkbox', { name: 'Waybill/CMR' }).check();
  await booking.next.click();

  await booking.expectStep('Invoice');
  const invoice = booking.section('Invoice details');
  await invoice.getByRole('textbox', { name: 'Invoice number' }).fill('INV-2026-77');
  const articles = page.getByRole('table', { name: 'Articles' });
  await articles.getByRole('textbox', { name: 'Description 1' }).fill('Hydraulic pump');
  await articles.getByRole('textbox', { name: 'HS code 1' }).fill('841360');
  await articles.getByRole('textbox', { name: 'Origin 1' }).fill('SE');
  await articles.getByRole('textbox', { name: 'Quantity 1' }).fill('2');
  await articles.getByRole('textbox', { name: 'Unit price 1' }).fill('6250');
  await articles.getByRole('textbox', { name: 'Net weight (kg) 1' }).fill('280');
  await booking.next.click();

  await booking.expectStep('Summary');
  await expect(page.getByTestId('summary-service')).toHaveText(service);
  await expect(page.getByTestId('summary-price')).toHaveText(/\d{1,3}(\s\d{3})*,\d{2}\sSEK/);
  await expect(booking.section('Addresses')).toContainText('Fjord Seafood AS');
  await expect(booking.section('Pickup and references')).toContainText('Delivery window10:00–12:00');
  await booking.bookForSite('Gothenburg Warehouse');
  await page.getByRole('button', { name: 'Book', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Booked' })).toBeVisible();
  const number = (await page.getByTestId('booking-number').textContent()) ?? '';
  expect(number).toMatch(/^BK\d{10}$/);
  // The delivery window reads on Oslo's clock, with the zone named.
  await expect(page.getByTestId('booking-eta')).toHaveText(new RegExp(`^${deliveryDay} 10:00–12:00 Europe/Oslo \\(GMT\\+[12]\\)$`));
  const confirmedWindow = (await page.getByTestId('booking-eta').textContent())!;

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download ${number}-label-1.png` }).click();
  const label = await readFile(await (await download).path());
  expect(label.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(label.length).toBeGreaterThan(2_000);

  const shipments = new ShipmentsPage(page);
  await shipments.goto();
  await shipments.search.fill(number);
  await expect(shipments.rows).toHaveCount(1);
  await shipments.rows.first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(number);
  await expect(page.getByText('BOOKED').first()).toBeVisible();
  await expect(page.getByTestId('hand-over-panel')).toBeVisible();
  await expect(page.getByText(confirmedWindow, { exact: true }).first()).toBeVisible();
});

test('a refresh in the middle of a booking loses nothing', async ({ page, signIn }) => {
  await signIn(demoUsers.user.email);
  const booking = new BookingFlowPage(page);
  await booking.goto();
  await addressAndGoods(booking, BERGEN);
  const service = await chooseCheapest(booking);
  await booking.expectStep('Finalize form & create booking');
  await booking.section('References').getByRole('textbox', { name: 'Project number' }).fill('PRJ-RELOAD');
  await booking.section('Additional services').getByRole('checkbox', { name: 'Tail lift' }).check();

  await page.reload();
  await booking.expectStep('Finalize form & create booking');
  await expect(booking.section('References').getByRole('textbox', { name: 'Project number' })).toHaveValue('PRJ-RELOAD');
  await expect(booking.section('Additional services').getByRole('checkbox', { name: 'Tail lift' })).toBeChecked();
  await expect(booking.section('Customs details')).toBeVisible();

  // The steps before are as they were typed, and the chosen service is still the one chosen.
  await page.getByRole('button', { name: 'Back' }).click();
  await booking.expectStep('Price & leadtime');
  await expect(page.getByRole('region', { name: 'Your choice' })).toContainText(service.split(' – ')[1] ?? service);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('group', { name: 'Goods line 1' }).getByRole('textbox', { name: 'Weight per unit' })).toHaveValue('300');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(booking.section('Consignee').getByRole('textbox', { name: 'Company name' })).toHaveValue(BERGEN.name);
  await expect(booking.section('Consignor').getByRole('textbox', { name: 'Phone' })).toHaveValue(CONSIGNOR.phone);

  // On another device (nothing in this browser) the server draft, saved at each step, carries on.
  await page.evaluate(() => localStorage.clear());
  await booking.goto('/transport/transport-booking');
  const drafts = page.getByRole('list', { name: 'Unfinished bookings' });
  const draft = drafts.getByRole('listitem', { name: 'Gothenburg → Bergen' });
  await expect(draft).toBeVisible();
  await draft.getByRole('link', { name: 'Resume' }).click();
  await booking.expectStep('Finalize form & create booking');
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(booking.section('Consignee').getByRole('textbox', { name: 'Company name' })).toHaveValue(BERGEN.name);

  await booking.goto('/transport/transport-booking');
  await drafts.getByRole('button', { name: 'Delete draft Gothenburg → Bergen' }).click();
  await page.getByRole('dialog', { name: 'Delete draft' }).getByRole('button', { name: 'Delete' }).click();
  await expect(draft).toBeHidden();
});

test('an ad-hoc booking with any known carrier, without a quote', async ({ page, signIn }) => {
  await signIn(demoUsers.user.email);
  const booking = new BookingFlowPage(page);
  await booking.bookAdHoc(CONSIGNOR, 2);

  await expect(page.getByRole('heading', { name: 'Booked' })).toBeVisible();
  await expect(page.getByTestId('booking-number')).toHaveText(/^BK\d{10}$/);
  await expect(page.getByRole('button', { name: /^Download BK\d{10}-label-1\.png$/ })).toBeVisible();
  await expect(page.getByTestId('hand-over')).toBeVisible();
});

test('a quote from Price & LeadTime books on the first try, the sender prefilled from the acting site', async ({ page, signIn }) => {
  await signIn(demoUsers.user.email);
  const plt = new PriceLeadTimePage(page);
  await plt.goto();
  await plt.fillPlace('Pickup', { country: 'Sweden', zip: '41101', city: 'Gothenburg' });
  await plt.fillPlace('Delivery', { country: 'Norway', zip: '0150', city: 'Oslo' });
  await plt.fillGoods({ packageType: 'EUR pallet', units: 1, weightKg: 300 });
  await plt.getPrices();
  await plt.sortBy('Price');
  await expect
    .poll(async () => {
      const shown = await plt.amounts();
      return shown.join(',') === [...shown].sort((a, b) => a - b).join(',');
    })
    .toBe(true);
  const [cheapest = ''] = await plt.services();
  await plt.chooseService(cheapest);
  await page.getByRole('link', { name: 'Continue to booking' }).click();

  const booking = new BookingFlowPage(page);
  await expect(page).toHaveURL(/\/transport\/transport-booking\/form\?calculation=[0-9a-f-]{36}&service=\d+$/);
  // The receiver is still to be named, so the flow opens at the addresses, nothing ticked yet.
  await booking.expectStep('Address');
  await expect(page.locator('.mantine-Stepper-step[data-completed]')).toHaveCount(0);
  const consignor = booking.section('Consignor');
  await expect(consignor.getByRole('textbox', { name: 'Company name' })).toHaveValue('Nordic Freight AB');
  await expect(consignor.getByRole('textbox', { name: 'Contact person' })).toHaveValue('Ulla Usersson');
  await expect(consignor.getByRole('textbox', { name: 'Phone' })).toHaveValue('+46317001200');
  // The site is elsewhere in Gothenburg: the quoted postcode stays, the street is the user's to name.
  await expect(consignor.getByRole('textbox', { name: 'Postcode' })).toHaveValue('41101');
  await expect(consignor.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue('');
  await consignor.getByRole('textbox', { name: 'Address', exact: true }).fill('Lilla Bommen 1');
  await booking.fillParty('Consignee', CONSIGNEE);
  await booking.next.click();

  await booking.expectStep('Goods');
  await expect(page.getByRole('group', { name: 'Goods line 1' }).getByRole('textbox', { name: 'Weight per unit' })).toHaveValue('300');
  await page.getByRole('button', { name: 'Get prices' }).click();
  await booking.expectStep('Price & leadtime');
  // The service chosen on Price & LeadTime is still the choice.
  await expect(page.getByRole('region', { name: 'Your choice' })).toContainText(cheapest.split(' – ')[1] ?? cheapest);
  await page.getByRole('button', { name: 'Continue to booking' }).click();
  const customsDialog = page.getByRole('dialog', { name: 'Customs clearance needed' });
  const finalize = page.locator('.mantine-Stepper-step[data-progress]').filter({ hasText: 'Finalize form & create booking' });
  await expect(customsDialog.or(finalize)).toBeVisible();
  if (await customsDialog.isVisible()) {
    await customsDialog.getByRole('radio').first().check();
    await customsDialog.getByRole('button', { name: 'Choose this service' }).click();
  }

  await booking.expectStep('Finalize form & create booking');
  const customs = booking.section('Customs details');
  await customs.getByRole('textbox', { name: 'Content of the goods' }).fill('Machine parts');
  await customs.getByRole('textbox', { name: 'Value of the goods' }).fill('12500');
  await booking.section('References').getByRole('textbox', { name: "Receiver's reference" }).fill('PO-OSLO-9');
  // A refresh carries on with what was typed rather than filling the form from the result again.
  await page.reload();
  await booking.expectStep('Finalize form & create booking');
  await expect(booking.section('References').getByRole('textbox', { name: "Receiver's reference" })).toHaveValue('PO-OSLO-9');
  await booking.next.click();

  await booking.expectStep('Goods description');
  await page.getByRole('group', { name: 'Goods line 1' }).getByRole('textbox', { name: 'Description' }).fill('Machine parts');
  await booking.next.click();
  await booking.expectStep('Delivery terms');
  await booking.section('Documents to print').getByRole('checkbox', { name: 'Transport labels' }).check();
  await booking.next.click();

  await booking.expectStep('Invoice');
  await booking.section('Invoice details').getByRole('textbox', { name: 'Invoice number' }).fill('INV-2026-78');
  const articles = page.getByRole('table', { name: 'Articles' });
  await articles.getByRole('textbox', { name: 'Description 1' }).fill('Hydraulic pump');
  await articles.getByRole('textbox', { name: 'HS code 1' }).fill('841360');
  await articles.getByRole('textbox', { name: 'Origin 1' }).fill('SE');
  await articles.getByRole('textbox', { name: 'Quantity 1' }).fill('2');
  await articles.getByRole('textbox', { name: 'Unit price 1' }).fill('6250');
  await booking.next.click();

  await booking.expectStep('Summary');
  await expect(booking.section('Addresses')).toContainText('Nordic Freight AB');
  await expect(booking.section('Addresses')).toContainText('Lilla Bommen 1');
  await booking.bookForSite('Gothenburg Warehouse');
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Booked' })).toBeVisible();
  await expect(page.getByTestId('booking-number')).toHaveText(/^BK\d{10}$/);
});

test('a booking template fills the form and keeps its locked parts as saved', async ({ page, signIn }) => {
  const { token } = await signIn(demoUsers.user.email);
  const saved = await page.request.post('/api/priceleadtime/templates', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      kind: 'booking',
      name: 'Weekly pallets to Oslo',
      values: {
        consignor: {
          name: CONSIGNOR.name,
          address: CONSIGNOR.address,
          address2: '',
          zip: CONSIGNOR.zip,
          city: CONSIGNOR.city,
          state: '',
          country: 'SE',
          contact_person: CONSIGNOR.contact,
          email: CONSIGNOR.email,
          phone: CONSIGNOR.phone,
        },
        consignee: {
          name: CONSIGNEE.name,
          address: CONSIGNEE.address,
          address2: '',
          zip: CONSIGNEE.zip,
          city: CONSIGNEE.city,
          state: '',
          country: 'NO',
          contact_person: CONSIGNEE.contact,
          email: '',
          phone: CONSIGNEE.phone,
        },
        pickup: null,
        delivery: null,
        goods: [
          {
            package_type: 'eur_pallet',
            units: 2,
            weight: '280',
            depth: '',
            width: '',
            height: '110',
            load_meters: '',
            stackable: true,
            dangerous_goods: false,
            un_number: '',
            description: 'Frozen fish',
            shipping_mark: '',
          },
        ],
        references: { consignor_reference: 'WEEKLY-OSLO' },
      },
      locked_fields: ['consignee', 'goods'],
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const { data: template } = (await saved.json()) as { data: { id: number } };

  const booking = new BookingFlowPage(page);
  await booking.goto(`/transport/transport-booking/form?template=${template.id}`);
  await expect(page.getByRole('status', { name: /template/i })).toContainText('Weekly pallets to Oslo');
  await expect(booking.section('Consignor').getByRole('textbox', { name: 'Company name' })).toHaveValue(CONSIGNOR.name);
  await expect(booking.section('Consignor').getByRole('textbox', { name: 'Company name' })).toBeEnabled();
  await expect(booking.section('Consignee').getByRole('textbox', { name: 'Company name' })).toHaveValue(CONSIGNEE.name);
  await expect(booking.section('Consignee').getByRole('textbox', { name: 'Company name' })).toBeDisabled();

  await booking.next.click();
  await booking.expectStep('Goods');
  const line = page.getByRole('group', { name: 'Goods line 1' });
  await expect(line.getByRole('textbox', { name: 'Weight per unit' })).toHaveValue('280');
  await expect(line.getByRole('textbox', { name: 'Weight per unit' })).toBeDisabled();
});

test('a booked shipment is booked again with the same service through the short flow, with a goods type', async ({ page, signIn }) => {
  const { token } = await signIn(demoUsers.user.email);
  const auth = { authorization: `Bearer ${token}` };
  const whoami = await page.request.get('/api/whoami', { headers: auth });
  const { data: user } = (await whoami.json()) as { data: { sites: { id: number; key: string }[] } };
  const gothenburg = String(user.sites.find((site) => site.key === 'Gothenburg_Warehouse')!.id);
  const goods = [{ package_type: 'eur_pallet', units: 1, weight: 300, height: 120, description: 'Shop fittings' }];
  const calculated = await page.request.post('/api/price-calculation/multiple', {
    headers: { ...auth, 'x-site-ids': gothenburg },
    data: {
      pickup: { country: 'SE', zip: '41101', city: 'Göteborg' },
      delivery: { country: 'SE', zip: '11151', city: 'Stockholm' },
      goods,
      flow: 'booking',
    },
  });
  const { data: calculation } = (await calculated.json()) as {
    data: { id: string; quotes: { bookable: boolean; service: { id: number; name: string }; carrier: { name: string } }[] };
  };
  const quote = calculation.quotes.find((candidate) => candidate.bookable)!;
  const booked = await page.request.post('/api/bookings', {
    headers: { ...auth, 'x-site-ids': gothenburg },
    data: {
      calculation_id: calculation.id,
      carrier_service_id: quote.service.id,
      consignor: {
        name: 'Nordic Freight AB',
        address: 'Lundbyvägen 12',
        zip: '41101',
        city: 'Göteborg',
        country: 'SE',
        contact_person: 'Ulla Usersson',
        phone: '+46317001200',
      },
      consignee: { name: 'Stockholm Retail AB', address: 'Drottninggatan 5', zip: '11151', city: 'Stockholm', country: 'SE' },
      pickup_date: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      pickup_time_earliest: '09:00',
      pickup_time_latest: '15:00',
      goods,
      references: { consignor_reference: 'AGAIN-1' },
      freight_print_types: ['labels'],
    },
  });
  expect(booked.ok(), await booked.text()).toBe(true);
  const { data: first } = (await booked.json()) as { data: { booking_number: string } };

  await page.goto('/transport/bookings');
  await searchList(page, first.booking_number);
  await page.getByRole('link', { name: `Book ${first.booking_number} again` }).click();

  const booking = new BookingFlowPage(page);
  await expect(page.getByText(`Booking again: ${first.booking_number}`)).toBeVisible();
  await booking.expectStep('Address');
  await expect(booking.section('Consignee').getByRole('textbox', { name: 'Company name' })).toHaveValue('Stockholm Retail AB');
  await booking.next.click();

  await booking.expectStep('Goods');
  const line = page.getByRole('group', { name: 'Goods line 1' }).last();
  await expect(line.getByRole('textbox', { name: 'Description' })).toHaveValue('Shop fittings');
  await booking.choose(line, 'Goods type', 'Building materials');
  await page.getByRole('button', { name: 'Get price' }).click();

  await booking.expectStep('Delivery terms');
  await expect(page.getByTestId('summary-service')).toHaveText(`${quote.carrier.name} – ${quote.service.name}`);
  await expect(page.getByTestId('summary-price')).toHaveText(/\d{1,3}(\s\d{3})*,\d{2}\sSEK/);
  await expect(booking.section('Pickup and references')).toContainText('AGAIN-1');
  await expect(booking.section('Goods')).toContainText('Building materials');
  await booking.bookForSite('Gothenburg Warehouse');
  await page.getByRole('button', { name: 'Book', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'Booked' })).toBeVisible();
  const number = (await page.getByTestId('booking-number').textContent()) ?? '';
  expect(number).toMatch(/^BK\d{10}$/);
  expect(number).not.toBe(first.booking_number);
});
