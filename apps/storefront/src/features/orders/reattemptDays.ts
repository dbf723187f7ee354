/** Every day from `earliest` to `latest` (YYYY-MM-DD, both included), the days the server offers for another attempt. */
export function reattemptDays(earliest: string, latest: string): string[] {
  const days: string[] = [];
  for (let day = Date.parse(`${earliest}T00:00:00Z`), last = Date.parse(`${latest}T00:00:00Z`); day <= last && days.length < 31; day += 86_400_000) {
    days.push(new Date(day).toISOString().slice(0, 10));
  }
  return days;
}
