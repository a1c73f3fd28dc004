import type { TCarrier } from '@freight/contracts';
import { isOfferedCarrierName } from '@freight/domain';

export interface CarrierServiceOption {
  value: string;
  label: string;
  /** The service's own name, for lists already grouped by carrier. */
  service: string;
  carrierId: number;
}

/** 'Bring Business Parcel' names its carrier 'Bring Parcels'; 'Pall' does not name 'DHL Freight'. */
function namesBrand(serviceName: string, carrierName: string): boolean {
  const brand = carrierName.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  return serviceName.toLowerCase().split(/\s+/).includes(brand);
}

/**
 * The services a markup or agreement may name, by carrier and then service name, without the
 * carriers that are never offered (SPEC §3 Carrier). A service name that does not already name
 * its carrier's brand, the first word of the carrier's name, gets the carrier in front.
 */
export function carrierServiceOptions(carriers: readonly TCarrier[], locale: string): CarrierServiceOption[] {
  const collator = new Intl.Collator(locale);
  return carriers
    .filter((carrier) => isOfferedCarrierName(carrier.name))
    .toSorted((a, b) => collator.compare(a.name, b.name))
    .flatMap((carrier) =>
      carrier.services
        .toSorted((a, b) => collator.compare(a.name, b.name))
        .map((service) => ({
          value: String(service.id),
          label: namesBrand(service.name, carrier.name) ? service.name : `${carrier.name} ${service.name}`,
          service: service.name,
          carrierId: carrier.id,
        })),
    );
}
