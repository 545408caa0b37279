import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from './modal';

afterEach(cleanup);

function Opener({
  description,
  withInitialFocus = false,
}: {
  description?: string;
  withInitialFocus?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const second = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit region
      </button>
      {open ? (
        <Modal
          title="Edit the region"
          description={description}
          onClose={() => setOpen(false)}
          initialFocus={withInitialFocus ? second : undefined}
          testId="region-modal"
        >
          <button type="button">First</button>
          <button ref={second} type="button" onClick={() => setOpen(false)}>
            Close
          </button>
        </Modal>
      ) : null}
    </>
  );
}

async function open(props: Parameters<typeof Opener>[0] = {}) {
  const user = userEvent.setup();
  render(<Opener {...props} />);
  const opener = screen.getByRole('button', { name: 'Edit region' });
  await user.click(opener);
  return { user, opener };
}

describe('<Modal>', () => {
  it('is a modal dialog named by its title, focus on its first control', async () => {
    await open();
    const dialog = screen.getByRole('dialog', { name: 'Edit the region' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.dataset.testid).toBe('region-modal');
    expect(dialog.hasAttribute('aria-describedby')).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
  });

  it('is described by its description', async () => {
    await open({ description: 'Its name in three languages.' });
    const dialog = screen.getByRole('dialog');
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Its name in three languages.',
    );
  });

  it('focuses the control it is told to', async () => {
    await open({ withInitialFocus: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('keeps Tab inside, closes on Escape and gives focus back to the opener', async () => {
    const { user, opener } = await open();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
