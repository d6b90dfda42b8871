import {
  accountEndpoints,
  alertEndpoints,
  aoiEndpoints,
  apiUserEndpoints,
  authEndpoints,
  bookmarkEndpoints,
  chatEndpoints,
  dataAisEndpoints,
  demoEndpoints,
  densityEndpoints,
  infrastructureEndpoints,
  mapFeatureEndpoints,
  noteEndpoints,
  playbackEndpoints,
  portEndpoints,
  portPanelEndpoints,
  puskodalEndpoints,
  registrationEndpoints,
  sarEndpoints,
  settingsEndpoints,
  sourceEndpoints,
  userEndpoints,
  vesselEndpoints,
  type Endpoint,
} from '@pantau/contracts';
import type { MessageKey } from '../../i18n/i18n.ts';

/**
 * What a person did, in words, for each audited request (every write, and the reads the
 * server audits: exports, downloads, playback). Each message may name the subject
 * (`{{subject}}`: an area's name, a user's, a vessel's MMSI), which the server records.
 */
const WORDS: readonly (readonly [Endpoint, MessageKey])[] = [
  [authEndpoints.login, 'audit.did.login'],
  [authEndpoints.logout, 'audit.did.logout'],
  [authEndpoints.ssoCallback, 'audit.did.ssoLogin'],
  [accountEndpoints.register, 'audit.did.register'],
  [accountEndpoints.changePassword, 'audit.did.changePassword'],
  [demoEndpoints.check, 'audit.did.demo'],
  [alertEndpoints.ack, 'audit.did.alertAck'],
  [alertEndpoints.silence, 'audit.did.alertSilence'],
  [alertEndpoints.saveSettings, 'audit.did.alertSettings'],
  [alertEndpoints.export, 'audit.did.alertExport'],
  [sarEndpoints.assistExport, 'audit.did.sarAssistExport'],
  [aoiEndpoints.create, 'audit.did.aoiCreate'],
  [aoiEndpoints.archive, 'audit.did.aoiArchive'],
  [chatEndpoints.create, 'audit.did.chatGroupCreate'],
  [chatEndpoints.addMembers, 'audit.did.chatMembersAdd'],
  [chatEndpoints.removeMember, 'audit.did.chatMemberRemove'],
  [chatEndpoints.upload, 'audit.did.chatUpload'],
  [apiUserEndpoints.create, 'audit.did.apiUserCreate'],
  [apiUserEndpoints.update, 'audit.did.apiUserUpdate'],
  [apiUserEndpoints.rotateToken, 'audit.did.apiUserToken'],
  [apiUserEndpoints.remove, 'audit.did.apiUserRemove'],
  [bookmarkEndpoints.put, 'audit.did.bookmarkPut'],
  [bookmarkEndpoints.remove, 'audit.did.bookmarkRemove'],
  [dataAisEndpoints.saveView, 'audit.did.viewSave'],
  [dataAisEndpoints.deleteView, 'audit.did.viewDelete'],
  [dataAisEndpoints.export, 'audit.did.dataAisExport'],
  [densityEndpoints.export, 'audit.did.densityExport'],
  [infrastructureEndpoints.create, 'audit.did.sensorCreate'],
  [infrastructureEndpoints.update, 'audit.did.sensorUpdate'],
  [infrastructureEndpoints.remove, 'audit.did.sensorRemove'],
  [infrastructureEndpoints.setSourceLocation, 'audit.did.sourceLocation'],
  [mapFeatureEndpoints.publish, 'audit.did.mapFeaturesPublish'],
  [noteEndpoints.add, 'audit.did.noteAdd'],
  [playbackEndpoints.start, 'audit.did.playback'],
  [portEndpoints.import, 'audit.did.portImport'],
  [portEndpoints.addPoi, 'audit.did.poiAdd'],
  [portEndpoints.put, 'audit.did.portPut'],
  [portPanelEndpoints.vessels, 'audit.did.portVessels'],
  [portPanelEndpoints.report, 'audit.did.portReport'],
  [puskodalEndpoints.addBlacklist, 'audit.did.blacklistAdd'],
  [puskodalEndpoints.removeBlacklist, 'audit.did.blacklistRemove'],
  [registrationEndpoints.import, 'audit.did.registrationImport'],
  [registrationEndpoints.export, 'audit.did.registrationExport'],
  [settingsEndpoints.update, 'audit.did.settings'],
  [sourceEndpoints.create, 'audit.did.sourceCreate'],
  [sourceEndpoints.update, 'audit.did.sourceUpdate'],
  [sourceEndpoints.restart, 'audit.did.sourceRestart'],
  [sourceEndpoints.remove, 'audit.did.sourceRemove'],
  [userEndpoints.create, 'audit.did.userCreate'],
  [userEndpoints.update, 'audit.did.userUpdate'],
  [userEndpoints.remove, 'audit.did.userRemove'],
  [vesselEndpoints.trackExport, 'audit.did.trackExport'],
];

const BY_REQUEST = new Map(WORDS.map(([e, key]) => [`${e.method} ${e.path}`, key]));

/** The words for a logged request (`POST /api/aois`), or null for one this table lacks. */
export function auditWords(action: string): MessageKey | null {
  return BY_REQUEST.get(action) ?? null;
}

/** The endpoints that have words (for the test that every write has them). */
export const WORDED: readonly Endpoint[] = WORDS.map(([e]) => e);
