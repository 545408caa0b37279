import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useBlocker } from 'react-router';
import { useConfirm } from '../../../ui/confirm-dialog';

/**
 * While `dirty`, leaving the page asks first: a link inside the app opens the "leave without
 * saving?" dialog, closing or reloading the tab the browser's own question. `allow()` lets the
 * next navigation through (after a save).
 */
export function useLeaveGuard(dirty: boolean) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const guarded = useRef(dirty);
  useEffect(() => {
    guarded.current = dirty;
  }, [dirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      guarded.current && currentLocation.pathname !== nextLocation.pathname,
  );

  const asking = useRef(false);
  useEffect(() => {
    // The blocker is a new object at each render while blocked: ask once.
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void confirm({
      title: t('admin-content.leave.title'),
      text: t('admin-content.leave.text'),
      confirmLabel: t('admin-content.leave.confirm'),
      cancelLabel: t('admin-content.leave.stay'),
    }).then((leave) => {
      asking.current = false;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, confirm, t]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  return {
    allow: () => {
      guarded.current = false;
    },
  };
}
