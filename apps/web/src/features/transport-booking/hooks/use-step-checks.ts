import { STEP_ENDPOINT, type FlowStep, type FlowType } from '@freight/contracts';
import { useState } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { friendlyFieldMessage, useFieldNamer } from '../../../lib/forms';
import { useValidateStep } from '../api';
import { placeStepErrors, stepFieldPaths, toFlowValues, type BookingFormValues } from '../booking-form';
import type { StepState } from '../booking-storage';

/**
 * Step validation on the server (SPEC §5) and its errors on screen: the first message of each
 * field under that field, anything the step does not show in a notice above it.
 */
export function useStepChecks(
  form: UseFormReturn<BookingFormValues>,
  flowType: FlowType,
  options: { invoiced: boolean; serviceCodes: readonly string[] },
) {
  const namer = useFieldNamer();
  const validation = useValidateStep();
  const [notice, setNotice] = useState<string[]>([]);

  /** Puts a step's errors on its fields (those it shows, or `paths`); the rest go to the notice. */
  const showErrors = (step: FlowStep, errors: Record<string, string[]>, paths?: readonly string[]) => {
    form.clearErrors();
    const shown = new Set(paths ?? stepFieldPaths(step, form.getValues(), options));
    const { fields, unplaced } = placeStepErrors(errors, (key) => shown.has(key));
    let first = true;
    for (const [key, message] of Object.entries(fields)) {
      form.setError(key as FieldPath<BookingFormValues>, { type: 'server', message }, { shouldFocus: first });
      first = false;
    }
    setNotice(unplaced.map(({ key, message }) => friendlyFieldMessage(key, message, namer)));
    // Not every field takes focus (groups of boxes, selects): the first message is brought into view.
    if (unplaced.length > 0) window.scrollTo({ top: 0, behavior: 'smooth' });
    else if (Object.keys(fields).length > 0)
      window.requestAnimationFrame(() =>
        document.querySelector('.mantine-InputWrapper-error')?.scrollIntoView({ block: 'center', behavior: 'smooth' }),
      );
  };

  /** Validates a step; answers its state, or null when the check itself failed (the app has told the user). */
  const validate = async (step: FlowStep): Promise<StepState | null> => {
    const endpoint = STEP_ENDPOINT[step];
    if (!endpoint) return { valid: true, errors: {} };
    try {
      const result = await validation.mutateAsync({
        step: endpoint,
        body: { flow_type: flowType, values: toFlowValues(form.getValues(), options.invoiced) },
      });
      showErrors(step, result.errors);
      return { valid: result.valid, errors: result.errors };
    } catch {
      return null;
    }
  };

  return { validate, showErrors, notice, setNotice, validating: validation.isPending };
}
