import { routePath, ZLoginBody } from '@freight/contracts';
import { Alert, Anchor, Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PasswordField } from '../../../components/PasswordField';
import { ApiError } from '../../../lib/api';
import { applyServerErrors, useFieldErrorText } from '../../../lib/forms';
import { RETURN_TO_PARAM, returnPath } from '../../../lib/navigation';
import { startSession } from '../../../lib/session';
import { useLogin } from '../api';
import { AuthHeading } from '../components/AuthHeading';
import type { SignInNotice } from '../notice';

const UNLOCK_PARAM = 'unlock';

interface Throttled {
  message: string;
  retryAfter: number | null;
}

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const notice = (useLocation().state as SignInNotice | null)?.notice;
  // The token of the unlock link e-mailed after repeated failed sign-ins (see the server's login).
  const unlock = searchParams.get(UNLOCK_PARAM) ?? undefined;
  const errorText = useFieldErrorText();
  const login = useLogin();
  const [throttled, setThrottled] = useState<Throttled | null>(null);
  const [unplaced, setUnplaced] = useState<string[]>([]);

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZLoginBody),
    defaultValues: { email: '', password: '', remember: false },
  });

  const onSubmit = handleSubmit(async (body) => {
    setThrottled(null);
    setUnplaced([]);
    try {
      // The session stays in the HttpOnly cookie the server sets; the answer holds no token.
      const { data } = await login.mutateAsync({ ...body, cookie: true, unlock });
      startSession(data.user);
      await navigate(returnPath(searchParams.get(RETURN_TO_PARAM)), { replace: true });
    } catch (error) {
      // An unlock link works once: a retry after a wrong password goes without it.
      if (unlock) {
        setSearchParams(
          (params) => {
            params.delete(UNLOCK_PARAM);
            return params;
          },
          { replace: true },
        );
      }
      if (error instanceof ApiError && error.status === 429) {
        setThrottled({ message: error.serverMessage, retryAfter: error.retryAfter });
        return;
      }
      setUnplaced(applyServerErrors(error, ['email', 'password'], setError));
    }
  });

  return (
    <>
      <AuthHeading title={t('login.title')} subtitle={t('login.subtitle')} />
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack gap="md">
          {unlock && !notice && !login.isPending && (
            <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} role="status">
              {t('login.unlock_notice')}
            </Alert>
          )}
          {notice && !login.isPending && (
            <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
              {notice}
            </Alert>
          )}
          {throttled && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('login.too_many_title')} role="alert">
              {throttled.message}
              {throttled.retryAfter !== null && ` ${t('login.retry_after', { seconds: throttled.retryAfter })}`}
            </Alert>
          )}
          {unplaced.length > 0 && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
              {unplaced.join(', ')}
            </Alert>
          )}
          <TextInput
            {...register('email')}
            label={t('login.email')}
            placeholder={t('login.email_placeholder')}
            type="email"
            autoComplete="username"
            inputMode="email"
            required
            error={errorText(errors.email)}
          />
          <PasswordField
            {...register('password')}
            label={t('login.password')}
            autoComplete="current-password"
            required
            error={errorText(errors.password)}
          />
          <Group justify="space-between" gap="xs">
            <Checkbox {...register('remember')} label={t('login.remember')} />
            <Anchor component={Link} to={routePath('password.email')} size="sm" fw={500}>
              {t('login.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={login.isPending} mt="xs">
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
    </>
  );
}
