import { DEFAULT_MODULE_STATES, type ModuleStates, type TAdditionalService } from '@freight/contracts';
import { describe, expect, it } from 'vitest';
import { applyModuleGoodsEffects, chosenModuleSettings, resolveModuleStates, sameModuleStates, type ModuleGoodsItem } from './modules';

const service = (
  code: string,
  type: TAdditionalService['type'],
  module: TAdditionalService['module'] = null,
  state: TAdditionalService['module_state'] = null,
  children: TAdditionalService[] = [],
): TAdditionalService => ({
  id: code.length,
  code,
  type,
  module,
  module_state: state,
  children,
});

const SERVICES = [
  service('customs_clearance', 'checkbox', 'custom-clearance', 'visible'),
  service('tail_lift', 'checkbox', 'load-meters', 'hidden'),
  service('delivery_window', 'radio', 'pickup-time', 'disabled', [
    service('morning', 'radio'),
    service('full_truck', 'radio', 'non-stackable', 'hidden'),
  ]),
  service('pre_notification', 'tel', 'custom-data', 'visible'),
  service('reference_text', 'text', 'custom-value', 'visible'),
  service('always_customs_value', 'hidden', 'custom-value', 'disabled'),
];

describe('additional-service modules', () => {
  it('start as SPEC §4 says: customs hidden, load metres, pickup time and non-stackable visible', () => {
    expect(resolveModuleStates(false, [])).toEqual({
      'custom-clearance': 'hidden',
      'custom-value': 'hidden',
      'custom-data': 'hidden',
      'load-meters': 'visible',
      'pickup-time': 'visible',
      'non-stackable': 'visible',
    });
  });

  it('show the customs modules for a dutiable lane', () => {
    const states = resolveModuleStates(true, []);
    expect([states['custom-clearance'], states['custom-value'], states['custom-data']]).toEqual(['visible', 'visible', 'visible']);
    expect(states['load-meters']).toBe('visible');
  });

  it('take the state a chosen service sets for its module', () => {
    const settings = chosenModuleSettings(SERVICES, { codes: ['customs_clearance', 'tail_lift'], values: {} });
    const states = resolveModuleStates(false, settings);
    expect(states['custom-clearance']).toBe('visible');
    expect(states['load-meters']).toBe('hidden');
    // The hidden-type service is always on.
    expect(states['custom-value']).toBe('disabled');
  });

  it('read a picked radio option by its own module, else by its group', () => {
    expect(resolveModuleStates(false, chosenModuleSettings(SERVICES, { codes: ['morning'], values: {} }))['pickup-time']).toBe('disabled');
    const fullTruck = resolveModuleStates(false, chosenModuleSettings(SERVICES, { codes: ['full_truck'], values: {} }));
    expect(fullTruck['non-stackable']).toBe('hidden');
    expect(fullTruck['pickup-time']).toBe('visible');
  });

  it('count a tel answer once it is given, and never a text answer', () => {
    expect(
      resolveModuleStates(false, chosenModuleSettings(SERVICES, { codes: [], values: { pre_notification: '  ' } }))['custom-data'],
    ).toBe('hidden');
    expect(
      resolveModuleStates(false, chosenModuleSettings(SERVICES, { codes: [], values: { pre_notification: '+4670123' } }))['custom-data'],
    ).toBe('visible');
    const texts = chosenModuleSettings(SERVICES, { codes: ['reference_text'], values: { reference_text: 'x' } });
    expect(texts.map((setting) => setting.module)).toEqual(['custom-value']);
    expect(texts[0]!.module_state).toBe('disabled');
  });

  it('read what is answered under a ticked checkbox, and nothing under an unticked one', () => {
    const notify = [
      service('pre_notification', 'checkbox', null, null, [service('pre_notification_phone', 'tel', 'pickup-time', 'disabled')]),
    ];
    const answer = { pre_notification_phone: '+46701234567' };
    expect(resolveModuleStates(false, chosenModuleSettings(notify, { codes: ['pre_notification'], values: answer }))['pickup-time']).toBe(
      'disabled',
    );
    expect(resolveModuleStates(false, chosenModuleSettings(notify, { codes: [], values: answer }))['pickup-time']).toBe('visible');
  });

  it('compare states module by module', () => {
    expect(sameModuleStates(DEFAULT_MODULE_STATES, { ...DEFAULT_MODULE_STATES })).toBe(true);
    expect(sameModuleStates(DEFAULT_MODULE_STATES, { ...DEFAULT_MODULE_STATES, 'pickup-time': 'disabled' })).toBe(false);
  });
});

describe('goods when the modules change', () => {
  const visible: ModuleStates = { ...DEFAULT_MODULE_STATES };
  const goods = [
    { load_meters: 2.4, non_stackable: false, weight: 300 },
    { load_meters: null, non_stackable: true, weight: 40 },
  ];

  it('clear every line’s load metres when a module becomes hidden', () => {
    expect(applyModuleGoodsEffects(visible, { ...visible, 'load-meters': 'hidden' }, goods)).toEqual([
      { load_meters: null, non_stackable: false, weight: 300 },
      { load_meters: null, non_stackable: true, weight: 40 },
    ]);
    // Typed text is cleared to empty text, as the form holds it.
    expect(applyModuleGoodsEffects(visible, { ...visible, 'pickup-time': 'hidden' }, [{ load_meters: '1.2' }])).toEqual([
      { load_meters: '' },
    ]);
  });

  it('keep the load metres when nothing becomes hidden', () => {
    expect(applyModuleGoodsEffects(visible, { ...visible, 'custom-data': 'visible', 'load-meters': 'disabled' }, goods)).toEqual(goods);
    // Already hidden is not becoming hidden.
    expect(applyModuleGoodsEffects(visible, visible, goods)).toEqual(goods);
  });

  it('make a line non-stackable exactly when it has load metres as non-stackable comes back', () => {
    const before = { ...visible, 'non-stackable': 'hidden' as const };
    expect(applyModuleGoodsEffects(before, visible, goods).map((line) => line.non_stackable)).toEqual([true, false]);
    expect(
      applyModuleGoodsEffects<ModuleGoodsItem>(before, visible, [{ load_meters: '0' }, { load_meters: '1,5' }, { load_meters: '0.5' }]).map(
        (line) => line.non_stackable,
      ),
    ).toEqual([false, false, true]);
    // Disabled is not visible: the lines stay as they are.
    expect(applyModuleGoodsEffects(before, { ...visible, 'non-stackable': 'disabled' }, goods)).toEqual(goods);
  });
});
