import { describe, expect, it } from 'vitest';
import { ZBookingFlowValues, type TAdditionalService, type TBookingFlowValuesInput } from '@freight/contracts';
import { isBookingFlow, isDutiableFlow, validateStep, type StepContext } from './step-rules';

const KNOWN_COUNTRIES = new Set(['SE', 'NO', 'DE', 'CN', 'GB']);

function context(overrides: Partial<StepContext> = {}): StepContext {
  return {
    flowType: 'quote',
    today: '2030-06-10',
    minuteOfDay: 10 * 60,
    countryExists: (code) => KNOWN_COUNTRIES.has(code),
    calculation: null,
    additionalServices: null,
    serviceRequiresDocuments: false,
    ...overrides,
  };
}

const consignor = {
  name: 'Nordic Freight AB',
  address: 'Lundbyvägen 12',
  zip: '417 55',
  city: 'Göteborg',
  country: 'SE',
  contact_person: 'Ulla',
  phone: '+46317001200',
};
const consignee = { name: 'Fjord Seafood AS', address: 'Karl Johans gate 1', zip: '0150', city: 'Oslo', country: 'NO' };
const goods = [{ package_type: 'eur_pallet' as const, units: 2, weight: 300, description: 'Machine parts' }];

const values = (overrides: Partial<TBookingFlowValuesInput> = {}) =>
  ZBookingFlowValues.parse({ consignor, consignee, goods, ...overrides });

describe('address step', () => {
  it('accepts complete addresses', () => {
    expect(validateStep('address', values(), context())).toEqual({});
  });

  it('names each missing or malformed field by its path', () => {
    const errors = validateStep(
      'address',
      values({ consignor: { ...consignor, city: '', zip: '4175', phone: '031-70' }, consignee: { ...consignee, country: 'XX' } }),
      context(),
    );
    expect(errors['consignor.city']).toEqual(['validation.required']);
    expect(errors['consignor.zip']).toEqual([{ key: 'validation.postcode', params: { example: '123 45' } }]);
    expect(errors['consignor.phone']).toEqual(['validation.phone_number']);
    expect(errors['consignee.country']).toEqual(['validation.country']);
  });

  it("takes a phone number as typed when it is one of the address's country", () => {
    const typed = values({ consignor: { ...consignor, phone: '031-700 12 00' }, consignee: { ...consignee, phone: '+47 22 00 00 00' } });
    expect(validateStep('address', typed, context())).toEqual({});
    const foreign = validateStep('address', values({ consignee: { ...consignee, phone: '031-700 12 00' } }), context());
    expect(foreign['consignee.phone']).toEqual(['validation.phone_number']);
  });

  it('needs someone at the sender the carrier can reach', () => {
    const errors = validateStep(
      'address',
      values({ consignor: { ...consignor, contact_person: null, phone: null, email: null } }),
      context(),
    );
    expect(errors['consignor.contact_person']).toEqual(['validation.required']);
    expect(errors['consignor.phone']).toEqual(['validation.phone_or_email']);
    expect(validateStep('address', values({ consignor: { ...consignor, phone: null, email: 'ulla@nordic.example' } }), context())).toEqual(
      {},
    );
  });

  it('checks a pickup place only once it is started', () => {
    expect(validateStep('address', values({ pickup: { name: '', zip: null } }), context())).toEqual({});
    expect(Object.keys(validateStep('address', values({ pickup: { name: 'Warehouse 3' } }), context()))).toEqual(
      expect.arrayContaining(['pickup.address', 'pickup.zip', 'pickup.city', 'pickup.country']),
    );
  });

  it('asks for both parties', () => {
    const errors = validateStep('address', ZBookingFlowValues.parse({ goods }), context());
    expect(errors).toEqual({ consignor: ['validation.required'], consignee: ['validation.required'] });
  });
});

describe('goods step', () => {
  it('accepts a line with weight and type', () => {
    expect(validateStep('goods', values(), context())).toEqual({});
  });

  it('needs at least one line', () => {
    expect(validateStep('goods', values({ goods: [] }), context())).toEqual({ goods: ['validation.required'] });
  });

  it('checks weights, limits and dangerous goods per line', () => {
    const errors = validateStep(
      'goods',
      values({
        goods: [
          { package_type: 'eur_pallet', units: 1, weight: 0, height: 500 },
          { package_type: 'parcel', units: 1.5, weight: 10, dangerous_goods: true },
          { package_type: null, weight: 10, un_number: '12' },
        ],
      }),
      context(),
    );
    expect(errors['goods.0.weight']).toEqual(['validation.positive']);
    expect(errors['goods.0.height']).toEqual(['validation.too_large']);
    expect(errors['goods.1.units']).toEqual(['validation.integer']);
    expect(errors['goods.1.un_number']).toEqual(['validation.un_number_required']);
    expect(errors['goods.2.package_type']).toEqual(['validation.required']);
    expect(errors['goods.2.un_number']).toEqual(['validation.un_number']);
  });

  it('refuses contradicting stacking and too few load metres for non-stackable goods', () => {
    const errors = validateStep(
      'goods',
      values({
        goods: [
          { package_type: 'other', units: 1, weight: 10, stackable: true, non_stackable: true },
          { package_type: 'other', units: 4, weight: 100, depth: 120, width: 100, non_stackable: true, load_meters: 1 },
        ],
      }),
      context(),
    );
    expect(errors['goods.0.non_stackable']).toEqual(['validation.stacking_conflict']);
    // 4 × 1.2 m × 1.0 m on a 2.4 m wide floor: 2 load metres.
    expect(errors['goods.1.load_meters']).toEqual([{ key: 'validation.load_meters_floor', params: { minimum: 2 } }]);
  });
});

describe('transport mode step', () => {
  it('needs a mode', () => {
    expect(validateStep('transport_mode', values(), context())).toEqual({ transport_mode: ['validation.required'] });
    expect(validateStep('transport_mode', values({ transport_mode: 'ROAD' }), context())).toEqual({});
  });
});

describe('result step', () => {
  const calculation = {
    quotes: [
      { serviceId: 1, bookable: true, bookingReasons: [] },
      { serviceId: 2, bookable: false, bookingReasons: ['no_booking_agreement' as const] },
    ],
  };
  const chosen = (serviceId: number) => values({ calculation_id: '6f1c2b0e-1111-4111-8111-111111111111', carrier_service_id: serviceId });

  it('needs a calculation of the organization', () => {
    expect(validateStep('result', values(), context())).toEqual({ calculation_id: ['validation.required'] });
    expect(validateStep('result', chosen(1), context())).toEqual({ calculation_id: ['validation.calculation_unknown'] });
  });

  it('needs a quoted service, bookable when the flow books', () => {
    expect(validateStep('result', chosen(1), context({ calculation }))).toEqual({});
    expect(validateStep('result', chosen(3), context({ calculation }))).toEqual({
      carrier_service_id: ['validation.booking_service_not_quoted'],
    });
    expect(validateStep('result', chosen(2), context({ calculation }))).toEqual({
      carrier_service_id: ['validation.booking_no_agreement'],
    });
    expect(validateStep('result', chosen(2), context({ calculation, flowType: 'plt' }))).toEqual({});
  });

  it('tells the booking flows from the price lookup', () => {
    expect(isBookingFlow('quote')).toBe(true);
    expect(isBookingFlow('adHoc')).toBe(true);
    expect(isBookingFlow('plt')).toBe(false);
  });
});

describe('create-booking step', () => {
  const booking = (overrides: Partial<TBookingFlowValuesInput> = {}) =>
    values({
      pickup_date: '2030-06-11',
      pickup_time_earliest: '08:00',
      pickup_time_latest: '12:00',
      consignee: { ...consignee, country: 'DE', zip: '20095' },
      ...overrides,
    });

  it('accepts a future pickup window', () => {
    expect(validateStep('create-booking', booking(), context())).toEqual({});
  });

  it('refuses a pickup in the past, a short window and a delivery before pickup', () => {
    expect(validateStep('create-booking', booking({ pickup_date: '2030-06-09' }), context())).toEqual({
      pickup_date: ['validation.pickup_in_past'],
    });
    expect(validateStep('create-booking', booking({ pickup_time_latest: '08:14' }), context())).toEqual({
      pickup_time_latest: ['validation.pickup_window'],
    });
    expect(validateStep('create-booking', booking({ pickup_date: '2030-06-10', pickup_time_latest: '09:30' }), context())).toEqual({
      pickup_time_latest: ['validation.pickup_in_past'],
    });
    expect(validateStep('create-booking', booking({ delivery_date: '2030-06-10' }), context())).toEqual({
      delivery_date: ['validation.delivery_before_pickup'],
    });
  });

  it('takes a whole delivery window of at least 15 minutes, or none', () => {
    expect(validateStep('create-booking', booking({ delivery_time_earliest: '10:00', delivery_time_latest: '12:00' }), context())).toEqual(
      {},
    );
    expect(validateStep('create-booking', booking({ delivery_time_earliest: '10:00' }), context())).toEqual({
      delivery_time_latest: ['validation.required'],
    });
    expect(validateStep('create-booking', booking({ delivery_time_earliest: '10:00', delivery_time_latest: '10:10' }), context())).toEqual({
      delivery_time_latest: ['validation.delivery_window'],
    });
    expect(validateStep('create-booking', booking({ delivery_time_earliest: '25:00', delivery_time_latest: '12:00' }), context())).toEqual({
      delivery_time_earliest: ['validation.time'],
    });
  });

  it('checks reference lengths and the goods value', () => {
    const errors = validateStep(
      'create-booking',
      booking({ references: { consignor_reference: 'x'.repeat(101) }, goods_information: { value: -1, currency: 'SEK' } }),
      context(),
    );
    expect(errors['references.consignor_reference']).toEqual([{ key: 'validation.too_long', params: { maximum: 100 } }]);
    expect(errors['goods_information.value']).toEqual(['validation.not_negative']);
  });

  it('asks for the customs fields on a dutiable lane', () => {
    const dutiable = booking({ consignee });
    expect(isDutiableFlow(dutiable)).toBe(true);
    const errors = validateStep('create-booking', dutiable, context());
    expect(errors['goods_information.value']).toEqual(['validation.required']);
    expect(errors['goods_information.content']).toEqual(['validation.required']);
    expect(errors['payment_details.account_type']).toEqual(['validation.required']);
    const complete = booking({
      consignee,
      goods_information: { value: 12000, currency: 'SEK', content: 'Machine parts' },
      payment_details: { account_type: 'import' },
    });
    expect(validateStep('create-booking', complete, context())).toEqual({});
    // A service that disables the customs value module takes the value off the form.
    const withoutValue = {
      ...complete,
      goods_information: { content: 'Machine parts', value: null, currency: 'SEK' },
      modules: { 'custom-value': 'disabled' as const },
    };
    expect(validateStep('create-booking', withoutValue, context())).toEqual({});
  });

  it('checks the chosen additional services and their answers', () => {
    const services: TAdditionalService[] = [
      {
        id: 1,
        code: 'pre_notification',
        type: 'checkbox',
        module: null,
        module_state: null,
        children: [{ id: 2, code: 'pre_notification_phone', type: 'tel', module: null, module_state: null, children: [] }],
      },
      {
        id: 3,
        code: 'delivery_option',
        type: 'radio',
        module: null,
        module_state: null,
        children: [
          { id: 4, code: 'door_delivery', type: 'radio', module: null, module_state: null, children: [] },
          { id: 5, code: 'terminal_pickup', type: 'radio', module: null, module_state: null, children: [] },
        ],
      },
    ];
    const withServices = (chosen: string[], answers: Record<string, string> = {}) =>
      validateStep(
        'create-booking',
        booking({ additional_services: chosen, additional_service_values: answers }),
        context({ additionalServices: services }),
      );
    expect(withServices(['pre_notification'], { pre_notification_phone: '+46701234567' })).toEqual({});
    expect(withServices(['pre_notification'])).toEqual({ 'additional_service_values.pre_notification_phone': ['validation.required'] });
    expect(withServices(['pre_notification'], { pre_notification_phone: '070-123' })).toEqual({
      'additional_service_values.pre_notification_phone': ['validation.phone'],
    });
    expect(withServices(['door_delivery', 'terminal_pickup'])).toEqual({
      'additional_services.delivery_option': ['validation.one_option'],
    });
    expect(withServices(['tail_lift'])).toEqual({ additional_services: ['validation.additional_service_unknown'] });
  });
});

describe('finalize goods description step', () => {
  it('needs a description per line', () => {
    expect(validateStep('price-lyt', values(), context())).toEqual({});
    expect(
      validateStep('price-lyt', values({ goods: [{ weight: 1, description: ' ', shipping_mark: 'x'.repeat(101) }] }), context()),
    ).toEqual({
      'goods.0.description': ['validation.required'],
      'goods.0.shipping_mark': [{ key: 'validation.too_long', params: { maximum: 100 } }],
    });
  });

  it('takes only known goods types, and a dangerous one only on a dangerous-goods line', () => {
    const goodTypes = new Map([
      ['general', { dangerousGoods: false }],
      ['paint', { dangerousGoods: true }],
    ]);
    const line = (overrides: object) => values({ goods: [{ ...goods[0], ...overrides }] });
    expect(validateStep('price-lyt', line({ goods_type: 'GENERAL' }), context({ goodTypes }))).toEqual({});
    expect(
      validateStep('price-lyt', line({ goods_type: 'paint', dangerous_goods: true, un_number: '1263' }), context({ goodTypes })),
    ).toEqual({});
    expect(validateStep('price-lyt', line({ goods_type: 'paint' }), context({ goodTypes }))).toEqual({
      'goods.0.goods_type': ['validation.good_type_dangerous'],
    });
    expect(validateStep('price-lyt', line({ goods_type: 'bananas' }), context({ goodTypes }))).toEqual({
      'goods.0.goods_type': ['validation.good_type_unknown'],
    });
  });
});

describe('delivery terms step', () => {
  it('needs a payer, a well-formed Incoterm and documents when the service needs them', () => {
    expect(validateStep('delivery_terms', values({ payer: 'sender', terms: { type: 'DAP', location: 'Oslo' } }), context())).toEqual({});
    expect(
      validateStep('delivery_terms', values({ terms: { type: 'DA', location: null } }), context({ serviceRequiresDocuments: true })),
    ).toEqual({
      payer: ['validation.required'],
      'terms.type': ['validation.incoterm'],
      freight_print_types: ['validation.print_type_required'],
    });
    expect(
      validateStep(
        'delivery_terms',
        values({ payer: 'receiver', freight_print_types: ['labels'] }),
        context({ serviceRequiresDocuments: true }),
      ),
    ).toEqual({});
  });
});

describe('invoice step', () => {
  const invoice = {
    invoice_number: 'INV-1',
    invoice_date: '2030-06-10',
    currency: 'SEK',
    reason_for_export: 'sale' as const,
    articles: [{ description: 'Pump', hs_code: '8413.70', country_of_origin: 'DE', quantity: 2, unit_price: 1500, net_weight: 250 }],
  };

  it('is not needed inside one customs territory', () => {
    expect(validateStep('invoice', values({ consignee: { ...consignee, country: 'DE', zip: '20095' } }), context())).toEqual({});
  });

  it('checks an invoice sent inside one customs territory, as a site with invoice details on sends one', () => {
    const domestic = { consignee: { ...consignee, country: 'DE', zip: '20095' } };
    expect(validateStep('invoice', values({ ...domestic, invoice }), context())).toEqual({});
    expect(validateStep('invoice', values({ ...domestic, invoice: { ...invoice, invoice_number: '' } }), context())).toEqual({
      'invoice.invoice_number': ['validation.required'],
    });
  });

  it('needs complete invoice details on a dutiable lane', () => {
    expect(validateStep('invoice', values(), context())).toEqual({ invoice: ['validation.invoice_required'] });
    expect(validateStep('invoice', values({ invoice }), context())).toEqual({});
    const errors = validateStep(
      'invoice',
      values({
        invoice: {
          ...invoice,
          invoice_number: '',
          reason_for_export: null,
          articles: [{ ...invoice.articles[0]!, hs_code: '84', country_of_origin: 'XX', quantity: 0, unit_price: -1 }],
        },
      }),
      context(),
    );
    expect(errors).toEqual({
      'invoice.invoice_number': ['validation.required'],
      'invoice.reason_for_export': ['validation.required'],
      'invoice.articles.0.hs_code': ['validation.hs_code'],
      'invoice.articles.0.country_of_origin': ['validation.country'],
      'invoice.articles.0.quantity': ['validation.positive'],
      'invoice.articles.0.unit_price': ['validation.not_negative'],
    });
    expect(validateStep('invoice', values({ invoice: { ...invoice, articles: [] } }), context())).toEqual({
      'invoice.articles': ['validation.invoice_articles_required'],
    });
  });

  it('keeps the net weight within the gross weight of the goods', () => {
    const heavy = { ...invoice, articles: [{ ...invoice.articles[0]!, net_weight: 601 }] };
    expect(validateStep('invoice', values({ invoice: heavy }), context())).toEqual({
      'invoice.articles': [{ key: 'validation.net_weight_above_gross', params: { net: 601, gross: 600 } }],
    });
  });
});

describe('combined steps', () => {
  it('reads address and goods together', () => {
    const errors = validateStep('address-goods', values({ consignee: null, goods: [] }), context());
    expect(errors).toEqual({ consignee: ['validation.required'], goods: ['validation.required'] });
    expect(Object.keys(validateStep('address-goods-result', values(), context()))).toEqual(['calculation_id']);
  });
});
