import { Badge, Fieldset, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BookingFormValues } from '../booking-form';
import { FormTextInput, StepSection } from './fields';

/** Step 'finalize_goods_description': what each goods line is, and the mark on its packages. */
export function GoodsDescriptionStep() {
  const { t } = useTranslation('booking');
  const { t: tq } = useTranslation('quotes');
  const { control } = useFormContext<BookingFormValues>();
  const goods = useWatch({ control, name: 'goods' });

  return (
    <StepSection id="booking-descriptions" title={t('describe.title')} description={t('describe.hint')}>
      <Stack gap="sm">
        {goods.map((line, index) => (
          <Fieldset key={index} legend={tq('goods.line', { line: index + 1 })} variant="filled" radius="md" p={{ base: 'sm', sm: 'md' }} pt="xs">
            <Group gap="xs" mb="xs">
              <Badge variant="light" color="gray">
                {line.units ?? 0} × {tq(`package_types.${line.package_type}`)}
              </Badge>
              {line.weight && (
                <Text size="sm" c="dimmed">
                  {line.weight} {tq('units.kg')}
                </Text>
              )}
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <FormTextInput name={`goods.${index}.description`} label={t('describe.description')} placeholder={t('describe.description_placeholder')} maxLength={200} required />
              <FormTextInput name={`goods.${index}.shipping_mark`} label={t('describe.shipping_mark')} maxLength={100} />
            </SimpleGrid>
          </Fieldset>
        ))}
      </Stack>
    </StepSection>
  );
}
