import { useParams } from 'react-router';
import { useSharedConsignment } from '../api';
import { TrackingFrame } from '../components/TrackingFrame';
import { TrackingState } from '../components/TrackingState';
import { TrackingView } from '../components/TrackingView';

/** A shipment opened from a share link, without signing in. */
export default function SharedConsignmentPage() {
  const { uuid = '' } = useParams();
  const query = useSharedConsignment(uuid);
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
