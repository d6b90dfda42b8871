import type { Generated } from 'kysely';

/**
 * The database as Kysely sees it. Times are unix milliseconds (bigint in PostgreSQL, parsed
 * back to numbers); booleans are 0/1 integers so one query path serves both dialects.
 */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  fullname: string;
  password_hash: string;
  role: string;
  active: number;
  center_lon: number | null;
  center_lat: number | null;
  zoom: number | null;
  port_code: string | null;
  shared_account: number;
  first_name: Generated<string>;
  /** `issuer|subject` of a user who signs in through SSO. */
  sso_subject: string | null;
  last_name: Generated<string>;
  created_at: number;
  updated_at: number;
}

export interface SessionsTable {
  /** sha256 of the cookie token: a stolen database holds no usable session. */
  id: string;
  user_id: number;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  ip: string | null;
  user_agent: string | null;
  /** The identity provider's ID token, for its logout (SSO sessions only). */
  id_token: string | null;
}

export interface ApiUsersTable {
  id: Generated<number>;
  username: string;
  /** sha256 of the token; the token itself is shown once, at creation. */
  token_hash: string;
  /** The token's last four characters, for the masked display. */
  token_hint: string;
  access: number;
  created_at: number;
  updated_at: number;
  last_used_at: number | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: number;
  /** Calendar day in UTC+7 (YYYY-MM-DD), the unit the User Logs screen shows. */
  day: string;
  actor: string;
  actor_kind: string;
  action: string;
  target: string | null;
  status: number;
  /** The socket's address. */
  ip: string | null;
  /** The X-Forwarded-For header as sent (migration 0012). */
  forwarded_for: string | null;
  /** The name of what the call was about, when it has one (migration 0054). */
  subject: string | null;
}

/** A sign-in under way at the identity provider, bound to the browser by a cookie. */
export interface SsoRequestsTable {
  /** sha256 of the browser's cookie value. */
  id: string;
  state: string;
  nonce: string;
  verifier: string;
  created_at: number;
}

export interface SourcesTable {
  id: Generated<number>;
  name: string;
  /** tcp-client, tcp-listen, udp, file, simulator, radar-nmea, radar-ivef. */
  kind: string;
  host: string | null;
  port: number | null;
  path: string | null;
  /** File replay and simulator speed factor. */
  speed: number | null;
  /** Simulator: how many vessels sail. */
  vessels: number | null;
  /** 'optional' for feeds without AIS checksums; null: required. */
  checksum: string | null;
  /** Listeners: JSON list of allowed sending addresses and CIDR blocks; null: any. */
  allow: string | null;
  /** Radar sources: the radar's own position (migration 0045); null for others. */
  radar_lon: number | null;
  radar_lat: number | null;
  satellite: number;
  district: string | null;
  parent_id: number | null;
  enabled: number;
  created_at: number;
  updated_at: number;
}

export interface PositionsTable {
  mmsi: number;
  t: number;
  lat: number;
  lon: number;
  sog: number | null;
  cog: number | null;
  heading: number | null;
  nav_status: number | null;
  rot: number | null;
  source: string;
}

export interface VesselStaticTable {
  id: Generated<number>;
  mmsi: number;
  t: number;
  name: string | null;
  call_sign: string | null;
  imo: number | null;
  ship_type: number | null;
  to_bow: number | null;
  to_stern: number | null;
  to_port: number | null;
  to_starboard: number | null;
  destination: string | null;
  draught: number | null;
  source: string;
}

export interface BookmarksTable {
  user_id: number;
  mmsi: number;
  group_name: string;
  created_at: number;
}

/** A note on a vessel (SPEC §3 'Vessel note'), shared, stamped with its author. */
export interface VesselNotesTable {
  id: Generated<number>;
  mmsi: number;
  /** Null once the author's account is deleted; `username` keeps the stamp. */
  user_id: number | null;
  username: string;
  notes: string;
  created_at: number;
}

/** The newest AIS report of an aid to navigation (SBNP), by its MMSI. */
export interface AidsToNavigationTable {
  mmsi: number;
  name: string | null;
  aid_type: number;
  lat: number;
  lon: number;
  /** 0 or 1. */
  virtual: number;
  /** 0, 1, or null when the aid cannot tell. */
  off_position: number | null;
  source: string;
  last_seen: number;
}

/** A lane, zone, aid or marker of a port (SPEC §3 'Feature collection'). */
export interface MapFeaturesTable {
  id: Generated<number>;
  port_code: string;
  name: string;
  kind: string;
  poi_type: string | null;
  poi_color: string | null;
  /** JSON array of strings, or null. */
  point_names: string | null;
  /** An SBNP's DSI identifier (migration 0037), or null. */
  dsi: string | null;
  /** GeoJSON geometry. */
  geometry: string;
  west: number;
  south: number;
  east: number;
  north: number;
  updated_by: string;
  updated_at: number;
}

/** An area of interest (SPEC §3 'AOI'), immutable; archived, never deleted. */
export interface AoisTable {
  id: Generated<number>;
  name: string;
  /** The name in lower case: unique among the areas not archived. */
  name_key: string;
  description: string;
  type: string;
  /** JSON: `{ coordinates, pointNames? }` for a polygon, `{ center, radiusM }` for a circle. */
  shape: string;
  author: string;
  author_id: number | null;
  created_at: number;
  archived_at: number | null;
  archived_by: string | null;
}

/** A user's settings (SPEC §3), one JSON document per user. */
export interface UserSettingsTable {
  user_id: number;
  /** JSON of `MapSettings` (`@pantau/contracts`). */
  settings: string;
  updated_at: number;
}

/** One alert: a situation (type, vessel, behaviour) that opens, updates and closes. */
export interface AlertsTable {
  id: Generated<number>;
  type: string;
  /** The engine's key of the situation: type, MMSI and behaviour (a pair, a zone, a gap). */
  situation: string;
  priority: string;
  status: string;
  mmsi: number;
  name: string | null;
  call_sign: string | null;
  ship_type: number | null;
  lon: number | null;
  lat: number | null;
  opened_at: number;
  updated_at: number;
  closed_at: number | null;
  ack_by: string | null;
  ack_at: number | null;
  /** JSON of the type's SPEC §3 columns. */
  details: string;
}

/** A silence of one vessel's alerts of a type (and behaviour, when given) until a time. */
export interface AlertSilencesTable {
  id: Generated<number>;
  mmsi: number;
  type: string;
  behaviour: string | null;
  until: number;
  created_by: string;
  created_at: number;
}

/** Failed sign-ins of one account (the per-account back-off), shared by every process. */
export interface LoginFailuresTable {
  account: string;
  count: number;
  last_at: number;
  blocked_until: number;
}

/** A Puskodal behaviour row (SPEC §2.27): the type's own fields in `data` (JSON). */
export interface PuskodalRowsTable {
  id: Generated<number>;
  type: string;
  mmsi: number;
  shipname: string | null;
  t: number;
  data: string;
}

/** A vessel on the Puskodal blacklist. */
export interface PuskodalBlacklistTable {
  id: Generated<number>;
  mmsi: number;
  name: string | null;
  reason: string;
  created_by: string;
  created_at: number;
}

/** A user's alert settings (SPEC §3 'Settings'), JSON of `AlertSettings`. */
export interface AlertSettingsTable {
  user_id: number;
  settings: string;
  updated_at: number;
}

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  api_users: ApiUsersTable;
  audit_log: AuditLogTable;
  sso_requests: SsoRequestsTable;
  sources: SourcesTable;
  positions: PositionsTable;
  vessel_static: VesselStaticTable;
  user_settings: UserSettingsTable;
  bookmarks: BookmarksTable;
  vessel_notes: VesselNotesTable;
  aids_to_navigation: AidsToNavigationTable;
  map_features: MapFeaturesTable;
  aois: AoisTable;
  alerts: AlertsTable;
  alert_silences: AlertSilencesTable;
  alert_settings: AlertSettingsTable;
  login_failures: LoginFailuresTable;
  puskodal_rows: PuskodalRowsTable;
  puskodal_blacklist: PuskodalBlacklistTable;
}
