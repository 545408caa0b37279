import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../lib/http';
import { initI18n } from '../lib/i18n';
import { isAcceptedFile, Uploader, type UploadedFile, type UploaderProps } from './uploader';

beforeAll(async () => {
  await initI18n('en');
});

interface Call {
  file: File;
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
  resolve: (result: { id: string }) => void;
  reject: (error: unknown) => void;
}

let calls: Call[];
const upload = vi.fn(
  (file: File, onProgress: (f: number) => void, signal: AbortSignal) =>
    new Promise<{ id: string }>((resolve, reject) => {
      calls.push({ file, onProgress, signal, resolve, reject });
    }),
);

beforeEach(() => {
  calls = [];
  upload.mockClear();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => `blob:preview-${(blob as File).name}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});
afterEach(cleanup);

const png = (name: string, size = 1000) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });

function setup(props: Partial<UploaderProps<{ id: string }>> = {}) {
  // applyAccept: false lets a wrong file reach the component, as a drop would.
  const user = userEvent.setup({ applyAccept: false });
  const onChange = vi.fn<(files: UploadedFile<{ id: string }>[]) => void>();
  render(<Uploader label="Photos" upload={upload} onChange={onChange} {...props} />);
  const input = screen.getByLabelText(/Choose files/) as HTMLInputElement;
  return { user, onChange, input };
}

/** Text without the isolates around file names and list items (they only steer direction). */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u2068\u2069]/g, '');

const rows = () => screen.getAllByRole('listitem').filter((li) => li.closest('[role="alert"]') === null);
const names = (files: UploadedFile<{ id: string }>[] | undefined) => files?.map((f) => f.name);
const finish = async (index: number, id: string) => {
  await act(async () => calls[index]!.resolve({ id }));
};

describe('isAcceptedFile', () => {
  it('matches MIME types, families and extensions', () => {
    expect(isAcceptedFile({ name: 'a.PNG', type: 'image/png' }, ['image/*'])).toBe(true);
    expect(isAcceptedFile({ name: 'a.pdf', type: 'application/pdf' }, ['.pdf'])).toBe(true);
    expect(isAcceptedFile({ name: 'a.pdf', type: 'application/pdf' }, ['image/png', 'image/jpeg'])).toBe(
      false,
    );
    expect(isAcceptedFile({ name: 'a.bin', type: '' }, [])).toBe(true);
  });
});

describe('Uploader', () => {
  it('describes its limits in the page language', () => {
    setup({ accept: ['image/png', 'image/jpeg'], maxSizeBytes: 2_000_000, maxFiles: 3 });
    const input = screen.getByLabelText(/Choose files/);
    const hint = plain(document.getElementById(input.getAttribute('aria-describedby')!)!.textContent);
    expect(hint).toContain('Accepted: PNG and JPEG');
    expect(hint).toContain('Up to 2 MB per file');
    expect(hint).toContain('At most 3 files');
  });

  it('uploads each file with a preview and a progress bar, then reports it', async () => {
    const { user, input, onChange } = setup();
    await user.upload(input, [png('car.png')]);
    expect(upload).toHaveBeenCalledOnce();
    expect(document.querySelector('li img')?.getAttribute('src')).toBe('blob:preview-car.png');
    const bar = screen.getByRole('progressbar', { name: 'Upload of car.png' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    act(() => calls[0]!.onProgress(0.42));
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('42%');
    expect(onChange).not.toHaveBeenCalled();
    await finish(0, 'm1');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('Uploaded')).toBeTruthy();
    expect(onChange).toHaveBeenLastCalledWith([
      { key: expect.any(String), name: 'car.png', result: { id: 'm1' }, isCover: false },
    ]);
  });

  it('refuses a wrong type, a file too big and files beyond the maximum, saying why', async () => {
    const { user, input } = setup({ accept: ['image/*'], maxSizeBytes: 5_000, maxFiles: 2 });
    expect(plain(document.getElementById(input.getAttribute('aria-describedby')!)!.textContent)).toContain(
      'Accepted: images',
    );
    await user.upload(input, [
      pdf('cv.pdf'),
      png('huge.png', 6_000),
      png('a.png'),
      png('b.png'),
      png('c.png'),
    ]);
    const alert = plain(screen.getByRole('alert').textContent);
    expect(alert).toContain('cv.pdf is not an accepted type of file.');
    expect(alert).toContain('huge.png is too large (maximum 5 kB).');
    expect(alert).toContain('c.png was not added: at most 2 files.');
    expect(upload.mock.calls.map(([file]) => file.name)).toEqual(['a.png', 'b.png']);
  });

  it.each([
    ['ar', 'الأنواع المقبولة: JPEG و PNG و WEBP'],
    ['fr', 'JPEG, PNG et WEBP'],
    ['en', 'Accepted: JPEG, PNG, and WEBP'],
  ])('lists the accepted types as %s joins a list, each name isolated', async (locale, expected) => {
    await i18next.changeLanguage(locale);
    try {
      render(<Uploader label="Photos" upload={upload} accept={['image/jpeg', 'image/png', 'image/webp']} />);
      const input = document.querySelector('input[type="file"]')!;
      const hint = document.getElementById(input.getAttribute('aria-describedby')!)!.textContent!;
      expect(plain(hint)).toContain(expected);
      // Each type name is isolated, so the Arabic "و" cannot glue to a Latin name.
      expect(hint).toContain('\u2068PNG\u2069');
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it('names a refused file in isolation, so an Arabic file name keeps its own direction', async () => {
    const { user, input } = setup({ accept: ['image/*'] });
    await user.upload(input, [pdf('سيرة ذاتية 2.pdf')]);
    expect(screen.getByRole('alert').textContent).toContain(
      '\u2068سيرة ذاتية 2.pdf\u2069 is not an accepted type',
    );
  });

  it('counts files already there against the maximum', async () => {
    const { user, input } = setup({ maxFiles: 2 });
    await user.upload(input, [png('a.png')]);
    await user.upload(input, [png('b.png'), png('c.png')]);
    expect(upload).toHaveBeenCalledTimes(2);
    expect(plain(screen.getByRole('alert').textContent)).toContain('c.png was not added');
  });

  it('accepts dropped files', async () => {
    setup();
    fireEvent.drop(screen.getByLabelText(/Choose files/).parentElement!, {
      dataTransfer: { files: [png('drop.png')] },
    });
    expect(upload).toHaveBeenCalledOnce();
  });

  it('shows a failure with a retry button that uploads again', async () => {
    const { user, input, onChange } = setup();
    await user.upload(input, [png('car.png')]);
    await act(async () => calls[0]!.reject(new HttpError('network')));
    expect(screen.getByText('The upload failed.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Upload car.png again' }));
    expect(upload).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('progressbar')).toBeTruthy();
    await finish(1, 'm2');
    expect(names(onChange.mock.lastCall?.[0])).toEqual(['car.png']);
  });

  it('shows the server message of a refused upload', async () => {
    const { user, input } = setup();
    await user.upload(input, [png('car.png')]);
    await act(async () =>
      calls[0]!.reject(
        new HttpError('status', 422, { message: 'The image is too small.', code: 'validation' }),
      ),
    );
    expect(screen.getByText('The image is too small.')).toBeTruthy();
  });

  it('removes a file: stops its upload and frees its preview', async () => {
    const { user, input, onChange } = setup();
    await user.upload(input, [png('a.png'), png('b.png')]);
    await finish(0, 'm1');
    await user.click(screen.getByRole('button', { name: 'Remove b.png' }));
    expect(calls[1]!.signal.aborted).toBe(true);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-b.png');
    expect(screen.getByRole('status').textContent).toBe('b.png removed.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove a.png' }));
    await user.click(screen.getByRole('button', { name: 'Remove a.png' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(document.activeElement).toBe(input);
  });

  it('reorders with the keyboard, keeping focus on the moved file', async () => {
    const { user, input, onChange } = setup();
    await user.upload(input, [png('a.png'), png('b.png'), png('c.png')]);
    for (const [i, id] of ['m1', 'm2', 'm3'].entries()) await finish(i, id);
    expect(names(onChange.mock.lastCall?.[0])).toEqual(['a.png', 'b.png', 'c.png']);
    const earlierC = screen.getByRole('button', { name: 'Move c.png earlier' });
    earlierC.focus();
    await user.keyboard('{Enter}');
    expect(names(onChange.mock.lastCall?.[0])).toEqual(['a.png', 'c.png', 'b.png']);
    expect(screen.getByRole('status').textContent).toBe('c.png is now number 2 of 3.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move c.png earlier' }));
    await user.keyboard('{Enter}');
    expect(names(onChange.mock.lastCall?.[0])).toEqual(['c.png', 'a.png', 'b.png']);
    // At the top "earlier" is disabled: focus moves to "later".
    expect(screen.getByRole('button', { name: 'Move c.png earlier' }).hasAttribute('disabled')).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move c.png later' }));
    expect(within(rows()[0]!).getByText('c.png')).toBeTruthy();
  });

  it('makes the first file the cover, or the one chosen', async () => {
    const { user, input, onChange } = setup({ allowCover: true });
    await user.upload(input, [png('a.png'), png('b.png')]);
    await finish(0, 'm1');
    await finish(1, 'm2');
    expect(onChange.mock.lastCall?.[0].map((f) => f.isCover)).toEqual([true, false]);
    const setB = screen.getByRole('button', { name: 'Use b.png as the cover' });
    await user.click(setB);
    expect(onChange.mock.lastCall?.[0].map((f) => f.isCover)).toEqual([false, true]);
    expect(setB.getAttribute('aria-pressed')).toBe('true');
    expect(within(rows()[1]!).getByText('Cover')).toBeTruthy();
  });

  it('shows files uploaded before as done, without reporting them again', () => {
    const { onChange } = setup({
      initialFiles: [{ key: 'old', name: 'old.jpg', url: '/media/old.jpg', result: { id: 'o' } }],
    });
    expect(screen.getByText('old.jpg')).toBeTruthy();
    expect(document.querySelector('li img')?.getAttribute('src')).toBe('/media/old.jpg');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('stops uploads and frees previews when it goes away', async () => {
    const { user, input } = setup();
    await user.upload(input, [png('a.png')]);
    cleanup();
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-a.png');
  });
});
