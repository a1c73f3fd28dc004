import type { TDutiableService } from '@freight/contracts';
import { Alert, Button, Group, List, Radio, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal/Modal';

/** The dutiable modals of the quote flow (SPEC §4) and the texts of SPEC §8 they show. */
export type DutiableModal =
  | { kind: 'services'; services: TDutiableService[] }
  | { kind: 'no_options'; services: TDutiableService[] }
  | { kind: 'not_found' }
  | { kind: 'error' }
  | { kind: 'invalid_goods' };

export interface DutiableModalsProps {
  modal: DutiableModal | null;
  onClose: () => void;
  /** A service able to clear customs was chosen instead of the one picked. */
  onChooseService: (serviceId: number) => void;
  /** Back to the goods, to change what goes. */
  onChangeGoods: () => void;
}

const serviceName = (service: TDutiableService) => `${service.carrier.name} – ${service.service.name}`;

export function DutiableModals({ modal, onClose, onChooseService, onChangeGoods }: DutiableModalsProps) {
  const { t } = useTranslation('booking');
  const [picked, setPicked] = useState<string>('');
  if (!modal) return null;

  const titles: Record<DutiableModal['kind'], string> = {
    services: t('dutiable.services_title'),
    no_options: t('dutiable.no_options_title'),
    not_found: t('dutiable.not_found_title'),
    error: t('dutiable.error_title'),
    invalid_goods: t('dutiable.invalid_goods_title'),
  };

  return (
    <Modal opened onClose={onClose} title={titles[modal.kind]} size={600} centered>
      {modal.kind === 'services' && (
        <Stack gap="md">
          <Text size="sm">{t('dutiable.services_text')}</Text>
          <Radio.Group value={picked} onChange={setPicked} label={t('dutiable.services_label')}>
            <Stack gap="xs" mt="xs">
              {modal.services.map((service) => (
                <Radio key={service.carrier_service_id} value={String(service.carrier_service_id)} label={serviceName(service)} />
              ))}
            </Stack>
          </Radio.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel', { ns: 'common' })}
            </Button>
            <Button disabled={!picked} onClick={() => onChooseService(Number(picked))}>
              {t('dutiable.choose')}
            </Button>
          </Group>
        </Stack>
      )}
      {modal.kind === 'no_options' && (
        <Stack gap="md">
          <Text size="sm">{t('dutiable.no_options_text')}</Text>
          {modal.services.length > 0 && (
            <List size="sm" spacing={2}>
              {modal.services.map((service) => (
                <List.Item key={service.carrier_service_id}>{serviceName(service)}</List.Item>
              ))}
            </List>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.close', { ns: 'common' })}
            </Button>
            <Button onClick={onChangeGoods}>{t('dutiable.change_goods')}</Button>
          </Group>
        </Stack>
      )}
      {(modal.kind === 'not_found' || modal.kind === 'error' || modal.kind === 'invalid_goods') && (
        <Stack gap="md">
          <Alert color={modal.kind === 'error' ? 'red' : 'yellow'} variant="light" icon={<IconAlertTriangle aria-hidden />}>
            {t(`dutiable.${modal.kind}_text`)}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.close', { ns: 'common' })}
            </Button>
            {modal.kind !== 'error' && <Button onClick={onChangeGoods}>{t('dutiable.change_goods')}</Button>}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
