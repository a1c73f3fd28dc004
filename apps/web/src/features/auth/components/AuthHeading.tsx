import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface AuthHeadingProps {
  title: string;
  subtitle?: string;
}

/** The card's heading, which also names the browser tab. */
export function AuthHeading({ title, subtitle }: AuthHeadingProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} mb="lg">
      <title>{`${title} · ${t('app.name')}`}</title>
      <Title order={1} size="h2">
        {title}
      </Title>
      {subtitle && <Text c="dimmed">{subtitle}</Text>}
    </Stack>
  );
}
