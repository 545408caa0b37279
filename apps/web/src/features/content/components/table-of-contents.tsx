import { useTranslation } from '../../../lib/use-translation';
import type { RichTextHeading } from '../../../ui/rich-text-html';

function Links({ headings }: { headings: readonly RichTextHeading[] }) {
  return (
    <ol className="space-y-1 text-sm">
      {headings.map((heading) => (
        <li key={heading.id} className={heading.level === 3 ? 'ps-4' : ''}>
          <a
            href={`#${heading.id}`}
            className="block rounded px-2 py-1 text-slate-700 hover:bg-slate-100 hover:text-brand-800"
          >
            <bdi>{heading.text}</bdi>
          </a>
        </li>
      ))}
    </ol>
  );
}

/**
 * The body's h2/h3 as in-page links. `inline`: a collapsible block above the text, for phones;
 * `aside`: a sticky column beside it, for wide screens. A page draws both and hides one at
 * each size (CSS), so the links work before and without the scripts.
 */
export function TableOfContents({
  headings,
  placement,
}: {
  headings: readonly RichTextHeading[];
  placement: 'inline' | 'aside';
}) {
  const { t } = useTranslation();
  if (headings.length === 0) return null;
  if (placement === 'inline')
    return (
      <details
        className="mb-6 rounded-xl border border-slate-200 bg-white p-3 lg:hidden"
        data-testid="toc-inline"
      >
        <summary className="cursor-pointer font-semibold">{t('content.toc.title')}</summary>
        <nav aria-label={t('content.toc.title')} className="mt-2">
          <Links headings={headings} />
        </nav>
      </details>
    );
  return (
    <aside className="hidden lg:block">
      <nav
        aria-label={t('content.toc.title')}
        className="sticky top-20 max-h-[calc(100vh-6rem)] overflow-y-auto rounded-xl border border-slate-200 bg-white p-3"
        data-testid="toc-aside"
      >
        <h2 className="mb-2 px-2 font-semibold">{t('content.toc.title')}</h2>
        <Links headings={headings} />
      </nav>
    </aside>
  );
}
