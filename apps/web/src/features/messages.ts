import { aidsMessages } from './aids/aids.messages.ts';
import { alertsMessages } from './alerts/alerts.messages.ts';
import { alurMessages } from './alur/alur.messages.ts';
import { aoiMessages } from './aoi/aoi.messages.ts';
import { apiUsersMessages } from './api-users/api-users.messages.ts';
import { auditMessages } from './audit/audit.messages.ts';
import { authMessages } from './auth/auth.messages.ts';
import { bookmarksMessages } from './bookmarks/bookmarks.messages.ts';
import { chartsMessages } from './charts/charts.messages.ts';
import { chatMessages } from './chat/chat.messages.ts';
import { dataAisMessages } from './data-ais/data-ais.messages.ts';
import { demoMessages } from './demo/demo.messages.ts';
import { densityMessages } from './density/density.messages.ts';
import { detailMessages } from './detail/detail.messages.ts';
import { featureManagerMessages } from './feature-manager/feature-manager.messages.ts';
import { infrastructureMessages } from './infrastructure/infrastructure.messages.ts';
import { mapMessages } from './map/map.messages.ts';
import { monitoringMessages } from './monitoring/monitoring.messages.ts';
import { notFoundMessages } from './not-found/not-found.messages.ts';
import { pagesMessages } from './pages/pages.messages.ts';
import { pantauKapalMessages } from './pantau-kapal/pantau-kapal.messages.ts';
import { playbackMessages } from './playback/playback.messages.ts';
import { poiMessages } from './poi/poi.messages.ts';
import { portPanelMessages } from './port-panel/port-panel.messages.ts';
import { portsMessages } from './ports/ports.messages.ts';
import { profileMessages } from './profile/profile.messages.ts';
import { puskodalMessages } from './puskodal/puskodal.messages.ts';
import { radarMessages } from './radar/radar.messages.ts';
import { sarMessages } from './sar/sar.messages.ts';
import { settingsMessages } from './settings/settings.messages.ts';
import { simnavMessages } from './simnav/simnav.messages.ts';
import { sourcesMessages } from './sources/sources.messages.ts';
import { userMessages } from './user/user.messages.ts';
import { usersMessages } from './users/users.messages.ts';
import { vesselsMessages } from './vessels/vessels.messages.ts';
import { weatherMessages } from './weather/weather.messages.ts';
import { zeeMessages } from './zee/zee.messages.ts';

/**
 * The features' words, one line each: every feature keeps its strings in its own folder
 * (`<name>.messages.ts`) under the namespaces it owns (`i18n/messages.ts`).
 */
export const FEATURE_MESSAGES = [
  authMessages,
  demoMessages,
  userMessages,
  profileMessages,
  usersMessages,
  apiUsersMessages,
  infrastructureMessages,
  auditMessages,
  sourcesMessages,
  detailMessages,
  notFoundMessages,
  pagesMessages,
  mapMessages,
  settingsMessages,
  simnavMessages,
  vesselsMessages,
  aidsMessages,
  poiMessages,
  portsMessages,
  alurMessages,
  featureManagerMessages,
  zeeMessages,
  puskodalMessages,
  alertsMessages,
  bookmarksMessages,
  monitoringMessages,
  aoiMessages,
  pantauKapalMessages,
  playbackMessages,
  densityMessages,
  chartsMessages,
  chatMessages,
  dataAisMessages,
  portPanelMessages,
  radarMessages,
  weatherMessages,
  sarMessages,
] as const;
