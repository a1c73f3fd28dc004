import { FactorSetPage } from './FactorSetPage';

/** `/settings/emission-factors/:id`: one of the organization's own sets, its figures and carriers. */
export default function OrganizationFactorSetPage() {
  return <FactorSetPage scope="organization" />;
}
