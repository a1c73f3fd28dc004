import type { TEmissionFactorSet } from '@freight/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Whether a set is the default in use, or retired. */
export function SetBadges({ set }: { set: TEmissionFactorSet }) {
  const { t } = useTranslation('emissionFactors');
  return (
    <>
      {set.is_default && (
        <Badge variant="light" color="teal" radius="sm">
          {t('badges.default')}
        </Badge>
      )}
      {set.retired_at && (
        <Badge variant="light" color="gray" radius="sm">
          {t('badges.retired')}
        </Badge>
      )}
    </>
  );
}
