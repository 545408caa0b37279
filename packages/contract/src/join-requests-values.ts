/**
 * Join requests (area `join-requests`), zod-free so the form's first load stays light: the
 * states a request goes through, the domains a visitor can offer, the files and the visit's
 * time rule. The schemas are in join-requests.ts.
 */

/**
 * A request's state: `received` when sent (it waits in the back office's queue),
 * `under_review` once staff look at it, then `invited` (to the visit) or `declined`.
 */
export const JOIN_REQUEST_STATUSES = ['received', 'under_review', 'invited', 'declined'] as const;
export type JoinRequestStatus = (typeof JOIN_REQUEST_STATUSES)[number];

/** The states staff move a request to; `received` is only ever the first one. */
export const JOIN_REQUEST_DECISIONS = ['under_review', 'invited', 'declined'] as const;
export type JoinRequestDecision = (typeof JOIN_REQUEST_DECISIONS)[number];

/** The fields of work a visitor may offer to join (the agency's services, and more). */
export const JOIN_DOMAINS = [
  'visa_processing',
  'courses',
  'real_estate',
  'digital_marketing',
  'event_organization',
  'sales',
  'it_technology',
  'administration',
  'other',
] as const;
export type JoinDomain = (typeof JOIN_DOMAINS)[number];

export const JOIN_REQUEST_LIMITS = {
  visiteSubject: { min: 3, max: 150 },
  message: { min: 10, max: 3000 },
  /** The staff's reply mailed with a decision. */
  reply: { max: 2000 },
  /** Files joined to one request (a CV and its companions). */
  files: { min: 1, max: 5 },
  /** Each file, in megabytes of 1,000,000 bytes (as the form counts). */
  fileMaxMb: 5,
} as const;

export const JOIN_FILE_MAX_BYTES = JOIN_REQUEST_LIMITS.fileMaxMb * 1_000_000;

/** The file types accepted, told by their content: PDF, Word (DOC and DOCX), JPEG and PNG. */
export const JOIN_FILE_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/jpeg',
  'image/png',
] as const;
export type JoinFileType = (typeof JOIN_FILE_TYPES)[number];

/** What the file picker offers (types and extensions; the server still reads the bytes). */
export const JOIN_FILE_ACCEPT = [
  ...JOIN_FILE_TYPES,
  '.pdf',
  '.doc',
  '.docx',
  '.jpg',
  '.jpeg',
  '.png',
] as const;

/**
 * The visit: on a working day's hours, in the portal's time zone (settings.appointments), on
 * the half hour, from the next slot to JOIN_VISIT_RULE.maxDays days ahead.
 */
export const JOIN_VISIT_RULE = {
  opens: '08:00',
  /** The last slot starts at this time. */
  closes: '17:00',
  minuteStep: 30,
  maxDays: 60,
} as const;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The wall-clock hour and minute of an instant in a time zone. */
function wallClock(instant: Date, timeZone: string): { hour: number; minute: number; second: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { hour: part('hour'), minute: part('minute'), second: part('second') };
}

/**
 * Why a visit's time is refused, or null when it is acceptable: not after `now`, further than
 * maxDays, or not on a half-hour slot between the opening and the last slot in `timeZone`.
 * The form and the API call it alike, with the portal's zone.
 */
export function joinVisitProblem(
  instant: Date,
  now: Date,
  timeZone: string,
): 'validation.join_visit_past' | 'validation.join_visit_too_far' | 'validation.join_visit_hours' | null {
  if (Number.isNaN(instant.getTime()) || instant.getTime() <= now.getTime())
    return 'validation.join_visit_past';
  if (instant.getTime() > now.getTime() + JOIN_VISIT_RULE.maxDays * 86_400_000)
    return 'validation.join_visit_too_far';
  const { hour, minute, second } = wallClock(instant, timeZone);
  const at = hour * 60 + minute;
  const onStep = minute % JOIN_VISIT_RULE.minuteStep === 0 && second === 0 && instant.getMilliseconds() === 0;
  if (!onStep || at < minutesOf(JOIN_VISIT_RULE.opens) || at > minutesOf(JOIN_VISIT_RULE.closes))
    return 'validation.join_visit_hours';
  return null;
}
