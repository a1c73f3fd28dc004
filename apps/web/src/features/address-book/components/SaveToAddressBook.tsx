import type { AddressBookType, TAddressBookCompanyDetail } from '@freight/contracts';
import { Button, type ButtonProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { addressErrorsFromServer, type AddressFieldErrors, type AddressValue } from '../address-value';
import { useSaveToAddressBook } from '../use-save-to-address-book';

export interface SaveToAddressBookProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** What the saved company is used as; an updated company gains this type. */
  type: AddressBookType;
  value: AddressValue;
  /** The company the address was picked from: it is updated instead of saved a second time. */
  companyId?: number | null;
  onSaved?: (company: TAddressBookCompanyDetail) => void;
  /** The server's messages per address field when it refused the address (422), for `AddressFields`. */
  onErrors?: (errors: AddressFieldErrors) => void;
}

/** Saves the address of a flow step, with its contact, in the organization's address book. */
export function SaveToAddressBook({ type, value, companyId = null, onSaved, onErrors, ...buttonProps }: SaveToAddressBookProps) {
  const { t } = useTranslation('addressBook');
  const save = useSaveToAddressBook();
  const click = async () => {
    onErrors?.({});
    try {
      const company = await save.mutateAsync({ type, value, companyId });
      notifications.show({ color: 'green', message: t(companyId ? 'save.updated' : 'save.added', { name: company.name }) });
      onSaved?.(company);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        onErrors?.(addressErrorsFromServer(error.fieldErrors));
        notifications.show({ color: 'red', message: t('save.refused') });
      }
    }
  };
  return (
    <Button
      variant="light"
      leftSection={<IconDeviceFloppy size={16} aria-hidden />}
      loading={save.isPending}
      onClick={() => void click()}
      {...buttonProps}
    >
      {companyId ? t('save.update') : t('save.add')}
    </Button>
  );
}
