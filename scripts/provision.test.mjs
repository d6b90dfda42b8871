import { describe, expect, it } from 'vitest';
import { installCommand, provisionPlan } from './provision.mjs';

const all = { chromium: true, gpsdecode: true, ffmpeg: true };
const base = {
  chromium: { path: '/usr/bin/chromium', custom: false },
  present: all,
  isRoot: false,
  hasAptGet: true,
};
const everything = ['chromium', 'fonts-liberation', 'gpsd-clients', 'ffmpeg'];

describe('what npm test does about Chromium, gpsdecode and ffmpeg', () => {
  it('goes on when everything is there', () => {
    expect(provisionPlan(base)).toEqual({ action: 'ready' });
    expect(provisionPlan({ ...base, isRoot: true })).toEqual({ action: 'ready' });
  });

  it('installs everything missing at once as root with apt-get', () => {
    const root = { ...base, isRoot: true };
    expect(provisionPlan({ ...root, present: { ...all, chromium: false } })).toEqual({
      action: 'install',
      packages: ['chromium', 'fonts-liberation'],
    });
    expect(provisionPlan({ ...root, present: { ...all, gpsdecode: false } })).toEqual({
      action: 'install',
      packages: ['gpsd-clients'],
    });
    expect(provisionPlan({ ...root, present: { ...all, ffmpeg: false } })).toEqual({
      action: 'install',
      packages: ['ffmpeg'],
    });
    expect(
      provisionPlan({ ...root, present: { chromium: true, gpsdecode: false, ffmpeg: false } }),
    ).toEqual({ action: 'install', packages: ['gpsd-clients', 'ffmpeg'] });
    expect(
      provisionPlan({ ...root, present: { chromium: false, gpsdecode: false, ffmpeg: false } }),
    ).toEqual({ action: 'install', packages: everything });
  });

  it('stops at once with the exact command when it may not install', () => {
    const plan = provisionPlan({ ...base, present: { ...all, ffmpeg: false } });
    expect(plan.action).toBe('stop');
    expect(plan.message).toContain('ffmpeg (the RTSP camera tests), and it is not installed');
    expect(plan.message).toContain('needs root');
    expect(plan.message).toContain(`Run: ${installCommand(['ffmpeg'])}, then npm test again.`);

    const none = provisionPlan({
      ...base,
      present: { chromium: false, gpsdecode: false, ffmpeg: false },
    });
    expect(none.action).toBe('stop');
    expect(none.message).toContain(
      "npm test needs Debian's Chromium at /usr/bin/chromium (the browser tests), gpsdecode (the AIS conformance test) and ffmpeg (the RTSP camera tests), and they are not installed",
    );
    expect(none.message).toContain(`Run: ${installCommand(everything)}`);
    expect(installCommand(everything)).toBe(
      'sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium fonts-liberation gpsd-clients ffmpeg',
    );

    const noApt = provisionPlan({
      ...base,
      isRoot: true,
      hasAptGet: false,
      present: { ...all, chromium: false, gpsdecode: false },
    });
    expect(noApt.action).toBe('stop');
    expect(noApt.message).toContain('no apt-get');
    expect(noApt.message).toContain(
      `Run: ${installCommand(['chromium', 'fonts-liberation', 'gpsd-clients'])} on Debian, or set PANTAU_CHROMIUM to a Chromium binary`,
    );
  });

  it('never installs over a PANTAU_CHROMIUM that points nowhere', () => {
    const custom = { ...base, chromium: { path: '/opt/chrome', custom: true }, isRoot: true };
    const plan = provisionPlan({ ...custom, present: { ...all, chromium: false } });
    expect(plan).toEqual({
      action: 'stop',
      message: `PANTAU_CHROMIUM is /opt/chrome, and there is no executable there. Point it at Chromium, or unset it and run: ${installCommand(['chromium', 'fonts-liberation'])}`,
    });
    // Nor installs the rest meanwhile: it says what else to install.
    const more = provisionPlan({
      ...custom,
      present: { chromium: false, gpsdecode: true, ffmpeg: false },
    });
    expect(more.action).toBe('stop');
    expect(more.message).toContain('PANTAU_CHROMIUM is /opt/chrome');
    expect(more.message).toContain(
      `ffmpeg (the RTSP camera tests): run ${installCommand(['ffmpeg'])}`,
    );
  });

  it('uses the PANTAU_CHROMIUM that is there, installing only what else is missing', () => {
    const custom = { ...base, chromium: { path: '/opt/chrome', custom: true }, isRoot: true };
    expect(provisionPlan(custom)).toEqual({ action: 'ready' });
    expect(provisionPlan({ ...custom, present: { ...all, gpsdecode: false } })).toEqual({
      action: 'install',
      packages: ['gpsd-clients'],
    });
  });
});
