// Wall-clock helpers for seeding: demo times are London local times on dates relative to today.

const TZ = 'Europe/London';

/** 'YYYY-MM-DD' of an instant in London. */
export function londonDate(d: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
}

/** Calendar arithmetic on 'YYYY-MM-DD'. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Day of week of 'YYYY-MM-DD', 0 = Sunday. */
export function weekday(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

/** The instant of London wall-clock `date` `hh:mm` (DST-aware). */
export function londonTime(date: string, hhmm: string): Date {
  const guess = new Date(`${date}T${hhmm}:00Z`);
  const local = new Intl.DateTimeFormat('en-GB', {
    timeZone: TZ,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(guess);
  const [h, m] = local.split(':').map(Number) as [number, number];
  const [gh, gm] = hhmm.split(':').map(Number) as [number, number];
  let diff = h * 60 + m - (gh * 60 + gm);
  if (diff > 720) diff -= 1440;
  if (diff < -720) diff += 1440;
  return new Date(guess.getTime() - diff * 60_000);
}

export const addMinutes = (d: Date, minutes: number) => new Date(d.getTime() + minutes * 60_000);
