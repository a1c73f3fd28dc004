import { routePath, type TFlowTemplate } from '@freight/contracts';
import { Alert, Button, Card, Checkbox, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy, IconExternalLink, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormNotice } from '../../../components/forms/FormNotice';
import { TemplatePage, TemplateSettingsFields, useTemplateSettings } from '../components/TemplatePage';
import { LOCKABLE_SECTIONS } from '../locks';
import { routeText } from '../route-text';
import { templateFormPath, templatesListPath } from '../template-paths';
import { useLockPartName } from '../use-lock-part';

/** `/transport/transport-booking/template/:id?`: a booking template's name, site and locks. */
export default function BookingTemplatePage() {
  const { t } = useTranslation('templates');
  return (
    <TemplatePage
      kind="booking"
      Editor={BookingTemplateEditor}
      loadingHeight={360}
      fresh={
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} title={t('booking.new_title')}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('booking.new_text')}</Text>
            <Group gap="sm">
              <Button component={Link} to={routePath('transport.booking.form')}>
                {t('booking.to_form')}
              </Button>
              <Button component={Link} to={templatesListPath('booking')} variant="default">
                {t('actions.back_to_list')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      }
    />
  );
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** A party of the booking form in a few lines; '-' when the template leaves it empty. */
function PartySummary({ label, value }: { label: string; value: unknown }) {
  const party = record(value);
  const lines = [
    text(party.name),
    [text(party.address), text(party.address2)].filter(Boolean).join(', '),
    [text(party.country), text(party.zip), text(party.city)].filter(Boolean).join(' '),
    text(party.contact_person),
  ].filter(Boolean);
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {lines.length > 0 ? (
        lines.map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        ))
      ) : (
        <Text size="sm">-</Text>
      )}
    </Stack>
  );
}

function BookingTemplateEditor({ template }: { template: TFlowTemplate }) {
  const { t } = useTranslation('templates');
  const partName = useLockPartName();
  const settings = useTemplateSettings('booking', template);
  const goods = Array.isArray(template.values.goods) ? template.values.goods.map(record) : [];
  const weight = goods.reduce((sum, line) => sum + (Number(line.units) || 0) * (Number(line.weight) || 0), 0);
  // Locks of single fields saved from the booking form stay as they are; the sections are offered here.
  const fieldLocks = settings.locked.filter((path) => !LOCKABLE_SECTIONS.booking.includes(path));

  return (
    <Stack gap="lg">
      <FormNotice messages={settings.notice} />
      <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-label={t('editor.details')}>
        <TemplateSettingsFields settings={settings} />
      </Card>
      <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-label={t('booking.contents')}>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('booking.contents')}
          </Title>
          <Text size="sm" c="dimmed">
            {routeText(template.route)}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
            <PartySummary label={t('sections.consignor')} value={template.values.consignor} />
            <PartySummary label={t('sections.consignee')} value={template.values.consignee} />
            <PartySummary label={t('sections.pickup')} value={template.values.pickup} />
            <PartySummary label={t('sections.delivery')} value={template.values.delivery} />
          </SimpleGrid>
          <Text size="sm">{t('booking.goods_summary', { count: goods.length, weight: Math.round(weight * 10) / 10 })}</Text>
        </Stack>
      </Card>
      <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-label={t('fields.locks')}>
        <Checkbox.Group
          label={t('fields.locks')}
          description={t('fields.locks_hint')}
          value={settings.locked.filter((path) => LOCKABLE_SECTIONS.booking.includes(path))}
          onChange={(sections) => settings.setLocked(() => [...fieldLocks, ...sections])}
        >
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing={6} mt="xs">
            {LOCKABLE_SECTIONS.booking.map((section) => (
              <Checkbox key={section} value={section} label={partName(section)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        {fieldLocks.length > 0 && (
          <Text size="sm" c="dimmed" mt="sm">
            {t('booking.field_locks', { fields: fieldLocks.map(partName).join(', ') })}
          </Text>
        )}
      </Card>
      <Group justify="flex-end" gap="sm">
        <Button
          component={Link}
          to={templateFormPath('booking', template.id)}
          variant="default"
          leftSection={<IconExternalLink size={18} aria-hidden />}
        >
          {t('booking.open_in_form')}
        </Button>
        <Button onClick={() => settings.save()} loading={settings.saving} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
          {t('actions.save_changes')}
        </Button>
      </Group>
    </Stack>
  );
}
