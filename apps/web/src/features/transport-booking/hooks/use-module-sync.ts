import type { TAdditionalService } from '@freight/contracts';
import { applyModuleGoodsEffects, chosenModuleSettings, resolveModuleStates, sameModuleStates } from '@freight/domain';
import { useEffect } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import type { BookingFormValues } from '../booking-form';

/**
 * Keeps the modules in step with the lane and the chosen additional services (SPEC §4), and the
 * goods with the modules: load metres cleared when a module is hidden, non-stackable taken from
 * the load metres when that module comes back.
 */
export function useModuleSync(
  form: UseFormReturn<BookingFormValues>,
  dutiable: boolean,
  services: readonly TAdditionalService[] | undefined,
) {
  const [codes, answers] = useWatch({ control: form.control, name: ['additional_services', 'additional_service_values'] });
  useEffect(() => {
    // Until the service's list is in, what was chosen cannot be read.
    if (form.getValues('carrier_service_id') !== null && services === undefined) return;
    const before = form.getValues('modules');
    const after = resolveModuleStates(dutiable, chosenModuleSettings(services ?? [], { codes, values: answers }));
    if (sameModuleStates(before, after)) return;
    const goods = form.getValues('goods');
    const changed = applyModuleGoodsEffects(
      before,
      after,
      goods.map((line) => ({ load_meters: line.load_meters, non_stackable: !line.stackable })),
    );
    form.setValue('modules', after, { shouldDirty: true });
    form.setValue(
      'goods',
      goods.map((line, index) => {
        const next = changed[index];
        return next
          ? { ...line, load_meters: typeof next.load_meters === 'string' ? next.load_meters : '', stackable: next.non_stackable !== true }
          : line;
      }),
      { shouldDirty: true },
    );
  }, [form, dutiable, services, codes, answers]);
}
