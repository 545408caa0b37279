import { useParams } from 'react-router';
import { BackOfficeLayout } from '../../../../back-office/components/back-office-layout';
import { QueryView } from '../../../../back-office/components/query-view';
import { HttpError } from '../../../../lib/http';
import { NotFoundPage } from '../../../system';
import { useAdminContentItem } from '../api/get-admin-content';
import { ContentEditor } from '../components/content-editor';
import { useCanEditContent } from '../use-can-edit-content';

/** /admin/content/items/:id: an item, edited by admins and read by moderators. */
export default function ContentEditPage() {
  const id = Number(useParams().id);
  const item = useAdminContentItem(id);
  const canEdit = useCanEditContent();
  if (item.error instanceof HttpError && item.error.status === 404) return <NotFoundPage />;
  return (
    <BackOfficeLayout>
      <QueryView query={item}>
        {(data) => (
          <ContentEditor key={data.item.id} kind={data.item.kind} item={data.item} canEdit={canEdit} />
        )}
      </QueryView>
    </BackOfficeLayout>
  );
}
