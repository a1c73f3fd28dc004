import { TemplatesPage } from '../components/TemplatesPage';

/** `/transport/transport-booking/templates`: the organization's saved bookings. */
export default function BookingTemplatesPage() {
  return <TemplatesPage kind="booking" />;
}
