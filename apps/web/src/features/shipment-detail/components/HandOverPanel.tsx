import { useTranslation } from 'react-i18next';
import { HandOverStatus } from '../../transport-booking';
import { Panel } from './Panel';

/** A booked shipment's way to its carrier: pending, sent or failed, with a retry for site admins. */
export function HandOverPanel({ uuid }: { uuid: string }) {
  const { t } = useTranslation('booking');
  return (
    <Panel title={t('hand_over.title')} testId="hand-over-panel">
      <HandOverStatus uuid={uuid} />
    </Panel>
  );
}
