import { describe, expect, it } from 'vitest';
import { PROPOSAL_STATUSES, ZProposalRequest, canTransitionProposal } from './proposals';
import type { TProposalStatus } from './proposals';

// Written out again on purpose: the table in deals.ts must say exactly this.
const ALLOWED: ReadonlyArray<[TProposalStatus, TProposalStatus]> = [
  ['pending', 'validated'],
  ['pending', 'refused'],
  ['pending', 'withdrawn'],
  ['pending', 'replaced'],
];

describe('proposal status transitions', () => {
  for (const from of PROPOSAL_STATUSES) {
    for (const to of PROPOSAL_STATUSES) {
      const allowed = ALLOWED.some(([a, b]) => a === from && b === to);
      it(`${allowed ? 'allows' : 'refuses'} ${from} → ${to}`, () => {
        expect(canTransitionProposal(from, to)).toBe(allowed);
      });
    }
  }
});

describe('the proposal form', () => {
  it('takes a price in cents at most, an optional comment and dates in order', () => {
    expect(ZProposalRequest.parse({ price: 1200.5, comment: '' })).toEqual({
      price: 1200.5,
      comment: null,
      departure_date: null,
      arrival_date: null,
      driver_id: null,
    });
    const issues = (input: unknown) =>
      ZProposalRequest.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];
    expect(issues({ price: 10.001 })).toEqual([['price', 'validation.invalid']]);
    // A driver is named by its id, or not at all.
    expect(issues({ price: 5, driver_id: 'Karim' })).toEqual([['driver_id', 'validation.invalidChoice']]);
    expect(issues({ price: 5, departure_date: '2026-11-25', arrival_date: '2026-11-24' })).toEqual([
      ['arrival_date', 'validation.arrivalBeforeDeparture'],
    ]);
  });
});
