import { asc } from 'drizzle-orm';
import type { AdditionalServiceModule, AdditionalServiceType, ModuleState, TransportMode } from '@freight/contracts';
import type { Executor } from '../client';
import { carrierServiceAdditionalServices, carrierServices } from '../schema';

/**
 * The additional services the demo carrier services offer (SPEC §3 Additional service). Codes
 * match the conditions of the demo price lists' surcharges (`service:tail_lift`), and services that
 * need customs or value details switch on the booking flow's modules for them.
 */

interface ServiceSpec {
  code: string;
  type: AdditionalServiceType;
  module?: AdditionalServiceModule;
  state?: ModuleState;
  children?: ServiceSpec[];
}

const PRE_NOTIFICATION: ServiceSpec = {
  code: 'pre_notification',
  type: 'checkbox',
  children: [{ code: 'pre_notification_phone', type: 'tel' }],
};
const TAIL_LIFT: ServiceSpec = { code: 'tail_lift', type: 'checkbox' };
const CUSTOMS_CLEARANCE: ServiceSpec = { code: 'customs_clearance', type: 'checkbox', module: 'custom-clearance', state: 'visible' };
const INSURANCE: ServiceSpec = { code: 'insurance', type: 'checkbox', module: 'custom-value', state: 'visible' };
const DELIVERY_OPTION: ServiceSpec = {
  code: 'delivery_option',
  type: 'radio',
  children: [
    { code: 'door_delivery', type: 'radio' },
    { code: 'terminal_pickup', type: 'radio' },
  ],
};
const NON_STACKABLE: ServiceSpec = { code: 'non_stackable_goods', type: 'checkbox', module: 'non-stackable', state: 'visible' };
const TIME_DEFINITE: ServiceSpec = {
  code: 'time_definite',
  type: 'radio',
  children: [
    { code: 'before_10', type: 'radio' },
    { code: 'before_12', type: 'radio' },
  ],
};

/** What each transport mode offers; road and air cross borders, so they clear customs too. */
const BY_MODE: Record<TransportMode, ServiceSpec[]> = {
  ROAD: [PRE_NOTIFICATION, TAIL_LIFT, DELIVERY_OPTION, NON_STACKABLE, TIME_DEFINITE, INSURANCE, CUSTOMS_CLEARANCE],
  AIR: [PRE_NOTIFICATION, NON_STACKABLE, INSURANCE, CUSTOMS_CLEARANCE],
  EXPRESS: [TIME_DEFINITE, INSURANCE, CUSTOMS_CLEARANCE],
  COURIER: [PRE_NOTIFICATION, DELIVERY_OPTION, INSURANCE],
  SEA: [PRE_NOTIFICATION, INSURANCE],
  OCEAN: [PRE_NOTIFICATION, INSURANCE],
  RAIL: [PRE_NOTIFICATION, INSURANCE],
  MULTIMODAL: [PRE_NOTIFICATION, TAIL_LIFT, NON_STACKABLE, INSURANCE],
};

export async function seedDemoAdditionalServices(db: Executor) {
  const services = await db
    .select({ id: carrierServices.id, mode: carrierServices.transport_mode })
    .from(carrierServices)
    .orderBy(asc(carrierServices.id));
  for (const service of services) {
    for (const [index, spec] of BY_MODE[service.mode].entries()) {
      const [parent] = await db
        .insert(carrierServiceAdditionalServices)
        .values({
          carrier_service_id: service.id,
          code: spec.code,
          type: spec.type,
          module: spec.module ?? null,
          module_state: spec.state ?? null,
          sort_order: index,
        })
        .returning({ id: carrierServiceAdditionalServices.id });
      if (!spec.children?.length) continue;
      await db.insert(carrierServiceAdditionalServices).values(
        spec.children.map((child, childIndex) => ({
          carrier_service_id: service.id,
          parent_id: parent!.id,
          code: child.code,
          type: child.type,
          module: child.module ?? null,
          module_state: child.state ?? null,
          sort_order: childIndex,
        })),
      );
    }
  }
}
