import type { TConsignmentMessage } from '@freight/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<TConsignmentMessage['status'], string> = { sending: 'blue', sent: 'green', logged: 'gray', failed: 'red' };

export function MessageStatus({ status }: { status: TConsignmentMessage['status'] }) {
  const { t } = useTranslation('cannedResponses');
  return (
    <Badge variant="light" color={COLORS[status]}>
      {t(`messages.status.${status}`)}
    </Badge>
  );
}
