import { useParams } from 'react-router';
import { useOwnerConsignment } from '../api';
import { TrackingFrame } from '../components/TrackingFrame';
import { TrackingState } from '../components/TrackingState';
import { TrackingView } from '../components/TrackingView';

/** A shipment opened by its owner from the sealed link the portal e-mails, without signing in. */
export default function OwnerConsignmentPage() {
  const { encrypted_owner: token = '', uuid = '' } = useParams();
  const query = useOwnerConsignment(token, uuid);
  return (
    <TrackingFrame>
      {query.data ? (
        <TrackingView consignment={query.data} />
      ) : (
        <TrackingState isPending={query.isPending} error={query.error} onRetry={() => void query.refetch()} />
      )}
    </TrackingFrame>
  );
}
