import type { FlowKind, TFlowTemplate, TFlowTemplateUpdateBodyInput } from '@freight/contracts';
import { Alert, Anchor, Breadcrumbs, Button, Container, Select, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type ComponentType, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageTitle } from '../../../layouts/PageTitle';
import { ApiError } from '../../../lib/api';
import { refusalMessage } from '../../../lib/api-error';
import { useSessionUser } from '../../../lib/session';
import { useCreateFlowTemplate, useFlowTemplate, useUpdateFlowTemplate } from '../api';
import { templateSiteOptions } from '../site-options';
import { templatePagePath, templatesListPath } from '../template-paths';
import { TemplateTypeSelect } from './TemplateTypeSelect';

const EVERY_SITE = 'all';

interface TemplatePageProps {
  kind: FlowKind;
  /** Shown at the page's own address, before a template exists. */
  fresh: ReactNode;
  /** Changes one template of the kind; `key` makes a new one for each template. */
  Editor: ComponentType<{ template: TFlowTemplate }>;
  /** The placeholder's height while the template loads, about the editor's. */
  loadingHeight: number;
}

/**
 * The page of one quote or booking template: the way back to the kind's list, the template's
 * name as title, its editor, and a notice when the address names no template of the kind.
 */
export function TemplatePage({ kind, fresh, Editor, loadingHeight }: TemplatePageProps) {
  const { t } = useTranslation('templates');
  const { id } = useParams();
  const templateId = id ? Number(id) : null;
  const valid = templateId !== null && Number.isInteger(templateId) && templateId > 0;
  const template = useFlowTemplate(valid ? templateId : null);
  const title =
    templateId === null && kind === 'quote' ? t('titles.new_quote_template') : (template.data?.name ?? t(`titles.${kind}_template`));
  const missing = templateId !== null && (!valid || template.isError || (template.data !== undefined && template.data.kind !== kind));

  return (
    <Container size={kind === 'quote' ? 'xl' : 'lg'} px={{ base: 'sm', sm: 'lg', lg: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
      <PageTitle title={title} />
      <Stack gap="lg">
        <Breadcrumbs>
          <Anchor component={Link} to={templatesListPath(kind)} size="sm">
            {t(`titles.${kind}_templates`)}
          </Anchor>
          <Text size="sm">{title}</Text>
        </Breadcrumbs>
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {title}
        </Title>
        {templateId === null && fresh}
        {valid && template.isPending && <Skeleton height={loadingHeight} radius="lg" />}
        {template.data?.kind === kind && <Editor key={template.data.id} template={template.data} />}
        {missing && (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('errors.not_found_title')}>
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('errors.not_found_text')}</Text>
              <Button component={Link} to={templatesListPath(kind)} variant="light">
                {t('actions.back_to_list')}
              </Button>
            </Stack>
          </Alert>
        )}
      </Stack>
    </Container>
  );
}

/** What a template page edits of every template: its name, its site and its locks, and their save. */
export interface TemplateSettings {
  name: string;
  setName: (name: string) => void;
  site: string;
  setSite: (site: string) => void;
  /** The template type's id, or null for none. */
  type: string | null;
  setType: (type: string | null) => void;
  locked: string[];
  setLocked: (update: (current: string[]) => string[]) => void;
  errors: Record<string, string>;
  /** The refusal of the last save, or messages no field shows. */
  notice: string[];
  saving: boolean;
  /** Saves the settings, with the form's values for a template that keeps them here. */
  save: (values?: TFlowTemplateUpdateBodyInput['values']) => void;
}

/** The name, site and locks of a template of `kind`; a new one is created on its first save. */
export function useTemplateSettings(kind: FlowKind, template: TFlowTemplate | null): TemplateSettings {
  const { t } = useTranslation('templates');
  const navigate = useNavigate();
  const create = useCreateFlowTemplate();
  const update = useUpdateFlowTemplate();
  const [name, setName] = useState(template?.name ?? '');
  const [site, setSite] = useState(template?.site_id ? String(template.site_id) : EVERY_SITE);
  const [type, setType] = useState(template?.type_id ? String(template.type_id) : null);
  const [locked, setLocked] = useState<string[]>(template?.locked_fields ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string[]>([]);

  const save = (values?: TFlowTemplateUpdateBodyInput['values']) => {
    if (name.trim() === '') {
      setErrors({ name: t('errors.name_required') });
      return;
    }
    setErrors({});
    setNotice([]);
    const body = {
      name: name.trim(),
      site_id: site === EVERY_SITE ? null : Number(site),
      type_id: type === null ? null : Number(type),
      locked_fields: locked,
      ...(values ? { values } : {}),
    };
    const onError = (error: Error) => {
      if (error instanceof ApiError && error.status === 422) {
        const fieldErrors = Object.fromEntries(Object.entries(error.fieldErrors).map(([field, messages]) => [field, messages[0] ?? '']));
        setErrors(fieldErrors);
        const other = Object.entries(fieldErrors).filter(([field]) => !['name', 'site_id', 'type_id'].includes(field));
        setNotice(other.map(([, message]) => message));
      } else {
        setNotice([refusalMessage(error) ?? t('errors.save_failed')]);
      }
    };
    const saved = (data: TFlowTemplate) => notifications.show({ color: 'green', message: t('save.saved', { name: data.name }) });
    if (template) {
      update.mutate({ id: template.id, body }, { onSuccess: ({ data }) => saved(data), onError });
    } else {
      create.mutate(
        { kind, ...body, values: values ?? {} },
        {
          onSuccess: ({ data }) => {
            saved(data);
            void navigate(templatePagePath(kind, data.id), { replace: true });
          },
          onError,
        },
      );
    }
  };

  return {
    name,
    setName,
    site,
    setSite,
    type,
    setType,
    locked,
    setLocked,
    errors,
    notice,
    saving: create.isPending || update.isPending,
    save,
  };
}

/** The name, site and type of a template, side by side. */
export function TemplateSettingsFields({ settings }: { settings: TemplateSettings }) {
  const { t } = useTranslation('templates');
  const user = useSessionUser();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      <TextInput
        label={t('fields.name')}
        value={settings.name}
        onChange={(event) => settings.setName(event.currentTarget.value)}
        error={settings.errors.name}
        maxLength={100}
        required
      />
      <Select
        label={t('fields.site')}
        data={[{ value: EVERY_SITE, label: t('every_site') }, ...templateSiteOptions(user)]}
        value={settings.site}
        onChange={(value) => settings.setSite(value ?? EVERY_SITE)}
        error={settings.errors.site_id}
        allowDeselect={false}
      />
      <TemplateTypeSelect value={settings.type} onChange={settings.setType} error={settings.errors.type_id} />
    </SimpleGrid>
  );
}
