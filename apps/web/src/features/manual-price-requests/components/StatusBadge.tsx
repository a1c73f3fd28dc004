import type { ManualPriceRequestStatus } from '@freight/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from '../status';

export function StatusBadge({ status }: { status: ManualPriceRequestStatus }) {
  const { t } = useTranslation('manualPriceRequests');
  return (
    <Badge variant="light" color={STATUS_COLORS[status]} radius="sm" data-testid="request-status">
      {t(`status.${status}`)}
    </Badge>
  );
}
