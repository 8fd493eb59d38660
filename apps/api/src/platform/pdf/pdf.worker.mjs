// The PDF renderer thread's entry (pdf-renderer.ts): it registers tsx, as the server runs
// TypeScript through it, then imports the TypeScript thread.
import { register } from 'tsx/esm/api';

register();
await import('./pdf-thread.ts');
