import {
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  reportBodySchema,
  type ReportBody,
} from '@portal/contract/engagement';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { useTranslation } from '../../../lib/use-translation';
import { ReportDialog as ReportForm } from '../../../ui/report-dialog';
import { useReportListing } from '../api/report';
import { REPORT_REASON_LABELS } from '../labels';

/** Reporting a listing: the shared report dialog with the listing's reasons and words. */
export function ReportDialog({
  listingId,
  alreadyReported,
  onClose,
}: {
  listingId: number;
  /** Reported before (the viewer state says so): the dialog only tells it. */
  alreadyReported: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const report = useReportListing(listingId);
  return (
    <ReportForm<ReportBody>
      testId="report-dialog"
      texts={{
        title: t('engagement.report.title'),
        reasonLabel: t('engagement.report.reason_label'),
        detailsLabel: t('engagement.report.details_label'),
        detailsHint: (used) =>
          t('engagement.report.details_hint', {
            used: formatNumber(locale, used),
            max: formatNumber(locale, REPORT_DETAILS_MAX),
          }),
        cancel: t('engagement.report.cancel'),
        submit: t('engagement.report.submit'),
        close: t('engagement.report.close'),
      }}
      reasons={REPORT_REASONS.map((value) => ({ value, label: t(REPORT_REASON_LABELS[value]) }))}
      schema={reportBodySchema}
      detailsMax={REPORT_DETAILS_MAX}
      send={async (values) => (await report.mutateAsync(values)).message}
      already={alreadyReported ? t('engagement.report.already') : undefined}
      onClose={onClose}
    />
  );
}
