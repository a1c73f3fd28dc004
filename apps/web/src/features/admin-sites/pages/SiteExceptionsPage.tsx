import { EXCEPTION_TYPES, routePath, type TSiteExceptionSettings } from '@freight/contracts';
import { Button, Checkbox, Group, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RecordCard, RecordPage } from '../../../layouts/RecordPage';
import { useSaveSiteExceptionSettings, useSiteExceptionSettings } from '../api';

/** `/settings/site/{id}/exceptions`: which exception types a site's people are told of (god users). */
export default function SiteExceptionsPage() {
  const { t } = useTranslation('adminSites');
  const id = Number(useParams().id);
  const settings = useSiteExceptionSettings(id);
  return (
    <RecordPage
      title={settings.data ? t('exceptions.title_of', { name: settings.data.site.name }) : t('exceptions.title')}
      back={{ to: routePath('admin.sites.edit', { id }), label: t('exceptions.back') }}
      loading={settings.isPending}
      missing={settings.isError ? t('exceptions.missing') : null}
      history={{ entity: 'site_exception_settings', entityId: id }}
    >
      {settings.data && <ExceptionSettingsForm siteId={id} initial={settings.data} />}
    </RecordPage>
  );
}

function ExceptionSettingsForm({ siteId, initial }: { siteId: number; initial: TSiteExceptionSettings }) {
  const { t } = useTranslation(['adminSites', 'shipment']);
  const save = useSaveSiteExceptionSettings(siteId);
  const [chosen, setChosen] = useState(() => initial.data.filter((entry) => entry.notify).map((entry) => entry.exception_type as string));
  const onSave = async () => {
    await save.mutateAsync(EXCEPTION_TYPES.map((type) => ({ exception_type: type, notify: chosen.includes(type) })));
    notifications.show({ color: 'green', message: t('exceptions.saved') });
  };
  return (
    <RecordCard component="section" aria-label={t('exceptions.types')}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('exceptions.types')}
        </Title>
        <Checkbox.Group description={t('exceptions.hint')} value={chosen} onChange={setChosen}>
          <Stack gap="xs" mt="xs">
            {EXCEPTION_TYPES.map((type) => (
              <Checkbox key={type} value={type} label={t(`shipment:exception_types.${type}`)} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group justify="flex-end">
          <Button onClick={() => void onSave()} loading={save.isPending}>
            {t('exceptions.save')}
          </Button>
        </Group>
      </Stack>
    </RecordCard>
  );
}
