import { PASSWORD_MIN_LENGTH, routePath, ZPasswordResetBody } from '@freight/contracts';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PasswordField } from '../../../components/PasswordField';
import { applyServerErrors, useFieldErrorText, useFieldNamer } from '../../../lib/forms';
import { useSetPassword, type PasswordLinkKind } from '../api';
import type { SignInNotice } from '../notice';

interface NewPasswordFormProps {
  kind: PasswordLinkKind;
  token: string;
  submitLabel: string;
}

/** Sets a password with an e-mailed token, then sends the user to sign in with it. */
export function NewPasswordForm({ kind, token, submitLabel }: NewPasswordFormProps) {
  const { t } = useTranslation('auth');
  const namer = useFieldNamer();
  const navigate = useNavigate();
  const errorText = useFieldErrorText();
  const setPassword = useSetPassword(kind);
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZPasswordResetBody),
    defaultValues: { token, password: '', password_confirmation: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    setUnplaced([]);
    try {
      const { message } = await setPassword.mutateAsync(body);
      const state: SignInNotice = { notice: message };
      await navigate(routePath('login'), { replace: true, state });
    } catch (error) {
      setUnplaced(applyServerErrors(error, ['password', 'password_confirmation'], setError, namer));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <Stack gap="md">
        {(unplaced.length > 0 || errors.token) && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
            {[...unplaced, errorText(errors.token)].filter(Boolean).join(', ')}{' '}
            <Anchor component={Link} to={routePath('password.email')} fw={600} size="sm">
              {t('password_reset.request_new_link')}
            </Anchor>
          </Alert>
        )}
        <PasswordField
          {...register('password')}
          label={t('password_reset.password')}
          description={t('password_reset.password_hint', { min: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          required
          error={errorText(errors.password)}
        />
        <PasswordField
          {...register('password_confirmation')}
          label={t('password_reset.confirmation')}
          autoComplete="new-password"
          required
          error={errorText(errors.password_confirmation)}
        />
        <Button type="submit" size="md" fullWidth loading={setPassword.isPending} mt="xs">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
