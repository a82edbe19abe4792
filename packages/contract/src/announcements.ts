import Type from 'typebox';
import { defineEndpoint } from './endpoint';
import { ErrorBody, SIGNED_IN_ERRORS } from './error-body';
import { EpochMs, UUID_PATTERN } from './wire-types';
import { endpointRoutes } from './endpoint-routes';

/*
 * Announcements (issue 18 part 5, spec §3 "announcement flags", §9 bar height 60): operators
 * post them with `npm run announce`; the portal shows the current ones in a bar above the
 * page. An announcement is written in one language, or in none (then it is shown in every
 * language), and may be limited to a list of countries.
 */

/** A language code of the translation bundles: en, de, pt-BR, zh-TW… */
export const AnnouncementLanguage = Type.String({ pattern: '^[a-z]{2,3}(-[A-Z][A-Za-z]{1,3})?$', description: 'Language code, e.g. en, pt-BR' });
/** An ISO 3166-1 alpha-2 country code, upper case. */
export const AnnouncementCountry = Type.String({ pattern: '^[A-Z]{2}$', description: 'Country code, e.g. US' });

export const ANNOUNCEMENT_TITLE_MAX = 120;
export const ANNOUNCEMENT_BODY_MAX = 1000;

export const Announcement = Type.Object({
  id: Type.String({ pattern: UUID_PATTERN }),
  title: Type.String({ minLength: 1, maxLength: ANNOUNCEMENT_TITLE_MAX }),
  body: Type.String({ minLength: 1, maxLength: ANNOUNCEMENT_BODY_MAX }),
  /** Shown from this time until `until`. */
  from: EpochMs,
  until: EpochMs,
});
export type Announcement = Type.Static<typeof Announcement>;

export const AnnouncementsResponse = Type.Object({ announcements: Type.Array(Announcement) });
export type AnnouncementsResponse = Type.Static<typeof AnnouncementsResponse>;

/** The announcements shown now in this language and country, the newest first. */
export const getCurrentAnnouncements = defineEndpoint({
  ...endpointRoutes.getCurrentAnnouncements,
  summary: 'Announcements shown now in a language and country',
  tags: ['announcements'],
  querystring: Type.Object({ language: AnnouncementLanguage, country: Type.Optional(AnnouncementCountry) }, { additionalProperties: false }),
  responses: { 200: AnnouncementsResponse, ...SIGNED_IN_ERRORS },
});

/** What an operator posts (the announce command's options). */
export const NewAnnouncement = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: ANNOUNCEMENT_TITLE_MAX }),
    body: Type.String({ minLength: 1, maxLength: ANNOUNCEMENT_BODY_MAX }),
    /** Null: every language. */
    language: Type.Union([AnnouncementLanguage, Type.Null()]),
    /** Null: every country. */
    countries: Type.Union([Type.Array(AnnouncementCountry, { minItems: 1, maxItems: 250, uniqueItems: true }), Type.Null()]),
    from: EpochMs,
    until: EpochMs,
  },
  { additionalProperties: false },
);
export type NewAnnouncement = Type.Static<typeof NewAnnouncement>;

/**
 * The operator's call (the announce command while the portal runs on its embedded database,
 * which no second process may open). Not a cloud call: no session, but the operator token the
 * portal writes to DATA_DIR/operator-token, which only the account running it can read, as
 * `Authorization: Bearer <token>` (401 40100004 without it).
 */
export const postAnnouncement = defineEndpoint({
  ...endpointRoutes.postAnnouncement,
  summary: 'Post an announcement (operators)',
  tags: ['operator'],
  body: NewAnnouncement,
  responses: { 200: Announcement, 400: ErrorBody, 401: ErrorBody },
});
