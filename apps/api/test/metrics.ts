/**
 * The value of the one sample of a Prometheus text answer whose name and labels are exactly
 * `series` (labels as the server writes them, in its order), else undefined.
 */
export function metricSample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}
