import { useTranslation } from '../../../lib/use-translation';
import { Link } from '../../../ui/link';

/** A section's title, with a "see all" link at its end when the section has a page of its own. */
export function SectionHeading({ id, title, to }: { id: string; title: string; to?: string }) {
  const { t } = useTranslation();
  return (
    <div className="mb-4 flex items-baseline justify-between gap-3">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {to ? (
        <Link to={to} className="text-sm font-semibold text-brand-700 hover:underline">
          {t('home.see_all')}
          <span className="sr-only"> — {title}</span>
        </Link>
      ) : null}
    </div>
  );
}
