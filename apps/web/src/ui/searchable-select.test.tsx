import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../lib/i18n';
import { SearchableSelect, type SelectOption } from './searchable-select';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

const COUNTRIES: SelectOption[] = [
  { value: 'dz', label: 'Algeria', description: '+213' },
  { value: 'eg', label: 'Égypte', description: '+20' },
  { value: 'fr', label: 'France', description: '+33' },
  { value: 'ae', label: 'الإمارات', description: '+971' },
  { value: 'ma', label: 'المغرب', description: '+212' },
];

function Harness({
  initial = null,
  onChange,
  clearable,
}: {
  initial?: string | null;
  onChange?: (v: string | null) => void;
  clearable?: boolean;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <form onSubmit={(e) => e.preventDefault()}>
      <SearchableSelect
        label="Country"
        options={COUNTRIES}
        value={value}
        clearable={clearable}
        name="country"
        onChange={(v) => {
          setValue(v);
          onChange?.(v);
        }}
      />
      <button type="button">Next field</button>
    </form>
  );
}

function setup(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  const onChange = vi.fn();
  render(<Harness onChange={onChange} {...props} />);
  const input = screen.getByRole('combobox', { name: 'Country' });
  return { user, onChange, input };
}

const visibleOptions = () => screen.queryAllByRole('option').map((o) => o.textContent);
const activeOption = (input: HTMLElement) => {
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('SearchableSelect', () => {
  it('is a labelled ARIA 1.2 combobox controlling a listbox', () => {
    const { input } = setup();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    const listbox = document.getElementById(input.getAttribute('aria-controls')!);
    expect(listbox?.getAttribute('role')).toBe('listbox');
  });

  it('filters as you type and Enter chooses the first match', async () => {
    const { user, input, onChange } = setup();
    await user.type(input, 'fra');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(visibleOptions()).toEqual(['France+33']);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('fr');
    expect((input as HTMLInputElement).value).toBe('France');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect((document.querySelector('input[name="country"]') as HTMLInputElement).value).toBe('fr');
  });

  it('ignores case and accents', async () => {
    const { user, input } = setup();
    await user.type(input, 'EGY');
    expect(visibleOptions()).toEqual(['Égypte+20']);
  });

  it('ignores Arabic hamza forms and matches descriptions', async () => {
    const { user, input } = setup();
    await user.type(input, 'الامارات');
    expect(visibleOptions()).toEqual(['الإمارات+971']);
    await user.clear(input);
    await user.type(input, '+21');
    expect(visibleOptions()).toEqual(['Algeria+213', 'المغرب+212']);
  });

  it('says "Sorry, no matching options." when nothing matches', async () => {
    const { user, input } = setup();
    await user.type(input, 'zzz');
    expect(visibleOptions()).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('Sorry, no matching options.');
    expect(screen.getAllByText('Sorry, no matching options.').length).toBeGreaterThan(0);
    // Enter does nothing (and does not submit) when nothing matches.
    await user.keyboard('{Enter}');
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('shows the message in the page language', async () => {
    await i18next.changeLanguage('ar');
    try {
      const { user, input } = setup();
      await user.type(input, 'zzz');
      expect(screen.getByRole('status').textContent).toBe('عذراً، لا توجد خيارات مطابقة.');
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('moves through options with the arrow keys, wrapping at the ends', async () => {
    const { user, input, onChange } = setup();
    input.focus();
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(activeOption(input)).toBe('Algeria+213');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption(input)).toBe('France+33');
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(activeOption(input)).toBe('المغرب+212');
    const active = document.getElementById(input.getAttribute('aria-activedescendant')!);
    expect(active?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('ma');
  });

  it('opens on the chosen option', async () => {
    const { user, input } = setup({ initial: 'fr' });
    expect((input as HTMLInputElement).value).toBe('France');
    input.focus();
    await user.keyboard('{ArrowDown}');
    expect(activeOption(input)).toBe('France+33');
  });

  it('Escape closes the list and restores the chosen label', async () => {
    const { user, input, onChange } = setup({ initial: 'dz' });
    await user.clear(input);
    await user.type(input, 'zzz');
    await user.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect((input as HTMLInputElement).value).toBe('Algeria');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('selects the chosen label on focus, so typing replaces it', async () => {
    const { user, input } = setup({ initial: 'dz' });
    await user.click(input);
    await user.keyboard('fra');
    expect((input as HTMLInputElement).value).toBe('fra');
    expect(visibleOptions()).toEqual(['France+33']);
  });

  it('leaving the field keeps the choice', async () => {
    const { user, input, onChange } = setup({ initial: 'dz' });
    await user.type(input, 'xx');
    await user.tab();
    expect((input as HTMLInputElement).value).toBe('Algeria');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('chooses an option with the mouse', async () => {
    const { user, input, onChange } = setup();
    await user.click(input);
    await user.click(screen.getByRole('option', { name: /Égypte/ }));
    expect(onChange).toHaveBeenCalledWith('eg');
    expect(document.activeElement).toBe(input);
  });

  it('can be cleared when clearable', async () => {
    const { user, onChange, input } = setup({ initial: 'fr', clearable: true });
    await user.click(screen.getByRole('button', { name: 'Clear the choice' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('asks for the lines under options only while the list shows, and filters by them', async () => {
    const user = userEvent.setup();
    const describe = vi.fn((value: string) => `${value.length * 100} ads`);
    render(
      <SearchableSelect
        label="Region"
        options={[
          { value: '1', label: 'Adrar' },
          { value: '16', label: 'Alger' },
        ]}
        value={null}
        onChange={() => undefined}
        describe={describe}
      />,
    );
    expect(describe).not.toHaveBeenCalled();
    const input = screen.getByRole('combobox', { name: 'Region' });
    await user.click(input);
    expect(visibleOptions()).toEqual(['Adrar100 ads', 'Alger200 ads']);
    await user.type(input, '200');
    expect(visibleOptions()).toEqual(['Alger200 ads']);
  });
});
