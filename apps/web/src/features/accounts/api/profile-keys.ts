/** Query keys of the account settings: every operation file reads and writes through these. */
export const profileKeys = {
  all: ['profile'] as const,
  profile: (userId: string) => [...profileKeys.all, 'user', userId] as const,
  emailNotifications: () => [...profileKeys.all, 'email-notifications'] as const,
  colleagues: () => [...profileKeys.all, 'colleagues'] as const,
  /** The company's legal documents (`GET /api/documents`): the documents tab and the inactive-account page. */
  documents: () => [...profileKeys.all, 'documents'] as const,
};
