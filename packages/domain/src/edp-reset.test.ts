import { describe, expect, it } from 'vitest';
import {
  EDP_RESET_STATUSES,
  edpResetActionFrom,
  edpResetTransition,
  isEdpResetStatus,
  type EdpResetAction,
  type EdpResetStatus,
} from './edp-reset';

describe('EDP reset state machine', () => {
  it('offers Reset where no reset stands and Cancel reset after a completed one', () => {
    expect(EDP_RESET_STATUSES.map((status) => [status, edpResetActionFrom(status)])).toEqual([
      ['NONE', 'reset'],
      ['COMPLETED', 'cancel'],
      ['CANCELLED', 'reset'],
    ]);
  });

  it.each<[EdpResetStatus, EdpResetAction, EdpResetStatus | null]>([
    ['NONE', 'reset', 'COMPLETED'],
    ['NONE', 'cancel', null],
    ['COMPLETED', 'cancel', 'CANCELLED'],
    ['COMPLETED', 'reset', null],
    ['CANCELLED', 'reset', 'COMPLETED'],
    ['CANCELLED', 'cancel', null],
  ])('from %s, %s leads to %s', (status, action, next) => {
    expect(edpResetTransition(status, action)).toBe(next);
  });

  it('leads from every status to every other by the actions offered, and back', () => {
    // NONE → COMPLETED → CANCELLED → COMPLETED: a cancelled reset can be made again.
    let status: EdpResetStatus = 'NONE';
    const walk: EdpResetStatus[] = [status];
    for (let step = 0; step < 3; step += 1) {
      const next = edpResetTransition(status, edpResetActionFrom(status));
      if (next === null) throw new Error(`${status} offers an action it cannot take`);
      status = next;
      walk.push(status);
    }
    expect(walk).toEqual(['NONE', 'COMPLETED', 'CANCELLED', 'COMPLETED']);
  });

  it.each([
    ['NONE', true],
    ['COMPLETED', true],
    ['CANCELLED', true],
    ['completed', false],
    ['PENDING', false],
    ['', false],
  ])('knows %j as a status: %s', (value, known) => {
    expect(isEdpResetStatus(value)).toBe(known);
  });
});
