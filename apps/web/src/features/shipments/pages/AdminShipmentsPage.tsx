import { ShipmentsList } from '../components/ShipmentsList';

/** `/admin/shipments`: every organization's shipments, for god users (SPEC §2). */
export default function AdminShipmentsPage() {
  return <ShipmentsList area="admin" />;
}
