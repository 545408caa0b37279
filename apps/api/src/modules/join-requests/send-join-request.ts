import { JOIN_FILES_FIELD, type JoinRequest } from '@portal/contract/join-requests';
import {
  JOIN_FILE_TYPES,
  JOIN_REQUEST_LIMITS,
  joinVisitProblem,
} from '@portal/contract/join-requests-values';
import type { Locale } from '@portal/contract/locale';
import type { z } from 'zod';
import type { joinRequestFieldsSchema } from '@portal/contract/join-requests';
import { AppError } from '../../platform/errors';
import { detectPrivateFileType, storePrivateFiles, type NewPrivateFile } from '../../platform/private-files';
import type { UserRow } from '../../platform/auth/plugin';
import { getSettings, portalTimeZone } from '../settings/service';
import type { JoinRequestsDeps } from './deps';
import { insertJoinRequest, linkJoinRequestFiles, type JoinFileRow } from './queries';
import { toJoinRequest } from './view';

/** What private files of join requests are filed under. */
export const JOIN_FILE_PURPOSE = 'join_request';

const fileError = (key: 'validation.join_file_type' | 'validation.join_files_required') =>
  new AppError('validation_failed', { fieldErrors: { [JOIN_FILES_FIELD]: [key] } });

/**
 * A new join request from a signed-in member whose address is verified (the route checks),
 * while the settings keep join requests open: the fields as the contract validated them, the
 * visit's time on the portal's clock, and one to JOIN_REQUEST_LIMITS.files.max files told by
 * their bytes (PDF, DOC, DOCX, JPEG, PNG), kept as private files. The sender is mailed in the
 * language they sent it in.
 */
export async function sendJoinRequest(
  deps: JoinRequestsDeps,
  sender: UserRow,
  input: {
    fields: z.output<typeof joinRequestFieldsSchema>;
    files: readonly { data: Buffer; filename?: string | undefined }[];
    locale: Locale;
  },
): Promise<JoinRequest> {
  const settings = await getSettings(deps.db);
  if (!settings.settings_state.join_requests_open) throw new AppError('join_requests_closed');
  const timeZone = portalTimeZone(settings);
  const visitAt = new Date(input.fields.dateTime);
  const problem = joinVisitProblem(visitAt, new Date(), timeZone);
  if (problem) throw new AppError('validation_failed', { fieldErrors: { dateTime: [problem] } });

  if (input.files.length < JOIN_REQUEST_LIMITS.files.min) throw fileError('validation.join_files_required');
  const files: NewPrivateFile[] = [];
  for (const file of input.files) {
    const type = await detectPrivateFileType(file.data, JOIN_FILE_TYPES);
    if (!type) throw fileError('validation.join_file_type');
    files.push({ data: file.data, type, filename: file.filename });
  }

  const { row, fileRows } = await storePrivateFiles(
    deps,
    { ownerId: sender.id, purpose: JOIN_FILE_PURPOSE, files },
    async (tx, stored) => {
      const row = await insertJoinRequest(tx, {
        userId: sender.id,
        domain: input.fields.domaine,
        visitSubject: input.fields.visite_subject,
        visitAt,
        message: input.fields.message,
        locale: input.locale,
      });
      await linkJoinRequestFiles(
        tx,
        row.id,
        stored.map((f) => f.id),
      );
      await deps.enqueueMail(tx, {
        to: sender.email,
        locale: input.locale,
        template: 'join_request_received',
        siteName: settings.general.site_name,
        data: {
          name: sender.firstName,
          subject: row.visitSubject,
          visitAt: visitAt.toISOString(),
          timeZone,
        },
      });
      const fileRows: JoinFileRow[] = stored.map((f) => ({ ...f, requestId: row.id }));
      return { row, fileRows };
    },
  );
  deps.notifyMail();
  return toJoinRequest(row, fileRows);
}
