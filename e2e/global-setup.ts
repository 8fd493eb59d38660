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
  project.provide('platformUrl', platform.url);
  project.provide('platformStartOutput', platform.output());
  project.provide('browserEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await platform.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    platformUrl: string;
    platformStartOutput: string;
    browserEndpoint: string;
  }
}
