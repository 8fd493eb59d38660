// The PDF renderer thread's entry (pdf-renderer.ts): it registers tsx, as the server runs
// TypeScript through it, then imports the TypeScript thread.
import { register } from 'tsx/esm/api';

// React lays the documents out here in its production build: the development one checks and records
// every element it renders (12 % of a document's CPU), for the same PDF. This thread's environment
// is its own copy: the server's mode (demo data, the mailbox page) is unchanged.
process.env.NODE_ENV = 'production';
register();
await import('./pdf-thread.ts');
