import { statusAppearance, type StatusColor } from '@freight/domain';
import { IconCircle, IconCircleFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

// Shade 8 keeps the small circles above the 3:1 contrast that graphics need on white.
const COLORS: Record<StatusColor, string> = {
  red: 'var(--mantine-color-red-8)',
  green: 'var(--mantine-color-green-8)',
  gray: 'var(--mantine-color-gray-6)',
};

export interface StatusIconProps {
  /** The status code, such as EXCEPTION or CONFIRMED; null or empty when there is none. */
  status: string | null | undefined;
  /** The status as the reader should hear it; the code itself when not given. */
  label?: string;
  size?: number;
}

/** A shipment status as a coloured circle (SPEC §4), named for screen readers. */
export function StatusIcon({ status, label, size = 14 }: StatusIconProps) {
  const { t } = useTranslation('components');
  const { shape, color } = statusAppearance(status);
  const Icon = shape === 'outline' ? IconCircle : IconCircleFilled;
  const name = status ? t('status.label', { status: label ?? status }) : t('status.none');
  return <Icon role="img" aria-label={name} size={size} stroke={2.5} color={COLORS[color]} style={{ flexShrink: 0 }} />;
}
