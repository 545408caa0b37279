import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../lib/i18n';
import { ConfirmDialog } from './confirm-dialog-panel';
import { ConfirmProvider, useConfirm, type ConfirmOptions } from './confirm-dialog';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

function DeleteButton({ options, onAnswer }: { options?: ConfirmOptions; onAnswer: (ok: boolean) => void }) {
  const confirm = useConfirm();
  return (
    <button type="button" onClick={async () => onAnswer(await confirm(options))}>
      Delete ad
    </button>
  );
}

function setup(options?: ConfirmOptions) {
  const onAnswer = vi.fn();
  const user = userEvent.setup();
  render(
    <ConfirmProvider>
      <button type="button">Elsewhere</button>
      <DeleteButton options={options} onAnswer={onAnswer} />
    </ConfirmProvider>,
  );
  return { user, onAnswer, opener: screen.getByRole('button', { name: 'Delete ad' }) };
}

/**
 * Opens the dialog and waits for it: its panel is loaded on first use, so the first opening in a
 * page (whichever test does it) draws it a moment later.
 */
async function openDialog(user: ReturnType<typeof userEvent.setup>, opener: HTMLElement) {
  await user.click(opener);
  await screen.findByRole('alertdialog');
}

describe('confirm()', () => {
  it('asks "Are you sure?" in a modal alert dialog with focus on Cancel', async () => {
    const { user, opener } = setup();
    await openDialog(user, opener);
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      "You won't be able to revert this!",
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('resolves true on confirm and gives focus back to the opener', async () => {
    const { user, opener, onAnswer } = setup();
    await openDialog(user, opener);
    await user.click(screen.getByRole('button', { name: 'Yes, continue' }));
    expect(onAnswer).toHaveBeenCalledWith(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('resolves false on Escape and gives focus back to the opener', async () => {
    const { user, opener, onAnswer } = setup();
    await openDialog(user, opener);
    await user.keyboard('{Escape}');
    expect(onAnswer).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('resolves false on Cancel', async () => {
    const { user, opener, onAnswer } = setup();
    await openDialog(user, opener);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onAnswer).toHaveBeenCalledWith(false);
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user, opener } = setup();
    await openDialog(user, opener);
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const confirm = screen.getByRole('button', { name: 'Yes, continue' });
    await user.tab();
    expect(document.activeElement).toBe(confirm);
    await user.tab();
    expect(document.activeElement).toBe(cancel);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(confirm);
  });

  it('brings focus back when it escapes the dialog', async () => {
    const { user, opener } = setup();
    await openDialog(user, opener);
    screen.getByRole('button', { name: 'Elsewhere', hidden: true }).focus();
    expect(screen.getByRole('alertdialog').contains(document.activeElement)).toBe(true);
  });

  it('uses the given title, text and confirm label, with a destructive confirm button', async () => {
    const { user, opener } = setup({
      title: 'Delete this ad?',
      text: 'It goes for good.',
      confirmLabel: 'Delete',
    });
    await openDialog(user, opener);
    expect(screen.getByRole('alertdialog', { name: 'Delete this ad?' })).toBeTruthy();
    expect(screen.getByText('It goes for good.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' }).className).toContain('bg-red-700');
  });

  it('is in the page language', async () => {
    await i18next.changeLanguage('fr');
    try {
      const { user, opener } = setup();
      await openDialog(user, opener);
      expect(screen.getByRole('alertdialog', { name: 'Êtes-vous sûr\u202f?' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Annuler' })).toBeTruthy();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});

describe('<ConfirmDialog>', () => {
  function Controlled({ onConfirm }: { onConfirm: () => void }) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Remove photo
        </button>
        <ConfirmDialog
          open={open}
          onConfirm={() => {
            onConfirm();
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        />
      </>
    );
  }

  it('opens and closes from its open prop, returning focus to the opener', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    render(<Controlled onConfirm={onConfirm} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const opener = screen.getByRole('button', { name: 'Remove photo' });
    await openDialog(user, opener);
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(opener);
    await openDialog(user, opener);
    await user.click(screen.getByRole('button', { name: 'Yes, continue' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
