import { describe, expect, it } from 'vitest';
import { MISSION_STATUSES, canTransitionMission } from './missions';
import type { TMissionStatus } from './missions';

// Written out again on purpose: the table in missions.ts must say exactly this.
const ALLOWED: ReadonlyArray<[TMissionStatus, TMissionStatus]> = [
  ['scheduled', 'in_progress'],
  ['scheduled', 'cancelled'],
  ['in_progress', 'completed'],
  ['in_progress', 'cancelled'],
];

describe('mission status transitions', () => {
  for (const from of MISSION_STATUSES) {
    for (const to of MISSION_STATUSES) {
      const allowed = ALLOWED.some(([a, b]) => a === from && b === to);
      it(`${allowed ? 'allows' : 'refuses'} ${from} → ${to}`, () => {
        expect(canTransitionMission(from, to)).toBe(allowed);
      });
    }
  }
});
