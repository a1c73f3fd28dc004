import type { FlowStep, TBooking } from '@freight/contracts';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconArrowRight, IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Confirmation } from './Confirmation';
import { FlowStepper } from './FlowStepper';

/** A booking flow once booked: every step done, and the booking's confirmation. */
export function BookedFlow({
  steps,
  booking,
  dutiable,
  onNew,
}: {
  steps: readonly FlowStep[];
  booking: TBooking;
  dutiable: boolean;
  onNew: () => void;
}) {
  return (
    <Stack gap="lg">
      <FlowStepper steps={steps} active={steps.length - 1} completed onSelect={() => undefined} />
      <Confirmation booking={booking} dutiable={dutiable} onNew={onNew} />
    </Stack>
  );
}

export interface FlowFormProps {
  /** The form's name for assistive technology. */
  label: string;
  onSubmit: () => void;
  steps: readonly FlowStep[];
  active: number;
  canSelect: (position: number) => boolean;
  /** Opens a step chosen on the stepper; the confirmation is never chosen there. */
  onSelect: (step: FlowStep) => void;
  /** What the last check said that no field shows. */
  notice: readonly string[];
  /** Above the stepper, such as what the flow books again. */
  above?: ReactNode;
  children: ReactNode;
}

/** A booking flow's form: the stepper, the step's notice, then the step and its actions. */
export function FlowForm({ label, onSubmit, steps, active, canSelect, onSelect, notice, above, children }: FlowFormProps) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      aria-label={label}
    >
      <Stack gap="lg">
        {above}
        <FlowStepper
          steps={steps}
          active={active}
          canSelect={canSelect}
          onSelect={(position) => {
            const target = steps[position];
            if (target && target !== 'confirmation') onSelect(target);
          }}
        />
        <StepNotice messages={notice} />
        {children}
      </Stack>
    </form>
  );
}

/** What a step's check said that no field of the step shows. */
export function StepNotice({ messages }: { messages: readonly string[] }) {
  const { t } = useTranslation('booking');
  if (messages.length === 0) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert" title={t('errors.step_title')}>
      {messages.join(' · ')}
    </Alert>
  );
}

export interface FlowActionsProps {
  /** Back to the previous step; none on the first. */
  onBack?: (() => void) | undefined;
  backDisabled?: boolean;
  /** Beside 'Back', such as 'Save as template'. */
  extra?: ReactNode;
  /** The way forward: `NextButton`, `BookButton` or the step's own. */
  children: ReactNode;
  /** Stays at the bottom of the window while the step scrolls. */
  sticky?: boolean;
}

/** The bar under a booking step: back on the left, forward on the right. */
export function FlowActions({ onBack, backDisabled, extra, children, sticky = true }: FlowActionsProps) {
  const { t } = useTranslation('booking');
  return (
    <Group
      justify="space-between"
      pos={sticky ? 'sticky' : 'static'}
      bottom={0}
      py="sm"
      bg="var(--mantine-color-body)"
      style={{ zIndex: 3, borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group gap="xs">
        {onBack && (
          <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack} disabled={backDisabled}>
            {t('actions.back')}
          </Button>
        )}
        {extra}
      </Group>
      {children}
    </Group>
  );
}

export interface NextButtonProps {
  loading: boolean;
  label?: string | undefined;
  /** Goes on without submitting the form, for a step whose fields do not submit it. */
  onClick?: () => void;
  disabled?: boolean;
}

/** Submits the step's form to check it and go on. */
export function NextButton({ loading, label, onClick, disabled }: NextButtonProps) {
  const { t } = useTranslation('booking');
  return (
    <Button
      type={onClick ? 'button' : 'submit'}
      onClick={onClick}
      rightSection={<IconArrowRight size={16} aria-hidden />}
      loading={loading}
      disabled={disabled}
    >
      {label ?? t('actions.next')}
    </Button>
  );
}

/** Submits the last step's form to place the booking. */
export function BookButton({ loading, disabled }: { loading: boolean; disabled: boolean }) {
  const { t } = useTranslation('booking');
  return (
    <Button type="submit" size="md" color="green" leftSection={<IconCheck size={18} aria-hidden />} loading={loading} disabled={disabled}>
      {t('actions.book')}
    </Button>
  );
}
