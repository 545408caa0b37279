import { fillPath } from '@portal/contract/endpoints/endpoint';
import { joinRequestsEndpoints } from '@portal/contract/endpoints/join-requests';
import type { AdminJoinRequest, JoinRequest, JoinRequestFile } from '@portal/contract/join-requests';
import type { JoinDomain, JoinFileType, JoinRequestStatus } from '@portal/contract/join-requests-values';
import type { Locale } from '@portal/contract/locale';
import type { JoinFileRow, JoinRequestRow } from './queries';

export function toJoinFile(file: JoinFileRow): JoinRequestFile {
  return {
    id: file.id,
    name: file.name,
    mime: file.mime as JoinFileType,
    size_bytes: file.sizeBytes,
    download_path: fillPath(joinRequestsEndpoints.joinRequestFile.path, {
      id: file.requestId,
      fileId: file.id,
    }),
  };
}

/** A request as its sender sees it. */
export function toJoinRequest(row: JoinRequestRow, files: JoinFileRow[]): JoinRequest {
  return {
    id: row.id,
    domaine: row.domain as JoinDomain,
    visite_subject: row.visitSubject,
    dateTime: row.visitAt.toISOString(),
    message: row.message,
    status: row.status as JoinRequestStatus,
    reply: row.reply,
    locale: row.locale as Locale,
    files: files.filter((f) => f.requestId === row.id).map(toJoinFile),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A request as staff see it: with its sender and who decided last. */
export function toAdminJoinRequest(
  row: JoinRequestRow,
  files: JoinFileRow[],
  sender: { id: number; firstName: string; lastName: string; email: string; deletedAt: Date | null },
  decidedBy: string | null,
): AdminJoinRequest {
  return {
    ...toJoinRequest(row, files),
    applicant: {
      id: sender.id,
      name: `${sender.firstName} ${sender.lastName}`.trim(),
      email: sender.deletedAt ? null : sender.email,
    },
    decided_by: decidedBy,
  };
}
