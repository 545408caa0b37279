import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** The queues' state as GET /metrics reports it (platform/metrics.ts). */
export interface Backlog {
  mail: {
    /** Mails not delivered yet, those already tried among them, and the oldest's age. */
    pending: number;
    retrying: number;
    oldestSeconds: number;
  };
  /** Each background job: how long past due it waits for a runner (0 when not due), and whether its last run failed. */
  jobs: { name: string; overdueSeconds: number; failing: boolean }[];
}

/**
 * The mail outbox's and the jobs' state in one statement, read once per scrape of /metrics:
 * the pending mails are few and found through the outbox's partial index, job_runs has a row
 * per job.
 */
export async function readBacklog(db: Db): Promise<Backlog> {
  const result = await db.execute(sql`
    select
      (select json_build_object(
          'pending', count(*),
          'retrying', count(*) filter (where attempts > 0),
          'oldestSeconds', coalesce(extract(epoch from now() - min(created_at)), 0))
        from mail_outbox where status = 'pending') as mail,
      (select coalesce(json_agg(json_build_object(
          'name', name,
          'overdueSeconds', greatest(0, extract(epoch from now() - next_run_at)),
          'failing', last_error is not null) order by name), '[]'::json)
        from job_runs) as jobs`);
  const [row] = (result as unknown as { rows: { mail: Backlog['mail']; jobs: Backlog['jobs'] }[] }).rows;
  const mail = row!.mail;
  return {
    mail: {
      pending: Number(mail.pending),
      retrying: Number(mail.retrying),
      oldestSeconds: Number(mail.oldestSeconds),
    },
    jobs: row!.jobs.map((job) => ({
      name: job.name,
      overdueSeconds: Number(job.overdueSeconds),
      failing: job.failing,
    })),
  };
}
