/**
 * Every route of spec 000 §2, nested by domain: `path` for the route table, `getHref()` for links,
 * menus and redirects. Components never spell a route themselves, so renaming one is a change here only.
 */
import type { TStoredDocumentStatus } from '@tariq/contracts/documents';

/** A route without parameters: its href is its path. */
function route<const TPath extends string>(path: TPath) {
  return { path, getHref: (): string => path };
}

/** `path?query`, with the query encoded by URLSearchParams; no `?` when nothing is set. */
function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * A paged list: `page` goes in the query from the second page on, so page 1 keeps the bare path;
 * `q`, the list's search by number, when there is one.
 */
function pagedRoute<const TPath extends string>(path: TPath) {
  return {
    path,
    getHref: (options: { page?: number; q?: string } = {}): string =>
      withQuery(path, {
        q: options.q || undefined,
        page: options.page && options.page > 1 ? String(options.page) : undefined,
      }),
  };
}

export const paths = {
  auth: {
    /** The spec's login screen; logging out lands here. */
    root: route('/auth'),
    login: route('/login'),
    register: route('/register'),
    emailVerification: route('/emailVerification'),
    forgotPassword: route('/forgot-password'),
    /** The page of the link mailed by the forgotten-password form. */
    resetPassword: {
      path: '/reset-password',
      getHref: (token?: string): string => withQuery('/reset-password', { token }),
    },
    /** The page of the link mailed to an invited colleague: joins the inviter's company. */
    invitation: {
      path: '/invitation',
      getHref: (token?: string): string => withQuery('/invitation', { token }),
    },
  },

  dashboard: {
    root: route('/dashboard'),
    me: route('/dashboard/me'),
  },

  profile: {
    root: route('/profile'),
    edit: route('/profile/edit'),
    /** The documents tab; with a type, that document's card (`anchor`, its id), as the inactive-account page links. */
    documents: {
      path: '/profile/documents',
      anchor: (type: string): string => `document-${type}`,
      getHref: (type?: string): string =>
        type ? `/profile/documents#${paths.profile.documents.anchor(type)}` : '/profile/documents',
    },
    billing: route('/profile/facturation'),
    /** The company's users and pending invitations (issue 25): shippers and carriers. */
    colleagues: route('/profile/collegues'),
    /** A carrier's private networks (issue 27): the shippers that have it in their network. */
    networks: route('/profile/reseaux'),
    /** Beyond spec 000 §2's three tabs: the e-mail notification settings and the password (spec 001 §2). */
    notifications: route('/profile/notifications'),
    security: route('/profile/securite'),
  },

  trucks: {
    /** Vehicle search (shippers and carriers with the trucks module). */
    root: route('/trucks'),
    /** The carrier's trucks; `truck`: one of them brought forward with its loads (a notification's link). */
    mine: {
      path: '/trucks/my',
      getHref: (options: { truck?: string } = {}): string => withQuery('/trucks/my', { truck: options.truck }),
    },
  },

  freights: {
    /** Freight search; `tab: 'private'` opens its private-exchange tab. */
    root: {
      path: '/freights',
      /** `search`: the filters of a search, as the API names them (the URL is the API's query). */
      getHref: (options: { tab?: 'private'; search?: URLSearchParams } = {}): string =>
        withQuery('/freights', { tab: options.tab, ...Object.fromEntries(options.search ?? []) }),
    },
    favorite: pagedRoute('/freights/favorite'),
    consulted: pagedRoute('/freights/consulted'),
    new: route('/freights/new'),
    /** The offers of a search on a map: `search` as for `root`. */
    map: {
      path: '/map',
      getHref: (options: { search?: URLSearchParams } = {}): string =>
        withQuery('/map', Object.fromEntries(options.search ?? [])),
    },
    /** Target of notification type 7: redirects to the private tab of freight search. */
    privateTarget: route('/private'),
  },

  offers: {
    root: route('/offres'),
    detail: {
      path: '/offres/:uid',
      getHref: (uid: string): string => `/offres/${encodeURIComponent(uid)}`,
    },
  },

  expeditions: {
    /** The list's first tab: the offers in exchange, waiting for a carrier (spec 000 §2: scheduled is tab 1). */
    root: pagedRoute('/expeditions'),
    new: {
      path: '/expedition/new',
      /** `template`: start from that template; `from`: a copy of that offer. */
      getHref: (options: { template?: string; from?: string } = {}): string =>
        withQuery('/expedition/new', { template: options.template, from: options.from }),
    },
    /** After publishing: the uids of the copies just published; `private`: in the private exchange. */
    published: {
      path: '/expedition/published',
      getHref: (uids: readonly string[], options: { private?: boolean } = {}): string =>
        withQuery('/expedition/published', { uids: uids.join(','), private: options.private ? '1' : undefined }),
    },
    scheduled: pagedRoute('/expeditions/scheduled'),
    inProgress: pagedRoute('/expeditions/inprogress'),
    completed: pagedRoute('/expeditions/completed'),
    /** The list's last two tabs (spec 001 §2: cancelled, expired); spec 000 §2 names only the first three. */
    cancelled: pagedRoute('/expeditions/cancelled'),
    expired: pagedRoute('/expeditions/expired'),
    detail: {
      path: '/expeditions/:uid',
      getHref: (uid: string): string => `/expeditions/${encodeURIComponent(uid)}`,
    },
    edit: {
      path: '/expeditions/:uid/edit',
      getHref: (uid: string): string => `/expeditions/${encodeURIComponent(uid)}/edit`,
    },
    /** The shipper's private exchange (issue 27): its network, or with `tab: 'directory'` the carrier directory. */
    privateExchange: {
      path: '/private-bourse',
      getHref: (options: { tab?: 'directory' } = {}): string => withQuery('/private-bourse', { tab: options.tab }),
    },
  },

  network: {
    /** A carrier already on Tariq opens a shipper's invitation link: it joins that shipper's network. */
    invitation: {
      path: '/network-invitation',
      getHref: (token?: string): string => withQuery('/network-invitation', { token }),
    },
  },

  missions: {
    /** The list's first tab (in progress), like /missions/inprogress. */
    root: pagedRoute('/missions'),
    inProgress: pagedRoute('/missions/inprogress'),
    completed: pagedRoute('/missions/completed'),
    /** Beyond spec 000 §2's two tabs: the missions declined or cancelled. */
    cancelled: pagedRoute('/missions/cancelled'),
  },

  drivers: {
    /** The carrier's drivers (issue 29); `page` for a fleet past one page of the API's largest size. */
    root: pagedRoute('/chauffeurs'),
  },

  invoices: {
    /** The carrier's invoices (issue 30); the first tab lists the delivered missions to invoice. */
    root: pagedRoute('/invoices'),
    drafts: pagedRoute('/invoices/drafts'),
    /** The issued invoices; `paid` and `overdue`: the list's filters (the dashboard links to each figure's list). */
    issued: {
      path: '/invoices/issued',
      getHref: (options: { page?: number; paid?: 'paid' | 'unpaid'; overdue?: boolean } = {}): string =>
        withQuery('/invoices/issued', {
          paid: options.paid,
          overdue: options.overdue ? '1' : undefined,
          page: options.page && options.page > 1 ? String(options.page) : undefined,
        }),
    },
    /** One invoice: a draft to edit and issue, or an issued one to read, download and send. */
    detail: {
      path: '/invoices/:id',
      getHref: (id: string): string => `/invoices/${encodeURIComponent(id)}`,
    },
  },

  admin: {
    /** Platform staff's area (ROLE_ADMIN): redirects to the document review queue. */
    root: route('/admin'),
    /**
     * The legal documents to review, oldest first; `status` another tab than the queue (in
     * validation), `page` from the second page on.
     */
    documents: {
      path: '/admin/documents',
      getHref: (options: { status?: TStoredDocumentStatus; page?: number } = {}): string =>
        withQuery('/admin/documents', {
          status: options.status && options.status !== 'in_validation' ? options.status : undefined,
          page: options.page && options.page > 1 ? String(options.page) : undefined,
        }),
    },
    /** The companies, newest first; `q` a search by name, NIF, RC or a user's e-mail. */
    companies: pagedRoute('/admin/companies'),
    /** A company's identifiers, settings, users, documents and audit trail. */
    company: {
      path: '/admin/companies/:id',
      getHref: (id: string): string => `/admin/companies/${encodeURIComponent(id)}`,
    },
  },

  forbidden: route('/forbidden'),

  dev: {
    /** The developer mailbox: outside production, the mails the platform sent, with their links. */
    mailbox: route('/dev/mailbox'),
  },
  /** The terms of use accepted at sign-up: open to everyone. */
  terms: route('/terms'),
} as const;

/**
 * Whether `href` stays inside the app (a path of ours, not `//host` nor `https://…`): only such a
 * target is followed after login, or a crafted link could send a fresh session to another site.
 */
export function isAppHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}
