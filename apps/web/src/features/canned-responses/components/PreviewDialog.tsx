import { LOCALES, suggestedLocale, type Locale, type TCannedResponse, type TConsignmentListItem } from '@freight/contracts';
import { Alert, Card, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal/Modal';
import { useRenderCannedResponse } from '../api';
import { ShipmentPicker } from './ShipmentPicker';

/** A response as it would be sent for one of the user's real shipments, in a chosen language. */
export function PreviewDialog({ response, onClose }: { response: TCannedResponse; onClose: () => void }) {
  const { t } = useTranslation('cannedResponses');
  const [shipment, setShipment] = useState<TConsignmentListItem | null>(null);
  const [language, setLanguage] = useState<Locale>(() => LOCALES.find((locale) => response.texts[locale]) ?? 'en');
  const render = useRenderCannedResponse();
  const { mutate } = render;
  useEffect(() => {
    if (shipment) mutate({ canned_response_id: response.id, consignment_uuid: shipment.uuid, locale: language, mode: 'preview' });
  }, [mutate, response.id, shipment, language]);
  const rendered = render.data?.data;

  return (
    <Modal opened onClose={onClose} title={t('preview.title', { name: response.name })} size="middle">
      <Stack gap="md">
        <ShipmentPicker
          value={shipment}
          onChange={(picked) => {
            setShipment(picked);
            if (picked) setLanguage(suggestedLocale(picked.consignee.countrycode));
          }}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="preview-language">
            {t('preview.language')}
          </Text>
          <SegmentedControl
            aria-labelledby="preview-language"
            value={language}
            onChange={(value) => setLanguage(value as Locale)}
            data={LOCALES.map((locale) => ({ value: locale, label: t(`languages.${locale}`) }))}
          />
        </Stack>
        {!shipment && <Text c="dimmed">{t('preview.pick_shipment')}</Text>}
        {shipment && render.isPending && <Loader size="sm" />}
        {shipment && rendered && (
          <>
            {rendered.locale !== language && (
              <Alert color="yellow" variant="light">
                {t('preview.fallback_language', { asked: t(`languages.${language}`), used: t(`languages.${rendered.locale}`) })}
              </Alert>
            )}
            {rendered.empty_placeholders.length > 0 && (
              <Alert color="gray" variant="light">
                {t('preview.empty_values', { names: rendered.empty_placeholders.map((key) => t(`placeholders.${key}`, key)).join(', ') })}
              </Alert>
            )}
            <Card withBorder padding="md" lang={rendered.locale}>
              <Title order={3} size="h5" mb="xs">
                {rendered.subject}
              </Title>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {rendered.body}
              </Text>
            </Card>
          </>
        )}
      </Stack>
    </Modal>
  );
}
