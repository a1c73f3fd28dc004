import { TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { useServerErrors } from '../../lib/forms';
import { renderWithProviders } from '../test-utils';
import { FormNotice } from './FormNotice';
import { OrganizationSiteFields } from './OrganizationSiteFields';
import { RecordDialog } from './RecordDialog';

const ORGANIZATIONS = [
  {
    id: 1,
    name: 'Nordic Freight',
    sites: [
      { id: 10, name: 'Gothenburg Warehouse' },
      { id: 11, name: 'Malmo Terminal' },
    ],
  },
  { id: 2, name: 'Baltic Lines', sites: [{ id: 20, name: 'Riga Port' }] },
];

interface AccountValues {
  organization_id?: number | undefined;
  site_id: number | null;
  name: string;
}

const FIELDS = ['organization_id', 'site_id', 'name'] as const;

function AccountDialog({
  save,
  onClose,
  initial,
}: {
  save: (values: AccountValues) => Promise<void>;
  onClose: () => void;
  initial?: Partial<AccountValues>;
}) {
  const { control, register, handleSubmit, setValue, setError, formState } = useForm<AccountValues>({
    defaultValues: { site_id: null, name: '', ...initial },
  });
  const { notice, trySave } = useServerErrors(FIELDS, setError);
  const submit = handleSubmit((values) => trySave(() => save(values)));
  const { errors } = formState;
  return (
    <RecordDialog
      title="Add account"
      onClose={onClose}
      onSubmit={submit}
      notice={notice}
      saving={false}
      cancelLabel="Cancel"
      saveLabel="Save account"
    >
      <OrganizationSiteFields
        control={control}
        setValue={setValue}
        organizations={ORGANIZATIONS}
        labels={{
          organization: 'Organization',
          choose: 'Choose',
          noResults: 'Nothing found',
          site: 'Site',
          siteHint: 'Where files land.',
          noSite: 'No site',
        }}
        errors={{ organization: errors.organization_id?.message, site: errors.site_id?.message }}
      />
      <TextInput {...register('name')} label="Name" error={errors.name?.message} />
    </RecordDialog>
  );
}

function openDialog(save: (values: AccountValues) => Promise<void> = async () => {}, initial?: Partial<AccountValues>) {
  const onClose = vi.fn();
  return { ...renderWithProviders(<AccountDialog save={save} onClose={onClose} initial={initial} />), onClose };
}

describe('RecordDialog with useServerErrors', () => {
  it('puts a 422 message under its field and names the others in the notice', async () => {
    const refusal = new ApiError(
      422,
      { message: 'Invalid', errors: { site_id: ['Not a site of this organization.'], username: ['Already taken.'] } },
      'Invalid',
    );
    const { user } = openDialog(() => Promise.reject(refusal), { organization_id: 1, site_id: 10 });
    await user.click(screen.getByRole('button', { name: 'Save account' }));
    expect(await screen.findByText('Not a site of this organization.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Site' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Username: Already taken.');
  });

  it('shows the server’s refusal of the call and clears it on the next try', async () => {
    const save = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(403, { message: 'You may not change this account.' }, 'Forbidden'))
      .mockResolvedValueOnce(undefined);
    const { user } = openDialog(save);
    await user.click(screen.getByRole('button', { name: 'Save account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You may not change this account.');
    await user.click(screen.getByRole('button', { name: 'Save account' }));
    await vi.waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes with Cancel without saving', async () => {
    const save = vi.fn();
    const { user, onClose } = openDialog(save);
    expect(screen.getByRole('dialog', { name: 'Add account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(save).not.toHaveBeenCalled();
  });
});

describe('FormNotice', () => {
  it('shows no notice while every message is absent, and the present ones together', () => {
    const { rerender } = renderWithProviders(<FormNotice messages={[null, undefined, '']} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<FormNotice messages={['Name is required', null, 'Country is required']} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Name is required, Country is required');
  });
});

describe('OrganizationSiteFields', () => {
  it('offers the sites of the chosen organization only once one is chosen', async () => {
    const { user } = openDialog();
    expect(screen.getByRole('combobox', { name: 'Site' })).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Organization' }));
    await user.click(screen.getByRole('option', { name: 'Nordic Freight' }));
    await user.click(screen.getByRole('combobox', { name: 'Site' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['No site', 'Gothenburg Warehouse', 'Malmo Terminal']);
  });

  it('starts over from no site when another organization is chosen', async () => {
    const save = vi.fn(async (_values: AccountValues) => {});
    const { user } = openDialog(save, { organization_id: 1, site_id: 11 });
    expect(screen.getByRole('combobox', { name: 'Site' })).toHaveValue('Malmo Terminal');
    await user.click(screen.getByRole('combobox', { name: 'Organization' }));
    await user.click(screen.getByRole('option', { name: 'Baltic Lines' }));
    expect(screen.getByRole('combobox', { name: 'Site' })).toHaveValue('No site');
    await user.click(screen.getByRole('button', { name: 'Save account' }));
    await vi.waitFor(() => expect(save).toHaveBeenCalledWith(expect.objectContaining({ organization_id: 2, site_id: null })));
  });
});
