import { ActionIcon } from '@mantine/core';
import { IconLock, IconLockOpen } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '../../../components/Tooltip';

export interface LockToggleProps {
  /** What is locked, in words: 'Pickup', 'Pickup – Postcode'. */
  part: string;
  locked: boolean;
  onChange: (locked: boolean) => void;
}

/** Locks a section or field of a template, so users of the template keep its value. */
export function LockToggle({ part, locked, onChange }: LockToggleProps) {
  const { t } = useTranslation('templates');
  const label = locked ? t('lock.unlock', { part }) : t('lock.lock', { part });
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon
        variant={locked ? 'filled' : 'subtle'}
        color={locked ? undefined : 'gray'}
        size="sm"
        aria-label={label}
        aria-pressed={locked}
        onClick={(event) => {
          // Inside a field's label a click would also move focus to the field.
          event.preventDefault();
          onChange(!locked);
        }}
      >
        {locked ? <IconLock size={14} aria-hidden /> : <IconLockOpen size={14} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
