import type { TShareLink } from '@freight/contracts';
import { ActionIcon, Alert, Button, CopyButton, Group, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconLink, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '../../../components/Tooltip';
import { Modal } from '../../../components/Modal/Modal';
import { useShipmentChange } from '../api';
import { ActionDialog, useDialogForm } from './dialog-form';
import type { ShipmentDialogProps } from './FieldDialogs';
import { mailtoHref } from './mailto';

/** A link with a button that copies it. */
export function CopyableLink({ url }: { url: string }) {
  const { t } = useTranslation('shipment');
  return (
    <Group gap="xs" wrap="nowrap">
      <TextInput
        value={url}
        readOnly
        aria-label={t('sharing.link')}
        style={{ flex: 1 }}
        onFocus={(event) => event.currentTarget.select()}
      />
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('sharing.copied') : t('sharing.copy')} withArrow>
            <ActionIcon variant="light" size="lg" color={copied ? 'green' : undefined} onClick={copy} aria-label={t('sharing.copy')}>
              {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

/** The newest share link, or a new one when the shipment has none. */
function useTrackingLink(uuid: string, links: readonly TShareLink[]) {
  return useShipmentChange(uuid, async (calls, _: void) => links.at(-1)?.url ?? (await calls.share()).url);
}

/** Hands a customer the tracking link to copy (SPEC §2 send information). */
export function SendInformationDialog({ shipment, onClose, onCompose }: ShipmentDialogProps & { onCompose: () => void }) {
  const { t } = useTranslation('shipment');
  const create = useShipmentChange(shipment.uuid, (calls, _: void) => calls.share());
  const latest = shipment.share_links.at(-1);
  return (
    <Modal opened onClose={onClose} title={t('dialogs.send_information')} size={600}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('sharing.send_hint')}
        </Text>
        {latest ? <CopyableLink url={latest.url} /> : <Text c="dimmed">{t('sharing.none')}</Text>}
        <Button variant="light" leftSection={<IconMail size={16} aria-hidden />} onClick={onCompose} style={{ alignSelf: 'flex-start' }}>
          {t('compose.open', { ns: 'cannedResponses' })}
        </Button>
        <Group justify="space-between">
          <Button
            variant="light"
            leftSection={<IconLink size={16} aria-hidden />}
            loading={create.isPending}
            onClick={() => create.mutate()}
          >
            {t('sharing.create')}
          </Button>
          <Button variant="default" onClick={onClose}>
            {t('actions.close', { ns: 'common' })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

type LinkKind = 'tracking' | 'owner';

/** Writes an e-mail with the tracking or the owner's link and opens it in the reader's own e-mail app. */
export function GenerateEmailDialog({ shipment, onClose }: ShipmentDialogProps) {
  const { t } = useTranslation('shipment');
  const trackingLink = useTrackingLink(shipment.uuid, shipment.share_links);
  const ownerLink = useShipmentChange(shipment.uuid, (calls, _: void) => calls.ownerLink());
  const [composed, setComposed] = useState<string | null>(null);
  const { form, submit, notice, fieldError } = useDialogForm({
    defaultValues: {
      link: 'tracking' as LinkKind,
      to: '',
      subject: t('email.subject', { number: shipment.shipment_number }),
      message: t('email.message', { number: shipment.shipment_number }),
    },
    fields: ['to', 'subject', 'message', 'link'],
    save: async ({ link, to, subject, message }) => {
      const url = link === 'owner' ? await ownerLink.mutateAsync() : await trackingLink.mutateAsync();
      setComposed(mailtoHref(to, subject, `${message}\n\n${url}`));
    },
    onDone: () => undefined,
    savedMessage: null,
  });
  const { field: link } = useController({ control: form.control, name: 'link' });

  return (
    <ActionDialog
      title={t('dialogs.mail_app')}
      onClose={onClose}
      onSubmit={submit}
      pending={trackingLink.isPending || ownerLink.isPending}
      notice={notice}
      submitLabel={t('email.compose')}
      size={600}
    >
      <Radio.Group
        value={link.value}
        onChange={(value) => {
          setComposed(null);
          link.onChange(value);
        }}
        label={t('email.link')}
      >
        <Group gap="lg" mt="xs">
          <Radio value="tracking" label={t('email.link_tracking')} />
          <Radio value="owner" label={t('email.link_owner')} />
        </Group>
      </Radio.Group>
      <TextInput {...form.register('to')} type="email" label={t('email.to')} placeholder="name@example.com" error={fieldError('to')} />
      <TextInput {...form.register('subject')} label={t('email.subject_label')} error={fieldError('subject')} />
      <Textarea {...form.register('message')} label={t('email.message_label')} autosize minRows={3} error={fieldError('message')} />
      {composed && (
        <Alert color="green" variant="light" icon={<IconMail aria-hidden />}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('email.ready')}</Text>
            <Button component="a" href={composed} leftSection={<IconMail size={16} aria-hidden />}>
              {t('email.open')}
            </Button>
          </Stack>
        </Alert>
      )}
    </ActionDialog>
  );
}
