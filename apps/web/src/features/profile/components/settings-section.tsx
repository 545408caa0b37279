import type { ReactNode } from 'react';

/** One block of the profile settings: a titled card, reachable from the page's contents list. */
export function SettingsSection({
  id,
  title,
  description,
  tone = 'neutral',
  children,
}: {
  id: string;
  title: string;
  description?: string;
  tone?: 'neutral' | 'danger';
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={`scroll-mt-4 rounded-2xl border bg-white p-5 shadow-sm sm:p-6 ${tone === 'danger' ? 'border-red-200' : 'border-slate-200'}`}
    >
      <h2
        id={`${id}-title`}
        className={`text-lg font-semibold ${tone === 'danger' ? 'text-red-800' : 'text-slate-900'}`}
      >
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
