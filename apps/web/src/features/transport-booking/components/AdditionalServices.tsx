import type { TAdditionalService } from '@freight/contracts';
import { Alert, Checkbox, Group, Radio, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { humanizeFieldName } from '../../../lib/forms';

export interface AdditionalServicesProps {
  services: readonly TAdditionalService[] | undefined;
  loading: boolean;
  failed: boolean;
  codes: readonly string[];
  values: Readonly<Record<string, string>>;
  onChange: (choice: { codes: string[]; values: Record<string, string> }) => void;
  errorAt: (path: string) => string | undefined;
}

/** The name of a service code in the user's language; a code nobody named yet reads in plain words. */
export function useServiceName(): (code: string) => string {
  const { t, i18n } = useTranslation('booking');
  return (code) => {
    const key = `additional_services.${code}`;
    return i18n.exists(key, { ns: 'booking' }) ? String(t(key as 'additional_services.customs_clearance')) : humanizeFieldName(code);
  };
}

/**
 * The chosen carrier service's additional services (SPEC §3 Additional service): boxes to tick,
 * groups to pick one option of, and answers to type such as the phone for a pre-notification.
 */
export function AdditionalServices({ services, loading, failed, codes, values, onChange, errorAt }: AdditionalServicesProps) {
  const { t } = useTranslation('booking');
  const name = useServiceName();

  if (loading) return <Skeleton height={80} radius="md" />;
  if (failed)
    return (
      <Alert color="yellow" variant="light">
        {t('create.services_failed')}
      </Alert>
    );
  const shown = (services ?? []).filter((service) => service.type !== 'hidden');
  if (shown.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('create.services_none')}
      </Text>
    );
  }

  const toggle = (code: string, on: boolean) =>
    onChange({
      codes: on ? [...codes.filter((chosen) => chosen !== code), code] : codes.filter((chosen) => chosen !== code),
      values: { ...values },
    });
  const pick = (service: TAdditionalService, code: string) => {
    const options = new Set(service.children.map((child) => child.code));
    onChange({ codes: [...codes.filter((chosen) => !options.has(chosen)), ...(code ? [code] : [])], values: { ...values } });
  };
  const answer = (code: string, text: string) => onChange({ codes: [...codes], values: { ...values, [code]: text } });
  const error = (code: string) => errorAt(`additional_services.${code}`) ?? errorAt(`additional_service_values.${code}`);

  const control = (service: TAdditionalService) => {
    switch (service.type) {
      case 'hidden':
        return null;
      case 'checkbox': {
        const ticked = codes.includes(service.code);
        const under = service.children.filter((child) => child.type !== 'hidden');
        return (
          <Stack key={service.code} gap="xs">
            <Checkbox
              label={name(service.code)}
              checked={ticked}
              onChange={(event) => toggle(service.code, event.currentTarget.checked)}
              error={error(service.code)}
            />
            {ticked && under.length > 0 && (
              <Stack gap="xs" pl={32}>
                {under.map(control)}
              </Stack>
            )}
          </Stack>
        );
      }
      case 'radio':
        return (
          <Radio.Group
            key={service.code}
            label={name(service.code)}
            value={service.children.find((child) => codes.includes(child.code))?.code ?? ''}
            onChange={(code) => pick(service, code)}
            error={error(service.code)}
          >
            <Group gap="lg" mt={6}>
              <Radio value="" label={t('create.services_no_option')} />
              {service.children.map((child) => (
                <Radio key={child.code} value={child.code} label={name(child.code)} />
              ))}
            </Group>
          </Radio.Group>
        );
      default:
        return (
          <TextInput
            key={service.code}
            label={name(service.code)}
            type={service.type === 'tel' ? 'tel' : 'text'}
            value={values[service.code] ?? ''}
            onChange={(event) => answer(service.code, event.currentTarget.value)}
            description={service.type === 'tel' ? t('create.phone_hint') : undefined}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            error={error(service.code)}
            maxLength={200}
            maw={360}
          />
        );
    }
  };

  return <Stack gap="md">{shown.map(control)}</Stack>;
}
