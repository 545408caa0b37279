import { isContentKind } from '@portal/contract/content-values';
import { useParams } from 'react-router';
import { BackOfficeLayout } from '../../../../back-office/components/back-office-layout';
import { NotFoundPage } from '../../../system';
import { ContentEditor } from '../components/content-editor';
import { useCanEditContent } from '../use-can-edit-content';

/** /admin/content/:kind/new: a new item of the kind (admins; a moderator has nothing to write). */
export default function ContentNewPage() {
  const kind = useParams().kind ?? '';
  const canEdit = useCanEditContent();
  if (!isContentKind(kind) || !canEdit) return <NotFoundPage />;
  return (
    <BackOfficeLayout>
      <ContentEditor key={kind} kind={kind} canEdit />
    </BackOfficeLayout>
  );
}
