import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '../../../components/Tooltip';

/** Marks a field or section a template has locked: it keeps the template's value. */
export function LockedIcon({ size = 14 }: { size?: number }) {
  const { t } = useTranslation('templates');
  return (
    <Tooltip label={t('locked_hint')} withArrow>
      <IconLock size={size} role="img" aria-label={t('locked')} color="var(--mantine-color-gray-7)" style={{ flexShrink: 0 }} />
    </Tooltip>
  );
}
