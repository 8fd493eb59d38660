import { ACCESS_RULES, accessSubjectOf, decideAccess } from '@tariq/contracts/access';
import type { TAccessRule } from '@tariq/contracts/access';
import type { TModule, TRole } from '@tariq/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { makeUser, renderRoute } from '../test/render';
import { Guard, decideRouteAccess } from './guards';
import { getMenu } from './layout/menu';
import { appRoutes } from './routes';

/** Every guarded group of the route table: its rule and the paths it holds. */
function guardedGroups(routes: RouteObject[]): { rule: TAccessRule; paths: string[] }[] {
  const groups: { rule: TAccessRule; paths: string[] }[] = [];
  for (const route of routes) {
    if (isValidElement(route.element) && route.element.type === Guard) {
      const rule = (route.element.props as { rule: TAccessRule }).rule;
      groups.push({ rule, paths: (route.children ?? []).flatMap((child) => (child.path ? [child.path] : [])) });
    }
    if (route.children) groups.push(...guardedGroups(route.children));
  }
  return groups;
}

const tableRules = Object.values(ACCESS_RULES) as TAccessRule[];
const roles: TRole[] = ['ROLE_COMMISSIONNAIRE', 'ROLE_TRANSPORTEUR', 'ROLE_ADMIN'];
const moduleSets: TModule[][] = [[], ['private_freight', 'trucks', 'invoices']];
const users = roles.flatMap((role) =>
  moduleSets.flatMap((modules) =>
    [true, false].map((isDocOk) => makeUser({ role, roles: [role], modules, is_doc_ok: isDocOk })),
  ),
);

describe('the access table on the web', () => {
  it('is the only source of the route table’s rules', () => {
    const groups = guardedGroups(appRoutes);
    expect(groups.length).toBeGreaterThanOrEqual(9);
    for (const group of groups) expect(tableRules).toContain(group.rule);
  });

  it('guards pages with every rule of the table but the onboarding’s, the staff’s area included', () => {
    const groups = guardedGroups(appRoutes);
    // The business details are a step of the dashboard's onboarding wizard, the dashboard's figures a
    // call of the dashboard, and the routes and prices on a lane hints of the offer pages (issue 31):
    // not pages of their own.
    const pageRules = Object.entries(ACCESS_RULES).filter(
      ([name]) => !['businessDetails', 'dashboardFigures', 'offerInsights'].includes(name),
    );
    for (const [name, rule] of pageRules)
      expect(
        groups.some((group) => group.rule === rule),
        name,
      ).toBe(true);
    const staff = groups.find((group) => group.rule === ACCESS_RULES.platformAdmin)!;
    expect(staff.paths.sort()).toEqual(
      [paths.admin.root.path, paths.admin.documents.path, paths.admin.companies.path, paths.admin.company.path].sort(),
    );
  });

  it('guards every group as the table decides, for every kind of user', async () => {
    for (const group of guardedGroups(appRoutes)) {
      const path = group.paths.find((candidate) => !candidate.includes(':'))!;
      for (const user of users) {
        const expected = decideRouteAccess(user, group.rule);
        const { router, unmount } = renderRoute(path, user);
        const context = `${path} for ${user.role} ${user.modules.join('+')} documents=${user.is_doc_ok}`;
        if (expected === 'forbidden') {
          await waitFor(() => expect(router.state.location.pathname, context).toBe(paths.forbidden.path));
        } else if (expected === 'documents') {
          expect(
            await screen.findByRole('heading', { name: "Votre compte n'est pas encore activé" }),
            context,
          ).toBeVisible();
        } else {
          await waitFor(() => expect(router.state.location.pathname, context).toBe(path));
          expect(screen.queryByRole('heading', { name: "Votre compte n'est pas encore activé" }), context).toBeNull();
        }
        unmount();
        cleanup();
      }
    }
  }, 60_000);

  it('maps the server’s denials to the screens: role and module forbid, documents explain', () => {
    for (const user of users) {
      for (const rule of tableRules) {
        const server = decideAccess(accessSubjectOf(user), rule);
        const web = decideRouteAccess(user, rule);
        expect(web).toBe(server === 'allow' ? 'allow' : server === 'documents' ? 'documents' : 'forbidden');
      }
    }
    expect(decideRouteAccess(null, ACCESS_RULES.signedIn)).toBe('login');
  });

  it('offers in the menu only what role and modules allow', () => {
    for (const user of users) {
      const targets = getMenu(user).flatMap((item) => [item.to, ...(item.children ?? []).map((child) => child.to)]);
      for (const group of guardedGroups(appRoutes)) {
        const decision = decideRouteAccess(user, group.rule);
        for (const target of targets.filter((to) => group.paths.includes(to))) {
          expect(decision, `${target} for ${user.role} ${user.modules.join('+')}`).not.toBe('forbidden');
        }
      }
    }
  });
});
