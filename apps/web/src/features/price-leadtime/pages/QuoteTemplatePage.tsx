import { routePath, type TFlowTemplate } from '@freight/contracts';
import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy, IconExternalLink } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormNotice } from '../../../components/forms/FormNotice';
import { useSessionUser } from '../../../lib/session';
import {
  asTemplateValues,
  LockToggle,
  TemplatePage,
  TemplateSettingsFields,
  templateFormPath,
  toggleLock,
  useLockPartName,
  useTemplateSettings,
} from '../../flow-templates';
import { AddressGoodsStep } from '../components/AddressGoodsStep';
import { defaultQuoteForm, type QuoteFormValues, readQuoteDraft } from '../quote-form';

/** `/transport/price-leadtime/template/:id?`: a new quote template, or one to change. */
export default function QuoteTemplatePage() {
  return <TemplatePage kind="quote" Editor={QuoteTemplateEditor} loadingHeight={420} fresh={<QuoteTemplateEditor template={null} />} />;
}

function QuoteTemplateEditor({ template }: { template: TFlowTemplate | null }) {
  const { t } = useTranslation('templates');
  const user = useSessionUser();
  const partName = useLockPartName();
  const settings = useTemplateSettings('quote', template);
  const [initialValues] = useState<QuoteFormValues>(
    () => (template ? readQuoteDraft(template.values) : null) ?? defaultQuoteForm(user?.organization.country_code ?? ''),
  );
  const values = useRef<QuoteFormValues>(initialValues);

  const lockControl = (path: string) => (
    <LockToggle
      part={partName(path)}
      locked={settings.locked.includes(path)}
      onChange={(next) => settings.setLocked((current) => toggleLock(current, path, next))}
    />
  );

  return (
    <Stack gap="lg">
      <FormNotice messages={settings.notice} />
      <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-label={t('editor.details')}>
        <Stack gap="md">
          <TemplateSettingsFields settings={settings} />
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
              onClick={() => settings.save(asTemplateValues(values.current))}
              size="md"
              loading={settings.saving}
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
