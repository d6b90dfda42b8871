import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Which proxies may say who the client is (`X-Forwarded-For`, `-Proto`, `-Host`): none
 * (`false`, the default: the socket's address is the client), the nearest `n` hops, or the
 * proxies at these addresses or CIDR blocks. Fastify's `trustProxy` takes each form as is.
 */
export type TrustProxy = false | number | string[];

function isAddressOrCidr(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/** `PANTAU_TRUST_PROXY`: off (unset, `off`, `false`), a hop count, or a comma list of addresses/CIDRs. */
export const TrustProxySetting = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const v = raw?.trim() ?? '';
    if (v === '' || v === 'off' || v === 'false' || v === '0') return false;
    if (/^\d+$/.test(v)) {
      const hops = Number(v);
      if (hops <= 32) return hops;
      ctx.addIssue({ code: 'custom', message: 'a hop count must be 1–32' });
      return z.NEVER;
    }
    const entries = v.split(',').map((e) => e.trim());
    const bad = entries.filter((e) => !isAddressOrCidr(e));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a hop count or a comma list of addresses/CIDRs; not: ${bad.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** The setting as Fastify's `trustProxy` option takes it (a hop count as its hop test). */
export function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
