import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface BrandMarkProps {
  size?: 'sm' | 'md' | 'lg';
}

const ICON_SIZE = { sm: 30, md: 36, lg: 44 } as const;
const TEXT_SIZE = { sm: 'md', md: 'lg', lg: 'xl' } as const;

/** The product's logo and name. */
export function BrandMark({ size = 'md' }: BrandMarkProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon size={ICON_SIZE[size]} radius="md" aria-hidden>
        <IconTruckDelivery size={ICON_SIZE[size] * 0.6} stroke={1.8} />
      </ThemeIcon>
      <Text fw={700} fz={TEXT_SIZE[size]} c="brand.9" lh={1.1} style={{ whiteSpace: 'nowrap' }}>
        {t('app.name')}
      </Text>
    </Group>
  );
}
