import { useParams } from 'react-router';
import { ShipmentDetail } from '../components/ShipmentDetail';

export default function ShipmentDetailPage() {
  const { uuid = '' } = useParams();
  // Keyed by shipment, so moving to another one starts with fresh dialogs and filters.
  return <ShipmentDetail key={uuid} scope="sites" uuid={uuid} />;
}
