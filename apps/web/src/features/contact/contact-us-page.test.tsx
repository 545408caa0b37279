import type { ContentItem } from '@portal/contract/content';
import type { PublicUser } from '@portal/contract/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { HttpError } from '../../lib/http';
import { ME_KEY } from '../auth/api';

const send = vi.fn();
vi.mock('./api/send-contact-message', () => ({ sendContactMessage: (body: unknown) => send(body) }));
const BRANCH: ContentItem = {
  id: 1,
  kind: 'branch',
  slug: 'oran',
  locale: 'fr',
  fallback: false,
  locales: ['fr'],
  title: 'Agence d’Oran',
  summary: '',
  body: null,
  reading_minutes: null,
  published_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  details: {
    kind: 'branch',
    address: 'Boulevard Larbi Ben M’hidi, Oran',
    phones: ['+213 41 00 20 30'],
    email: 'oran@demo.portal',
    hours: [
      { weekday: 0, open: '08:30', close: '12:00' },
      { weekday: 0, open: '13:00', close: '17:00' },
    ],
    map_url: 'https://www.openstreetmap.org/?mlat=35.7&mlon=-0.6',
    latitude: null,
    longitude: null,
    is_main: false,
  },
};
vi.mock('../content/api/list-content', () => ({
  useContentList: () => ({ data: { data: [BRANCH] } }),
}));
vi.mock('../settings/api', () => ({
  useSettings: () => ({
    data: {
      general: {
        contact_email: 'contact@portal.dz',
        phone: '+213 21 00 00 00',
        address: { ar: 'الجزائر', fr: 'Alger', en: 'Algiers' },
      },
    },
  }),
}));

import ContactUsPage from './pages/contact-us-page';

beforeAll(async () => {
  await initI18n('fr');
});
beforeEach(() => send.mockReset());
afterEach(cleanup);

function renderPage(user: PublicUser | null = null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(ME_KEY, user);
  const router = createMemoryRouter([{ path: '/contact-us', element: <ContactUsPage /> }], {
    initialEntries: ['/contact-us'],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return within(screen.getByTestId('contact-form'));
}

const type = (form: ReturnType<typeof renderPage>, label: string, value: string) =>
  fireEvent.change(form.getByLabelText(label, { exact: false }), { target: { value } });

describe('ContactUsPage', () => {
  it('shows the branches with their week (Monday first) and the general contact details', () => {
    renderPage();
    const branch = screen.getByTestId('contact-branch');
    expect(within(branch).getByRole('link', { name: '+213 41 00 20 30' }).getAttribute('href')).toBe(
      'tel:+21341002030',
    );
    const rows = within(branch).getAllByRole('row');
    expect(rows).toHaveLength(7);
    expect(rows[0]!.textContent).toMatch(/^lundi/);
    expect(rows[0]!.textContent).toContain(' · ');
    expect(rows[6]!.textContent).toMatch(/^dimanche.*Fermé$/);
    expect(screen.getByTestId('contact-general').textContent).toContain('contact@portal.dz');
  });

  it('checks a visitor’s fields with the contract before sending, in the page’s language', async () => {
    const form = renderPage();
    fireEvent.click(form.getByRole('button', { name: 'Envoyer le message' }));
    await waitFor(() =>
      expect(form.getAllByText('Ce champ est obligatoire.').length).toBeGreaterThanOrEqual(4),
    );
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps what a visitor typed when the server refuses it, and confirms once sent', async () => {
    const form = renderPage();
    type(form, 'Nom complet', 'Karim Benali');
    type(form, 'Adresse e-mail', 'karim@example.test');
    type(form, 'Objet', 'Horaires du samedi');
    type(form, 'Message', 'Êtes-vous ouverts le samedi matin ?');
    send.mockRejectedValueOnce(
      new HttpError('status', 429, {
        message: 'Trop de tentatives. Patientez 60 secondes puis réessayez.',
        code: 'too_many_requests',
      }),
    );
    fireEvent.click(form.getByRole('button', { name: 'Envoyer le message' }));
    await waitFor(() => expect(form.getByRole('alert').textContent).toContain('Trop de tentatives'));
    expect((form.getByLabelText('Objet') as HTMLInputElement).value).toBe('Horaires du samedi');
    expect(send).toHaveBeenCalledWith({
      name: 'Karim Benali',
      email: 'karim@example.test',
      subject: 'Horaires du samedi',
      message: 'Êtes-vous ouverts le samedi matin ?',
    });

    send.mockResolvedValueOnce({ message: 'Merci, votre message a été envoyé.' });
    fireEvent.click(form.getByRole('button', { name: 'Envoyer le message' }));
    await waitFor(() => expect(screen.getByTestId('contact-sent').textContent).toContain('Merci'));
  });

  it('asks a member only for the subject and the message', async () => {
    const form = renderPage({
      id: 7,
      first_name: 'Nadia',
      last_name: 'Member',
      email: 'nadia@example.test',
    } as PublicUser);
    expect(form.getByTestId('contact-member').textContent).toContain('Nadia Member');
    expect(form.queryByLabelText('Nom complet')).toBeNull();
    type(form, 'Objet', 'Mon compte');
    type(form, 'Message', 'Comment changer mon adresse ?');
    send.mockResolvedValueOnce({ message: 'Merci.' });
    fireEvent.click(form.getByRole('button', { name: 'Envoyer le message' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({ subject: 'Mon compte', message: 'Comment changer mon adresse ?' }),
    );
  });
});
