import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from './enums';
import { NOTIFICATION_EVENTS, OFFER_CHANGE_EVENTS, notificationEventOf, notificationOf } from './notification-events';
import type { TNotificationEventKey } from './notification-events';
import { NOTIFICATION_STATUSES, NOTIFICATION_UPDATE_TYPES, ZNotificationData } from './notifications';

const entries = Object.entries(NOTIFICATION_EVENTS) as [
  TNotificationEventKey,
  (typeof NOTIFICATION_EVENTS)[TNotificationEventKey],
][];

describe('the notification events table', () => {
  it('has unique keys and texts, and no two events of a type carrying the same fixed data', () => {
    expect(new Set(entries.map(([key]) => key)).size).toBe(entries.length);
    expect(new Set(entries.map(([, event]) => event.text)).size).toBe(entries.length);
    const signatures = entries.map(([, event]) => JSON.stringify([event.type, event.data]));
    expect(new Set(signatures).size).toBe(entries.length);
  });

  it('gives each event a type from 0 to 11, and each type at least one event', () => {
    for (const [, event] of entries) {
      expect(Number.isInteger(event.type)).toBe(true);
      expect(event.type).toBeGreaterThanOrEqual(0);
      expect(event.type).toBeLessThanOrEqual(11);
    }
    expect(new Set(entries.map(([, event]) => event.type))).toEqual(new Set(NOTIFICATION_TYPES));
  });

  it('gives well-formed targets: a path, with {offre_uid}, {search_id} or {truck_id} as its only placeholder', () => {
    for (const [key, event] of entries) {
      if (event.target === null) {
        expect(event.recipient, key).toBe('user');
        continue;
      }
      expect(event.target, key).toMatch(/^(\/[a-z]+|\/\{offre_uid\})+(\?[a-z]+=\{(search|truck)_id\})?$/);
      expect(event.target.replace(/\{(offre_uid|search_id|truck_id)\}/, ''), key).not.toMatch(/[{}]/);
    }
  });

  it('matches the types of ARCHITECTURE.md §6: recipients and targets', () => {
    const byType = new Map<number, Set<string>>();
    for (const [, event] of entries) {
      byType.set(event.type, (byType.get(event.type) ?? new Set()).add(`${event.recipient} ${event.target}`));
    }
    expect(Object.fromEntries([...byType].map(([type, set]) => [type, [...set]]))).toEqual({
      0: ['shipper /expeditions/{offre_uid}'],
      1: ['carrier /offres/{offre_uid}'],
      2: ['carrier /offres/{offre_uid}'],
      3: ['carrier /offres/{offre_uid}'],
      4: ['shipper /expeditions/{offre_uid}'],
      5: ['shipper /expeditions/{offre_uid}'],
      6: ['carrier /offres'],
      7: ['carrier /private'],
      8: ['carrier /offres/{offre_uid}'],
      9: ['user null'],
      10: ['carrier /freights?search={search_id}', 'carrier /trucks/my?truck={truck_id}'],
      11: ['carrier /trucks/my?truck={truck_id}'],
    });
  });

  it('carries only data the notification schema accepts', () => {
    for (const [key, event] of entries) {
      expect(ZNotificationData.safeParse(event.data).success, key).toBe(true);
      if ('status' in event.data) expect(NOTIFICATION_STATUSES, key).toContain(event.data.status);
    }
    expect(Object.keys(OFFER_CHANGE_EVENTS).sort()).toEqual([...NOTIFICATION_UPDATE_TYPES].sort());
    for (const [updatetype, key] of Object.entries(OFFER_CHANGE_EVENTS)) {
      expect(NOTIFICATION_EVENTS[key].data).toEqual({ updatetype });
    }
  });
});

describe('notificationOf and notificationEventOf', () => {
  it('builds the type and data an event is sent with, its fixed data winning', () => {
    expect(notificationOf('charterDeclined', { offre_uid: 'abc', transporteurname: 'Atlas' })).toEqual({
      type: 5,
      data: { offre_uid: 'abc', transporteurname: 'Atlas', status: 5, action: 'charter_declined' },
    });
    expect(notificationOf('proposalReceived', { offre_uid: 'abc' })).toEqual({ type: 0, data: { offre_uid: 'abc' } });
  });

  it('finds every event back from what it sends', () => {
    for (const [key] of entries) {
      expect(notificationEventOf(notificationOf(key, { offre_uid: 'abc' })), key).toBe(NOTIFICATION_EVENTS[key]);
    }
  });

  it('falls back to the first event of the type when the data matches none', () => {
    expect(notificationEventOf({ type: 5, data: { status: 7 } })).toBe(NOTIFICATION_EVENTS.missionStarted);
    expect(notificationEventOf({ type: 3, data: {} })).toBe(NOTIFICATION_EVENTS.offerChanged);
    expect(notificationEventOf({ type: 8, data: { status: 5, action: 'unknown' } })).toBe(
      NOTIFICATION_EVENTS.shipmentCancelled,
    );
    expect(notificationEventOf({ type: 8, data: { action: 'deleted' } })).toBe(NOTIFICATION_EVENTS.shipmentDeleted);
  });
});
