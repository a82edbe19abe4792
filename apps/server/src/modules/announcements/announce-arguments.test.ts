import { describe, expect, it } from 'vitest';
import { AnnounceArgumentError, readAnnounceArguments } from './announce-arguments';

const now = new Date('2026-11-27T12:00:00Z');
const read = (...args: string[]) => readAnnounceArguments(args, now);
const problemOf = (...args: string[]) => {
  try {
    read(...args);
  } catch (error) {
    expect(error).toBeInstanceOf(AnnounceArgumentError);
    return (error as Error).message;
  }
  throw new Error('no problem found');
};

describe('readAnnounceArguments', () => {
  it('reads a title, body and end, shown from now in every language and country', () => {
    expect(read('--title', ' Maintenance ', '--body', 'Sunday 02:00–04:00 UTC', '--until', '2026-12-24')).toEqual({
      title: 'Maintenance',
      body: 'Sunday 02:00–04:00 UTC',
      language: null,
      countries: null,
      from: now.getTime(),
      until: Date.parse('2026-12-24T00:00:00Z'),
    });
  });

  it('reads a language, countries (any case, once each) and a start', () => {
    expect(read('--title', 'T', '--body', 'B', '--until', '2026-12-24T18:00:00+01:00', '--from', '2026-12-01', '--language', 'pt-BR', '--countries', 'us, de,US')).toMatchObject({
      language: 'pt-BR',
      countries: ['US', 'DE'],
      from: Date.parse('2026-12-01T00:00:00Z'),
      until: Date.parse('2026-12-24T17:00:00Z'),
    });
  });

  it.each([
    [['--body', 'B', '--until', '2026-12-24'], '--title is required'],
    [['--title', 'T', '--until', '2026-12-24'], '--body is required'],
    [['--title', 'T', '--body', 'B'], '--until is required'],
    [['--title', '  ', '--body', 'B', '--until', '2026-12-24'], '--title must have 1 to 120 characters'],
    [['--title', 'T', '--body', 'B', '--until', 'next week'], '--until must be an ISO 8601 date'],
    [['--title', 'T', '--body', 'B', '--until', '2026-12-24T18:00'], '--until must be an ISO 8601 date'],
    [['--title', 'T', '--body', 'B', '--until', '2026-11-01'], '--until must be in the future'],
    [['--title', 'T', '--body', 'B', '--until', '2026-12-24', '--from', '2026-12-25'], 'must end (--until) after it starts'],
    [['--title', 'T', '--body', 'B', '--until', '2026-12-24', '--language', 'English'], '--language must be a language code'],
    [['--title', 'T', '--body', 'B', '--until', '2026-12-24', '--countries', 'USA,DE'], 'not "USA"'],
    [['--title', 'T', '--body', 'B', '--until', '2026-12-24', '--colour', 'red'], "Unknown option '--colour'"],
  ])('refuses %j saying what is wrong', (args, message) => {
    expect(problemOf(...args)).toContain(message);
  });
});
