// The charter renderer thread's entry (charter-renderer.ts): it registers tsx, as the server runs
// TypeScript through it, then imports the TypeScript renderer.
import { register } from 'tsx/esm/api';

register();
await import('./charter-pdf-thread.ts');
