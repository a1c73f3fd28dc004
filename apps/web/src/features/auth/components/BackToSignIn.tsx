import { Anchor, Group } from '@mantine/core';
import { routePath } from '@freight/contracts';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function BackToSignIn() {
  const { t } = useTranslation();
  return (
    <Group justify="center" mt="lg">
      <Anchor component={Link} to={routePath('login')} size="sm" fw={500}>
        <Group gap={6} component="span" wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          {t('actions.back_to_sign_in')}
        </Group>
      </Anchor>
    </Group>
  );
}
