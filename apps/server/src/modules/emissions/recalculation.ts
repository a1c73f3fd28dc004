import type { Database } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { recordShipmentEmissions } from './emissions.service';
import { claimRecalculations, deleteRecalculations } from './factor-sets.queries';

const BATCH = 200;

/**
 * Recalculates the shipments waiting after a factor set changed, a batch per transaction: the
 * batch's rows are claimed with FOR UPDATE SKIP LOCKED, their records rewritten and the rows
 * deleted together, so a crash leaves them waiting and a second process takes other rows.
 * Returns how many shipments it recalculated.
 */
export async function recalculatePending(db: Database, batchSize = BATCH): Promise<number> {
  let done = 0;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const ids = await claimRecalculations(tx, batchSize);
      if (ids.length === 0) return 0;
      await recordShipmentEmissions(tx, ids);
      await deleteRecalculations(tx, ids);
      return ids.length;
    });
    if (claimed === 0) return done;
    done += claimed;
  }
}

/** Starts the waiting recalculations after the answer; housekeeping resumes them after a restart. */
export function recalculateInBackground(deps: AppDeps) {
  deps.background.run('emission recalculation', () => recalculatePending(deps.db));
}
