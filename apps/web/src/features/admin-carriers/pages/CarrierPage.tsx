import { CARRIER_LOGO_TYPES, routePath, ZCarrierBody, type TCarrierDetail } from '@freight/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Badge, Button, Card, Container, FileButton, Group, Loader, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { AuditTrail } from '../../../components/AuditTrail/AuditTrail';
import { BackLink } from '../../../components/BackLink';
import { ConfirmModal } from '../../../components/Modal/ConfirmModal';
import { PageTitle } from '../../../layouts/PageTitle';
import { ApiError, refusalMessage } from '../../../lib/api-error';
import { applyServerErrors, useFieldErrorText } from '../../../lib/forms';
import { useCarrier, useDeleteCarrier, useSaveCarrier, useUploadLogo } from '../api';
import { CarrierLogo } from '../components/CarrierLogo';
import { DetectorsPanel } from '../components/DetectorsPanel';
import { ServicesPanel } from '../components/ServicesPanel';

function NameForm({ carrier }: { carrier: TCarrierDetail }) {
  const { t } = useTranslation('adminCarriers');
  const errorText = useFieldErrorText('adminCarriers');
  const save = useSaveCarrier();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
    reset,
  } = useForm({ resolver: zodResolver(ZCarrierBody), values: { name: carrier.name } });
  const submit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: carrier.id, body });
      reset(body);
      notifications.show({ color: 'green', message: t('form.saved') });
    } catch (error) {
      applyServerErrors(error, ['name'], setError);
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Group align="flex-start" gap="sm">
        <TextInput
          {...register('name')}
          label={t('form.name')}
          error={errorText(errors.name)}
          maxLength={120}
          w={{ base: '100%', xs: 360 }}
          required
        />
        <Button type="submit" mt={25} loading={save.isPending} disabled={!isDirty}>
          {t('actions.save', { ns: 'common' })}
        </Button>
      </Group>
    </form>
  );
}

function LogoEditor({ carrier }: { carrier: TCarrierDetail }) {
  const { t } = useTranslation('adminCarriers');
  const upload = useUploadLogo(carrier.id);
  const [error, setError] = useState<string | null>(null);
  const change = (file: File | null) => {
    setError(null);
    upload.mutate(file, {
      onSuccess: () => notifications.show({ color: 'green', message: file ? t('logo.saved') : t('logo.removed') }),
      onError: (failure) =>
        setError(
          failure instanceof ApiError && failure.status === 422
            ? (failure.fieldErrors.logo?.[0] ?? failure.serverMessage)
            : refusalMessage(failure),
        ),
    });
  };
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('logo.title')}
      </Text>
      <Group gap="md" align="center">
        {carrier.logo_url ? (
          <img
            src={carrier.logo_url}
            alt={t('logo.alt', { name: carrier.name })}
            style={{ height: 48, maxWidth: 180, objectFit: 'contain' }}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('logo.none')}
          </Text>
        )}
        <FileButton onChange={(file) => file && change(file)} accept={CARRIER_LOGO_TYPES.join(',')}>
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconPhotoUp size={18} aria-hidden />} loading={upload.isPending}>
              {carrier.logo_url ? t('logo.replace') : t('logo.upload')}
            </Button>
          )}
        </FileButton>
        {carrier.logo_url && (
          <Button variant="subtle" color="red" onClick={() => change(null)} disabled={upload.isPending}>
            {t('logo.remove')}
          </Button>
        )}
      </Group>
      <Text size="xs" c={error ? 'red.8' : 'dimmed'} role={error ? 'alert' : undefined}>
        {error ?? t('logo.hint')}
      </Text>
    </Stack>
  );
}

type Tab = 'services' | 'detectors' | 'history';

/** `/admin/carriers/{id}`: a carrier's name and logo, its services, its detectors and its history. */
export default function CarrierPage() {
  const { t } = useTranslation('adminCarriers');
  const id = Number(useParams().id);
  const carrier = useCarrier(id);
  const navigate = useNavigate();
  const remove = useDeleteCarrier();
  const [tab, setTab] = useState<Tab>('services');
  const [deleting, setDeleting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const back = <BackLink to={routePath('admin.carriers')}>{t('detail.back')}</BackLink>;
  if (carrier.isPending) {
    return (
      <Container size="xl" py="xl">
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{t('detail.loading')}</Text>
        </Group>
      </Container>
    );
  }
  if (!carrier.data) {
    return (
      <Container size="xl" py="xl">
        <Stack gap="md">
          {back}
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
            {t('detail.not_found')}
          </Alert>
        </Stack>
      </Container>
    );
  }
  const data = carrier.data;

  const confirmDelete = () => {
    setRefusal(null);
    remove.mutate(data.id, {
      onSuccess: async () => {
        notifications.show({ color: 'green', message: t('detail.deleted') });
        await navigate(routePath('admin.carriers'));
      },
      onError: (error) => setRefusal(refusalMessage(error)),
    });
  };

  return (
    <Container size="xl" px={{ base: 'sm', sm: 'lg', lg: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
      <PageTitle title={data.name} />
      <Stack gap="lg">
        {back}
        <Group justify="space-between" align="flex-start">
          <Group gap="md">
            <CarrierLogo name={data.name} logoUrl={data.logo_url} size={44} />
            <Stack gap={2}>
              <Title order={1} fz={{ base: 26, sm: 30 }}>
                {data.name}
              </Title>
              <Group gap="xs">
                <Badge variant="light" radius="sm">
                  {t('detail.services_count', { count: data.services_count })}
                </Badge>
                <Badge variant="light" radius="sm" color="grape">
                  {t('detail.detectors_count', { count: data.detectors_count })}
                </Badge>
                {!data.is_offered && (
                  <Badge variant="light" color="gray" radius="sm" title={t('list.not_offered_hint')}>
                    {t('list.not_offered')}
                  </Badge>
                )}
              </Group>
            </Stack>
          </Group>
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={18} aria-hidden />}
            onClick={() => {
              setRefusal(null);
              setDeleting(true);
            }}
          >
            {t('detail.delete')}
          </Button>
        </Group>
        <Card withBorder radius="lg" p="lg" shadow="xs">
          <Group align="flex-start" gap="xl" wrap="wrap">
            <NameForm carrier={data} />
            <LogoEditor carrier={data} />
          </Group>
        </Card>
        <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? 'services')}>
          <Tabs.List>
            <Tabs.Tab value="services">{t('tabs.services')}</Tabs.Tab>
            <Tabs.Tab value="detectors">{t('tabs.detectors')}</Tabs.Tab>
            <Tabs.Tab value="history">{t('tabs.history')}</Tabs.Tab>
          </Tabs.List>
          <Card withBorder radius="lg" p="md" shadow="xs" mt="md">
            <Tabs.Panel value="services">
              <ServicesPanel carrierId={data.id} services={data.services} />
            </Tabs.Panel>
            <Tabs.Panel value="detectors">
              <DetectorsPanel carrierId={data.id} detectors={data.detectors} />
            </Tabs.Panel>
            <Tabs.Panel value="history">{tab === 'history' && <AuditTrail entity="carrier" entityId={data.id} />}</Tabs.Panel>
          </Card>
        </Tabs>
      </Stack>
      <ConfirmModal
        opened={deleting}
        title={t('detail.delete_title', { name: data.name })}
        text={t('detail.delete_text')}
        refusal={refusal}
        loading={remove.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={confirmDelete}
      />
    </Container>
  );
}
