import { useParams } from 'react-router';
import { ShipmentDetail } from '../components/ShipmentDetail';

/** The same page for god users, reading the shipment of any organization. */
export default function AdminShipmentDetailPage() {
  const { uuid = '' } = useParams();
  return <ShipmentDetail key={uuid} scope="admin" uuid={uuid} />;
}
