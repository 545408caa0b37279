import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button, type ButtonStyle } from '../../../ui/button';
import { promptInstall, useInstallState } from '../install-prompt';

/**
 * "Install the app": shown only while the browser offers to install (install-prompt.ts), so it
 * is absent where it could not work (iOS, browsers without the offer, the installed app).
 */
export function InstallButton(style: ButtonStyle & { 'data-testid'?: string }) {
  const { t } = useTranslation();
  const { canPrompt } = useInstallState();
  const [busy, setBusy] = useState(false);
  if (!canPrompt) return null;
  return (
    <Button
      {...style}
      busy={busy}
      onClick={() => {
        setBusy(true);
        void promptInstall().finally(() => setBusy(false));
      }}
    >
      {t('install.button')}
    </Button>
  );
}
