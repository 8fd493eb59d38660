import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, chromiumPath, startPlatform } from './platform';

/**
 * One platform and one Chromium for every browser file: each start costs seconds, and the files
 * only need a platform started from scratch, not one each. Files share its data, so each flow
 * works on offers it publishes itself and reads counts relative to its own start.
 */
export default async function setup(project: TestProject) {
  const platform = await startPlatform();
  const browser = await chromium.launchServer({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  // The server listens before its demo data is ready and prints the demo logins once it is: the
  // files read what it printed then (a snapshot: a value provided here is not read again later).
  await waitForOutput(platform, 'Demo accounts', 120_000);
  project.provide('platformUrl', platform.url);
  project.provide('platformStartOutput', platform.output());
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await platform.stop();
  };
}

/** Until the platform has printed `text`, or `ms` have passed (the file that checks it says what is missing). */
async function waitForOutput(platform: { output(): string }, text: string, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!platform.output().includes(text) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    platformUrl: string;
    platformStartOutput: string;
    browserEndpoint: string;
  }
}
