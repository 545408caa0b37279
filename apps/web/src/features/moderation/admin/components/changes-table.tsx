import { useTranslation } from '../../../../lib/use-translation';
import type { FieldChange } from '../changes';

/** An edited listing's changes against its published version, a row per field. */
export function ChangesTable({ changes }: { changes: FieldChange[] }) {
  const { t } = useTranslation();
  const cell = (text: string) =>
    text ? (
      <bdi className="break-words whitespace-pre-line">{text}</bdi>
    ) : (
      <span className="text-slate-500">{t('admin.changes.empty')}</span>
    );
  return (
    <section
      aria-labelledby="changes-title"
      className="rounded-2xl border border-amber-200 bg-white p-5"
      data-testid="changes"
    >
      <h2 id="changes-title" className="mb-3 text-lg font-bold">
        {t('admin.changes.title')}
      </h2>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="text-start text-xs text-slate-600">
            <tr>
              <th scope="col" className="p-2 text-start">
                {t('admin.changes.field')}
              </th>
              <th scope="col" className="p-2 text-start">
                {t('admin.changes.before')}
              </th>
              <th scope="col" className="p-2 text-start">
                {t('admin.changes.after')}
              </th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr
                key={change.field}
                className="border-t border-slate-100 align-top"
                data-field={change.field}
              >
                <th scope="row" className="p-2 text-start font-medium">
                  {change.label}
                </th>
                <td className="bg-red-50 p-2 text-red-950">
                  <del className="no-underline">{cell(change.before)}</del>
                </td>
                <td className="bg-green-50 p-2 text-green-950">
                  <ins className="no-underline">{cell(change.after)}</ins>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
