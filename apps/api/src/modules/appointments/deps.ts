import type { Db } from '../../db/client';

/** What the appointments need from the rest of the app, passed in (easy to test). */
export interface AppointmentsDeps {
  db: Db;
  /** The clock (tests move it). */
  now?: () => Date;
}

export const nowOf = (deps: AppointmentsDeps) => (deps.now ? deps.now() : new Date());
