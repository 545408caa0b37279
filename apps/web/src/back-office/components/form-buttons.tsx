import { useTranslation } from '../../lib/use-translation';
import { SubmitButton } from '../../ui/form-field';
import { Button } from '../../ui/button';

/** Cancel and the submit button of a catalog form ("Add" or "Save"). */
export function FormButtons({
  isNew,
  pending,
  onCancel,
}: {
  isNew: boolean;
  pending: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button
        variant="secondary"
        size="lg"

        onClick={onCancel}
      >
        {t('admin-catalog.cancel')}
      </Button>
      <SubmitButton pending={pending}>{t(isNew ? 'admin-catalog.add' : 'admin-catalog.save')}</SubmitButton>
    </div>
  );
}

/** The "active" checkbox of a catalog form, with what switching it off does. */
export function ActiveField({ registration, hint }: { registration: object; hint: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...registration} className="size-4" />
        {t('admin-catalog.form.active')}
      </label>
      <p className="mt-1 text-xs text-slate-500">{hint}</p>
    </div>
  );
}
