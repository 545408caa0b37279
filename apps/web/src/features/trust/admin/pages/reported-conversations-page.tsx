import { pathFor } from '@portal/contract/routes';
import { Navigate } from 'react-router';

/**
 * /admin/conversations: reported conversations are items of the one reports queue; this
 * address (kept for bookmarks) opens the queue on them.
 */
export default function ReportedConversationsPage() {
  return <Navigate to={`${pathFor('admin-reports')}?kind=conversations`} replace />;
}
