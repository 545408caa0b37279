import { Link } from './link';
import { buttonClass } from './button';

/**
 * The "not found" block: the big 404, a title, a sentence and the way back. Its words are the
 * caller's, so a page can say what was not found (a page, a seller, a listing); the caller sets
 * the page's not-found meta (usePageMeta).
 */
export function NotFound({
  title,
  body,
  home,
  to = '/home',
}: {
  title: string;
  body: string;
  /** The way back's words, and where it leads (the home page unless told). */
  home: string;
  to?: string;
}) {
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center"
      data-testid="not-found"
    >
      <p className="text-6xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-slate-600">{body}</p>
      <Link to={to} className={buttonClass({ size: 'lg' })}>
        {home}
      </Link>
    </section>
  );
}
