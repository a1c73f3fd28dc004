import { Stack, Text } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface ReadOnlyFieldProps {
  label: ReactNode;
  value: ReactNode;
}

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === false || value === '';

/** A labelled value in a detail view; 'Not specified' when it is empty (SPEC §8). */
export function ReadOnlyField({ label, value }: ReadOnlyFieldProps) {
  const { t } = useTranslation('components');
  const labelId = useId();
  const empty = isEmpty(value);
  return (
    <Stack gap={2}>
      <Text id={labelId} size="sm" c="dimmed">
        {label}
      </Text>
      <Text aria-labelledby={labelId} c={empty ? 'dimmed' : undefined} fs={empty ? 'italic' : undefined}>
        {empty ? t('fields.not_specified') : value}
      </Text>
    </Stack>
  );
}
