import type { TFlowTemplate } from '@freight/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconTemplate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { templatePagePath } from '../template-paths';

export interface TemplateNoticeProps {
  template: UseQueryResult<TFlowTemplate>;
  /** Goes on without the template: its values stay, its locks go. */
  onDrop: () => void;
}

/** Which template a form was opened with, how much of it is locked, and a way to stop using it. */
export function TemplateNotice({ template, onDrop }: TemplateNoticeProps) {
  const { t } = useTranslation('templates');
  if (template.isPending) return null;
  if (!template.data) {
    return (
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('errors.not_found_title')}>
        <Group justify="space-between" gap="sm">
          <Text size="sm">{t('errors.not_found_text')}</Text>
          <Button variant="light" size="xs" onClick={onDrop}>
            {t('notice.continue_without')}
          </Button>
        </Group>
      </Alert>
    );
  }
  const { data } = template;
  return (
    <Alert color="blue" variant="light" icon={<IconTemplate aria-hidden />} role="status" aria-label={t('notice.label')}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {t('notice.using')}{' '}
          <Anchor component={Link} to={templatePagePath(data.kind, data.id)} fw={600} size="sm">
            {data.name}
          </Anchor>
          {data.locked_fields.length > 0 ? ` · ${t('notice.locked', { count: data.locked_fields.length })}` : ''}
        </Text>
        <Button variant="subtle" size="xs" onClick={onDrop}>
          {t('notice.stop')}
        </Button>
      </Group>
    </Alert>
  );
}

/** Opens 'Save as template' for the form on screen. */
export function SaveTemplateButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('templates');
  return (
    <Button variant="default" onClick={onClick} leftSection={<IconTemplate size={18} aria-hidden />}>
      {t('save.title')}
    </Button>
  );
}
