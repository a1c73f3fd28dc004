import { PASSWORD_MIN_LENGTH, ZChangePasswordBody, type TChangePasswordBody } from '@freight/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '../../../components/forms/FormNotice';
import { PasswordField } from '../../../components/PasswordField';
import { applyServerErrors, useFieldErrorText, useFieldNamer } from '../../../lib/forms';
import { useChangePassword } from '../api';
import { SettingsHeader } from '../components/SettingsHeader';

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
const EMPTY: TChangePasswordBody = { current_password: '', password: '', password_confirmation: '' };

export default function PasswordPage() {
  const { t } = useTranslation('settings');
  const errorText = useFieldErrorText();
  const namer = useFieldNamer();
  const change = useChangePassword();
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<TChangePasswordBody>({ resolver: zodResolver(ZChangePasswordBody), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (body) => {
    setUnplaced([]);
    setDone(null);
    try {
      const { message } = await change.mutateAsync(body);
      reset(EMPTY);
      setDone(message);
    } catch (error) {
      setUnplaced(applyServerErrors(error, FIELDS, setError, namer));
    }
  });

  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <SettingsHeader title={t('password.title')} subtitle={t('password.subtitle')} />
      <Card withBorder radius="lg" padding="xl" shadow="xs" component="section" maw={560}>
        <Title order={2} size="h4" mb={4}>
          {t('password.form_title')}
        </Title>
        <Text size="sm" c="dimmed" mb="lg">
          {t('password.form_description')}
        </Text>
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <Stack gap="md">
            {done && (
              <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
                {done}
              </Alert>
            )}
            <FormNotice messages={unplaced} />
            <PasswordField
              {...register('current_password')}
              label={t('password.current')}
              autoComplete="current-password"
              required
              error={errorText(errors.current_password)}
            />
            <PasswordField
              {...register('password')}
              label={t('password.new')}
              description={t('password.hint', { min: PASSWORD_MIN_LENGTH })}
              autoComplete="new-password"
              required
              error={errorText(errors.password)}
            />
            <PasswordField
              {...register('password_confirmation')}
              label={t('password.confirmation')}
              autoComplete="new-password"
              required
              error={errorText(errors.password_confirmation)}
            />
            <Group justify="flex-end" mt="xs">
              <Button type="submit" loading={change.isPending}>
                {t('password.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Container>
  );
}
