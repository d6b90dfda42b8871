import { aidsFeature } from './aids/aids.feature.ts';
import { alertsFeature } from './alerts/alerts.feature.ts';
import { alurFeature } from './alur/alur.feature.ts';
import { aoiFeature } from './aoi/aoi.feature.ts';
import { apiUsersFeature } from './api-users/api-users.feature.ts';
import { auditFeature } from './audit/audit.feature.ts';
import { authFeature } from './auth/auth.feature.ts';
import { dataAisFeature } from './data-ais/data-ais.feature.ts';
import { bookmarksFeature } from './bookmarks/bookmarks.feature.ts';
import { chartsFeature } from './charts/charts.feature.ts';
import { chatFeature } from './chat/chat.feature.ts';
import { densityFeature } from './density/density.feature.ts';
import { detailFeature } from './detail/detail.feature.ts';
import type { WebFeature } from './feature.ts';
import { featureManagerFeature } from './feature-manager/feature-manager.feature.ts';
import { infrastructureFeature } from './infrastructure/infrastructure.feature.ts';
import { mapFeature } from './map/map.feature.ts';
import { monitoringFeature } from './monitoring/monitoring.feature.ts';
import { notFoundFeature } from './not-found/not-found.feature.ts';
import { pagesFeature } from './pages/pages.feature.ts';
import { playbackFeature } from './playback/playback.feature.ts';
import { pantauKapalFeature } from './pantau-kapal/pantau-kapal.feature.ts';
import { poiFeature } from './poi/poi.feature.ts';
import { portPanelFeature } from './port-panel/port-panel.feature.ts';
import { portsFeature } from './ports/ports.feature.ts';
import { profileFeature } from './profile/profile.feature.ts';
import { puskodalFeature } from './puskodal/puskodal.feature.ts';
import { radarFeature } from './radar/radar.feature.ts';
import { sarFeature } from './sar/sar.feature.ts';
import { settingsFeature } from './settings/settings.feature.ts';
import { simnavFeature } from './simnav/simnav.feature.ts';
import { sourcesFeature } from './sources/sources.feature.ts';
import { usersFeature } from './users/users.feature.ts';
import { userFeature } from './user/user.feature.ts';
import { vesselsFeature } from './vessels/vessels.feature.ts';
import { weatherFeature } from './weather/weather.feature.ts';
import { zeeFeature } from './zee/zee.feature.ts';

/**
 * The web app's features, one line each (`feature.ts` says what a feature may bring). Within
 * a map-layer band they draw in this order; the not-found route stays last.
 */
export const FEATURES: readonly WebFeature[] = [
  authFeature,
  mapFeature,
  pantauKapalFeature,
  chartsFeature,
  weatherFeature,
  zeeFeature,
  alurFeature,
  featureManagerFeature,
  portsFeature,
  portPanelFeature,
  monitoringFeature,
  poiFeature,
  aoiFeature,
  aidsFeature,
  vesselsFeature,
  radarFeature,
  playbackFeature,
  densityFeature,
  bookmarksFeature,
  chatFeature,
  alertsFeature,
  sarFeature,
  puskodalFeature,
  settingsFeature,
  simnavFeature,
  sourcesFeature,
  infrastructureFeature,
  profileFeature,
  apiUsersFeature,
  usersFeature,
  auditFeature,
  userFeature,
  detailFeature,
  dataAisFeature,
  pagesFeature,
  notFoundFeature,
];
