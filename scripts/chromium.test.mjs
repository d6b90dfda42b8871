import { describe, expect, it } from 'vitest';
import { INSTALL_COMMAND, chromiumPlan } from './chromium.mjs';

const base = {
  path: '/usr/bin/chromium',
  exists: false,
  isRoot: false,
  hasAptGet: true,
  custom: false,
};

describe('what npm test does about Chromium', () => {
  it('goes on when the binary is there', () => {
    expect(chromiumPlan({ ...base, exists: true })).toEqual({ action: 'ready' });
  });

  it('installs it as root with apt-get', () => {
    expect(chromiumPlan({ ...base, isRoot: true })).toEqual({ action: 'install' });
  });

  it('stops at once with the exact command when it may not install', () => {
    const plan = chromiumPlan(base);
    expect(plan.action).toBe('stop');
    expect(plan.message).toContain(INSTALL_COMMAND);
    expect(plan.message).toContain('needs root');
    expect(chromiumPlan({ ...base, isRoot: true, hasAptGet: false }).message).toContain(
      'no apt-get',
    );
  });

  it('never installs over a PANTAU_CHROMIUM that points nowhere', () => {
    const plan = chromiumPlan({ ...base, path: '/opt/chrome', custom: true, isRoot: true });
    expect(plan.action).toBe('stop');
    expect(plan.message).toContain('PANTAU_CHROMIUM is /opt/chrome');
  });
});
