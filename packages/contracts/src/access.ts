import { ADMIN_ROLE, CARRIER_ROLE, SHIPPER_ROLE } from './enums';
import type { TSessionUser } from './auth';
import type { TModule, TRole } from './enums';
import type { TErrorCode } from './errors';

/** Who may use a group of routes and calls: a role, a company module, the legal documents verified. */
export type TAccessRule = {
  readonly roles?: readonly TRole[];
  readonly module?: TModule;
  /**
   * Needs an active account (is_doc_active): activated once every required legal document was
   * verified, and not closed since by a document deleted or refused. A document that only expired
   * (or its renewal awaiting review) keeps the routes open; what it covers (proposing, accepting,
   * publishing, starting a mission) is refused by the services themselves (docs/decisions/0008).
   */
  readonly documents?: boolean;
};

/**
 * The one access table (spec 000 §2's route table, per group). The web's routes, menus and guards
 * and the server's services read it; no rule is written anywhere else.
 */
export const ACCESS_RULES = {
  /** Any logged user: dashboard, profile, account calls. */
  signedIn: {},
  /**
   * The dashboard's figures (`GET /api/dashboard`, issue 31): the two roles with a company activity,
   * before their documents are verified too (a new account sees its documents' state there). The
   * page itself is `signedIn`: staff and drivers see only their account there.
   */
  dashboardFigures: { roles: [SHIPPER_ROLE, CARRIER_ROLE] },
  /** The onboarding wizard's business details (spec 000 §3): the two roles that have a company activity. */
  businessDetails: { roles: [SHIPPER_ROLE, CARRIER_ROLE] },
  /** A company's users invite, list and report colleagues, and leave it (issue 25): before documents too. */
  colleagues: { roles: [SHIPPER_ROLE, CARRIER_ROLE] },
  /** Vehicle search: shippers and carriers whose company has the trucks module. */
  vehicleSearch: { roles: [SHIPPER_ROLE, CARRIER_ROLE], module: 'trucks' },
  /** The carrier's own trucks. */
  carrierTrucks: { roles: [CARRIER_ROLE], module: 'trucks', documents: true },
  /** Freight search, offers seen by a carrier, missions, map. */
  carrierExchange: { roles: [CARRIER_ROLE], documents: true },
  /**
   * The carrier's drivers (/chauffeurs; spec 000 §2 "transporter, documents verified", spec 001 §2
   * "carrier, documents ok"): no company module gates them. Carriers are ROLE_TRANSPORTEUR only
   * (ROLE_COMMISSIONNAIRE is the shipper), and a driver never manages drivers.
   */
  carrierDrivers: { roles: [CARRIER_ROLE], documents: true },
  carrierInvoices: { roles: [CARRIER_ROLE], module: 'invoices', documents: true },
  /** Expeditions of a shipper: publishing, following, choosing a carrier. */
  shipperExchange: { roles: [SHIPPER_ROLE], documents: true },
  shipperPrivateExchange: { roles: [SHIPPER_ROLE], module: 'private_freight', documents: true },
  /**
   * What the offer pages show beside an offer (issue 31): the route map modal's route, tolls and
   * fuel, and the prices on a lane — for the shipper pricing an offer and the carrier proposing a
   * price, once their company's account is active. Not pages: the offer form and the offer page
   * are guarded by their own rules.
   */
  offerInsights: { roles: [SHIPPER_ROLE, CARRIER_ROLE], documents: true },
  /** Platform staff: document review and the admin area. */
  platformAdmin: { roles: [ADMIN_ROLE] },
} as const satisfies Record<string, TAccessRule>;

export type TAccessRuleName = keyof typeof ACCESS_RULES;

/** What a decision needs to know of the caller; the web's session user and the server's auth both give it. */
export type TAccessSubject = { role: TRole; modules: readonly TModule[]; isDocActive: boolean };

/** The web's session user as the access table reads it. */
export function accessSubjectOf(user: Pick<TSessionUser, 'role' | 'modules' | 'is_doc_active'>): TAccessSubject {
  return { role: user.role, modules: user.modules, isDocActive: user.is_doc_active };
}

export type TAccessDenial = 'role' | 'module' | 'documents';
export type TAccessDecision = 'allow' | TAccessDenial;

/** Checked in this order on both sides: role, then module, then documents. */
export function decideAccess(subject: TAccessSubject, rule: TAccessRule): TAccessDecision {
  if (rule.roles && !rule.roles.includes(subject.role)) return 'role';
  if (rule.module && !subject.modules.includes(rule.module)) return 'module';
  if (rule.documents && !subject.isDocActive) return 'documents';
  return 'allow';
}

/** The 403 code the server answers for each denial. */
export const ACCESS_DENIAL_CODES = {
  role: 'ROLE_FORBIDDEN',
  module: 'MODULE_REQUIRED',
  documents: 'DOCUMENTS_REQUIRED',
} as const satisfies Record<TAccessDenial, TErrorCode>;
