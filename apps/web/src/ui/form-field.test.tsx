import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormField, SelectField, TextAreaField } from './form-field';

afterEach(cleanup);

const describedBy = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('the form fields', () => {
  it('name an input by its label, described by its hint then its error', () => {
    render(
      <FormField
        label="Title"
        hint="Ten letters at least"
        error="Too short"
        inputProps={{ name: 'title' }}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input)).toEqual(['Ten letters at least', 'Too short']);
  });

  it('leave a valid control unmarked and undescribed', () => {
    render(<FormField label="Title" inputProps={{ name: 'title' }} />);
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('tie the label to the id the caller gives', () => {
    render(<FormField label="Code" inputProps={{ id: 'code', name: 'code' }} />);
    expect(screen.getByRole('textbox', { name: 'Code' }).id).toBe('code');
  });

  it('draw a select with its empty first choice', () => {
    render(
      <SelectField
        label="Condition"
        placeholder="Not specified"
        error="Pick one"
        options={[{ value: 'new', label: 'New' }]}
        selectProps={{ name: 'condition' }}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Condition' });
    expect([...(select as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Not specified', 'New']);
    expect(describedBy(select)).toEqual(['Pick one']);
  });

  it('draw a text area of six rows unless told otherwise', () => {
    render(
      <>
        <TextAreaField label="Description" textareaProps={{ name: 'description' }} />
        <TextAreaField label="Details" hint="500 at most" textareaProps={{ name: 'details', rows: 3 }} />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Description' }).getAttribute('rows')).toBe('6');
    const details = screen.getByRole('textbox', { name: 'Details' });
    expect(details.getAttribute('rows')).toBe('3');
    expect(describedBy(details)).toEqual(['500 at most']);
  });
});
