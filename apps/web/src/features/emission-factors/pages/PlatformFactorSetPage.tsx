import { FactorSetPage } from './FactorSetPage';

/** `/admin/emission-factors/:id`: one of the platform's sets, its figures. */
export default function PlatformFactorSetPage() {
  return <FactorSetPage scope="platform" />;
}
