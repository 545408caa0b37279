import type { ReportBody } from '@portal/contract/engagement';
import { engagementEndpoints } from '@portal/contract/endpoints/engagement';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { HttpError } from '../../../lib/http';
import { usePatchViewerState } from './viewer-state';

/** The server's "you have already reported this listing" (409). */
export function isAlreadyReported(error: unknown): boolean {
  return error instanceof HttpError && error.body?.code === 'already_reported';
}

/** POST /listings/{id}/report; after it (or after learning it was done before), "reported". */
export function useReportListing(listingId: number) {
  const patch = usePatchViewerState(listingId);
  return useMutation({
    mutationFn: (body: ReportBody) =>
      call(engagementEndpoints.reportListing, { params: { id: listingId }, body }),
    onSuccess: () => patch({ reported: true }),
    onError: (error) => {
      if (isAlreadyReported(error)) patch({ reported: true });
    },
  });
}
