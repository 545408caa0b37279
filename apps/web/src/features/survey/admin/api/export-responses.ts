import { API_BASE, HttpError, requestHeaders } from '../../../../lib/http';
import { surveyEndpoints } from '@portal/contract/endpoints/survey';
import type { SurveyPeriodQuery } from '@portal/contract/survey';

/**
 * GET /admin/survey/export: the period's responses as a CSV file. Read as a file, not JSON, with
 * the client's headers (the bearer token a plain link could not send); saved by the browser.
 */
export async function downloadSurveyCsv(period: SurveyPeriodQuery): Promise<void> {
  const query = new URLSearchParams(
    Object.entries(period).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const url = `${API_BASE}${surveyEndpoints.exportSurveyResponses.path.slice(1)}?${query.toString()}`;
  let response: Response;
  try {
    response = await fetch(url, { headers: requestHeaders('GET'), credentials: 'include' });
  } catch {
    throw new HttpError('network');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { message: string } | undefined;
    throw new HttpError('status', response.status, body);
  }
  const link = document.createElement('a');
  const href = URL.createObjectURL(await response.blob());
  link.href = href;
  link.download = 'survey-responses.csv';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser has taken the file; the address is not needed once the click is handled.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
