import type { Session } from '@portal/contract/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { errorText } from '../../../lib/error-text';
import { formatRelativeTime } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { toast } from '../../../ui/toast-store';
import { sessionsQuery, useSessions } from '../api';
import { revokeOtherSessions } from '../api/revoke-other-sessions';
import { revokeSession } from '../api/revoke-session';
import { Button } from '../../../ui/button';

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome · Android" from a user agent; null when it names neither. Names of products stay as they are. */
export function describeDevice(userAgent: string | null): { browser?: string; system?: string } | null {
  if (!userAgent) return null;
  const browser = BROWSERS.find(([re]) => re.test(userAgent))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1];
  return browser || system ? { browser, system } : null;
}

function SessionRow({
  session,
  onSignOut,
  busy,
}: {
  session: Session;
  onSignOut: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const device = describeDevice(session.user_agent);
  const name = device
    ? [device.browser, device.system].filter(Boolean).join(' · ')
    : t('profile.sessions.unknown_device');
  return (
    <li
      className="flex flex-wrap items-center gap-3 py-3"
      data-testid="session"
      data-current={session.current}
    >
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-500"
      >
        <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.5">
          <rect x="3" y="4" width="18" height="12" rx="1.5" />
          <path d="M8 20h8M12 16v4" strokeLinecap="round" />
        </svg>
      </span>
      <div className="min-w-0 flex-1 basis-40">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          <bdi>{name}</bdi>
          {session.current ? (
            <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
              {t('profile.sessions.this_device')}
            </span>
          ) : null}
        </p>
        <p className="text-xs text-slate-500">
          {t('profile.sessions.last_active', { time: formatRelativeTime(locale, session.last_used_at) })}
          {session.ip ? (
            <>
              {' · '}
              {t('profile.sessions.ip')} <bdi dir="ltr">{session.ip}</bdi>
            </>
          ) : null}
        </p>
      </div>
      {session.current ? null : (
        <Button
          variant="secondary"
          size="sm"

          onClick={onSignOut}
          disabled={busy}
          aria-busy={busy}
        >
          {t('profile.sessions.sign_out')}
        </Button>
      )}
    </li>
  );
}

/** The devices signed in to the account (GET user/sessions): sign one out, or every other one. */
export function SessionsList() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const sessions = useSessions();
  const [busy, setBusy] = useState<number | 'others' | null>(null);

  const run = async (target: number | 'others') => {
    setBusy(target);
    try {
      await (target === 'others' ? revokeOtherSessions() : revokeSession(target));
      toast.success(
        target === 'others' ? t('profile.sessions.others_signed_out') : t('profile.sessions.signed_out'),
      );
    } catch (error) {
      toast.error(errorText(error, t));
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
    }
  };

  if (sessions.isPending) {
    return (
      <p role="status" className="text-sm text-slate-500">
        {t('common.loading')}
      </p>
    );
  }
  if (sessions.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
        <span>{errorText(sessions.error, t)}</span>
        <button type="button" onClick={() => void sessions.refetch()} className="font-semibold underline">
          {t('common.retry')}
        </button>
      </div>
    );
  }
  const others = sessions.data.filter((s) => !s.current).length;
  return (
    <div>
      <ul className="divide-y divide-slate-200" data-testid="sessions">
        {/* This device first, then the most recently used. */}
        {[...sessions.data]
          .sort(
            (a, b) => Number(b.current) - Number(a.current) || b.last_used_at.localeCompare(a.last_used_at),
          )
          .map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              busy={busy === session.id}
              onSignOut={() => void run(session.id)}
            />
          ))}
      </ul>
      {others > 0 ? (
        <button
          type="button"
          onClick={() => void run('others')}
          disabled={busy !== null}
          aria-busy={busy === 'others'}
          className="mt-3 rounded-lg border border-red-300 px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
        >
          {t('profile.sessions.sign_out_others')}
        </button>
      ) : (
        <p className="mt-3 text-sm text-slate-500">{t('profile.sessions.no_others')}</p>
      )}
    </div>
  );
}
