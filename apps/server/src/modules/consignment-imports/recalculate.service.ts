import type { TImportRow, TRecalculateResult } from '@freight/contracts';
import type { AppDeps } from '../../platform/deps';
import type { SignedInContext } from '../../platform/request-context';
import { detectCarrier, firstMatch, ruleMatches, type ImportRule } from './import-rules';
import { scopeOf, workingOrganizationId } from '../../platform/tenancy';
import * as queries from './imports.queries';

const BATCH = 2000;

/**
 * Re-applies the organization's rules to the shipments that came from imports, as if each had
 * just arrived: a matching site rule moves it, a direction rule turns it, the sharing rules give
 * exactly the sites that now match, and a carrier name no detector knew is tried again.
 * Booked shipments keep the site that booked them. Only shipments of the sites the admin acts as
 * are examined, and a site rule moves one only to such a site. All of it lands in one transaction.
 */
export async function recalculate(deps: AppDeps, ctx: SignedInContext): Promise<TRecalculateResult> {
  const organizationId = workingOrganizationId(ctx.actor);
  const scope = scopeOf(ctx);
  const [ruleRows, catalogue, writable] = await Promise.all([
    queries.findRules(deps.db, organizationId),
    queries.findCarrierCatalogue(deps.db),
    queries.findSitesByKey(deps.db, organizationId, scope),
  ]);
  const writableSites = new Set(writable.map((site) => site.id));
  const rules = ruleRows as ImportRule[];
  const result: TRecalculateResult = { examined: 0, sites_changed: 0, directions_changed: 0, carriers_detected: 0, shares_changed: 0 };

  await deps.db.transaction(async (tx) => {
    let after = 0;
    for (;;) {
      const batch = await queries.importedShipments(tx, organizationId, scope, after, BATCH);
      if (batch.length === 0) break;
      after = batch.at(-1)!.id;
      const shares = await queries.sharesOf(
        tx,
        batch.map((shipment) => shipment.id),
      );
      for (const shipment of batch) {
        result.examined += 1;
        const row = { ...shipment, carrier: shipment.carrier_name } as Partial<TImportRow>;
        const ruleSite = firstMatch(rules, 'site', row)?.site_id;
        const siteId = ruleSite && writableSites.has(ruleSite) ? ruleSite : shipment.site_id;
        const direction = firstMatch(rules, 'direction', row)?.direction ?? shipment.direction;
        const carrierId = shipment.carrier_id ?? (shipment.carrier_name ? detectCarrier(shipment.carrier_name, catalogue) : null);
        const changes = {
          ...(siteId !== shipment.site_id ? { site_id: siteId } : {}),
          ...(direction !== shipment.direction ? { direction } : {}),
          ...(carrierId !== shipment.carrier_id ? { carrier_id: carrierId } : {}),
        };
        if (Object.keys(changes).length > 0) await queries.updateConsignment(tx, shipment.id, changes);
        if (changes.site_id !== undefined) result.sites_changed += 1;
        if (changes.direction !== undefined) result.directions_changed += 1;
        if (changes.carrier_id !== undefined) result.carriers_detected += 1;

        const wanted = new Set(
          rules
            .filter((rule) => rule.kind === 'sharing' && rule.site_id !== null && rule.site_id !== siteId && ruleMatches(rule, row))
            .map((rule) => rule.site_id!),
        );
        const current = new Set(shares.get(shipment.id) ?? []);
        if (wanted.size !== current.size || [...wanted].some((site) => !current.has(site))) {
          await queries.replaceShares(tx, organizationId, shipment.id, [...wanted]);
          result.shares_changed += 1;
        }
      }
    }
  });
  return result;
}
