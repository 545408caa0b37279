import type { ReactNode } from 'react';

/** The empty-data state: a calm message where a list or page has nothing to show. */
export function EmptyState({ title, body, action }: { title: string; body?: string; action?: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-12 text-slate-400"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        <path d="M3 7l9-4 9 4-9 4-9-4zM3 7v10l9 4 9-4V7" strokeLinejoin="round" />
      </svg>
      <h2 className="text-lg font-semibold">{title}</h2>
      {body ? <p className="text-slate-600">{body}</p> : null}
      {action}
    </div>
  );
}
