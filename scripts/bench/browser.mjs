import { chromium } from '@playwright/test';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

/** Debian's headless Chromium (`CHROMIUM_PATH` names another one). */
export const launchBrowser = () => chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });

/** A new browser context (nothing cached) signed in with the tokens. */
export async function signedInContext(browser, tokens, options = {}) {
  const context = await browser.newContext(options);
  await context.addInitScript((t) => {
    localStorage.setItem('access-token', t.accessToken);
    localStorage.setItem('refresh-token', t.refreshToken);
  }, tokens);
  return context;
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Frame times (ms, counted by requestAnimationFrame in the page) while `gesture` runs: median and 90th percentile. */
export async function frameTimes(page, gesture) {
  await page.evaluate(() => {
    window.__frames = [];
    window.__stopFrames = false;
    let last = performance.now();
    const loop = (time) => {
      window.__frames.push(time - last);
      last = time;
      if (!window.__stopFrames) requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
  });
  await gesture();
  const frames = await page.evaluate(() => {
    window.__stopFrames = true;
    return window.__frames.slice(1);
  });
  frames.sort((a, b) => a - b);
  return { medianMs: median(frames), p90Ms: frames[Math.floor(frames.length * 0.9)], frames: frames.length };
}
