import { LOCALES, ZUpdateProfileBody, type TUpdateProfileBody, type TUser } from '@freight/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Container, Grid, Group, NativeSelect, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '../../../components/forms/FormNotice';
import { applyServerErrors, useFieldErrorText, useFieldNamer } from '../../../lib/forms';
import { changeLocale, currentLocale, LOCALE_NAMES } from '../../../lib/i18n';
import { useSessionUser } from '../../../lib/session';
import { useUpdateProfile } from '../api';
import { LinkedAccounts } from '../components/LinkedAccounts';
import { AvatarField } from '../components/AvatarField';
import { SettingsHeader } from '../components/SettingsHeader';

const FIELDS = ['name', 'email', 'description', 'locale'] as const;

export default function ProfilePage() {
  const { t } = useTranslation('settings');
  const user = useSessionUser();
  if (!user) return null;

  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <SettingsHeader title={t('profile.title')} subtitle={t('profile.subtitle')} />
      <Stack gap="lg">
        <Section title={t('avatar.title')} description={t('avatar.description')}>
          <AvatarField user={user} />
        </Section>
        <Section title={t('profile.details_title')} description={t('profile.details_description')}>
          <ProfileForm user={user} />
        </Section>
        <LinkedAccounts />
      </Stack>
    </Container>
  );
}

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="xl" shadow="xs" component="section">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Title order={2} size="h4" mb={4}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>{children}</Grid.Col>
      </Grid>
    </Card>
  );
}

function ProfileForm({ user }: { user: TUser }) {
  const { t } = useTranslation('settings');
  const errorText = useFieldErrorText();
  const namer = useFieldNamer();
  const update = useUpdateProfile();
  const [unplaced, setUnplaced] = useState<string[]>([]);

  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<TUpdateProfileBody>({
    resolver: zodResolver(ZUpdateProfileBody),
    defaultValues: {
      name: user.name,
      email: user.email,
      description: user.description ?? '',
      // The language on screen, which is what the user sees chosen.
      locale: currentLocale(),
    },
  });

  const onSubmit = handleSubmit(async (body) => {
    setUnplaced([]);
    try {
      const { data } = await update.mutateAsync(body);
      reset({ name: data.name, email: data.email, description: data.description ?? '', locale: data.locale });
      if (data.locale !== currentLocale()) await changeLocale(data.locale);
      notifications.show({ color: 'green', message: t('profile.saved') });
    } catch (error) {
      setUnplaced(applyServerErrors(error, FIELDS, setError, namer));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <Stack gap="md">
        <FormNotice messages={unplaced} />
        <TextInput {...register('name')} label={t('profile.name')} autoComplete="name" required error={errorText(errors.name)} />
        <TextInput
          {...register('email')}
          label={t('profile.email')}
          type="email"
          autoComplete="email"
          required
          error={errorText(errors.email)}
        />
        <Textarea
          {...register('description')}
          label={t('profile.description')}
          description={t('profile.description_hint')}
          autosize
          minRows={2}
          maxRows={6}
          error={errorText(errors.description)}
        />
        <NativeSelect
          {...register('locale')}
          label={t('profile.language')}
          description={t('profile.language_hint')}
          data={LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }))}
          error={errorText(errors.locale)}
        />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={() => reset()} disabled={!isDirty || update.isPending}>
            {t('actions.discard')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
