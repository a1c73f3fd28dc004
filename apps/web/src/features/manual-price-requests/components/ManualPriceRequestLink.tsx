import { type TPriceCalculation, routePath } from '@freight/contracts';
import { Alert, Anchor, Text } from '@mantine/core';
import { IconMessageQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Under a price result: when nothing, or not the right thing, was quoted, the logistics team can
 * be asked for a price, with the result's places and goods filled in.
 */
export function ManualPriceRequestLink({ calculation }: { calculation: TPriceCalculation }) {
  const { t } = useTranslation('manualPriceRequests');
  const to = `${routePath('transport.manual_price_request')}?${new URLSearchParams({ calculation: calculation.id }).toString()}`;
  const nothing = calculation.quotes.length === 0;
  return (
    <Alert
      color={nothing ? 'blue' : 'gray'}
      variant="light"
      icon={<IconMessageQuestion aria-hidden />}
      title={nothing ? t('link.nothing_title') : undefined}
    >
      <Text size="sm">
        {nothing ? t('link.nothing_text') : t('link.not_right_text')}{' '}
        <Anchor component={Link} to={to} fw={600} size="sm">
          {t('link.action')}
        </Anchor>
      </Text>
    </Alert>
  );
}
