import { type TFlowTemplate, routePath } from '@freight/contracts';
import {
  Alert,
  Anchor,
  Breadcrumbs,
  Button,
  Card,
  Checkbox,
  Container,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconDeviceFloppy, IconExternalLink, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../../layouts/PageTitle';
import { ApiError } from '../../../lib/api';
import { refusalMessage } from '../../../lib/api-error';
import { useSessionUser } from '../../../lib/session';
import { useFlowTemplate, useUpdateFlowTemplate } from '../api';
import { LOCKABLE_SECTIONS } from '../locks';
import { routeText } from '../route-text';
import { templateSiteOptions } from '../site-options';
import { templateFormPath, templatesListPath } from '../template-paths';
import { useLockPartName } from '../use-lock-part';

const EVERY_SITE = 'all';

/** `/transport/transport-booking/template/:id?`: a booking template's name, site and locks. */
export default function BookingTemplatePage() {
  const { t } = useTranslation('templates');
  const { id } = useParams();
  const templateId = id ? Number(id) : null;
  const valid = templateId !== null && Number.isInteger(templateId) && templateId > 0;
  const template = useFlowTemplate(valid ? templateId : null);
  const title = template.data?.name ?? t('titles.booking_template');
  const missing = templateId !== null && (!valid || template.isError || template.data?.kind === 'quote');

  return (
    <Container size="lg" px={{ base: 'sm', sm: 'lg', lg: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
      <PageTitle title={title} />
      <Stack gap="lg">
        <Breadcrumbs>
          <Anchor component={Link} to={templatesListPath('booking')} size="sm">
            {t('titles.booking_templates')}
          </Anchor>
          <Text size="sm">{title}</Text>
        </Breadcrumbs>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {title}
        </Title>
        {templateId === null && (
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
        )}
        {valid && template.isPending && <Skeleton height={360} radius="lg" />}
        {template.data?.kind === 'booking' && <BookingTemplateEditor key={template.data.id} template={template.data} />}
        {missing && (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('errors.not_found_title')}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('errors.not_found_text')}</Text>
              <Button component={Link} to={templatesListPath('booking')} variant="light">
                {t('actions.back_to_list')}
              </Button>
            </Stack>
          </Alert>
        )}
      </Stack>
    </Container>
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
  const user = useSessionUser();
  const partName = useLockPartName();
  const update = useUpdateFlowTemplate();
  const [name, setName] = useState(template.name);
  const [site, setSite] = useState(template.site_id ? String(template.site_id) : EVERY_SITE);
  const [locked, setLocked] = useState<string[]>(template.locked_fields);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const goods = Array.isArray(template.values.goods) ? template.values.goods.map(record) : [];
  const weight = goods.reduce((sum, line) => sum + (Number(line.units) || 0) * (Number(line.weight) || 0), 0);
  // Locks of single fields saved from the booking form stay as they are; the sections are offered here.
  const fieldLocks = locked.filter((path) => !LOCKABLE_SECTIONS.booking.includes(path));

  const save = () => {
    if (name.trim() === '') {
      setErrors({ name: t('errors.name_required') });
      return;
    }
    setErrors({});
    setNotice(null);
    update.mutate(
      { id: template.id, body: { name: name.trim(), site_id: site === EVERY_SITE ? null : Number(site), locked_fields: locked } },
      {
        onSuccess: ({ data }) => notifications.show({ color: 'green', message: t('save.saved', { name: data.name }) }),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 422)
            setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([field, messages]) => [field, messages[0] ?? ''])));
          else setNotice(refusalMessage(error) ?? t('errors.save_failed'));
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      {notice && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
          {notice}
        </Alert>
      )}
      <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-label={t('editor.details')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <TextInput
            label={t('fields.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.name}
            maxLength={100}
            required
          />
          <Select
            label={t('fields.site')}
            data={[{ value: EVERY_SITE, label: t('every_site') }, ...templateSiteOptions(user)]}
            value={site}
            onChange={(value) => setSite(value ?? EVERY_SITE)}
            error={errors.site_id}
            allowDeselect={false}
          />
        </SimpleGrid>
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
          value={locked.filter((path) => LOCKABLE_SECTIONS.booking.includes(path))}
          onChange={(sections) => setLocked([...fieldLocks, ...sections])}
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
        <Button onClick={save} loading={update.isPending} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
          {t('actions.save_changes')}
        </Button>
      </Group>
    </Stack>
  );
}
