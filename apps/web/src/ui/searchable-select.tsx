import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../lib/use-translation';
import { matchesSearch } from './search-text';

export interface SelectOption {
  value: string;
  label: string;
  description?: string;
}

export interface SearchableSelectProps {
  label: string;
  options: readonly SelectOption[];
  /** The chosen option's value; null when none. Controlled. */
  value: string | null;
  onChange: (value: string | null) => void;
  placeholder?: string;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  /** A hint under the field. */
  description?: string;
  /** An error under the field; marks it invalid. */
  error?: string;
  disabled?: boolean;
  required?: boolean;
  /** Shows a button that empties the choice. */
  clearable?: boolean;
  /** Posts the value with a plain form under this name. */
  name?: string;
  id?: string;
  /**
   * An option's line under its label, asked only while the list shows or is filtered: a page
   * drawing a closed list of 58 wilayas with their counts then formats none of them.
   */
  describe?: (value: string) => string | undefined;
}

/**
 * A combobox with a filtered list (WAI-ARIA 1.2 combobox with listbox popup, list
 * autocomplete). Typing filters by label or description, ignoring case, accents and Arabic
 * diacritics (search-text.ts); ↓/↑ move, Enter chooses, Escape closes and restores the text.
 * "Sorry, no matching options." shows when nothing matches.
 */
export function SearchableSelect({
  label,
  options,
  value,
  onChange,
  placeholder,
  hideLabel,
  description,
  error,
  disabled,
  required,
  clearable,
  name,
  id,
  describe,
}: SearchableSelectProps) {
  const { t } = useTranslation();
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const listboxId = `${autoId}-listbox`;
  const hintId = `${autoId}-hint`;
  const errorId = `${autoId}-error`;
  const optionId = (index: number) => `${autoId}-option-${index}`;

  const [open, setOpen] = useState(false);
  /** The text being typed; null while the field shows the chosen option. */
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  /** A click that focuses the field selects its text, so typing replaces the chosen label. */
  const selectOnMouseUp = useRef(false);

  const selected = options.find((o) => o.value === value) ?? null;
  const filtered = useMemo(
    () =>
      query === null
        ? options
        : options.filter(
            (o) =>
              matchesSearch(o.label, query) ||
              matchesSearch(o.description ?? describe?.(o.value) ?? '', query),
          ),
    [options, query, describe],
  );
  const noMatch = open && filtered.length === 0;

  // Keeps the active option in view as arrows move through a long list.
  useEffect(() => {
    if (!open || active < 0) return;
    document.getElementById(`${autoId}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, autoId]);

  const openList = (start: 'selected' | 'first' | 'last') => {
    const selectedIndex = options.findIndex((o) => o.value === value);
    setQuery(null);
    setOpen(true);
    if (start === 'selected' && selectedIndex >= 0) setActive(selectedIndex);
    else setActive(start === 'last' ? options.length - 1 : options.length > 0 ? 0 : -1);
  };

  const close = () => {
    setOpen(false);
    setQuery(null);
    setActive(-1);
  };

  const choose = (option: SelectOption) => {
    onChange(option.value);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = filtered.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList(event.altKey ? 'selected' : value === null ? 'first' : 'selected');
        else if (count > 0) setActive((i) => (i + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList(value === null ? 'last' : 'selected');
        else if (count > 0) setActive((i) => (i <= 0 ? count - 1 : i - 1));
        break;
      case 'Enter': {
        if (!open) break;
        // Never submits the form while the list is open.
        event.preventDefault();
        const option = filtered[active];
        if (option) choose(option);
        break;
      }
      case 'Escape':
        if (!open) break;
        // Only the list closes, not a dialog around the field.
        event.preventDefault();
        event.stopPropagation();
        close();
        break;
      case 'Tab':
        if (open) close();
        break;
    }
  };

  const onBlur = () => {
    if (clearable && query !== null && query.trim() === '' && value !== null) onChange(null);
    close();
  };

  const describedBy = [description ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className="relative w-full">
      <label
        htmlFor={inputId}
        className={hideLabel ? 'sr-only' : 'mb-1 block text-sm font-medium text-slate-800'}
      >
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <div className="relative">
        <input
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={
            open && active >= 0 && active < filtered.length ? optionId(active) : undefined
          }
          aria-describedby={describedBy || undefined}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          disabled={disabled}
          placeholder={placeholder}
          value={query ?? selected?.label ?? ''}
          onChange={(e) => {
            setQuery(e.target.value);
            setOpen(true);
            setActive(0);
          }}
          onFocus={(e) => e.currentTarget.select()}
          onMouseDown={(e) => {
            selectOnMouseUp.current = document.activeElement !== e.currentTarget;
          }}
          onMouseUp={(e) => {
            // The mouseup of the focusing click would drop the selection made on focus.
            if (!selectOnMouseUp.current) return;
            selectOnMouseUp.current = false;
            e.preventDefault();
            e.currentTarget.select();
          }}
          onClick={() => (open ? close() : openList('selected'))}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          className={`w-full rounded-lg border bg-white py-2 ps-3 text-start text-base disabled:bg-slate-100 disabled:text-slate-500 ${clearable && value !== null ? 'pe-16' : 'pe-9'} ${error ? 'border-red-600' : 'border-slate-300'}`}
        />
        {clearable && value !== null && !disabled ? (
          <button
            type="button"
            tabIndex={-1}
            aria-label={t('ui.select.clear')}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              onChange(null);
              close();
            }}
            className="absolute inset-y-0 end-8 flex items-center px-1 text-slate-500 hover:text-slate-800"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </button>
        ) : null}
        <button
          type="button"
          tabIndex={-1}
          aria-label={t('ui.select.show_options')}
          aria-expanded={open}
          aria-controls={listboxId}
          disabled={disabled}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            document.getElementById(inputId)?.focus();
            if (open) close();
            else openList('selected');
          }}
          className="absolute inset-y-0 end-0 flex items-center px-2 text-slate-500 hover:text-slate-800"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d={open ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6'} strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
      <ul
        id={listboxId}
        role="listbox"
        aria-label={label}
        hidden={!open || filtered.length === 0}
        className="absolute z-40 mt-1 max-h-60 w-full overflow-auto rounded-lg border border-slate-200 bg-white py-1 text-sm shadow-lg"
      >
        {/* Options exist only while the list shows: a closed list costs a page nothing to draw or hydrate. */}
        {(open ? filtered : []).map((option, index) => {
          const optionDescription = option.description ?? describe?.(option.value);
          return (
            <li
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              onMouseDown={(e) => e.preventDefault()}
              onMouseMove={() => setActive(index)}
              onClick={() => choose(option)}
              className={`flex cursor-pointer items-start gap-2 px-3 py-2 text-start ${index === active ? 'bg-brand-50 text-brand-900' : 'text-slate-800'}`}
            >
              <span className="min-w-0 flex-1">
                {/* Isolated, so "+213" or a French name keep their own direction in an Arabic list. */}
                <span className="block">
                  <bdi>{option.label}</bdi>
                </span>
                {optionDescription ? (
                  <span className="block text-xs text-slate-500">
                    <bdi>{optionDescription}</bdi>
                  </span>
                ) : null}
              </span>
              {option.value === value ? (
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="mt-0.5 size-4 shrink-0 text-brand-700"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                >
                  <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              ) : null}
            </li>
          );
        })}
      </ul>
      {noMatch ? (
        <p
          aria-hidden="true"
          className="absolute z-40 mt-1 w-full rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-600 shadow-lg"
        >
          {t('ui.select.no_options')}
        </p>
      ) : null}
      {/* Always in the page, so the no-match message is announced when it appears. */}
      <p role="status" className="sr-only">
        {noMatch ? t('ui.select.no_options') : ''}
      </p>
      {description ? (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      ) : null}
      {name ? <input type="hidden" name={name} value={value ?? ''} /> : null}
    </div>
  );
}
