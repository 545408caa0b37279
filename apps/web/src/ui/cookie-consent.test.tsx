import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  acceptAllCookies,
  closeCookieSettings,
  CONSENT_STORAGE_KEY,
  hasConsent,
  openCookieSettings,
  saveConsent,
} from '../lib/consent';
import { initI18n } from '../lib/i18n';
import { CookieConsent } from './cookie-consent';

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => localStorage.clear());
afterEach(() => {
  act(() => closeCookieSettings());
  cleanup();
  localStorage.clear();
});

const banner = () => screen.queryByRole('region', { name: 'Cookies on this site' });
const stored = () => JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null');

function setup() {
  const user = userEvent.setup();
  render(
    <>
      <button type="button" onClick={openCookieSettings}>
        Cookie settings
      </button>
      <CookieConsent />
    </>,
  );
  return { user };
}

describe('CookieConsent', () => {
  it('shows a banner on a first visit without taking focus from the page', () => {
    setup();
    expect(banner()).not.toBeNull();
    expect(document.activeElement).toBe(document.body);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('shows nothing once the visitor chose', () => {
    acceptAllCookies();
    setup();
    expect(banner()).toBeNull();
  });

  it('"Accept all" stores every category and closes', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(banner()).toBeNull();
    expect(stored().categories).toEqual({
      necessary: true,
      performance: true,
      functional: true,
      targeting: true,
    });
  });

  it('"Reject optional cookies" keeps only necessary ones', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Reject optional cookies' }));
    expect(banner()).toBeNull();
    expect(hasConsent('performance')).toBe(false);
    expect(hasConsent('targeting')).toBe(false);
    expect(hasConsent('necessary')).toBe(true);
  });

  it('"Customise" lists the four categories, necessary always on', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Customise' }));
    const necessary = screen.getByRole('checkbox', { name: /Necessary/ }) as HTMLInputElement;
    expect(necessary.checked).toBe(true);
    expect(necessary.disabled).toBe(true);
    const performance = screen.getByRole('checkbox', { name: 'Performance' });
    expect(document.activeElement).toBe(performance);
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
    await user.click(screen.getByRole('checkbox', { name: 'Functional' }));
    await user.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(banner()).toBeNull();
    expect(stored().categories).toEqual({
      necessary: true,
      performance: false,
      functional: true,
      targeting: false,
    });
  });

  it('reopens from "Cookie settings" on the saved choice, and Escape gives focus back', async () => {
    saveConsent({ targeting: true });
    const { user } = setup();
    expect(banner()).toBeNull();
    const link = screen.getByRole('button', { name: 'Cookie settings' });
    await user.click(link);
    expect(banner()).not.toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Cookies on this site' }));
    expect((screen.getByRole('checkbox', { name: 'Targeting' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Performance' }) as HTMLInputElement).checked).toBe(false);
    await user.keyboard('{Escape}');
    expect(banner()).toBeNull();
    expect(document.activeElement).toBe(link);
    expect(hasConsent('targeting')).toBe(true);
  });

  it('applies a changed choice from the settings', async () => {
    saveConsent({ targeting: true });
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    await user.click(screen.getByRole('checkbox', { name: 'Targeting' }));
    await user.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(hasConsent('targeting')).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cookie settings' }));
  });
});
