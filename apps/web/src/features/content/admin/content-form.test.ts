import type { AdminContentItem } from '@portal/contract/content';
import { describe, expect, it } from 'vitest';
import { fallbackFor, formValuesOf, missingLocales, slugFromTitle, toBody } from './content-form';

describe('the content form', () => {
  it('makes a slug from a title in any script', () => {
    expect(slugFromTitle('Bien choisir sa voiture !')).toBe('bien-choisir-sa-voiture');
    expect(slugFromTitle('  Élection — 2026 ')).toBe('election-2026');
    expect(slugFromTitle('قانون 18-07')).toBe('قانون-18-07');
  });

  it('sends only the languages written, and each kind only its own details', () => {
    const values = formValuesOf('episode');
    values.translations.fr = { title: 'Épisode un', summary: '', body: '<p>Bonjour</p>' };
    values.details.audio_file_id = 5;
    values.details.number = '3';
    values.details.season = '';
    values.details.url = 'https://ignored.example';
    expect(toBody('episode', values, null)).toEqual({
      status: 'draft',
      publish_at: null,
      translations: { fr: { title: 'Épisode un', summary: '', body: '<p>Bonjour</p>' } },
      details: { kind: 'episode', audio_file_id: 5, number: 3, season: null, explicit: false },
    });
    expect(missingLocales(values.translations)).toEqual(['ar', 'en']);
  });

  it('sends a service’s picture, branches and booking, and reads them back', () => {
    const values = formValuesOf('service');
    expect(values.details).toMatchObject({ branch_ids: [], booking: true, image_file_id: null });
    values.translations.ar = { title: 'التأشيرات', summary: '', body: '' };
    values.details.image_file_id = 9;
    values.details.branch_ids = [4, 2];
    values.details.booking = false;
    const body = toBody('service', values, null);
    expect(body.details).toEqual({ kind: 'service', image_file_id: 9, branch_ids: [4, 2], booking: false });
    const item: AdminContentItem = {
      id: 1,
      kind: 'service',
      slug: 'visa',
      status: 'draft',
      state: 'draft',
      publish_at: null,
      position: 1,
      translations: { ar: values.translations.ar, fr: null, en: null },
      missing_locales: ['fr', 'en'],
      details: body.details,
      files: [],
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
      updated_by: null,
    };
    expect(formValuesOf('service', item).details).toMatchObject({
      image_file_id: 9,
      branch_ids: [4, 2],
      booking: false,
    });
  });

  it('publishes now, keeps a past publication time, or schedules', () => {
    const values = formValuesOf('faq');
    values.translations.ar = { title: 'سؤال', summary: '', body: '' };
    values.publish = 'now';
    expect(toBody('faq', values, '2026-01-01T00:00:00Z')).toMatchObject({
      status: 'published',
      publish_at: '2026-01-01T00:00:00Z',
      details: { kind: 'faq', category: 'account' },
    });
    values.publish = 'schedule';
    values.publish_at = '2027-01-01T09:00:00.000Z';
    expect(toBody('faq', values, null)).toMatchObject({ publish_at: '2027-01-01T09:00:00.000Z' });
  });

  it('reads a branch back into its inputs and sends it as it was', () => {
    const details = {
      kind: 'branch' as const,
      address: { ar: 'شارع', fr: 'Rue', en: 'Street' },
      phones: ['+213 555 12 34 56'],
      email: null,
      hours: [{ weekday: 0, open: '08:00', close: '16:30' }],
      map_url: null,
      latitude: 36.75,
      longitude: 3.06,
      is_main: true,
    };
    const values = formValuesOf('branch', {
      id: 1,
      kind: 'branch',
      slug: 'alger',
      status: 'draft',
      state: 'draft',
      publish_at: null,
      position: 1,
      translations: { ar: null, fr: { title: 'Alger', summary: '', body: '' }, en: null },
      missing_locales: ['ar', 'en'],
      details,
      files: [],
      created_at: '',
      updated_at: '',
      updated_by: null,
    });
    expect(values.details.latitude).toBe('36.75');
    expect(toBody('branch', values, null).details).toEqual(details);
  });

  it('names the language a missing one falls back to, as the API picks it', () => {
    expect(fallbackFor('ar', ['en', 'fr'])).toBe('fr');
    expect(fallbackFor('fr', ['ar', 'en'])).toBe('en');
    expect(fallbackFor('en', [])).toBeNull();
  });
});
