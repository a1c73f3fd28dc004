import type { FlowStep } from '@freight/contracts';
import { Group, Progress, ScrollArea, Stack, Stepper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

export interface FlowStepperProps {
  steps: readonly FlowStep[];
  active: number;
  /** Whether the step at a position may be opened from the stepper. */
  canSelect?: (position: number) => boolean;
  onSelect: (position: number) => void;
  /** Every step done: the booking is made. */
  completed?: boolean;
}

/**
 * The flow's steps with the SPEC titles. A phone shows where the user is in words and a bar,
 * since nine labelled steps do not fit its width.
 */
export function FlowStepper({ steps, active, canSelect = () => false, onSelect, completed }: FlowStepperProps) {
  const { t } = useTranslation('booking');
  const narrow = useMediaQuery('(max-width: 62em)');
  const current = steps[active];

  if (narrow) {
    return (
      <Stack gap={6} aria-label={t('steps.label')} role="group">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={650} size="sm" truncate>
            {current ? t(`steps.${current}`) : ''}
          </Text>
          <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
            {t('steps.position', { position: active + 1, count: steps.length })}
          </Text>
        </Group>
        <Progress value={((completed ? steps.length : active + 1) / steps.length) * 100} size="sm" radius="xl" aria-hidden />
      </Stack>
    );
  }

  return (
    <ScrollArea type="never">
      <Stepper
        active={completed ? steps.length : active}
        onStepClick={onSelect}
        size="xs"
        iconSize={24}
        allowNextStepsSelect={false}
        wrap={false}
        aria-label={t('steps.label')}
        // Long titles such as 'Finalize form & create booking' break over two lines, so every step fits one row.
        styles={{
          stepLabel: { whiteSpace: 'normal', maxWidth: 96, lineHeight: 1.2, fontSize: 13 },
          separator: { marginInline: 2, minWidth: 4 },
          stepBody: { marginInlineStart: 5 },
        }}
      >
        {steps.map((step, position) => (
          <Stepper.Step key={step} label={t(`steps.${step}`)} allowStepSelect={!completed && position !== active && canSelect(position)} />
        ))}
      </Stepper>
    </ScrollArea>
  );
}
