import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../../lib/i18n';
import { uploadListingPhoto } from './api/upload-photo';
import { PhotosField } from './components/photos-field';
import type { ListingFormValues } from './listing-form-values';

vi.mock('./api/upload-photo', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  // An upload that never ends: the test only looks at what was sent.
  uploadListingPhoto: vi.fn(() => new Promise(() => undefined)),
}));

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  vi.mocked(uploadListingPhoto).mockClear();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => `blob:${(blob as File).name}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});
afterEach(cleanup);

function Form({ children }: { children: ReactNode }) {
  const methods = useForm<ListingFormValues>({
    defaultValues: { photos: [], cover_photo_id: null } as Partial<ListingFormValues>,
  });
  return <FormProvider {...methods}>{children}</FormProvider>;
}

/** The photos of the posting form, with the size limit the settings give (max_photo_mb). */
function renderField(maxPhotoMb: number) {
  render(
    <Form>
      <PhotosField maxPhotos={10} maxPhotoMb={maxPhotoMb} onBusyChange={() => undefined} />
    </Form>,
  );
  return document.querySelector<HTMLInputElement>('input[type="file"]')!;
}

/**
 * French puts narrow no-break spaces before units and colons: compare words, not spaces, and
 * without the isolates around file names (they only steer direction).
 */
const words = (text: string | null) => (text ?? '').replace(/\s/g, ' ').replace(/[\u2068\u2069]/g, '');

const jpeg = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

describe('the photos of the posting form', () => {
  it.each([
    ['en', 'big.jpg is too large (maximum 2 MB).', 'Up to 2 MB per file'],
    ['fr', 'big.jpg est trop volumineux (maximum 2 Mo).', 'Jusqu’à 2 Mo par fichier'],
    ['ar', 'الملف big.jpg كبير جداً (الحد الأقصى 2 م.ب).', 'حتى 2 م.ب لكل ملف'],
  ] as const)(
    'refuses a file above settings.max_photo_mb before sending it (%s)',
    async (locale, refusal, hint) => {
      await act(() => i18next.changeLanguage(locale));
      const input = renderField(2);
      // The limit is said before choosing…
      expect(words(document.getElementById(input.getAttribute('aria-describedby')!)!.textContent)).toContain(
        hint,
      );

      await userEvent.upload(input, [jpeg('big.jpg', 2_000_001), jpeg('small.jpg', 2_000_000)]);

      // …and a larger file is refused with that limit, never uploaded; the other one goes up.
      expect(words(screen.getByRole('alert').textContent)).toContain(refusal);
      expect(vi.mocked(uploadListingPhoto).mock.calls.map(([file]) => file.name)).toEqual(['small.jpg']);
    },
  );
});
