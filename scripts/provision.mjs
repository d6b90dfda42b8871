// What `npm test` needs on this machine besides Node and npm, all from Debian: Chromium for
// the browser tests (never a downloaded browser, see ../shared/CHROMIUM.md), gpsd's gpsdecode
// as the oracle of the AIS conformance test, and ffmpeg for the RTSP camera tests. Without
// gpsdecode or ffmpeg those tests would skip, so a green run would not have run them: the
// run stops instead. What is missing is installed in one apt-get update and install when
// the machine allows it (root, with apt-get); otherwise the run stops at once and says the
// exact command.
//
// Plain JavaScript: it runs before anything is installed.

import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/** Each tool the tests use, the Debian packages that bring it, and what it is for. */
export const TOOLS = {
  chromium: { packages: ['chromium', 'fonts-liberation'], usedBy: 'the browser tests' },
  gpsdecode: { packages: ['gpsd-clients'], usedBy: 'the AIS conformance test' },
  ffmpeg: { packages: ['ffmpeg'], usedBy: 'the RTSP camera tests' },
};

/** The command that installs these packages, as a person without root runs it. */
export function installCommand(packages) {
  return `sudo apt-get update && sudo apt-get install -y --no-install-recommends ${packages.join(' ')}`;
}

const packagesOf = (tools) => tools.flatMap((tool) => TOOLS[tool].packages);

function named(tool, chromiumPath) {
  const name = tool === 'chromium' ? `Debian's Chromium at ${chromiumPath}` : tool;
  return `${name} (${TOOLS[tool].usedBy})`;
}

function listed(items) {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * What to do before the tests: `ready` when every tool is there, `install` (with the Debian
 * packages, in the order of TOOLS) when some are not but we may install them, `stop` (with
 * the message to print) when we may not. `present` says, per tool of TOOLS, whether it is
 * there; `chromium` is where Chromium is looked for and whether PANTAU_CHROMIUM chose it.
 */
export function provisionPlan({ chromium, present, isRoot, hasAptGet }) {
  const missing = Object.keys(TOOLS).filter((tool) => !present[tool]);
  if (missing.length === 0) return { action: 'ready' };
  const others = missing.filter((tool) => tool !== 'chromium');
  if (chromium.custom && missing.includes('chromium')) {
    // A Chromium the person chose is never replaced by Debian's: they say which to use.
    return {
      action: 'stop',
      message:
        `PANTAU_CHROMIUM is ${chromium.path}, and there is no executable there. Point it at Chromium, or unset it and run: ${installCommand(TOOLS.chromium.packages)}` +
        (others.length
          ? `. The tests also need ${listed(others.map((tool) => named(tool)))}: run ${installCommand(packagesOf(others))}`
          : ''),
    };
  }
  if (isRoot && hasAptGet) return { action: 'install', packages: packagesOf(missing) };
  const one = missing.length === 1;
  return {
    action: 'stop',
    message:
      `npm test needs ${listed(missing.map((tool) => named(tool, chromium.path)))}, and ${one ? 'it is' : 'they are'} not installed` +
      (hasAptGet
        ? ` (installing ${one ? 'it' : 'them'} needs root).`
        : ' (this machine has no apt-get).') +
      ` Run: ${installCommand(packagesOf(missing))}` +
      (hasAptGet
        ? ''
        : ` on Debian${missing.includes('chromium') ? ', or set PANTAU_CHROMIUM to a Chromium binary' : ''}`) +
      ', then npm test again.',
  };
}

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(cmd) {
  return (process.env.PATH ?? '').split(':').some((dir) => dir && executable(`${dir}/${cmd}`));
}

/** Whether each tool of TOOLS is there now. */
function look(chromiumPath) {
  return {
    chromium: existsSync(chromiumPath),
    gpsdecode: onPath('gpsdecode'),
    ffmpeg: onPath('ffmpeg'),
  };
}

/** Makes sure the tools are there; returns false (after saying why) when the run must stop. */
export function ensureProvisioned(log) {
  const custom = process.env.PANTAU_CHROMIUM;
  const chromium = { path: custom ?? DEFAULT_CHROMIUM, custom: Boolean(custom) };
  const plan = provisionPlan({
    chromium,
    present: look(chromium.path),
    isRoot: process.getuid?.() === 0,
    hasAptGet: onPath('apt-get'),
  });
  if (plan.action === 'ready') return true;
  if (plan.action === 'stop') {
    log(plan.message);
    return false;
  }
  const command = installCommand(plan.packages);
  log(`installing Debian's ${plan.packages.join(', ')} with apt-get, which the tests need ...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', ...plan.packages],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (r.status !== 0) {
      log(`apt-get ${args.join(' ')} failed (exit ${r.status ?? r.signal}). Run: ${command}`);
      return false;
    }
  }
  const now = look(chromium.path);
  const still = Object.keys(TOOLS).filter((tool) => !now[tool]);
  if (still.length > 0) {
    log(
      `apt-get installed ${plan.packages.join(', ')}, but ${listed(still.map((tool) => named(tool, chromium.path)))} ${still.length === 1 ? 'is' : 'are'} still missing. Run: ${command}`,
    );
    return false;
  }
  return true;
}
