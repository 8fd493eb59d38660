/** Every limit and constant of the spec, defined once for the server and the web. */
export const LIMITS = {
  passwordMin: 8,
  /** Long passphrases are welcome; the cap only bounds the hashing work. */
  passwordMax: 128,
  emailMax: 180,
  nameMax: 100,
  notificationPageSize: 5,
  notificationBadgeMax: 99,
  /** Refresh answers are shared for this long by concurrent requests (spec 000 §9). */
  tokenRefreshCacheMs: 10_000,
  /** One year, in seconds (spec 000 §9). */
  languageCookieMaxAgeSeconds: 31_536_000,
  /**
   * A refresh token presented again this soon after its rotation is a second tab racing the first,
   * not a thief: it gets new tokens instead of revoking the family (SECURITY.md #8 still applies after).
   */
  refreshReuseGraceMs: 10_000,
  accessTokenTtlSeconds: 15 * 60,
  refreshTokenTtlSeconds: 30 * 24 * 60 * 60,
  /**
   * Failed logins allowed for one account from one address in the window before a 429 for that
   * pair (the real user elsewhere is not blocked), and for one address across accounts.
   */
  loginFailureWindowSeconds: 15 * 60,
  loginFailuresPerAccount: 10,
  loginAccountBlockSeconds: 5 * 60,
  loginFailuresPerAddress: 30,
  loginAddressBlockSeconds: 15 * 60,
  /**
   * An account that failed this often in the window, from any addresses, is slowed rather than
   * locked: each attempt on it waits this much per failure beyond, up to the maximum.
   */
  loginAccountSlowdownAfter: 10,
  loginAccountSlowdownStepMs: 500,
  loginAccountSlowdownMaxMs: 5_000,
  /** Sign-up (issue 25): company texts, the share capital in DZD, zones are wilayas (at most every one of them). */
  legalNameMax: 200,
  addressMax: 300,
  shareCapitalMax: 1_000_000_000_000,
  zonesMax: 69,
  /** A verification link works once, within this time. */
  emailVerificationTtlSeconds: 48 * 60 * 60,
  /**
   * Sign-ups (well-formed ones: each costs a password hash) allowed from one address in the window
   * (SECURITY.md #4); a company's office behind one address signs up a few people, not dozens.
   */
  registrationsPerAddress: 10,
  registrationWindowSeconds: 60 * 60,
  /** VAT checks from one address per minute: each tells whether a company is on Tariq. */
  vatChecksPerAddress: 30,
  vatCheckWindowSeconds: 60,
} as const;
