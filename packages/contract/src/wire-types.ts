import Type from 'typebox';

/** Milliseconds since the epoch: every time on the wire (decisions.md "Time fields"). */
export const EpochMs = Type.Integer({ minimum: 0, description: 'Milliseconds since 1970-01-01T00:00:00Z' });

/** Sizes in bytes. */
export const Bytes = Type.Integer({ minimum: 0, description: 'Size in bytes' });

/** A device id as devices report it. */
export const DeviceId = Type.String({ pattern: '^[A-Za-z0-9_.:-]{1,64}$', description: 'Device id' });

/** A content id (cid): the kind of data an app syncs or a backup holds, e.g. CONTACT, SMS. */
export const ContentId = Type.String({ pattern: '^[A-Za-z0-9_]{1,64}$', description: 'Content id (cid)' });

/** Opaque ids the server makes (temporary backups, photos, erasure references, images). */
export const OpaqueId = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' });

export const E2eeType = Type.String({ maxLength: 32, description: "Encryption type; 'non' means none" });

/** A UUID as the database makes them (lower-case hex). */
export const UUID_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
