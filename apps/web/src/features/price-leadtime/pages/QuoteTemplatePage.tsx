import { type TFlowTemplate, routePath } from '@freight/contracts';
import {
  Alert,
  Anchor,
  Breadcrumbs,
  Button,
  Card,
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
import { IconAlertTriangle, IconDeviceFloppy, IconExternalLink } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageTitle } from '../../../layouts/PageTitle';
import { ApiError } from '../../../lib/api';
import { refusalMessage } from '../../../lib/api-error';
import { useSessionUser } from '../../../lib/session';
import {
  asTemplateValues,
  LockToggle,
  templateFormPath,
  templatePagePath,
  templateSiteOptions,
  templatesListPath,
  toggleLock,
  useCreateFlowTemplate,
  useFlowTemplate,
  useLockPartName,
  useUpdateFlowTemplate,
} from '../../flow-templates';
import { AddressGoodsStep } from '../components/AddressGoodsStep';
import { defaultQuoteForm, type QuoteFormValues, readQuoteDraft } from '../quote-form';

const EVERY_SITE = 'all';

/** `/transport/price-leadtime/template/:id?`: a new quote template, or one to change. */
export default function QuoteTemplatePage() {
  const { t } = useTranslation('templates');
  const { id } = useParams();
  const templateId = id ? Number(id) : null;
  const template = useFlowTemplate(templateId !== null && Number.isInteger(templateId) && templateId > 0 ? templateId : null);
  const title = templateId === null ? t('titles.new_quote_template') : (template.data?.name ?? t('titles.quote_template'));

  return (
    <Container size="xl" px={{ base: 'sm', sm: 'lg', lg: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
      <PageTitle title={title} />
      <Stack gap="lg">
        <Breadcrumbs>
          <Anchor component={Link} to={templatesListPath('quote')} size="sm">
            {t('titles.quote_templates')}
          </Anchor>
          <Text size="sm">{title}</Text>
        </Breadcrumbs>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {title}
        </Title>
        {templateId === null && <QuoteTemplateEditor template={null} />}
        {templateId !== null && template.data?.kind === 'quote' && <QuoteTemplateEditor key={template.data.id} template={template.data} />}
        {templateId !== null && template.isPending && template.fetchStatus !== 'idle' && <Skeleton height={420} radius="lg" />}
        {templateId !== null &&
          (template.isError || template.data?.kind === 'booking' || (template.isPending && template.fetchStatus === 'idle')) && (
            <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('errors.not_found_title')}>
              <Stack gap="sm" align="flex-start">
                <Text size="sm">{t('errors.not_found_text')}</Text>
                <Button component={Link} to={templatesListPath('quote')} variant="light">
                  {t('actions.back_to_list')}
                </Button>
              </Stack>
            </Alert>
          )}
      </Stack>
    </Container>
  );
}

function QuoteTemplateEditor({ template }: { template: TFlowTemplate | null }) {
  const { t } = useTranslation('templates');
  const user = useSessionUser();
  const navigate = useNavigate();
  const partName = useLockPartName();
  const create = useCreateFlowTemplate();
  const update = useUpdateFlowTemplate();
  const [initialValues] = useState<QuoteFormValues>(
    () => (template ? readQuoteDraft(template.values) : null) ?? defaultQuoteForm(user?.organization.country_code ?? ''),
  );
  const values = useRef<QuoteFormValues>(initialValues);
  const [name, setName] = useState(template?.name ?? '');
  const [site, setSite] = useState(template?.site_id ? String(template.site_id) : EVERY_SITE);
  const [locked, setLocked] = useState<string[]>(template?.locked_fields ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);

  const lockControl = (path: string) => (
    <LockToggle
      part={partName(path)}
      locked={locked.includes(path)}
      onChange={(next) => setLocked((current) => toggleLock(current, path, next))}
    />
  );

  const save = () => {
    if (name.trim() === '') {
      setErrors({ name: t('errors.name_required') });
      return;
    }
    setErrors({});
    setNotice(null);
    const body = {
      name: name.trim(),
      site_id: site === EVERY_SITE ? null : Number(site),
      values: asTemplateValues(values.current),
      locked_fields: locked,
    };
    const onError = (error: Error) => {
      if (error instanceof ApiError && error.status === 422) {
        const fieldErrors = Object.fromEntries(Object.entries(error.fieldErrors).map(([field, messages]) => [field, messages[0] ?? '']));
        setErrors(fieldErrors);
        const other = Object.entries(fieldErrors).filter(([field]) => field !== 'name' && field !== 'site_id');
        if (other.length > 0) setNotice(other.map(([, message]) => message).join(', '));
      } else {
        setNotice(refusalMessage(error) ?? t('errors.save_failed'));
      }
    };
    if (template) {
      update.mutate(
        { id: template.id, body },
        { onSuccess: () => notifications.show({ color: 'green', message: t('save.saved', { name: body.name }) }), onError },
      );
    } else {
      create.mutate(
        { kind: 'quote', ...body },
        {
          onSuccess: ({ data }) => {
            notifications.show({ color: 'green', message: t('save.saved', { name: data.name }) });
            void navigate(templatePagePath('quote', data.id), { replace: true });
          },
          onError,
        },
      );
    }
  };

  return (
    <Stack gap="lg">
      {notice && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
          {notice}
        </Alert>
      )}
      <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-label={t('editor.details')}>
        <Stack gap="md">
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
          <Text size="sm" c="dimmed">
            {t('editor.locks_hint')}
          </Text>
        </Stack>
      </Card>
      <AddressGoodsStep
        initialValues={initialValues}
        onChange={(next) => {
          values.current = next;
        }}
        onCalculated={() => undefined}
        lockControl={lockControl}
        actions={
          <Group gap="sm">
            {template && (
              <Button
                component={Link}
                to={templateFormPath('quote', template.id)}
                variant="default"
                leftSection={<IconExternalLink size={18} aria-hidden />}
              >
                {t('actions.use_template')}
              </Button>
            )}
            <Button
              onClick={save}
              size="md"
              loading={create.isPending || update.isPending}
              leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            >
              {t('actions.save_template')}
            </Button>
          </Group>
        }
      />
      <Text size="sm" c="dimmed">
        <Anchor component={Link} to={routePath('transport.price_leadtime.form')}>
          {t('editor.to_quote')}
        </Anchor>
      </Text>
    </Stack>
  );
}
