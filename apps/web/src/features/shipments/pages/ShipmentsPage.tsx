import { ShipmentsList } from '../components/ShipmentsList';

/** `/transport/shipments`: the shipments of the sites the user acts as. */
export default function ShipmentsPage() {
  return <ShipmentsList area="client" />;
}
