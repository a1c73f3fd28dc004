import { FactorSetsPage } from './FactorSetsPage';

/** `/settings/emission-factors`: the organization's own factor sets, kept by its admins.*/
export default function OrganizationFactorSetsPage() {
  return <FactorSetsPage scope="organization" />;
}
