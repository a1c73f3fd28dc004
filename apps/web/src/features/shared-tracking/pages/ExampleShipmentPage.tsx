import { useState } from 'react';
import { TrackingView } from '../components/TrackingView';
import { exampleShipment } from '../example-shipment';

/** The tracking page filled with a built-in example shipment, labelled as one (SPEC §2). */
export default function ExampleShipmentPage() {
  const [consignment] = useState(exampleShipment);
  return <TrackingView consignment={consignment} example />;
}
