import type { CustomsStatus } from '@freight/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from '../api';

export function StatusBadge({ status }: { status: CustomsStatus }) {
  const { t } = useTranslation('customs');
  return (
    <Badge variant="light" color={STATUS_COLORS[status]} radius="sm" data-testid="customs-status">
      {t(`status.${status}`)}
    </Badge>
  );
}
