/**
 * Ids, without zod: the schemas build their id rules from these, and pages that read an id from
 * their URL (the category list, the search state, the review page) use `parseIdParam`, so they
 * drop what the API would refuse instead of asking it.
 */

/** Ids are PostgreSQL `integer`s: a larger number is a bad request, not a server fault. */
export const MAX_ID = 2_147_483_647;

/** An id as text (a path or a query): digits only, so `1e3`, `0x10`, `07` or ` 7` are refused. */
export const ID_PARAM_PATTERN = /^[1-9][0-9]{0,9}$/;

/** The id a URL's text names, or null when it is none the API takes. */
export function parseIdParam(text: string | null | undefined): number | null {
  if (!text || !ID_PARAM_PATTERN.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}
