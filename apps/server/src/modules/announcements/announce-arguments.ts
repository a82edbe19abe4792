import { parseArgs } from 'node:util';
import { ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_TITLE_MAX, type NewAnnouncement } from '@cloud-portal/contract/announcements';
import { announcementProblem } from './announcement-rules';

export const ANNOUNCE_USAGE = [
  'Usage: npm run announce -- --title <text> --body <text> --until <date> [--from <date>] [--language <code>] [--countries <codes>]',
  '  --until, --from   an ISO 8601 date or time, e.g. 2026-12-24 or 2026-12-24T18:00:00Z (a date alone is midnight UTC); --from is now by default',
  '  --language        the language it is written in, e.g. en, de, pt-BR (shown in that language only; every language without it)',
  '  --countries       comma-separated country codes, e.g. US,DE (shown in those countries only; everywhere without it)',
].join('\n');

/** Bad input to the announce command: the message says what to change. */
export class AnnounceArgumentError extends Error {}

/**
 * Reads the announce command's options (issue 18 part 5) into the announcement to post, or
 * throws an AnnounceArgumentError naming what is wrong. `now` is the default start.
 */
export function readAnnounceArguments(args: readonly string[], now: Date): NewAnnouncement {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...args],
      strict: true,
      allowPositionals: false,
      options: {
        title: { type: 'string' },
        body: { type: 'string' },
        until: { type: 'string' },
        from: { type: 'string' },
        language: { type: 'string' },
        countries: { type: 'string' },
      },
    }));
  } catch (error) {
    throw new AnnounceArgumentError(`${(error as Error).message}\n${ANNOUNCE_USAGE}`);
  }
  const title = required(values.title, '--title').trim();
  const body = required(values.body, '--body').trim();
  if (title.length === 0 || title.length > ANNOUNCEMENT_TITLE_MAX) throw new AnnounceArgumentError(`--title must have 1 to ${ANNOUNCEMENT_TITLE_MAX} characters.`);
  if (body.length === 0 || body.length > ANNOUNCEMENT_BODY_MAX) throw new AnnounceArgumentError(`--body must have 1 to ${ANNOUNCEMENT_BODY_MAX} characters.`);
  const until = timeOf(required(values.until, '--until'), '--until');
  const from = values.from === undefined ? now.getTime() : timeOf(values.from, '--from');
  if (until <= now.getTime()) throw new AnnounceArgumentError(`--until must be in the future (got ${new Date(until).toISOString()}).`);
  const problem = announcementProblem({ from, until });
  if (problem !== null) throw new AnnounceArgumentError(problem);
  return { title, body, language: languageOf(values.language), countries: countriesOf(values.countries), from, until };
}

function required(value: string | undefined, option: string): string {
  if (value === undefined) throw new AnnounceArgumentError(`${option} is required.\n${ANNOUNCE_USAGE}`);
  return value;
}

function timeOf(value: string, option: string): number {
  // A date, or a date and time with a zone: a time without a zone would depend on the machine's.
  const shape = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;
  const time = shape.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(time)) {
    throw new AnnounceArgumentError(`${option} must be an ISO 8601 date such as 2026-12-24, or a time with its zone such as 2026-12-24T18:00:00Z (got "${value}").`);
  }
  return time;
}

function languageOf(value: string | undefined): string | null {
  if (value === undefined) return null;
  if (!/^[a-z]{2,3}(-[A-Z][A-Za-z]{1,3})?$/.test(value)) throw new AnnounceArgumentError(`--language must be a language code such as en, de or pt-BR (got "${value}").`);
  return value;
}

function countriesOf(value: string | undefined): string[] | null {
  if (value === undefined) return null;
  const codes = value.split(',').map((code) => code.trim().toUpperCase());
  const bad = codes.filter((code) => !/^[A-Z]{2}$/.test(code));
  if (codes.length === 0 || bad.length > 0) {
    throw new AnnounceArgumentError(`--countries must be two-letter country codes separated by commas, such as US,DE (not "${bad.join('", "') || value}").`);
  }
  return [...new Set(codes)];
}
