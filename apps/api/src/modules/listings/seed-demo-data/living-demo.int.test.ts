import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { api } from '../../../../test/session';
import { seedDatabase } from '../../../db/seed/index';
import { createLocalStorage } from '../../../platform/storage';

/** A newcomer's portal is alive: hundreds of ads with photos, found by the search like real posts. */
describe('the living demo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedDatabase(t.testDb.database.db, {
      demoContent: true,
      storage: createLocalStorage(t.config.uploadsDir),
    });
  }, 240_000);
  afterAll(async () => {
    await t.close();
  });

  it('lists hundreds of approved ads on both platforms, some featured, with photos served like uploads', async () => {
    const sales = (await api(t.app, { url: '/api/v1/listings?platform=sales&per_page=50' })).json();
    const services = (await api(t.app, { url: '/api/v1/listings?platform=announcements' })).json();
    expect(sales.total + services.total).toBeGreaterThanOrEqual(300);
    const featured = (await api(t.app, { url: '/api/v1/listings/featured?platform=sales' })).json();
    expect(featured.data.length).toBeGreaterThan(0);

    const withPhoto = sales.data.find((l: { cover: unknown }) => l.cover);
    expect(withPhoto).toBeDefined();
    const detail = (await api(t.app, { url: `/api/v1/listings/${withPhoto.slug}` })).json();
    const photo = detail.listing.photos[0];
    const file = await api(t.app, { url: photo.urls.medium });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
  });

  it('finds the ads by words of their category in another language, as it does real posts', async () => {
    // Olive oil is posted in Arabic, French, English or Arabizi; the category's names are in
    // every ad's search document.
    for (const q of ['زيت الزيتون', 'huile olive', 'olive oil']) {
      const found = (await api(t.app, { url: `/api/v1/listings?q=${encodeURIComponent(q)}` })).json();
      expect(found.total, q).toBeGreaterThanOrEqual(2);
    }
  });

  it('seeds once: a second seeding adds nothing', async () => {
    const before = (await api(t.app, { url: '/api/v1/listings?platform=sales' })).json().total;
    await seedDatabase(t.testDb.database.db, {
      demoContent: true,
      storage: createLocalStorage(t.config.uploadsDir),
    });
    const after = (await api(t.app, { url: '/api/v1/listings?platform=sales' })).json().total;
    expect(after).toBe(before);
  });
});
