import { CannedResponsesList } from './CannedResponsesPage';

/** `/admin/notifications/canned-responses`: the platform's own responses, kept by god users. */
export default function AdminCannedResponsesPage() {
  return <CannedResponsesList platform />;
}
