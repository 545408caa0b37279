import type { APIRequestContext } from '@playwright/test';
import { DEMO_ADMIN, tokenOf } from '../support/api';
import { expect, test } from '../support/fixtures';
import { csrfFor, nonsense, readyVisitor, uniqueIp } from '../support/listings';

/**
 * The agency's services end to end, in Arabic and French with axe: an admin writes (through
 * the back office's API) a branch and a service it offers, with booking on; a visitor opens
 * /services/all, finds the service's card, opens its page, sees the branch with its address,
 * phone and map, and the "book an appointment" action leading to /book-appointment?service=….
 */

const TEXT = {
  ar: {
    services: 'الخدمات',
    branches: 'أين تحصلون على هذه الخدمة',
    book: 'حجز موعد',
    map: 'عرض على الخريطة',
  },
  fr: {
    services: 'Services',
    branches: 'Où bénéficier de ce service',
    book: 'Prendre rendez-vous',
    map: 'Voir sur la carte',
  },
} as const;

/** A published branch and a service it offers, written as the demo admin; their titles carry `word`. */
async function serviceWithBranch(request: APIRequestContext, baseURL: string, word: string) {
  const ip = uniqueIp();
  const token = await tokenOf(baseURL, DEMO_ADMIN, ip);
  const headers = async () => ({
    authorization: `Bearer ${token}`,
    'x-xsrf-token': await csrfFor(request, ip),
    'x-forwarded-for': ip,
  });
  const create = async (kind: string, data: unknown) => {
    const res = await request.post(`/api/v1/admin/content/${kind}`, { headers: await headers(), data });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { item: { id: number } }).item;
  };
  const text = (title: string, summary = '', body = '') => ({ title, summary, body });
  const branch = await create('branch', {
    status: 'published',
    translations: { ar: text(`فرع ${word}`), fr: text(`Agence ${word}`) },
    details: {
      kind: 'branch',
      address: { ar: 'شارع ديدوش مراد، الجزائر', fr: 'Rue Didouche Mourad, Alger', en: '' },
      phones: ['+213 21 11 22 33'],
      email: null,
      hours: [
        { weekday: 0, open: '08:30', close: '16:30' },
        { weekday: 6, open: '09:00', close: '12:00' },
      ],
      map_url: 'https://www.openstreetmap.org/?mlat=36.77&mlon=3.05',
      latitude: null,
      longitude: null,
      is_main: false,
    },
  });
  const service = await create('service', {
    status: 'published',
    translations: {
      ar: text(`خدمة ${word}`, 'نرافقكم في كل الخطوات.', '<h2>ما تشمله الخدمة</h2><p>دراسة الملف.</p>'),
      fr: text(
        `Service ${word}`,
        'Nous vous accompagnons à chaque étape.',
        '<h2>Ce que comprend le service</h2><p>L’étude du dossier.</p>',
      ),
    },
    details: { kind: 'service', image_file_id: null, branch_ids: [branch.id], booking: true },
  });
  return { branchId: branch.id, serviceId: service.id };
}

for (const locale of ['ar', 'fr'] as const) {
  test(`a visitor finds a service, its branches and how to book it (${locale})`, async ({
    page,
    request,
    baseURL,
    checkA11y,
  }) => {
    const w = TEXT[locale];
    const word = nonsense();
    const { serviceId } = await serviceWithBranch(request, baseURL!, word);
    const title = locale === 'ar' ? `خدمة ${word}` : `Service ${word}`;
    const branchName = locale === 'ar' ? `فرع ${word}` : `Agence ${word}`;

    await readyVisitor(page, locale);
    await page.goto('/services/all');
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1, name: w.services })).toBeVisible();
    await expect(page.getByTestId('coming-soon')).toHaveCount(0);
    const card = page.getByTestId('service-card').filter({ hasText: word });
    await expect(card).toBeVisible();
    await checkA11y(page);

    await card.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/services/${serviceId}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const branches = page.getByTestId('service-branches');
    await expect(branches.getByRole('heading', { level: 2, name: w.branches })).toBeVisible();
    const branch = branches.getByTestId('service-branch').filter({ hasText: branchName });
    await expect(branch).toBeVisible();
    await expect(branch.getByRole('link', { name: '+213 21 11 22 33' })).toHaveAttribute(
      'href',
      'tel:+21321112233',
    );
    await expect(branch.getByTestId('service-branch-map')).toContainText(w.map);
    const book = page.getByTestId('service-book');
    await expect(book).toHaveText(w.book);
    await expect(book).toHaveAttribute('href', `/book-appointment?service=${serviceId}`);
    await checkA11y(page);

    // The server draws the page's head itself: its title and the Service's structured data.
    const html = await (await request.get(`/services/${serviceId}?lang=${locale}`)).text();
    expect(html).toContain(`<title>${title}`);
    expect(html).toContain('"@type":"Service"');
  });
}
