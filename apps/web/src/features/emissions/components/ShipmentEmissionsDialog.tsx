import { Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal/Modal';
import { EmissionsDetailsDialog } from '../../emissions-details';
import { useEmissionRecord } from '../api';

/** A table row's emission details, loaded when opened. */
export function ShipmentEmissionsDialog({ uuid, number, onClose }: { uuid: string; number: string; onClose: () => void }) {
  const { t } = useTranslation('emissions');
  const record = useEmissionRecord(uuid);
  if (record.data?.calculation) return <EmissionsDetailsDialog record={record.data} number={number} onClose={onClose} />;
  return (
    <Modal opened onClose={onClose} title={t('table.details_of', { number })}>
      {record.isError ? t('error') : <Loader size="sm" aria-label={t('loading')} />}
    </Modal>
  );
}
