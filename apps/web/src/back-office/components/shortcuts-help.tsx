import { useTranslation } from '../../lib/use-translation';
import { QUEUE_SHORTCUTS } from '../shortcuts';
import { Modal } from '../../ui/modal';
import { Button } from '../../ui/button';

const LABELS = {
  next: 'admin.shortcuts.next',
  previous: 'admin.shortcuts.previous',
  open: 'admin.shortcuts.open',
  approve: 'admin.shortcuts.approve',
  reject: 'admin.shortcuts.reject',
  select: 'admin.shortcuts.select',
  help: 'admin.shortcuts.help',
} as const;

/** The list of the queue's keyboard shortcuts (opened with ?). */
export function ShortcutsHelp({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('admin.shortcuts.title')} onClose={onClose} testId="shortcuts-help">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {QUEUE_SHORTCUTS.map(([key, action]) => (
          <div key={key} className="contents">
            <dt>
              <kbd className="rounded border border-slate-300 bg-slate-50 px-2 py-0.5 font-mono" dir="ltr">
                {key}
              </kbd>
            </dt>
            <dd>{t(LABELS[action])}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-xs text-slate-600">{t('admin.shortcuts.note')}</p>
      <div className="mt-4 flex justify-end">
        <Button onClick={onClose}>{t('admin.close')}</Button>
      </div>
    </Modal>
  );
}
