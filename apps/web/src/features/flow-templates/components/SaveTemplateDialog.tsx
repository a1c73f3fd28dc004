import type { FlowKind, TFlowTemplate } from '@freight/contracts';
import { Button, Checkbox, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '../../../components/forms/FormNotice';
import { Modal } from '../../../components/Modal/Modal';
import { ApiError } from '../../../lib/api';
import { refusalMessage } from '../../../lib/api-error';
import { useSessionUser } from '../../../lib/session';
import { asTemplateValues, useCreateFlowTemplate } from '../api';
import { LOCKABLE_SECTIONS } from '../locks';
import { templateSiteOptions } from '../site-options';
import { TemplateTypeSelect } from './TemplateTypeSelect';

export interface SaveTemplateDialogProps {
  opened: boolean;
  onClose: () => void;
  kind: FlowKind;
  /** The form's values as the form holds them; a template opens the form with them again. */
  values: object;
  onSaved?: (template: TFlowTemplate) => void;
  /** The sections offered for locking @default the kind's sections */
  lockableSections?: readonly string[];
}

const EVERY_SITE = 'all';

/** 'Save as template': a name, the sites that may use it, and the parts a user of it may not change. */
export function SaveTemplateDialog({
  opened,
  onClose,
  kind,
  values,
  onSaved,
  lockableSections = LOCKABLE_SECTIONS[kind],
}: SaveTemplateDialogProps) {
  const { t } = useTranslation('templates');
  const user = useSessionUser();
  const create = useCreateFlowTemplate();
  const [name, setName] = useState('');
  const [site, setSite] = useState<string>(EVERY_SITE);
  const [type, setType] = useState<string | null>(null);
  const [locked, setLocked] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);

  const close = () => {
    setName('');
    setSite(EVERY_SITE);
    setType(null);
    setLocked([]);
    setErrors({});
    setNotice(null);
    onClose();
  };

  const save = () => {
    if (name.trim() === '') {
      setErrors({ name: t('errors.name_required') });
      return;
    }
    setErrors({});
    setNotice(null);
    create.mutate(
      {
        kind,
        name: name.trim(),
        site_id: site === EVERY_SITE ? null : Number(site),
        type_id: type === null ? null : Number(type),
        values: asTemplateValues(values),
        locked_fields: locked,
      },
      {
        onSuccess: ({ data }) => {
          notifications.show({ color: 'green', message: t('save.saved', { name: data.name }) });
          onSaved?.(data);
          close();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 422) {
            const fieldErrors = Object.fromEntries(
              Object.entries(error.fieldErrors).map(([field, messages]) => [field, messages[0] ?? '']),
            );
            setErrors(fieldErrors);
            const placed = ['name', 'site_id', 'type_id'];
            const other = Object.entries(fieldErrors).filter(([field]) => !placed.includes(field));
            if (other.length > 0) setNotice(other.map(([, message]) => message).join(', '));
          } else {
            setNotice(refusalMessage(error) ?? t('errors.save_failed'));
          }
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={t('save.title')} size="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack gap="md">
          <FormNotice messages={[notice]} />
          <TextInput
            label={t('fields.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.name}
            maxLength={100}
            required
            data-autofocus
          />
          <Select
            label={t('fields.site')}
            description={t('fields.site_hint')}
            data={[{ value: EVERY_SITE, label: t('every_site') }, ...templateSiteOptions(user)]}
            value={site}
            onChange={(value) => setSite(value ?? EVERY_SITE)}
            error={errors.site_id}
            allowDeselect={false}
          />
          <TemplateTypeSelect value={type} onChange={setType} error={errors.type_id} />
          <Checkbox.Group label={t('fields.locks')} description={t('fields.locks_hint')} value={locked} onChange={setLocked}>
            <Stack gap={6} mt="xs">
              {lockableSections.map((section) => (
                <Checkbox key={section} value={section} label={t(`sections.${section}` as 'sections.goods')} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Text size="xs" c="dimmed">
            {t('save.hint')}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('actions.cancel', { ns: 'common' })}
            </Button>
            <Button type="submit" loading={create.isPending} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
              {t('actions.save', { ns: 'common' })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
