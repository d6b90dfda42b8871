// What the browser tests need on this machine: Debian's Chromium (never a downloaded browser,
// see ../shared/CHROMIUM.md). `npm test` installs it when it is missing and the machine
// allows it (root, with apt-get); otherwise it stops at once and says the exact command.
//
// Plain JavaScript: it runs before anything is installed.

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';
export const APT_PACKAGES = ['chromium', 'fonts-liberation'];
export const INSTALL_COMMAND = `sudo apt-get update && sudo apt-get install -y --no-install-recommends ${APT_PACKAGES.join(' ')}`;

/**
 * What to do about Chromium: `ready` when the binary is there, `install` when it is not but
 * we may install it, `stop` (with the message to print) when we may not.
 */
export function chromiumPlan({ path, exists, isRoot, hasAptGet, custom }) {
  if (exists) return { action: 'ready' };
  if (custom) {
    return {
      action: 'stop',
      message: `PANTAU_CHROMIUM is ${path}, and there is no executable there. Point it at Chromium, or unset it and run: ${INSTALL_COMMAND}`,
    };
  }
  if (isRoot && hasAptGet) return { action: 'install' };
  return {
    action: 'stop',
    message:
      `The browser tests need Debian's Chromium at ${path}, and it is not installed` +
      (hasAptGet ? ' (installing it needs root).' : ' (this machine has no apt-get).') +
      ` Run: ${INSTALL_COMMAND}` +
      (hasAptGet ? '' : ' on Debian, or set PANTAU_CHROMIUM to a Chromium binary') +
      ', then npm test again.',
  };
}

function onPath(cmd) {
  return (process.env.PATH ?? '').split(':').some((dir) => dir && existsSync(`${dir}/${cmd}`));
}

/** Makes sure Chromium is there; returns false (after saying why) when the run must stop. */
export function ensureChromium(log) {
  const custom = process.env.PANTAU_CHROMIUM;
  const path = custom ?? DEFAULT_CHROMIUM;
  const plan = chromiumPlan({
    path,
    exists: existsSync(path),
    isRoot: process.getuid?.() === 0,
    hasAptGet: onPath('apt-get'),
    custom: Boolean(custom),
  });
  if (plan.action === 'ready') return true;
  if (plan.action === 'stop') {
    log(plan.message);
    return false;
  }
  log(
    `Chromium is missing at ${path}; installing Debian's ${APT_PACKAGES.join(', ')} with apt-get ...`,
  );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', ...APT_PACKAGES],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) {
      log(
        `apt-get ${args.join(' ')} failed (exit ${r.status ?? r.signal}). Run: ${INSTALL_COMMAND}`,
      );
      return false;
    }
  }
  if (!existsSync(path)) {
    log(`apt-get installed chromium, but ${path} is still missing. Run: ${INSTALL_COMMAND}`);
    return false;
  }
  return true;
}
