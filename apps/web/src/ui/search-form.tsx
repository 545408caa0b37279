import { useState, type FormEvent } from 'react';
import type { ButtonSize } from './button';
import { SearchSubmit } from './search-submit';

interface SearchFormProps {
  /** The field's id (two forms may share a page: the header's and the page's). */
  id: string;
  label: string;
  placeholder: string;
  submitLabel: string;
  /** Where a plain submit goes (before the app has started, the browser sends the form there). */
  action: string;
  onSearch: (query: string) => void;
  initial?: string;
  size?: ButtonSize;
  className?: string;
}

/**
 * A search box: its words go to `action` as `?q=`. A real GET form, so it works from the
 * server's HTML before the app has started; once started the app navigates itself.
 */
export function SearchForm({
  id,
  label,
  placeholder,
  submitLabel,
  action,
  onSearch,
  initial = '',
  size,
  className,
}: SearchFormProps) {
  const [q, setQ] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(q.trim());
  };
  return (
    <form
      role="search"
      aria-label={label}
      action={action}
      method="get"
      onSubmit={submit}
      className={`flex w-full items-center gap-1 ${className ?? ''}`}
    >
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        placeholder={placeholder}
        maxLength={200}
        className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900"
      />
      <SearchSubmit size={size} label={submitLabel} />
    </form>
  );
}

/** The address of the site-wide search for some words (none: the empty search page). */
export const searchPath = (query: string) => (query ? `/search?q=${encodeURIComponent(query)}` : '/search');
