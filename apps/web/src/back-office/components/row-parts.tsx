import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';

/** A small action button of a catalog row; its text names the row for screen readers. */
export function RowButton({
  id,
  onClick,
  disabled = false,
  danger = false,
  children,
}: {
  id?: string;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      id={id}
      onClick={onClick}
      disabled={disabled}
      className={`rounded-lg border px-2.5 py-1 text-xs font-semibold disabled:cursor-not-allowed disabled:opacity-40 ${
        danger
          ? 'border-red-300 text-red-800 hover:bg-red-50'
          : 'border-slate-300 text-slate-800 hover:bg-slate-100'
      }`}
    >
      {children}
    </button>
  );
}

/** "Inactive" beside a row switched off; nothing for an active one. */
export function StateBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  if (active) return null;
  return (
    <span className="ms-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      {t('admin-catalog.inactive')}
    </span>
  );
}

/** Gives focus to the first of these elements that exists and is enabled, once the page has drawn. */
export function focusFirst(ids: string[]): void {
  requestAnimationFrame(() => {
    for (const id of ids) {
      const el = document.getElementById(id);
      if (el && !(el as HTMLButtonElement).disabled) {
        el.focus();
        return;
      }
    }
  });
}

/** The ids of `rows` with the one at `index` moved one place up (-1) or down (1). */
export function movedIds(rows: readonly { id: number }[], index: number, step: -1 | 1): number[] {
  const ids = rows.map((r) => r.id);
  const to = index + step;
  if (to < 0 || to >= ids.length) return ids;
  [ids[index], ids[to]] = [ids[to]!, ids[index]!];
  return ids;
}
