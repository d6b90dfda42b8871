import { alertsFeature } from './alerts/alerts.feature.ts';
import { aoiFeature } from './aoi/aoi.feature.ts';
import { apiUsersFeature } from './api-users/api-users.feature.ts';
import { assetsFeature } from './assets/assets.routes.ts';
import { atonFeature } from './aton/aton.routes.ts';
import { auditFeature } from './audit/audit.feature.ts';
import { dataAisFeature } from './data-ais/data-ais.feature.ts';
import { authFeature } from './auth/auth.feature.ts';
import { basemapFeature } from './basemap/basemap.feature.ts';
import { bookmarksFeature } from './bookmarks/bookmarks.routes.ts';
import { chartsFeature } from './charts/charts.feature.ts';
import { chatFeature } from './chat/chat.feature.ts';
import { demoFeature } from './demo/demo.routes.ts';
import { densityFeature } from './density/density.feature.ts';
import { docsFeature } from './docs/docs.ts';
import { geofencesFeature } from './geofences/geofences.feature.ts';
import { healthFeature } from './health/health.routes.ts';
import { historyFeature } from './history/history.feature.ts';
import { inaportnetFeature } from './inaportnet/inaportnet.feature.ts';
import { infrastructureFeature } from './infrastructure/infrastructure.feature.ts';
import { ingestFeature } from './ingest/ingest.feature.ts';
import { liveFeature } from './live/live.feature.ts';
import { mapFeaturesFeature } from './map-features/map-features.routes.ts';
import { sarFeature } from './sar/sar.feature.ts';
import { simnavFeature } from './simnav/simnav.feature.ts';
import { metricsFeature } from './metrics/metrics.feature.ts';
import { notesFeature } from './notes/notes.routes.ts';
import { portCallsFeature } from './port-calls/port-calls.feature.ts';
import { portPanelFeature } from './port-panel/port-panel.feature.ts';
import { portsFeature } from './ports/ports.feature.ts';
import { puskodalFeature } from './puskodal/puskodal.feature.ts';
import { radarFeature } from './radar/radar.feature.ts';
import { registrationFeature } from './registration/registration.feature.ts';
import { settingsFeature } from './settings/settings.routes.ts';
import { sourcesFeature } from './sources/sources.feature.ts';
import { streamFeature } from './stream/stream.feature.ts';
import { ssoFeature } from './sso/sso.feature.ts';
import { usersFeature } from './users/users.feature.ts';
import { weatherFeature } from './weather/weather.feature.ts';
import { webFeature } from './web/web.ts';
import { zeeFeature } from './zee/zee.feature.ts';

/**
 * Every feature, one line each, registered in this order. Each is a named Fastify plugin
 * that declares the features it needs (`dependencies`); Fastify refuses to boot when one is
 * missing or comes later. Docs come first (the OpenAPI document collects the routes
 * registered after it) and the web app last (its not-found handler answers the rest). The
 * Others search lists its providers' results in this order within a type.
 */
export const FEATURES = [
  docsFeature,
  streamFeature,
  healthFeature,
  usersFeature,
  apiUsersFeature,
  auditFeature,
  ssoFeature,
  authFeature,
  demoFeature,
  settingsFeature,
  ingestFeature,
  liveFeature,
  historyFeature,
  densityFeature,
  geofencesFeature,
  zeeFeature,
  portsFeature,
  mapFeaturesFeature,
  portCallsFeature,
  sourcesFeature,
  infrastructureFeature,
  radarFeature,
  atonFeature,
  simnavFeature,
  portPanelFeature,
  aoiFeature,
  alertsFeature,
  puskodalFeature,
  assetsFeature,
  basemapFeature,
  chartsFeature,
  bookmarksFeature,
  notesFeature,
  chatFeature,
  registrationFeature,
  inaportnetFeature,
  sarFeature,
  weatherFeature,
  dataAisFeature,
  metricsFeature,
  webFeature,
] as const;
