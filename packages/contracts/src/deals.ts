/**
 * @deprecated The proposals domain's contracts are in `./proposals` (`@tariq/contracts/proposals`).
 * This path stays only while the web's imports of `@tariq/contracts/deals` move with the
 * web's own rename of its deals feature to proposals (issue 22); remove it then.
 */
export * from './proposals';
