import { LOCALES, PASSWORD_MIN_LENGTH, ZRegistrationBody, type Locale } from '@freight/contracts';
import { Alert, Button, Select, Stack, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconMailCheck } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '../../../components/forms/FormNotice';
import { PasswordField } from '../../../components/PasswordField';
import { useFieldErrorText, useServerErrors } from '../../../lib/forms';
import { currentLocale, LOCALE_NAMES } from '../../../lib/i18n';
import { useCountries } from '../../address-book';
import { useRegister } from '../api';
import { AuthHeading } from '../components/AuthHeading';
import { BackToSignIn } from '../components/BackToSignIn';

const FIELDS = ['company_name', 'country_code', 'contact_name', 'email', 'password', 'phone', 'locale'] as const satisfies readonly Path<
  (typeof ZRegistrationBody)['_input']
>[];

/** `/register`: a company asks for an account; the answer tells it to confirm its e-mail address. */
export default function RegisterPage() {
  const { t, i18n } = useTranslation('auth');
  const errorText = useFieldErrorText();
  const registration = useRegister();
  const countries = useCountries();
  const language = i18n.language as Locale;
  const countryOptions = useMemo(
    () => (countries.data ?? []).map((country) => ({ value: country.code, label: country.names[language] ?? country.name })),
    [countries.data, language],
  );
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZRegistrationBody),
    defaultValues: { company_name: '', country_code: '', contact_name: '', email: '', password: '', phone: '', locale: currentLocale() },
  });
  const { notice, trySave } = useServerErrors(FIELDS, setError);
  const submit = handleSubmit((body) => trySave(() => registration.mutateAsync(body)));

  return (
    <>
      <AuthHeading title={t('register.title')} subtitle={registration.isSuccess ? undefined : t('register.subtitle')} />
      {registration.isSuccess ? (
        <Alert color="green" variant="light" icon={<IconMailCheck aria-hidden />} title={t('register.sent_title')} role="status">
          {registration.data.message}
        </Alert>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Stack gap="md">
            <FormNotice messages={notice} />
            <TextInput
              {...register('company_name')}
              label={t('register.company_name')}
              autoComplete="organization"
              required
              error={errorText(errors.company_name)}
            />
            <Controller
              control={control}
              name="country_code"
              render={({ field }) => (
                <Select
                  label={t('register.country')}
                  placeholder={t('register.country_placeholder')}
                  data={countryOptions}
                  value={field.value || null}
                  onChange={(code) => field.onChange(code ?? '')}
                  onBlur={field.onBlur}
                  searchable
                  required
                  error={errorText(errors.country_code)}
                />
              )}
            />
            <TextInput
              {...register('contact_name')}
              label={t('register.contact_name')}
              autoComplete="name"
              required
              error={errorText(errors.contact_name)}
            />
            <TextInput
              {...register('email')}
              label={t('register.email')}
              placeholder={t('login.email_placeholder')}
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              error={errorText(errors.email)}
            />
            <PasswordField
              {...register('password')}
              label={t('register.password')}
              description={t('password_reset.password_hint', { min: PASSWORD_MIN_LENGTH })}
              autoComplete="new-password"
              required
              error={errorText(errors.password)}
            />
            <TextInput {...register('phone')} label={t('register.phone')} type="tel" autoComplete="tel" error={errorText(errors.phone)} />
            <Controller
              control={control}
              name="locale"
              render={({ field }) => (
                <Select
                  label={t('register.locale')}
                  data={LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }))}
                  value={field.value}
                  onChange={(locale) => field.onChange(locale ?? currentLocale())}
                  allowDeselect={false}
                  required
                  error={errorText(errors.locale)}
                />
              )}
            />
            <Button type="submit" size="md" fullWidth loading={registration.isPending}>
              {t('register.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <BackToSignIn />
    </>
  );
}
