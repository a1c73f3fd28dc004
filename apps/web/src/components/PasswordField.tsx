import { PasswordInput } from '@mantine/core';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

/** A password input whose show/hide button is named in the user's language. */
export function PasswordField(props: ComponentProps<typeof PasswordInput>) {
  const { t } = useTranslation();
  return <PasswordInput visibilityToggleButtonProps={{ 'aria-label': t('password_toggle') }} {...props} />;
}
