import { FactorSetsPage } from './FactorSetsPage';

/** `/admin/emission-factors`: the platform's factor sets, kept by god users. */
export default function PlatformFactorSetsPage() {
  return <FactorSetsPage scope="platform" />;
}
