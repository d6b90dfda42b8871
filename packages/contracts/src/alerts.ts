import { ALERT_PRIORITIES, ALERT_TRIGGERS, ALERT_TYPES } from '@pantau/domain';
import type {
  AlertPriority as DomainAlertPriority,
  AlertType as DomainAlertType,
  NotifyPreferences,
} from '@pantau/domain';
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { MmsiParams } from './vessels.ts';
import { singleLineText, wholeNumber } from './fields.ts';
import { IdParams } from './users.ts';

/**
 * Alerts (issue #17; SPEC §2.26 Alert dialog, §3 'Alert types' and 'Settings', §6 tab
 * visibility and live pushes). One record per situation (a pair, a visit, a gap) that
 * opens, updates and closes; the server answers and pushes only the types the caller may see.
 */
export { ALERT_PRIORITIES, ALERT_TRIGGERS, ALERT_TYPES };
export type AlertType = DomainAlertType;
export type AlertPriority = DomainAlertPriority;
export const AlertTypeSchema = z.enum(ALERT_TYPES, {
  error: `type must be one of ${ALERT_TYPES.join(', ')}`,
});
export const AlertPrioritySchema = z.enum(ALERT_PRIORITIES);

/** Rows per page of the dialog's table ('Load Previous' fetches the next page). */
export const ALERT_PAGE = 50;
export const ALERT_PAGE_MAX = 200;
export const ALERT_QUERY_MAX = 100;
/** SPEC §9 'alert ignored if older than 10 s': the web app does not sound an older push. */
export const ALERT_SOUND_MAX_AGE_MS = 10_000;

const DetailValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const AlertView = z
  .object({
    id: z.number(),
    type: AlertTypeSchema,
    priority: AlertPrioritySchema,
    status: z.enum(['open', 'closed']),
    mmsi: z.number(),
    name: z.string().nullable(),
    callSign: z.string().nullable(),
    shipType: z.number().nullable(),
    lon: z.number().nullable(),
    lat: z.number().nullable(),
    openedAt: z.number().describe('unix ms: when the situation began'),
    updatedAt: z.number().describe('unix ms: the newest message that changed it'),
    closedAt: z.number().nullable().describe('unix ms; null while open'),
    ackBy: z.string().nullable().describe('username who acknowledged it'),
    ackAt: z.number().nullable(),
    details: z
      .record(z.string(), DetailValue)
      .describe(
        "The type's SPEC §3 columns: boundary port/portId/status; aoi and alur aoi/portName/status; " +
          'doubleMmsi src/distance; closeDistance mmsi2/callSign2/shipType2/distance/cpa/tcpa; ' +
          'idle timeIdle/timeBefore/source; doubleCallSign count/mmsi2; aisOff lastData*/gapMin/' +
          'detectedAtSource; noImo aisClass; zee flag/status/course/heading/blacklistStatus',
      ),
  })
  .meta({ id: 'Alert' });
export type AlertView = z.infer<typeof AlertView>;

export const AlertListQuery = z.object({
  type: AlertTypeSchema,
  q: z
    .string()
    .trim()
    .max(ALERT_QUERY_MAX, `q may not be greater than ${ALERT_QUERY_MAX} characters`)
    .optional()
    .describe('search: MMSI, name or call sign (either vessel of a pair)'),
  before: wholeNumber('before', 1)
    .optional()
    .describe("an id: alerts older than it ('Load Previous')"),
  limit: wholeNumber('limit', 1, ALERT_PAGE_MAX).default(ALERT_PAGE),
});
export type AlertListQuery = z.infer<typeof AlertListQuery>;

export const AlertList = z
  .object({
    alerts: z.array(AlertView),
    next: z.number().nullable().describe("the cursor for 'Load Previous', or null"),
  })
  .meta({ id: 'AlertList' });
export type AlertList = z.infer<typeof AlertList>;

export const AlertCount = z.object({
  type: AlertTypeSchema,
  open: z.number().describe('open alerts of the type'),
  attention: z
    .number()
    .describe(
      'open alarms and warnings of the type not yet acknowledged: what needs a person (the bell)',
    ),
  latestAt: z.number().nullable().describe('unix ms of the newest update, for the badge'),
});
export const AlertCounts = z
  .object({ counts: z.array(AlertCount).describe('only the types the caller may see') })
  .meta({ id: 'AlertCounts' });
export type AlertCounts = z.infer<typeof AlertCounts>;

/** How many vessels the map is told of at most (the newest alerts' first). */
export const ATTENTION_VESSELS_MAX = 2000;

export const AttentionVessels = z
  .object({
    vessels: z
      .array(
        z.object({
          mmsi: z.number(),
          priority: AlertPrioritySchema.describe('the highest of its waiting alerts'),
        }),
      )
      .describe(
        'vessels with an open alarm or warning nobody acknowledged yet, of the types the caller may see',
      ),
    truncated: z.boolean().describe(`more than ${ATTENTION_VESSELS_MAX} vessels: only the newest`),
  })
  .meta({ id: 'AttentionVessels' });
export type AttentionVessels = z.infer<typeof AttentionVessels>;

export const SILENCE_PERIODS = ['occurrence', '1h', '6h', '1d', '1w', 'custom'] as const;
export type SilencePeriod = (typeof SILENCE_PERIODS)[number];

export const SilenceBody = z
  .object({
    mmsi: z
      .number({ error: 'mmsi must be a number' })
      .int('mmsi must be a whole number')
      .min(0, 'mmsi must be 0..999999999')
      .max(999_999_999, 'mmsi must be 0..999999999'),
    type: AlertTypeSchema,
    period: z.enum(SILENCE_PERIODS, {
      error: `period must be one of ${SILENCE_PERIODS.join(', ')}`,
    }),
    until: z
      .number({ error: 'until must be a number (unix ms)' })
      .optional()
      .describe("unix ms; required for 'custom'"),
    alertId: z
      .number()
      .int()
      .positive()
      .optional()
      .describe("the alert whose behaviour is silenced; required for 'occurrence'"),
  })
  .superRefine((b, ctx) => {
    if (b.period === 'custom' && b.until === undefined)
      ctx.addIssue({ code: 'custom', path: ['until'], message: "until is required for 'custom'" });
    if (b.period === 'occurrence' && b.alertId === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['alertId'],
        message: "alertId is required for 'occurrence'",
      });
  })
  .meta({ id: 'AlertSilence' });
export type SilenceBody = z.infer<typeof SilenceBody>;

export const SilenceResult = z.object({
  until: z.number().describe('unix ms; for an occurrence, the far future until it closes'),
});

export const ALERT_EXPORT_FORMATS = ['xlsx', 'pdf'] as const;
export const AlertExportQuery = z.object({
  type: AlertTypeSchema,
  format: z.enum(ALERT_EXPORT_FORMATS, { error: "format must be 'xlsx' or 'pdf'" }),
  q: AlertListQuery.shape.q,
});
export type AlertExportQuery = z.infer<typeof AlertExportQuery>;

// ---------------------------------------------------------------------------------------
// Settings (SPEC §3 'Settings', §10 'Settings options'): triggers, actions, radius per POI
// category with unit m/km/nm stored in metres.
// ---------------------------------------------------------------------------------------

export const ALERT_ACTIONS = ['notification', 'email', 'telegram'] as const;
export const RADIUS_UNITS = ['m', 'km', 'nm'] as const;
export type RadiusUnit = (typeof RADIUS_UNITS)[number];
/** Metres per unit (SPEC §10 Units: 1 nm = 1852 m, 1 km = 1000 m). */
export const RADIUS_UNIT_M: Record<RadiusUnit, number> = { m: 1, km: 1000, nm: 1852 };
/** The POI categories of SPEC §1, each with its boundary radius. */
export const POI_CATEGORIES = [
  'port',
  'marina',
  'srop',
  'vts',
  'fpso',
  'terminal',
  'lighthouse',
  'sbnp',
  'unidentified',
] as const;
export type AlertPoiCategory = (typeof POI_CATEGORIES)[number];
export const RADIUS_MAX_M = 1_000_000;

const Metres = z
  .number({ error: 'metres must be a number' })
  .gt(0, 'metres must be greater than 0')
  .max(RADIUS_MAX_M, `metres may not be over ${RADIUS_MAX_M}`);

export const AlertRadius = z.object({
  metres: Metres.describe('stored in metres'),
  unit: z.enum(RADIUS_UNITS, { error: "unit must be 'm', 'km' or 'nm'" }).describe('shown in'),
});
export type AlertRadius = z.infer<typeof AlertRadius>;

export const AlertSettings = z
  .object({
    triggers: z.array(z.enum(ALERT_TRIGGERS)).max(ALERT_TRIGGERS.length).describe('TriggerAlert'),
    actions: z.array(z.enum(ALERT_ACTIONS)).max(ALERT_ACTIONS.length).describe('ActionAlert'),
    email: z.email('email must be valid').max(254).nullable().describe('where Email sends'),
    telegramChatId: singleLineText('telegramChatId', 64)
      .regex(
        /^-?[0-9]{1,20}$|^@[A-Za-z0-9_]{5,32}$/,
        'telegramChatId must be a chat id or @channel',
      )
      .nullable()
      .describe('where Telegram sends'),
    distance: AlertRadius.describe('Distance Alert: Close Distance threshold (default in m)'),
    boundary: z
      .record(z.enum(POI_CATEGORIES), AlertRadius)
      .describe('Radius Boundary per POI category (default in km)'),
  })
  .meta({ id: 'AlertSettings' });
export type AlertSettings = z.infer<typeof AlertSettings>;

/**
 * SPEC §3/§10 defaults: triggers Distance and Boundary, action Notification; the boundary
 * radius of every POI category 55,560 m (30 NM) shown in km; the distance shown in m (its
 * default is the domain's `DEFAULT_ALERT_THRESHOLDS.closeDistanceM`).
 */
export function defaultAlertSettings(distanceM: number, boundaryM: number): AlertSettings {
  const boundary = {} as AlertSettings['boundary'];
  for (const c of POI_CATEGORIES) boundary[c] = { metres: boundaryM, unit: 'km' };
  return {
    triggers: ['closeDistance', 'boundary'],
    actions: ['notification'],
    email: null,
    telegramChatId: null,
    distance: { metres: distanceM, unit: 'm' },
    boundary,
  };
}

/** What the notification rule (`@pantau/domain` notify.ts) reads of a user's settings. */
export function notifyPreferences(s: AlertSettings): NotifyPreferences {
  const boundaryM: Record<string, number> = {};
  for (const [category, r] of Object.entries(s.boundary)) boundaryM[category] = r.metres;
  return { triggers: s.triggers, actions: s.actions, distanceM: s.distance.metres, boundaryM };
}

/**
 * The alert settings' POI category of a registry category (SPEC §3 'POI'): the lighthouse
 * (mercu suar) apart from the other aids, TUKS and TERSUS as terminals; a Kantor Disnav is an
 * office, not a boundary of its own (its port is one already).
 */
export function boundaryCategoryOf(registryCategory: string): AlertPoiCategory | null {
  switch (registryCategory) {
    case 'ports':
      return 'port';
    case 'marinas':
      return 'marina';
    case 'srop':
    case 'vts':
    case 'fpso':
    case 'terminal':
    case 'unidentified':
      return registryCategory;
    case 'tuks':
    case 'tersus':
      return 'terminal';
    case 'sbnp-mercu suar':
      return 'lighthouse';
    default:
      return registryCategory.startsWith('sbnp-') ? 'sbnp' : null;
  }
}

// ---------------------------------------------------------------------------------------
// The live socket: channel `watch-alerts`.
// ---------------------------------------------------------------------------------------

/** Alert dialog or badges open: the server pushes `{type:'alert'}` for the types the user may see. */
export const LiveWatchAlerts = z.object({ type: z.literal('watch-alerts'), on: z.boolean() });
export type LiveWatchAlerts = z.infer<typeof LiveWatchAlerts>;

/**
 * A new or updated alert. `alert.updatedAt` older than 10 s on arrival, or `notify: false`
 * (SPEC §3 'Settings': its trigger off, or a Close Distance beyond the user's Distance
 * Alert, or the Notification action off): not sounded.
 */
export const LiveAlertMessage = z.object({
  type: z.literal('alert'),
  alert: AlertView,
  /** false: the user's alert settings do not want it sounded (it is still listed). */
  notify: z.boolean().optional(),
});
export type LiveAlertMessage = z.infer<typeof LiveAlertMessage>;

/**
 * The flood limit: past a socket's budget in a second, the rest of the burst comes as one
 * summary (counts per type and the newest time); the dialog refetches its tab.
 */
export const LiveAlertBurstMessage = z.object({
  type: z.literal('alert-burst'),
  counts: z.array(z.object({ type: AlertTypeSchema, n: z.number() })),
  latestAt: z.number(),
});
export type LiveAlertBurstMessage = z.infer<typeof LiveAlertBurstMessage>;

/** One outgoing channel as the Notification tab shows it (issue #17). */
export const AlertChannelStatus = z
  .object({
    configured: z.boolean(),
    pending: z.number(),
    sent: z.number(),
    failed: z.number(),
    dropped: z.number(),
    lastError: z.string().nullable(),
    lastErrorAt: z.number().nullable(),
    lastSentAt: z.number().nullable(),
    retryAt: z.number().nullable(),
  })
  .meta({ id: 'AlertChannelStatus' });
export type AlertChannelStatus = z.infer<typeof AlertChannelStatus>;

export const AlertChannels = z
  .object({
    /** null: the process running the alert engine has not reported yet. */
    email: AlertChannelStatus.nullable(),
    telegram: AlertChannelStatus.nullable(),
  })
  .meta({ id: 'AlertChannels' });
export type AlertChannels = z.infer<typeof AlertChannels>;

export const alertEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/alerts',
    summary: 'Alerts of one type, newest first',
    tags: ['alerts'],
    query: AlertListQuery,
    response: AlertList,
  }),
  counts: defineEndpoint({
    method: 'GET',
    path: '/api/alerts/counts',
    summary: 'Open alerts per type the caller may see',
    tags: ['alerts'],
    response: AlertCounts,
  }),
  ack: defineEndpoint({
    method: 'POST',
    path: '/api/alerts/:id/ack',
    summary: 'Acknowledge an alert (stamped and audited)',
    tags: ['alerts'],
    params: IdParams,
    response: AlertView,
  }),
  silence: defineEndpoint({
    method: 'POST',
    path: '/api/alerts/silence',
    summary: 'Silence a vessel and type for a period',
    tags: ['alerts'],
    body: SilenceBody,
    response: SilenceResult,
  }),
  export: defineEndpoint({
    method: 'GET',
    path: '/api/alerts/export',
    summary: 'Alerts of one type as xlsx or PDF (A4 portrait)',
    tags: ['alerts'],
    query: AlertExportQuery,
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: '/api/alerts/settings',
    summary: "The caller's alert settings",
    tags: ['alerts'],
    response: AlertSettings,
  }),
  saveSettings: defineEndpoint({
    method: 'PUT',
    path: '/api/alerts/settings',
    summary: "Replace the caller's alert settings",
    tags: ['alerts'],
    body: AlertSettings,
    response: AlertSettings,
  }),
  vessel: defineEndpoint({
    method: 'GET',
    path: '/api/alerts/vessel/:mmsi',
    summary:
      "A vessel's open alerts of the types the caller may see (the vessel panel's alert-plot popups)",
    tags: ['alerts'],
    params: MmsiParams,
    response: z.object({ alerts: z.array(AlertView) }),
  }),
  attention: defineEndpoint({
    method: 'GET',
    path: '/api/alerts/vessels',
    summary: 'Vessels with an alarm or warning waiting for a person (ringed on the map)',
    tags: ['alerts'],
    response: AttentionVessels,
  }),
  channels: defineEndpoint({
    method: 'GET',
    path: '/api/alerts/channels',
    summary: 'Email and Telegram: configured, waiting, sent, failed, the last error',
    tags: ['alerts'],
    response: AlertChannels,
  }),
};
