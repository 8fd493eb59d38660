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
  /** A password-reset link works once, within this time (issue 25). */
  passwordResetTtlSeconds: 60 * 60,
  /**
   * Forgot-password requests (SECURITY.md #4): per address, and per e-mail whatever the address
   * (each mails the owner; nobody may flood an inbox), in one window.
   */
  forgotPasswordPerAddress: 10,
  forgotPasswordPerEmail: 3,
  forgotPasswordWindowSeconds: 60 * 60,
  /**
   * Every forgot-password answer takes at least this long, whether a mail was queued or not: the
   * timing must not tell whether an address has an account.
   */
  forgotPasswordAnswerMs: 400,
  /**
   * Current-password checks (check_pwd, and the change that checks it again) failed per user in the
   * window: past it a 429, as the login does (a stolen access token must not become a password oracle).
   */
  passwordChecksPerUser: 5,
  passwordCheckWindowSeconds: 15 * 60,
  /**
   * A verification e-mail is resent at most once in this time for one address (known or not: the
   * lock must not tell), and the client counts it down before its button works again.
   */
  verificationResendSeconds: 60,
  /** Resend requests from one network address in the window, across e-mail addresses (SECURITY.md #4). */
  verificationResendsPerAddress: 20,
  verificationResendWindowSeconds: 60 * 60,
  /** An invitation to join a company works once, within this time (issue 25, colleagues). */
  invitationTtlSeconds: 7 * 24 * 60 * 60,
  /** Invitations of one company waiting at once: each is a mail to someone outside Tariq. */
  pendingInvitationsMax: 20,
  /** Invitations one user sends in the window (SECURITY.md #4: nobody floods inboxes through us). */
  invitationsPerUser: 20,
  invitationWindowSeconds: 60 * 60,
} as const;
