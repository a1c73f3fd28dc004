import {
  ADDITIONAL_SERVICE_MODULES,
  DEFAULT_MODULE_STATES,
  MODULE_UPDATING_TYPES,
  type AdditionalServiceModule,
  type ModuleState,
  type ModuleStates,
  type TAdditionalService,
} from '@freight/contracts';

/**
 * The additional-service modules of the booking flow (SPEC §4): which parts of the form a
 * shipment needs. Each module is hidden, visible or disabled; its fields follow.
 */

/** The modules a dutiable shipment needs for customs. */
export const CUSTOMS_MODULES: readonly AdditionalServiceModule[] = ['custom-clearance', 'custom-value', 'custom-data'];

/** What a chosen additional service does to the modules. */
export interface ModuleSetting {
  module: AdditionalServiceModule | null;
  module_state: ModuleState | null;
}

/** The additional services as answered: codes ticked or picked, and text answers by code. */
export interface AdditionalServiceChoice {
  codes: readonly string[];
  values: Readonly<Record<string, string>>;
}

/**
 * The settings of the services a choice turns on. A ticked checkbox (and what is answered under
 * it), a picked radio option (its own module, else its group's), a tel answer given and a hidden
 * service (always on) update the modules; text answers never do.
 */
export function chosenModuleSettings(services: readonly TAdditionalService[], choice: AdditionalServiceChoice): ModuleSetting[] {
  const chosen = new Set(choice.codes);
  const settings: ModuleSetting[] = [];
  for (const service of services) {
    if (!MODULE_UPDATING_TYPES.includes(service.type)) continue;
    if (service.type === 'radio') {
      const picked = service.children.find((child) => chosen.has(child.code));
      if (picked) settings.push(picked.module ? picked : service);
    } else if (service.type === 'tel') {
      if ((choice.values[service.code] ?? '').trim() !== '') settings.push(service);
    } else if (service.type === 'hidden' || chosen.has(service.code)) {
      settings.push(service, ...chosenModuleSettings(service.children, choice));
    }
  }
  return settings;
}

/**
 * The modules of a shipment: the defaults, the customs modules shown for a dutiable lane, then
 * each chosen service setting its module to its state, later services winning.
 */
export function resolveModuleStates(dutiable: boolean, settings: readonly ModuleSetting[]): ModuleStates {
  const states: ModuleStates = { ...DEFAULT_MODULE_STATES };
  if (dutiable) for (const module of CUSTOMS_MODULES) states[module] = 'visible';
  for (const setting of settings) {
    if (setting.module && setting.module_state) states[setting.module] = setting.module_state;
  }
  return states;
}

/** A goods line as far as the modules touch it: load metres given as a number or as typed text. */
export interface ModuleGoodsItem {
  load_meters?: number | string | null;
  non_stackable?: boolean | null;
}

const hasLoadMeters = (item: ModuleGoodsItem) => {
  const value = typeof item.load_meters === 'string' ? Number(item.load_meters.trim() || 'NaN') : item.load_meters;
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
};

/**
 * The goods after the modules changed (SPEC §4): once any module becomes hidden, no line keeps
 * load metres; when non-stackable comes back from hidden, a line is non-stackable exactly when it
 * has load metres. Lines come back unchanged when neither happens.
 */
export function applyModuleGoodsEffects<T extends ModuleGoodsItem>(before: ModuleStates, after: ModuleStates, goods: readonly T[]): T[] {
  const hidden = ADDITIONAL_SERVICE_MODULES.some((module) => before[module] !== 'hidden' && after[module] === 'hidden');
  const stackingShown = before['non-stackable'] === 'hidden' && after['non-stackable'] === 'visible';
  if (!hidden && !stackingShown) return [...goods];
  return goods.map((item) => {
    let next: T = item;
    if (hidden) next = { ...next, load_meters: typeof item.load_meters === 'string' ? '' : null };
    if (stackingShown) next = { ...next, non_stackable: hasLoadMeters(next) };
    return next;
  });
}

/** Whether the modules differ, so the goods effects and the form need a look. */
export function sameModuleStates(a: ModuleStates, b: ModuleStates): boolean {
  return ADDITIONAL_SERVICE_MODULES.every((module) => a[module] === b[module]);
}
