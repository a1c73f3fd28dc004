import { routePath, ZCarrierBody } from '@freight/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Container, Group, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { BackLink } from '../../../components/BackLink';
import { PageTitle } from '../../../layouts/PageTitle';
import { applyServerErrors, useFieldErrorText } from '../../../lib/forms';
import { useSaveCarrier } from '../api';

/** `/admin/carriers/create`: names a new carrier; its services and detectors follow on its page. */
export default function CarrierCreatePage() {
  const { t } = useTranslation('adminCarriers');
  const errorText = useFieldErrorText('adminCarriers');
  const navigate = useNavigate();
  const save = useSaveCarrier();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ZCarrierBody), defaultValues: { name: '' } });

  const submit = handleSubmit(async (body) => {
    try {
      const created = await save.mutateAsync({ id: null, body });
      notifications.show({ color: 'green', message: t('form.created') });
      await navigate(routePath('admin.carriers.detail', { id: created.data.id }));
    } catch (error) {
      applyServerErrors(error, ['name'], setError);
    }
  });

  return (
    <Container size="sm" px={{ base: 'sm', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
      <PageTitle title={t('form.create_title')} />
      <Stack gap="lg">
        <BackLink to={routePath('admin.carriers')}>{t('detail.back')}</BackLink>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {t('form.create_title')}
        </Title>
        <Card withBorder radius="lg" p="lg" shadow="xs">
          <form noValidate onSubmit={(event) => void submit(event)}>
            <Stack gap="md">
              <TextInput
                {...register('name')}
                label={t('form.name')}
                description={t('form.name_hint')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                error={errorText(errors.name)}
                maxLength={120}
                required
                data-autofocus
              />
              <Group justify="flex-end" gap="sm">
                <Button variant="default" component={Link} to={routePath('admin.carriers')}>
                  {t('actions.cancel', { ns: 'common' })}
                </Button>
                <Button type="submit" loading={save.isPending}>
                  {t('form.create')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Card>
      </Stack>
    </Container>
  );
}
