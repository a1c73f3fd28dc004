import { routePath, ZLoginBody, ZSignInProvidersBody, type TSignInProvider } from '@freight/contracts';
import { Alert, Anchor, Button, Checkbox, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconAlertTriangle, IconBrandWindows, IconCircleCheck, IconInfoCircle, IconLogin2 } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '../../../components/forms/FormNotice';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PasswordField } from '../../../components/PasswordField';
import { ApiError } from '../../../lib/api';
import { applyServerErrors, useFieldErrorText, useFieldNamer } from '../../../lib/forms';
import { RETURN_TO_PARAM, returnPath } from '../../../lib/navigation';
import { startSession } from '../../../lib/session';
import { useLogin, useProviderRedirect, useSignInProviders } from '../api';
import { AuthHeading } from '../components/AuthHeading';
import type { SignInNotice } from '../notice';

const UNLOCK_PARAM = 'unlock';

interface Throttled {
  message: string;
  retryAfter: number | null;
}

export default function LoginPage() {
  const { t } = useTranslation('auth');
  const namer = useFieldNamer();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const notice = (useLocation().state as SignInNotice | null)?.notice;
  // The token of the unlock link e-mailed after repeated failed sign-ins (see the server's login).
  const unlock = searchParams.get(UNLOCK_PARAM) ?? undefined;
  const errorText = useFieldErrorText();
  const login = useLogin();
  const [throttled, setThrottled] = useState<Throttled | null>(null);
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const lookup = useSignInProviders();
  const redirect = useProviderRedirect();
  // The providers of the typed address's domain, and whether its organization still takes passwords.
  const [providers, setProviders] = useState<TSignInProvider[]>([]);
  const [passwordOff, setPasswordOff] = useState(false);
  const [lookedUpDomain, setLookedUpDomain] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    setError,
    getValues,
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
      setUnplaced(applyServerErrors(error, ['email', 'password'], setError, namer));
    }
  });

  /** Once the e-mail's domain is known, the organization's own providers are offered beside the password. */
  const lookUpProviders = () => {
    const parsed = ZSignInProvidersBody.safeParse({ email: getValues('email') });
    const domain = parsed.success ? parsed.data.email.split('@')[1]! : null;
    if (domain === lookedUpDomain) return;
    setLookedUpDomain(domain);
    if (!parsed.success) {
      setProviders([]);
      setPasswordOff(false);
      return;
    }
    // Only the latest lookup's answer arrives here, however quickly the address changed.
    lookup.mutate(parsed.data.email, {
      onSuccess: ({ data }) => {
        setProviders(data.providers.filter((provider) => provider.kind !== 'microsoft'));
        setPasswordOff(!data.password_sign_in);
      },
    });
  };

  /** Sends the browser to the provider; Microsoft's is found by the work e-mail. */
  const signInAt = async (provider: TSignInProvider | 'microsoft') => {
    setUnplaced([]);
    const remember = getValues('remember');
    const email = ZSignInProvidersBody.safeParse({ email: getValues('email') });
    if (provider === 'microsoft' && !email.success) {
      setError('email', { type: 'server', message: t('sso.email_first') }, { shouldFocus: true });
      return;
    }
    try {
      const { data } =
        provider === 'microsoft'
          ? await redirect.mutateAsync({ microsoft: { email: email.data!.email, remember } })
          : await redirect.mutateAsync({ providerId: provider.id, body: { remember } });
      window.location.assign(data.url);
    } catch (error) {
      setUnplaced(applyServerErrors(error, ['email'], setError, namer));
    }
  };

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
          <FormNotice messages={unplaced} />
          <TextInput
            {...register('email', { onBlur: lookUpProviders })}
            label={t('login.email')}
            placeholder={t('login.email_placeholder')}
            type="email"
            autoComplete="username"
            inputMode="email"
            required
            error={errorText(errors.email)}
          />
          {passwordOff ? (
            <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} role="status">
              {t('sso.password_off')}
            </Alert>
          ) : (
            <>
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
            </>
          )}
        </Stack>
      </form>
      <Divider label={t('sso.or')} labelPosition="center" my="lg" />
      <Stack gap="sm" role="group" aria-label={t('sso.providers_label')}>
        {providers.map((provider) => (
          <Button
            key={provider.id}
            variant="default"
            size="md"
            fullWidth
            leftSection={<IconLogin2 size={18} aria-hidden />}
            loading={
              redirect.isPending &&
              redirect.variables &&
              'providerId' in redirect.variables &&
              redirect.variables.providerId === provider.id
            }
            onClick={() => void signInAt(provider)}
          >
            {t('sso.provider', { name: provider.name })}
          </Button>
        ))}
        <Button
          variant="default"
          size="md"
          fullWidth
          leftSection={<IconBrandWindows size={18} aria-hidden />}
          loading={redirect.isPending && redirect.variables !== undefined && 'microsoft' in redirect.variables}
          onClick={() => void signInAt('microsoft')}
        >
          {t('sso.microsoft')}
        </Button>
      </Stack>
      <Text ta="center" size="sm" mt="xl">
        {t('login.register_prompt')}{' '}
        <Anchor component={Link} to={routePath('register')} fw={500}>
          {t('login.register')}
        </Anchor>
      </Text>
    </>
  );
}
