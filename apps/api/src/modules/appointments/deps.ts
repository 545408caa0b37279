import type { Db } from '../../db/client';
import type { AccountDeps } from '../auth/service';

/** What the appointments need from the rest of the app, passed in (easy to test). */
export interface AppointmentsDeps extends Pick<AccountDeps, 'enqueueMail' | 'notifyMail'> {
  db: Db;
  /** config.publicUrl: the calendar file's UID domain. */
  publicUrl: string;
  /** The clock (tests move it). */
  now?: () => Date;
}

export const nowOf = (deps: AppointmentsDeps) => (deps.now ? deps.now() : new Date());
