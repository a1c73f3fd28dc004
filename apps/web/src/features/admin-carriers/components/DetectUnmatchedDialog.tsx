import { type TUnmatchedCarrier, type TUnmatchedCarrierDetectorBodyInput } from '@freight/contracts';
import { Alert, Button, Group, Radio, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal/Modal';
import { ApiError, refusalMessage } from '../../../lib/api-error';
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
  const [notice, setNotice] = useState<string | null>(null);

  const submit = async () => {
    setErrors({});
    setNotice(null);
    const body: TUnmatchedCarrierDetectorBodyInput =
      target === 'existing' ? { carrier_id: carrierId === null ? null : Number(carrierId), match } : { new_carrier_name: newName, match };
    try {
      const saved = await detect.mutateAsync({ id: unmatched.id, body });
      notifications.show({ color: 'green', message: t('unmatched.saved', { count: saved.data.rematch.shipments_matched, carrier: saved.data.carrier.name }) });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        setErrors(error.fieldErrors);
        const elsewhere = Object.entries(error.fieldErrors).filter(([field]) => !['carrier_id', 'new_carrier_name'].includes(field));
        if (elsewhere.length > 0) setNotice(elsewhere.map(([, messages]) => messages[0]).join(', '));
      } else {
        setNotice(refusalMessage(error));
      }
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('unmatched.dialog.title')} size="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          {notice && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
              {notice}
            </Alert>
          )}
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
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('unmatched.dialog.cancel')}
            </Button>
            <Button type="submit" loading={detect.isPending}>
              {t('unmatched.dialog.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
