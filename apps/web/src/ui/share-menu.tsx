import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { useLocation } from 'react-router';
import { useFormatEnv } from '../lib/render-env';
import { Button } from './button';
import { canShareNatively, facebookUrl, shareUrl, telegramUrl, whatsappUrl, xUrl } from './share-links';
import { toast } from './toast-store';

function ShareIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="18" cy="5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="19" r="2.5" />
      <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" />
    </svg>
  );
}

const itemClass =
  'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-start text-sm font-medium text-slate-800 hover:bg-slate-100';

/**
 * Share a page (a listing, an article): the browser's own sheet where there is one (Web Share
 * API); otherwise a small panel with copy link (confirmed on screen), WhatsApp, Facebook, X and
 * Telegram. The panel is a disclosure:
 * Escape or a click elsewhere closes it, focus goes back to the button.
 */
export function ShareMenu({ title }: { title: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const url = shareUrl({ origin: useFormatEnv().origin, pathname: useLocation().pathname });

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onShare = async () => {
    const data = { title, url };
    if (!canShareNatively(navigator, data)) {
      setCopied(false);
      setOpen((o) => !o);
      return;
    }
    try {
      await navigator.share(data);
    } catch (error) {
      // Closing the sheet is not an error worth telling.
      if (!(error instanceof DOMException && error.name === 'AbortError')) toast.error(t('ui.share.failed'));
    }
  };

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      toast.error(t('ui.share.copy_failed'));
    }
  };

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) close();
      }}
    >
      <Button
        variant="secondary"
        size="sm"
        className="inline-flex items-center gap-2"
        ref={button}

        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => void onShare()}
        data-testid="share-button"
      >
        <ShareIcon />
        {t('ui.share.action')}
      </Button>
      <div
        ref={panel}
        id={panelId}
        hidden={!open}
        className="absolute end-0 z-20 mt-2 w-60 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
        data-testid="share-panel"
      >
        <ul className="flex flex-col gap-1">
          <li>
            <button type="button" className={itemClass} onClick={() => void onCopy()}>
              {t('ui.share.copy')}
            </button>
          </li>
          {[
            ['whatsapp', whatsappUrl(title, url), t('ui.share.whatsapp')],
            ['facebook', facebookUrl(url), t('ui.share.facebook')],
            ['x', xUrl(title, url), t('ui.share.x')],
            ['telegram', telegramUrl(title, url), t('ui.share.telegram')],
          ].map(([site, href, label]) => (
            <li key={site}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                className={itemClass}
                data-testid={`share-${site}`}
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
        <p role="status" className="px-3 pt-1 text-sm text-green-800 empty:hidden" data-testid="share-copied">
          {copied ? t('ui.share.copied') : ''}
        </p>
      </div>
    </div>
  );
}
