import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../app/routes';
import { isAppHref, paths } from './paths';

type TRoute = { path: string; getHref: (...args: never[]) => string };

function leaves(tree: object): TRoute[] {
  return Object.values(tree).flatMap((value: object) =>
    'path' in value && 'getHref' in value ? [value as TRoute] : leaves(value),
  );
}

function routedPaths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [...(route.path ? [route.path] : []), ...routedPaths(route.children ?? [])]);
}

describe('paths', () => {
  it('keeps the URLs of spec 000 §2', () => {
    expect(leaves(paths).map((route) => route.path)).toEqual([
      '/auth',
      '/login',
      '/register',
      '/emailVerification',
      '/forgot-password',
      '/reset-password',
      '/invitation',
      '/dashboard',
      '/dashboard/me',
      '/profile',
      '/profile/edit',
      '/profile/documents',
      '/profile/facturation',
      '/profile/collegues',
      '/profile/reseaux',
      '/profile/notifications',
      '/profile/securite',
      '/trucks',
      '/trucks/my',
      '/freights',
      '/freights/favorite',
      '/freights/consulted',
      '/freights/new',
      '/map',
      '/private',
      '/offres',
      '/offres/:uid',
      '/expeditions',
      '/expedition/new',
      '/expedition/published',
      '/expeditions/scheduled',
      '/expeditions/inprogress',
      '/expeditions/completed',
      '/expeditions/cancelled',
      '/expeditions/expired',
      '/expeditions/:uid',
      '/expeditions/:uid/edit',
      '/private-bourse',
      '/network-invitation',
      '/missions',
      '/missions/inprogress',
      '/missions/completed',
      '/missions/cancelled',
      '/chauffeurs',
      '/invoices',
      '/invoices/drafts',
      '/invoices/issued',
      '/invoices/:id',
      '/admin',
      '/admin/documents',
      '/admin/companies',
      '/admin/companies/:id',
      '/forbidden',
      '/dev/mailbox',
      '/terms',
    ]);
  });

  it('routes every path of the table', () => {
    const routed = routedPaths(appRoutes);
    for (const route of leaves(paths)) expect(routed, route.path).toContain(route.path);
  });

  it('builds hrefs with their parameters encoded and their query by URLSearchParams', () => {
    expect(paths.offers.detail.getHref('a1b2')).toBe('/offres/a1b2');
    expect(paths.expeditions.detail.getHref('a/b c')).toBe('/expeditions/a%2Fb%20c');
    expect(paths.freights.root.getHref()).toBe('/freights');
    expect(paths.freights.root.getHref({ tab: 'private' })).toBe('/freights?tab=private');
    expect(paths.freights.favorite.getHref()).toBe('/freights/favorite');
    expect(paths.expeditions.root.getHref()).toBe('/expeditions');
    expect(paths.expeditions.completed.getHref({ page: 1 })).toBe('/expeditions/completed');
    expect(paths.expeditions.completed.getHref({ page: 3 })).toBe('/expeditions/completed?page=3');
    expect(paths.missions.inProgress.getHref()).toBe('/missions/inprogress');
    expect(paths.missions.completed.getHref({ page: 2 })).toBe('/missions/completed?page=2');
    expect(paths.auth.invitation.getHref('a b&c')).toBe('/invitation?token=a+b%26c');
    expect(paths.admin.documents.getHref()).toBe('/admin/documents');
    expect(paths.admin.documents.getHref({ status: 'in_validation', page: 1 })).toBe('/admin/documents');
    expect(paths.admin.documents.getHref({ status: 'refused', page: 2 })).toBe(
      '/admin/documents?status=refused&page=2',
    );
  });

  it('follows after login only a target inside the app', () => {
    expect(isAppHref('/missions?page=2')).toBe(true);
    expect(isAppHref('//evil.example')).toBe(false);
    expect(isAppHref('https://evil.example')).toBe(false);
  });
});
