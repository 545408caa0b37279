import type { PromotionOffer } from '@portal/contract/settings';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { PromotionField } from './components/promotion-field';
import { PromotionNote } from './components/promotion-note';
import type { ListingFormValues } from './listing-form-values';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

const OFFERS: PromotionOffer[] = [
  {
    key: 'featured',
    name: { ar: 'مميز', fr: 'À la une', en: 'Featured week' },
    days: 7,
    price: { amount: 50_000, currency_code: 'DZD' },
  },
  {
    key: 'gift',
    name: { ar: 'هدية', fr: 'Offerte', en: 'Gift' },
    days: 3,
    price: { amount: 0, currency_code: 'DZD' },
  },
];

function renderField(initial: string, locked = false) {
  let read: () => string = () => '';
  function Harness() {
    const methods = useForm<ListingFormValues>({
      defaultValues: { promotion_key: initial } as ListingFormValues,
    });
    read = () => methods.getValues('promotion_key');
    return (
      <FormProvider {...methods}>
        <PromotionField offers={OFFERS} locked={locked} />
      </FormProvider>
    );
  }
  render(<Harness />);
  return { read: () => read(), user: userEvent.setup() };
}

describe('the promotion of a listing in the posting form', () => {
  it('offers none by default and each offer with its days and price', async () => {
    const { read, user } = renderField('');
    const none = screen.getByRole('radio', { name: 'No promotion' }) as HTMLInputElement;
    expect(none.checked).toBe(true);
    expect(screen.getByRole('radio', { name: /Featured week/ }).closest('label')!.textContent).toMatch(
      /7 days · DZD\s?500/,
    );
    expect(screen.getByRole('radio', { name: /Gift/ }).closest('label')!.textContent).toContain(
      '3 days · free',
    );
    await user.click(screen.getByRole('radio', { name: /Featured week/ }));
    expect(read()).toBe('featured');
  });

  it('keeps a key the settings no longer offer visible, so the refusal names it', () => {
    renderField('gold');
    expect((screen.getByRole('radio', { name: 'gold' }) as HTMLInputElement).checked).toBe(true);
  });

  it('says an approved listing’s edit cannot change it', () => {
    renderField('featured', true);
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByText('The promotion of a published ad cannot be changed by an edit.')).toBeTruthy();
  });
});

describe("the promotion in the owner's list", () => {
  const promotion = { key: 'featured', name: 'Featured week', days: 7, amount: 50_000, currency_code: 'DZD' };

  it('says a paid one starts once approved and paid, and until when a running one runs', () => {
    const { rerender } = render(<PromotionNote promotion={{ ...promotion, until: null }} />);
    expect(screen.getByTestId('promotion-state').textContent).toBe('starts once approved and paid');
    rerender(<PromotionNote promotion={{ ...promotion, until: '2026-12-02T10:00:00.000Z' }} />);
    expect(screen.getByTestId('promotion-state').textContent).toBe('runs until December 2, 2026');
    rerender(<PromotionNote promotion={{ ...promotion, amount: 0, until: null }} />);
    expect(screen.getByTestId('promotion-state').textContent).toBe('starts when the ad is published');
  });
});
