import type { RevisionState } from '@portal/contract/listings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { ConfirmProvider } from '../../ui/confirm-dialog';
import { RevisionNote } from './components/revision-note';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderNote(revision: RevisionState) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push(`${init.method ?? 'GET'} ${new URL(url, 'http://x').pathname}`);
      return new Response(null, { status: 204 });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ConfirmProvider>
        <RevisionNote listingId={42} revision={revision} describedBy="title-42" />
      </ConfirmProvider>
    </QueryClientProvider>,
  );
  return { calls, user: userEvent.setup() };
}

describe("an approved listing's edit in the owner's list", () => {
  it('says the edit is under review while the published version stays online', () => {
    renderNote({ status: 'pending', rejection_reason: null, submitted_at: '2026-11-24T08:00:00.000Z' });
    const note = screen.getByTestId('revision-note');
    expect(note.dataset.status).toBe('pending');
    expect(note.textContent).toContain(
      'Edit under review: the published version stays online until it is approved.',
    );
  });

  it('shows the moderator’s reason, and discards the edit after a confirmation', async () => {
    const { calls, user } = renderNote({
      status: 'rejected',
      rejection_reason: 'The photos are unclear.',
      submitted_at: '2026-11-24T08:00:00.000Z',
    });
    expect(screen.getByTestId('revision-note').textContent).toContain(
      'Edit rejected: The photos are unclear.',
    );
    await user.click(screen.getByRole('button', { name: 'Discard the edit' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Discard your edit? The published version stays as it is.');
    expect(calls).toEqual([]);
    await user.click(screen.getAllByRole('button', { name: 'Discard the edit' }).at(-1)!);
    await vi.waitFor(() => expect(calls).toEqual(['DELETE /api/v1/listings/42/revision']));
  });
});
