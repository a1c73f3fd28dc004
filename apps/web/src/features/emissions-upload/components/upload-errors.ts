import { refusalMessage } from '../../../lib/api-error';
import { importRejection } from '../../shipment-import';

/** What a refused upload says about the file as a whole, in the user's language; empty when it was not refused. */
export function fileMessages(error: unknown): string[] {
  const rejection = importRejection(error);
  if (rejection) return rejection.general.length > 0 ? rejection.general : [rejection.message];
  const refusal = refusalMessage(error);
  return refusal ? [refusal] : [];
}
