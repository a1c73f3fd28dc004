import { type TUnmatchedCarrier, type TUnmatchedCarrierDetectorBodyInput } from '@freight/contracts';
import { Group, Radio, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordDialog } from '../../../components/forms/RecordDialog';
import { ApiError } from '../../../lib/api-error';
import { useSaveNotice } from '../../../lib/forms';
import { useCarrierChoices, useDetectUnmatched } from '../api';

/** Maps an unmatched name to an existing or a new carrier; its imported shipments follow at once. */
export function DetectUnmatchedDialog({ unmatched, onClose }: { unmatched: TUnmatchedCarrier; onClose: () => void }) {
  const { t } = useTranslation('adminCarriers');
  const choices = useCarrierChoices();
  const detect = useDetectUnmatched();
  const [target, setTarget] = useState<'existing' | 'new'>('existing');
  const [carrierId, setCarrierId] = useState<string | null>(null);
  const [newName, setNewName] = useState(unmatched.raw_name);
  const [match, setMatch] = useState<'exact' | 'contains'>('exact');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const { notice, trySave } = useSaveNotice((error) => {
    if (!(error instanceof ApiError) || error.status !== 422) return [];
    setErrors(error.fieldErrors);
    const elsewhere = Object.entries(error.fieldErrors).filter(([field]) => !['carrier_id', 'new_carrier_name'].includes(field));
    return elsewhere.map(([, messages]) => messages[0] ?? '');
  });

  const submit = () => {
    setErrors({});
    const body: TUnmatchedCarrierDetectorBodyInput =
      target === 'existing' ? { carrier_id: carrierId === null ? null : Number(carrierId), match } : { new_carrier_name: newName, match };
    return trySave(async () => {
      const saved = await detect.mutateAsync({ id: unmatched.id, body });
      notifications.show({
        color: 'green',
        message: t('unmatched.saved', { count: saved.data.rematch.shipments_matched, carrier: saved.data.carrier.name }),
      });
      onClose();
    });
  };

  return (
    <RecordDialog
      title={t('unmatched.dialog.title')}
      size="md"
      onClose={onClose}
      onSubmit={submit}
      notice={notice}
      saving={detect.isPending}
      saveLabel={t('unmatched.dialog.save')}
    >
      <Text>{t('unmatched.dialog.text', { name: unmatched.raw_name })}</Text>
      <Radio.Group value={target} onChange={(value) => setTarget(value as 'existing' | 'new')}>
        <Group gap="lg">
          <Radio value="existing" label={t('unmatched.dialog.existing')} />
          <Radio value="new" label={t('unmatched.dialog.new')} />
        </Group>
      </Radio.Group>
      {target === 'existing' ? (
        <Select
          label={t('unmatched.dialog.carrier')}
          placeholder={t('unmatched.dialog.choose')}
          data={(choices.data ?? []).map((carrier) => ({ value: String(carrier.id), label: carrier.name }))}
          value={carrierId}
          onChange={setCarrierId}
          searchable
          nothingFoundMessage={t('unmatched.dialog.no_results')}
          error={errors.carrier_id?.[0]}
          comboboxProps={{ withinPortal: true }}
          required
          data-autofocus
        />
      ) : (
        <TextInput
          label={t('unmatched.dialog.new_carrier_name')}
          value={newName}
          onChange={(event) => setNewName(event.currentTarget.value)}
          error={errors.new_carrier_name?.[0]}
          maxLength={120}
          required
          data-autofocus
        />
      )}
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('detectors.match')}
        </Text>
        <SegmentedControl
          value={match}
          onChange={(value) => setMatch(value as 'exact' | 'contains')}
          data={[
            { value: 'exact', label: t('detectors.matches.exact') },
            { value: 'contains', label: t('detectors.matches.contains') },
          ]}
        />
      </Stack>
    </RecordDialog>
  );
}
