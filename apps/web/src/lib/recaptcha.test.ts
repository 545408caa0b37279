import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Recaptcha from './recaptcha';
import type { Grecaptcha } from './recaptcha';

type RecaptchaModule = typeof Recaptcha;

let appended: HTMLScriptElement[];
let mod: RecaptchaModule;

function fakeGrecaptcha(): Grecaptcha {
  return { render: vi.fn(() => 3), reset: vi.fn(), getResponse: vi.fn(() => 'token') };
}

beforeEach(async () => {
  appended = [];
  // Keep the script out of the document: the test plays the browser, firing load or error.
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    appended.push(node as unknown as HTMLScriptElement);
    return node;
  });
  vi.resetModules();
  mod = await import('./recaptcha');
});
afterEach(() => {
  delete window.grecaptcha;
  delete window.__portalRecaptchaOnload;
});

describe('recaptchaScriptUrl', () => {
  it('asks Google (not recaptcha.net) for explicit rendering, with the language when given', () => {
    expect(mod.recaptchaScriptUrl('ar')).toBe(
      'https://www.google.com/recaptcha/api.js?render=explicit&onload=__portalRecaptchaOnload&hl=ar',
    );
    expect(mod.recaptchaScriptUrl()).toBe(
      'https://www.google.com/recaptcha/api.js?render=explicit&onload=__portalRecaptchaOnload',
    );
  });
});

describe('loadRecaptcha', () => {
  it('adds one script and resolves once the script calls back', async () => {
    const first = mod.loadRecaptcha('fr');
    const second = mod.loadRecaptcha('fr');
    expect(second).toBe(first);
    expect(appended).toHaveLength(1);
    const script = appended[0]!;
    expect(script.tagName).toBe('SCRIPT');
    expect(script.src).toBe(mod.recaptchaScriptUrl('fr'));
    expect(script.async).toBe(true);
    const g = fakeGrecaptcha();
    window.grecaptcha = g;
    window.__portalRecaptchaOnload?.();
    await expect(first).resolves.toBe(g);
    await expect(mod.loadRecaptcha()).resolves.toBe(g);
    expect(appended).toHaveLength(1);
  });

  it('fails with "Failed to load script" when the script does not load, and may try again', async () => {
    const loading = mod.loadRecaptcha();
    appended[0]!.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow('Failed to load script');
    await expect(loading).rejects.toMatchObject({ name: 'RecaptchaError', code: 'script_failed' });
    void mod.loadRecaptcha();
    expect(appended).toHaveLength(2);
  });

  it('fails with "reCAPTCHA is not loaded" when the callback comes without grecaptcha', async () => {
    const loading = mod.loadRecaptcha();
    window.__portalRecaptchaOnload?.();
    await expect(loading).rejects.toThrow('reCAPTCHA is not loaded');
  });

  it('uses grecaptcha already on the page without adding a script', async () => {
    const g = fakeGrecaptcha();
    window.grecaptcha = g;
    await expect(mod.loadRecaptcha()).resolves.toBe(g);
    expect(appended).toHaveLength(0);
  });
});

describe('renderRecaptcha', () => {
  it('fails with "reCAPTCHA is not loaded" before the script', () => {
    expect(() => mod.renderRecaptcha(document.createElement('div'), { sitekey: 'k' })).toThrow(
      'reCAPTCHA is not loaded',
    );
    expect(() => mod.resetRecaptcha(1)).toThrow('reCAPTCHA is not loaded');
    expect(() => mod.getRecaptchaResponse(1)).toThrow('reCAPTCHA is not loaded');
  });

  it('fails with "element is not defined" without an element', () => {
    window.grecaptcha = fakeGrecaptcha();
    expect(() => mod.renderRecaptcha(null, { sitekey: 'k' })).toThrow('element is not defined');
  });

  it('renders, resets and reads the widget', () => {
    const g = fakeGrecaptcha();
    window.grecaptcha = g;
    const el = document.createElement('div');
    expect(mod.renderRecaptcha(el, { sitekey: 'site-key' })).toBe(3);
    expect(g.render).toHaveBeenCalledWith(el, { sitekey: 'site-key' });
    mod.resetRecaptcha(3);
    expect(g.reset).toHaveBeenCalledWith(3);
    expect(mod.getRecaptchaResponse(3)).toBe('token');
  });
});
