import type { TConsignmentListItem } from '@freight/contracts';
import { formatDate } from '@freight/domain';
import { VisuallyHidden } from '@mantine/core';
import { IconAlertTriangleFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StatusIcon } from '../../../components/icons/StatusIcon';
import { place } from './shipment-columns';
import classes from './ShipmentsList.module.css';

type Row = TConsignmentListItem;

/**
 * A shipment as a phone shows it in the list: number and status, the route, the dates and the
 * carrier. Plain elements, since a page holds up to 200 of them.
 */
export function ShipmentCard({ row }: { row: Row }) {
  const { t } = useTranslation('shipments');
  const status = t(`statuses.${row.status}`);
  const names = [row.consignor.name, row.consignee.name];
  const delivery = row.delivered_at
    ? t('card.delivered', { date: formatDate(row.delivered_at) })
    : row.eta_at
      ? t('card.eta', { date: formatDate(row.eta_at) })
      : null;
  const predicted = row.predicted_delivery;
  const carrier = [row.carrier_name, row.carrier_service_name].filter(Boolean).join(' – ');
  return (
    <>
      <div className={classes.cardHead}>
        <span className={classes.notSeen} data-visible={row.not_seen || undefined} aria-hidden />
        <strong className={classes.cardNumber}>{row.shipment_number}</strong>
        {row.not_seen && <VisuallyHidden>{t('columns.not_seen')}</VisuallyHidden>}
        {row.has_open_exception && (
          <IconAlertTriangleFilled
            size={15}
            color="var(--mantine-color-red-8)"
            role="img"
            aria-label={t('columns.open_exception')}
            className={classes.cardIcon}
          />
        )}
        <span className={classes.cardStatus} title={row.status_raw ?? undefined}>
          <StatusIcon status={row.status} label={status} size={12} />
          <span aria-hidden>{status}</span>
        </span>
      </div>
      <div className={classes.cardRoute}>
        <span>{place(row.consignor)}</span>
        <span aria-hidden> → </span>
        <VisuallyHidden> {t('card.to')} </VisuallyHidden>
        <span>{place(row.consignee)}</span>
      </div>
      {(names[0] || names[1]) && (
        <div className={classes.cardDimmed}>
          {names[0] ?? '-'}
          <span aria-hidden> → </span>
          <VisuallyHidden> {t('card.to')} </VisuallyHidden>
          {names[1] ?? '-'}
        </div>
      )}
      <div className={classes.cardDimmed}>
        {[
          row.pickup_at ? t('card.pickup', { date: formatDate(row.pickup_at) }) : null,
          delivery,
          predicted ? t('card.predicted', { date: formatDate(predicted.date) }) : null,
          carrier || null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </div>
      {predicted?.probably_late && <div className={classes.cardLate}>{t('prediction.probably_late')}</div>}
    </>
  );
}
