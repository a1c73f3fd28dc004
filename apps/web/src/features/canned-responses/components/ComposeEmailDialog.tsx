import {
  LOCALES,
  suggestedLocale,
  type CannedResponsePurpose,
  type Locale,
  type TConsignmentDetail,
  type TConsignmentMessage,
} from '@freight/contracts';
import { Card, Checkbox, SegmentedControl, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RecordDialog } from '../../../components/forms/RecordDialog';
import { useRecordForm } from '../../../components/forms/record-form';
import { useFieldErrorText } from '../../../lib/forms';
import { useCannedResponses, useRenderCannedResponse, useSendConsignmentMessage } from '../api';
import { responseOptionLabel } from '../response-form';

interface ComposeForm {
  canned_response_id: number | null;
  to: string;
  locale: Locale;
  subject: string;
  body: string;
  document_ids: string[];
}

const FIELDS = ['canned_response_id', 'to', 'locale', 'subject', 'body', 'document_ids'] as const;

const OUTCOME_TEXTS = { sending: 'compose.sending', sent: 'compose.sent', logged: 'compose.kept', failed: 'compose.failed' } as const;

function notifyOutcome(
  message: TConsignmentMessage,
  t: (key: (typeof OUTCOME_TEXTS)[TConsignmentMessage['status']], values: { to: string }) => string,
) {
  const text = t(OUTCOME_TEXTS[message.status], { to: message.to });
  notifications.show({
    color: message.status === 'failed' ? 'red' : 'green',
    message: text,
    autoClose: message.status === 'failed' ? false : undefined,
  });
}

/**
 * Writes an e-mail about a shipment from a canned response (SPEC §2 'generate email', 'send
 * information'): pick a response, have it worded for the shipment in the recipient's language,
 * change what is needed, attach documents, and send it from the portal onto the shipment's timeline.
 */
export function ComposeEmailDialog({
  shipment,
  purpose,
  onClose,
}: {
  shipment: TConsignmentDetail;
  /** The kind of response to offer first, such as a shipment update for 'send information'. */
  purpose?: CannedResponsePurpose;
  onClose: () => void;
}) {
  const { t } = useTranslation('cannedResponses');
  const errorText = useFieldErrorText();
  const responses = useCannedResponses();
  const render = useRenderCannedResponse();
  const send = useSendConsignmentMessage(shipment.uuid);
  const [previewing, setPreviewing] = useState(false);
  const { control, register, errors, notice, submit, setValue } = useRecordForm<ComposeForm>(
    {
      defaultValues: {
        canned_response_id: null,
        to: '',
        locale: suggestedLocale(shipment.consignee.countrycode),
        subject: '',
        body: '',
        document_ids: [],
      },
    },
    {
      fields: FIELDS,
      save: async (form) => {
        const answer = await send.mutateAsync({
          canned_response_id: form.canned_response_id,
          to: form.to.trim(),
          locale: form.locale,
          subject: form.subject,
          body: form.body,
          document_ids: form.document_ids.map(Number),
        });
        notifyOutcome(answer.data, t);
        return answer;
      },
      saved: null,
      onDone: onClose,
    },
  );
  const [chosen, locale, subject, body] = useWatch({ control, name: ['canned_response_id', 'locale', 'subject', 'body'] });

  const word = (responseId: number | null, language: Locale) => {
    if (responseId === null) return;
    render.mutate(
      { canned_response_id: responseId, consignment_uuid: shipment.uuid, locale: language, mode: 'compose' },
      {
        onSuccess: ({ data }) => {
          setValue('subject', data.subject, { shouldDirty: true });
          setValue('body', data.body, { shouldDirty: true });
        },
      },
    );
  };

  const byPurpose = [...(responses.data ?? [])].sort((a, b) => Number(b.purpose === purpose) - Number(a.purpose === purpose));
  return (
    <RecordDialog
      title={t('compose.title')}
      size="middle"
      onClose={onClose}
      onSubmit={submit}
      notice={notice}
      saving={send.isPending}
      saveLabel={t('compose.send')}
    >
      <Controller
        control={control}
        name="canned_response_id"
        render={({ field }) => (
          <Select
            label={t('compose.response')}
            placeholder={t('compose.response_placeholder')}
            description={t('compose.none')}
            searchable
            data={byPurpose.map((response) => ({
              value: String(response.id),
              label: responseOptionLabel(response.name, t(`purposes.${response.purpose}`)),
            }))}
            value={field.value === null ? null : String(field.value)}
            onChange={(value) => {
              const id = value === null ? null : Number(value);
              field.onChange(id);
              word(id, locale);
            }}
            error={errorText(errors.canned_response_id)}
          />
        )}
      />
      <TextInput
        label={t('compose.to')}
        type="email"
        required
        placeholder="name@example.com"
        {...register('to')}
        error={errorText(errors.to)}
      />
      <Controller
        control={control}
        name="locale"
        render={({ field }) => (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="compose-language">
              {t('compose.language')}
            </Text>
            <SegmentedControl
              aria-labelledby="compose-language"
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                word(chosen, value as Locale);
              }}
              data={LOCALES.map((value) => ({ value, label: t(`languages.${value}`) }))}
            />
          </Stack>
        )}
      />
      <SegmentedControl
        value={previewing ? 'preview' : 'edit'}
        onChange={(value) => setPreviewing(value === 'preview')}
        data={[
          { value: 'edit', label: t('compose.edit') },
          { value: 'preview', label: t('compose.preview') },
        ]}
        w="fit-content"
        size="xs"
      />
      {previewing ? (
        <Card withBorder padding="md" lang={locale}>
          <Title order={3} size="h5" mb="xs">
            {subject}
          </Title>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {body}
          </Text>
        </Card>
      ) : (
        <>
          <TextInput label={t('compose.subject')} required lang={locale} {...register('subject')} error={errorText(errors.subject)} />
          <Textarea
            label={t('compose.body')}
            required
            lang={locale}
            autosize
            minRows={8}
            maxRows={20}
            {...register('body')}
            error={errorText(errors.body)}
          />
        </>
      )}
      <Controller
        control={control}
        name="document_ids"
        render={({ field }) =>
          shipment.documents.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('compose.no_documents')}
            </Text>
          ) : (
            <Checkbox.Group
              label={t('compose.attachments')}
              value={field.value}
              onChange={field.onChange}
              error={errorText(errors.document_ids)}
            >
              <Stack gap={6} mt={6}>
                {shipment.documents.map((document) => (
                  <Checkbox key={document.id} value={String(document.id)} label={document.filename} />
                ))}
              </Stack>
            </Checkbox.Group>
          )
        }
      />
    </RecordDialog>
  );
}
