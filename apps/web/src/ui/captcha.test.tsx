import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../lib/i18n';
import type * as RecaptchaModule from '../lib/recaptcha';
import { loadRecaptcha, RecaptchaError, type Grecaptcha, type RecaptchaRenderParams } from '../lib/recaptcha';
import { Captcha, type CaptchaHandle } from './captcha';

// The loader has its own tests (lib/recaptcha.test.ts); here it is a switch.
vi.mock('../lib/recaptcha', async (importOriginal) => ({
  ...(await importOriginal<typeof RecaptchaModule>()),
  loadRecaptcha: vi.fn(),
}));

let g: Grecaptcha & { render: ReturnType<typeof vi.fn> };
const params = () => g.render.mock.lastCall?.[1] as RecaptchaRenderParams;

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  g = { render: vi.fn(() => 5), reset: vi.fn(), getResponse: vi.fn(() => 'tok-5') };
  window.grecaptcha = g;
  vi.mocked(loadRecaptcha).mockReset().mockResolvedValue(g);
});
afterEach(async () => {
  cleanup();
  delete window.grecaptcha;
  await i18next.changeLanguage('en');
});

describe('Captcha', () => {
  it('renders nothing without a site key', () => {
    const { container } = render(<Captcha siteKey={undefined} onVerify={() => {}} />);
    expect(container.innerHTML).toBe('');
    expect(loadRecaptcha).not.toHaveBeenCalled();
  });

  it('loads the script in the page language and draws the checkbox with the site key', async () => {
    await i18next.changeLanguage('fr');
    const { container } = render(<Captcha siteKey="site-key" onVerify={() => {}} />);
    await act(async () => {});
    expect(loadRecaptcha).toHaveBeenCalledWith('fr');
    expect(g.render).toHaveBeenCalledOnce();
    expect(params()).toMatchObject({ sitekey: 'site-key', theme: 'light', size: 'normal' });
    expect(container.contains(g.render.mock.lastCall?.[0] as Node)).toBe(true);
  });

  it('uses the language it is given', async () => {
    render(<Captcha siteKey="site-key" lang="ar" onVerify={() => {}} />);
    await act(async () => {});
    expect(loadRecaptcha).toHaveBeenCalledWith('ar');
  });

  it('passes on the token and its expiry', async () => {
    const onVerify = vi.fn();
    const onExpire = vi.fn();
    render(<Captcha siteKey="site-key" onVerify={onVerify} onExpire={onExpire} />);
    await act(async () => {});
    act(() => params().callback?.('token-1'));
    expect(onVerify).toHaveBeenCalledWith('token-1');
    act(() => params()['expired-callback']?.());
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('resets and reads its widget through a ref', async () => {
    const ref = createRef<CaptchaHandle>();
    render(<Captcha ref={ref} siteKey="site-key" onVerify={() => {}} />);
    await act(async () => {});
    expect(ref.current?.getResponse()).toBe('tok-5');
    ref.current?.reset();
    expect(g.reset).toHaveBeenCalledWith(5);
  });

  it('says the script failed to load and tries again on request', async () => {
    vi.mocked(loadRecaptcha).mockRejectedValueOnce(new RecaptchaError('script_failed'));
    const onError = vi.fn();
    const user = userEvent.setup();
    render(<Captcha siteKey="site-key" onVerify={() => {}} onError={onError} />);
    await act(async () => {});
    expect(screen.getByRole('alert').textContent).toContain('Failed to load script');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'script_failed' }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await act(async () => {});
    expect(loadRecaptcha).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(g.render).toHaveBeenCalledOnce();
  });

  it('says reCAPTCHA is not loaded, in the page language', async () => {
    await i18next.changeLanguage('ar');
    delete window.grecaptcha;
    render(<Captcha siteKey="site-key" onVerify={() => {}} />);
    await act(async () => {});
    expect(screen.getByRole('alert').textContent).toContain('لم يتم تحميل reCAPTCHA');
  });
});
