import { Select, SimpleGrid } from '@mantine/core';
import { type Control, type FieldValues, useController, type UseFormSetValue } from 'react-hook-form';

/** The site choice that stands for no one site (site_id null). */
const NO_SITE = 'none';

interface OrganizationSiteValues extends FieldValues {
  organization_id?: number | undefined;
  site_id?: number | null | undefined;
}

interface OrganizationChoice {
  id: number;
  name: string;
  sites: readonly { id: number; name: string }[];
}

export interface OrganizationSiteLabels {
  organization: string;
  /** The organization's placeholder. */
  choose: string;
  noResults: string;
  site: string;
  siteHint: string;
  /** The choice of no one site, such as the whole organization. */
  noSite: string;
}

export interface OrganizationSiteFieldsProps<T extends OrganizationSiteValues> {
  control: Control<T>;
  setValue: UseFormSetValue<T>;
  organizations: readonly OrganizationChoice[];
  labels: OrganizationSiteLabels;
  errors: { organization: string | undefined; site: string | undefined };
}

/**
 * The organization a record belongs to and, optionally, one of its sites, side by side: the
 * form's `organization_id` and `site_id`. The sites offered are the chosen organization's.
 */
export function OrganizationSiteFields<T extends OrganizationSiteValues>({
  control,
  setValue,
  organizations,
  labels,
  errors,
}: OrganizationSiteFieldsProps<T>) {
  // The constraint guarantees both fields; react-hook-form cannot name them on a generic form.
  const ownControl = control as unknown as Control<OrganizationSiteValues>;
  const setOwnValue = setValue as unknown as UseFormSetValue<OrganizationSiteValues>;
  const { field: organization } = useController({ control: ownControl, name: 'organization_id' });
  const { field: site } = useController({ control: ownControl, name: 'site_id' });
  const sites = organizations.find((choice) => choice.id === organization.value)?.sites ?? [];

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Select
        label={labels.organization}
        placeholder={labels.choose}
        data={organizations.map((choice) => ({ value: String(choice.id), label: choice.name }))}
        value={organization.value === undefined ? null : String(organization.value)}
        onChange={(value) => {
          organization.onChange(value === null ? undefined : Number(value));
          // A site belongs to one organization; another organization starts from no site.
          setOwnValue('site_id', null);
        }}
        searchable
        nothingFoundMessage={labels.noResults}
        error={errors.organization}
        comboboxProps={{ withinPortal: true }}
        required
      />
      <Select
        label={labels.site}
        description={labels.siteHint}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        data={[{ value: NO_SITE, label: labels.noSite }, ...sites.map((choice) => ({ value: String(choice.id), label: choice.name }))]}
        value={site.value === null || site.value === undefined ? NO_SITE : String(site.value)}
        onChange={(value) => site.onChange(value === null || value === NO_SITE ? null : Number(value))}
        allowDeselect={false}
        disabled={organization.value === undefined}
        error={errors.site}
        comboboxProps={{ withinPortal: true }}
      />
    </SimpleGrid>
  );
}
